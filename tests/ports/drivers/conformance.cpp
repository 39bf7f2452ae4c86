// Conformance driver for the C++ port (not part of the library): reads the command lines the
// TypeScript test writes (tests/ports/conformanceProtocol.ts describes them), runs the controllers
// through the port and writes every output, numbers as the 16 hex digits of their bits. A third
// argument names a locale to run in (setlocale and the global C++ locale, as a Qt or GTK program
// does): it must exist and write numbers with a decimal comma, or the driver exits 4.
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>

#include "enter_locale.hpp"
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

static void write_double(std::FILE* out, double value) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  std::fprintf(out, "%016" PRIx64, bits);
}

// The key/hex pairs that follow on the line.
static std::map<std::string, double> read_settings(std::istream& in) {
  std::map<std::string, double> settings;
  std::string key;
  while (in >> key) settings[key] = read_double(in);
  return settings;
}

// Sets `field` from settings[key] when the key is there.
template <class Field>
static void set(const std::map<std::string, double>& settings, const char* key, Field& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = static_cast<Field>(found->second);
}

static void set_flag(const std::map<std::string, double>& settings, const char* key, bool& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = found->second != 0;
}

static void set_optional(const std::map<std::string, double>& settings, const char* key, OptionalDouble& field) {
  const auto found = settings.find(key);
  if (found != settings.end()) field = found->second;
}

static PidSettings pid_settings(const std::map<std::string, double>& w) {
  PidSettings s;
  set(w, "kp", s.kp);
  set(w, "ki", s.ki);
  set(w, "kd", s.kd);
  set(w, "kPlant", s.k_plant);
  set(w, "maxHistory", s.max_history);
  if (w.count("integral")) s.integral = w.at("integral") != 0 ? PidIntegral::Running : PidIntegral::Window;
  set(w, "outputLimit", s.output_limit);
  set_flag(w, "antiWindup", s.anti_windup);
  if (w.count("derivativeOn")) s.derivative_on = w.at("derivativeOn") != 0 ? PidDerivativeOn::Measurement : PidDerivativeOn::Error;
  set(w, "derivativeFilterTime", s.derivative_filter_time);
  set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
  set_flag(w, "brakingCurve", s.braking_curve);
  set_optional(w, "naturalFrequency", s.natural_frequency);
  set_optional(w, "dampingRatio", s.damping_ratio);
  return s;
}

static PublishedPidSettings published_settings(const std::map<std::string, double>& w) {
  PublishedPidSettings s;
  set(w, "kp", s.kp);
  set(w, "ki", s.ki);
  set(w, "kd", s.kd);
  set(w, "kPlant", s.k_plant);
  set(w, "maxHistory", s.max_history);
  set(w, "asPublishedDt", s.as_published_dt);
  return s;
}

static std::unique_ptr<TurnController> create(const std::string& type, const std::map<std::string, double>& w) {
  if (type == "pid") return std::unique_ptr<TurnController>(new PidController(pid_settings(w)));
  if (type == "published-pid") return std::unique_ptr<TurnController>(new PublishedPidController(published_settings(w)));
  if (type == "naive-snippet") {
    NaiveSnippetSettings s;
    set(w, "kp", s.kp);
    set(w, "ki", s.ki);
    set(w, "kd", s.kd);
    return std::unique_ptr<TurnController>(new NaiveSnippetController(s));
  }
  if (type == "stolk") {
    StolkSettings s;
    set_optional(w, "kp", s.kp);
    set_optional(w, "ki", s.ki);
    set_optional(w, "kd", s.kd);
    set_optional(w, "p", s.p);
    set_optional(w, "i", s.i);
    set_optional(w, "d", s.d);
    return std::unique_ptr<TurnController>(new StolkController(s));
  }
  if (type == "pd") {
    ForwardPdSettings s;
    set(w, "kp", s.kp);
    set(w, "kd", s.kd);
    set_optional(w, "naturalFrequency", s.natural_frequency);
    set_optional(w, "dampingRatio", s.damping_ratio);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new ForwardPdController(s));
  }
  if (type == "stable-pd") {
    StablePdSettings s;
    set(w, "naturalFrequency", s.natural_frequency);
    set(w, "dampingRatio", s.damping_ratio);
    set_optional(w, "kp", s.kp);
    set_optional(w, "kd", s.kd);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new StablePdController(s));
  }
  if (type == "spd") {
    SpdSettings s;
    set_optional(w, "kp", s.kp);
    set_optional(w, "kd", s.kd);
    set_optional(w, "naturalFrequency", s.natural_frequency);
    set_optional(w, "dampingRatio", s.damping_ratio);
    set_flag(w, "scaleWithTurnRate", s.scale_with_turn_rate);
    set_flag(w, "brakingCurve", s.braking_curve);
    return std::unique_ptr<TurnController>(new SpdController(s));
  }
  if (type == "time-optimal") {
    TimeOptimalSettings s;
    set_optional(w, "gain", s.gain);
    return std::unique_ptr<TurnController>(new TimeOptimalController(s));
  }
  return nullptr;
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
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: conformance <input> <output> [locale]\n");
    return 2;
  }
  if (argc == 4 && !enter_comma_locale(argv[3])) return 4;
  std::ifstream file(argv[1]);
  std::FILE* out = std::fopen(argv[2], "w");
  if (!file || !out) {
    std::fprintf(stderr, "cannot open the input or the output\n");
    return 2;
  }
  std::unique_ptr<TurnController> controller;
  std::string type;
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream in(line);
    std::string op;
    if (!(in >> op)) continue;
    if (op == "new") {
      in >> type;
      controller = create(type, read_settings(in));
      if (!controller) {
        std::fprintf(stderr, "unknown controller type: %s\n", type.c_str());
        return 1;
      }
    } else if (op == "cfg") {
      const std::map<std::string, double> settings = read_settings(in);
      const bool changed = type == "pid" ? static_cast<PidController&>(*controller).configure(pid_settings(settings))
                                         : static_cast<PublishedPidController&>(*controller).configure(published_settings(settings));
      if (!changed) {
        std::fprintf(stderr, "configure refused: %s\n", line.c_str());
        return 1;
      }
    } else if (op == "u") {
      const TurnInput t = read_input(in);
      const double command = controller->update(t);
      write_double(out, command);
      std::fputc(' ', out);
      write_double(out, clamp_to_motor(command, t.max_angular_acceleration) * t.inertia);
      std::fputc('\n', out);
    } else if (op == "g") {
      const TurnInput t = read_input(in);
      write_double(out, turn_torque(*controller, t.heading_error, t.angular_velocity, t.dt, t.max_angular_acceleration, t.inertia,
                                    t.desired_heading_rate, t.desired_heading_acceleration));
      std::fputc('\n', out);
    } else if (op == "h") {
      const TurnInput t = read_input(in);
      controller->hand_over(t, read_double(in));
    } else if (op == "r") {
      controller->reset();
    } else if (op == "s") {
      std::fprintf(out, "%s\n", controller->save_state().to_json().c_str());
    } else if (op == "l") {
      ControllerMemory memory;
      const bool restored = ControllerMemory::from_json(line.substr(2), memory) && controller->restore_state(memory);
      std::fprintf(out, "%d\n", restored ? 1 : 0);
    } else {
      std::fprintf(stderr, "unknown line: %s\n", line.c_str());
      return 1;
    }
  }
  return std::fclose(out) == 0 ? 0 : 1;
}
