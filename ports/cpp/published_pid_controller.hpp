// pid-steering for C++14, header-only: the article's PID as published, quirks included
// (src/sim/control/PublishedPidController.ts). Kept to reproduce the article "PID Control of Physics
// Bodies" output for output, not to steer with: use PidController for a PID that is right.
#pragma once

#include <cstddef>
#include <vector>

#include "error_window.hpp"
#include "pid_controller.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

// The settings the article's arithmetic reads; defaults: the article's missile gains (kp 1,
// ki 0.05, kd 5) on its class's window of 7 and its dt of 0.01 s.
struct PublishedPidSettings {
  double kp = 1;
  double ki = 0.05;
  double kd = 5;
  double k_plant = 1;
  int max_history = 7;          // 3 to 1000
  double as_published_dt = 0.01;  // the class's own step, s (the demo never set it)
};

// The article's C++ PIDController, output for output. Its quirks: no output (0) until 3 samples are
// in the window; the Simpson weights 1, 4, 2, 4, ..., 1 applied to any window length and the sum
// divided by 3 dt instead of multiplied by dt/3; its own dt (0.01 s) rather than the physics step;
// an unwrapped derivative. As a turn controller update() returns -output.
class PublishedPidController : public TurnController {
 public:
  explicit PublishedPidController(const PublishedPidSettings& settings = PublishedPidSettings())
      : settings_(settings), history_(window_size(settings)) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const PublishedPidSettings& s) {
    using namespace detail;
    if (!gain(s.kp)) return "pid_steering::PublishedPidController: kp" PID_STEERING_GAIN_RANGE;
    if (!gain(s.ki)) return "pid_steering::PublishedPidController: ki" PID_STEERING_GAIN_RANGE;
    if (!gain(s.kd)) return "pid_steering::PublishedPidController: kd" PID_STEERING_GAIN_RANGE;
    if (!gain(s.k_plant)) return "pid_steering::PublishedPidController: k_plant" PID_STEERING_GAIN_RANGE;
    if (s.max_history < kPidMinSamples || s.max_history > kPidMaxSamples) return "pid_steering::PublishedPidController: max_history must be an integer >= 3 and <= 1000";
    if (!within(s.as_published_dt, 0.001, 1)) return "pid_steering::PublishedPidController: as_published_dt must be a number >= 0.001 and <= 1 (below 1 ms its integral overflows)";
    return nullptr;
  }

  static bool valid(const PublishedPidSettings& settings) { return check(settings) == nullptr; }

  const char* type() const override { return "pid"; }
  const PublishedPidSettings& settings() const { return settings_; }

  // Changes gains live; a new window length restarts the history. False, and nothing changed, for
  // settings that are not valid().
  bool configure(const PublishedPidSettings& settings) {
    if (!valid(settings)) return false;
    const bool resize = settings.max_history != settings_.max_history;
    settings_ = settings;
    if (resize) {
      history_ = ErrorWindow(window_size(settings));
      reset();
    }
    return true;
  }

  // The article's ResetHistory. Gains are kept.
  void reset() override {
    history_.clear();
    last_output_ = 0;
  }

  double last_output() const { return last_output_; }

  // The article's AddSample followed by CalculateNextOutput: returns the new output.
  double add_sample(double error) {
    history_.push(error);
    const double result = output();
    last_output_ = detail::bounded_memory(result);
    return result;
  }

  // -output for the heading error alone, as the article's missile does.
  double update(const TurnInput& in) override { return -add_sample(in.heading_error); }

  // A bumpless start mid-turn: a window of the current error changing at the body's rate.
  void hand_over(const TurnInput& in, double previous_command) override {
    (void)previous_command;
    reset();
    history_.fill_with_ramp(in.heading_error, in.angular_velocity - in.desired_heading_rate, in.dt);
  }

  // Keys: errors (oldest first), lastOutput.
  ControllerMemory save_state() const override {
    ControllerMemory memory;
    memory.set_numbers("errors", history_.values());
    memory.set_number("lastOutput", last_output_);
    return memory;
  }

  bool restore_state(const ControllerMemory& memory) override {
    std::vector<double> errors;
    double last_output = 0;
    if (!memory.numbers("errors", history_.capacity(), errors) || !memory.number("lastOutput", last_output)) return false;
    history_.set_values(errors);
    last_output_ = last_output;
    return true;
  }

 private:
  static std::size_t window_size(const PublishedPidSettings& settings) {
    return static_cast<std::size_t>(settings.max_history < kPidMinSamples ? kPidMinSamples : settings.max_history > kPidMaxSamples ? kPidMaxSamples : settings.max_history);
  }

  // The C++ class's CalculateNextOutput, its order of operations kept for equal rounding.
  double output() const {
    const std::size_t n = history_.size();
    if (n < static_cast<std::size_t>(kPidMinSamples)) return 0;
    const PublishedPidSettings& s = settings_;
    const double dt = s.as_published_dt;
    const double proportional = s.kp * history_.at(n - 1);
    double integral = 0;
    for (std::size_t i = 1; i < n - 1; i += 2) integral += 4 * history_.at(i);
    for (std::size_t i = 2; i < n - 1; i += 2) integral += 2 * history_.at(i);
    integral += history_.at(0);
    integral += history_.at(n - 1);
    integral /= 3 * dt;
    integral *= s.ki;
    const double derivative = (s.kd * (history_.at(n - 1) - history_.at(n - 2))) / dt;
    return s.k_plant * (proportional + integral + derivative);
  }

  PublishedPidSettings settings_;
  ErrorWindow history_;
  double last_output_ = 0;
};

}  // namespace pid_steering
