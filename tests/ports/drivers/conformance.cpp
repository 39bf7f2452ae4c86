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
#include "conformance_laws.hpp"
#include "pid_steering.hpp"

using namespace pid_steering;
using conformance::create;
using conformance::published_settings;
using conformance::pid_settings;
using conformance::read_double;
using conformance::read_settings;

static void write_double(std::FILE* out, double value) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  std::fprintf(out, "%016" PRIx64, bits);
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
