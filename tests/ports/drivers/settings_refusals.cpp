// Settings-refusal driver for the C++ port (not part of the library): builds each controller with
// settings out of the reference's ranges, and writes per case its name, what check() says and what
// the constructor threw ("none": it built), tab-separated. Also: configure() refuses and keeps.
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <string>

#include "pid_steering.hpp"

using namespace pid_steering;

template <class Controller, class Settings>
static void report(const char* name, const Settings& settings) {
  const char* problem = Controller::check(settings);
  std::string thrown = "none";
  try {
    Controller controller(settings);
    (void)controller;
  } catch (const std::invalid_argument& error) {
    thrown = error.what();
  }
  std::printf("%s\t%s\t%s\n", name, problem ? problem : "null", thrown.c_str());
}

int main() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  { PidSettings s; report<PidController>("pid defaults", s); }
  { PidSettings s; s.kp = -1; report<PidController>("pid kp -1", s); }
  { PidSettings s; s.kd = nan; report<PidController>("pid kd NaN", s); }
  { PidSettings s; s.k_plant = -2; report<PidController>("pid k_plant -2", s); }
  { PidSettings s; s.max_history = 2; report<PidController>("pid max_history 2", s); }
  { PidSettings s; s.max_history = 1001; report<PidController>("pid max_history 1001", s); }
  { PidSettings s; s.max_history = 2147483647; report<PidController>("pid max_history 2147483647", s); }
  { PidSettings s; s.output_limit = kInfinity; report<PidController>("pid output_limit Infinity", s); }
  { PidSettings s; s.natural_frequency = 0; report<PidController>("pid natural_frequency 0", s); }
  { PublishedPidSettings s; report<PublishedPidController>("published-pid defaults", s); }
  { PublishedPidSettings s; s.ki = -0.05; report<PublishedPidController>("published-pid ki -0.05", s); }
  { PublishedPidSettings s; s.max_history = 1500; report<PublishedPidController>("published-pid max_history 1500", s); }
  { PublishedPidSettings s; s.as_published_dt = 0; report<PublishedPidController>("published-pid as_published_dt 0", s); }
  { NaiveSnippetSettings s; s.kd = -1; report<NaiveSnippetController>("naive-snippet kd -1", s); }
  { StolkSettings s; report<StolkController>("stolk defaults", s); }
  { StolkSettings s; s.kp = 10; s.ki = 2; s.kd = 1; report<StolkController>("stolk kp 10 ki 2 kd 1", s); }
  { StolkSettings s; s.p = -10; s.i = -2; s.d = -1; report<StolkController>("stolk p -10 i -2 d -1", s); }
  { StolkSettings s; s.p = 0; report<StolkController>("stolk p 0", s); }
  { StolkSettings s; s.kp = -1; report<StolkController>("stolk kp -1", s); }
  { StolkSettings s; s.p = 10; report<StolkController>("stolk p 10", s); }
  { StolkSettings s; s.d = nan; report<StolkController>("stolk d NaN", s); }
  { StolkSettings s; s.p = 10; s.kp = 5; report<StolkController>("stolk p 10 kp 5", s); }
  { StolkSettings s; s.kp = 10; s.p = -10; report<StolkController>("stolk kp 10 p -10", s); }
  { StolkSettings s; s.ki = 2; s.i = -2; report<StolkController>("stolk ki 2 i -2", s); }
  { StolkSettings s; s.kd = -1; s.d = -1; report<StolkController>("stolk kd -1 d -1", s); }
  { ForwardPdSettings s; s.kp = -1; report<ForwardPdController>("pd kp -1", s); }
  { StablePdSettings s; s.natural_frequency = 0; report<StablePdController>("stable-pd natural_frequency 0", s); }
  { StablePdSettings s; s.kd = -3; report<StablePdController>("stable-pd kd -3", s); }
  { SpdSettings s; s.damping_ratio = -1; report<SpdController>("spd damping_ratio -1", s); }
  { TimeOptimalSettings s; report<TimeOptimalController>("time-optimal defaults", s); }
  { TimeOptimalSettings s; s.gain = -3; report<TimeOptimalController>("time-optimal gain -3", s); }
  { TimeOptimalSettings s; s.gain = 0; report<TimeOptimalController>("time-optimal gain 0", s); }
  {
    PidController pid;
    PidSettings bad = pid.settings();
    bad.kp = -5;
    const bool changed = pid.configure(bad);
    std::printf("pid configure kp -5\t%s\t%g\n", changed ? "changed" : "refused", pid.settings().kp);
  }
  return 0;
}
