// Conformance driver for the C++ port: reads the input sequences the TypeScript test writes, runs
// the controllers and prints every command and torque with 17 significant digits (enough to
// recover each double exactly), one step per line. Not part of the library.
//
// Input, one command per line (numbers are the 16 hex digits of a double's bits, so nothing is
// lost to decimal parsing):
//   pid <settings...>   a new PidController (14 fields, see read_settings)
//   pid0                a new PidController with the default settings
//   cfg <settings...>   configure the current PID
//   to <gain>           a new TimeOptimalController (gain NaN: unset)
//   u <input...>        update: prints "command torque"
//   h <input...> <prev> hand over from a previous command
//   r                   reset
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "pid_steering.hpp"

using namespace pid_steering;

static double read_double(std::istream& in) {
  std::string hex;
  in >> hex;
  const std::uint64_t bits = std::strtoull(hex.c_str(), nullptr, 16);
  double value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

static std::optional<double> read_optional(std::istream& in) {
  const double value = read_double(in);
  if (std::isnan(value)) return std::nullopt;
  return value;
}

static PidSettings read_settings(std::istream& in) {
  PidSettings s;
  s.kp = read_double(in);
  s.ki = read_double(in);
  s.kd = read_double(in);
  s.k_plant = read_double(in);
  s.max_history = static_cast<int>(read_double(in));
  s.integral = read_double(in) != 0 ? PidIntegral::Running : PidIntegral::Window;
  s.output_limit = read_double(in);
  s.anti_windup = read_double(in) != 0;
  s.derivative_on = read_double(in) != 0 ? PidDerivativeOn::Measurement : PidDerivativeOn::Error;
  s.derivative_filter_time = read_double(in);
  s.scale_with_turn_rate = read_double(in) != 0;
  s.braking_curve = read_double(in) != 0;
  s.natural_frequency = read_optional(in);
  s.damping_ratio = read_optional(in);
  return s;
}

static TurnInput read_input(std::istream& in) {
  TurnInput t;
  t.heading_error = read_double(in);
  t.angular_velocity = read_double(in);
  t.dt = read_double(in);
  t.max_angular_acceleration = read_double(in);
  t.inertia = read_double(in);
  t.desired_heading_rate = read_double(in);
  t.desired_heading_acceleration = read_double(in);
  return t;
}

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: conformance <input> <output>\n");
    return 2;
  }
  std::ifstream file(argv[1]);
  std::FILE* out = std::fopen(argv[2], "w");
  if (!file || !out) {
    std::fprintf(stderr, "cannot open the input or the output\n");
    return 2;
  }
  std::unique_ptr<PidController> pid;
  std::unique_ptr<TimeOptimalController> time_optimal;
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream in(line);
    std::string op;
    if (!(in >> op)) continue;
    if (op == "pid") {
      pid = std::make_unique<PidController>(read_settings(in));
      time_optimal.reset();
    } else if (op == "pid0") {
      pid = std::make_unique<PidController>();
      time_optimal.reset();
    } else if (op == "cfg") {
      pid->configure(read_settings(in));
    } else if (op == "to") {
      time_optimal = std::make_unique<TimeOptimalController>(TimeOptimalSettings{read_optional(in)});
      pid.reset();
    } else if (op == "u") {
      const TurnInput t = read_input(in);
      const double command = pid ? pid->update(t) : time_optimal->update(t);
      const double torque = turn_torque(command, t.max_angular_acceleration, t.inertia);
      std::fprintf(out, "%.17g %.17g\n", command, torque);
    } else if (op == "h") {
      const TurnInput t = read_input(in);
      pid->hand_over(t, read_double(in));
    } else if (op == "r") {
      if (pid) pid->reset();
      else time_optimal->reset();
    } else {
      std::fprintf(stderr, "unknown line: %s\n", line.c_str());
      return 1;
    }
  }
  return std::fclose(out) == 0 ? 0 : 1;
}
