// pid-steering for C++14, header-only: the PID of a typical blog post, bugs included
// (src/sim/control/NaiveSnippetController.ts), to race the others with: a sum of errors with no dt,
// a derivative on the error (a kick when the target jumps) with no dt, gains per frame.
#pragma once

#include "turn_controller.hpp"

namespace pid_steering {

// Gains per frame at 60 frames a second: the PID's kp 60, ki 2, kd 14 turned into per-frame gains.
struct NaiveSnippetSettings {
  double kp = 60;            // (rad/s^2) per rad
  double ki = 2.0 / 60;      // per rad frame: the integral is a sum of errors, one per frame
  double kd = 14.0 * 60;     // per rad/frame: the derivative is the error's change since last frame
};

class NaiveSnippetController : public TurnController {
 public:
  explicit NaiveSnippetController(const NaiveSnippetSettings& settings = NaiveSnippetSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const NaiveSnippetSettings& s) {
    if (!detail::gain(s.kp)) return "pid_steering::NaiveSnippetController: kp" PID_STEERING_GAIN_RANGE;
    if (!detail::gain(s.ki)) return "pid_steering::NaiveSnippetController: ki" PID_STEERING_GAIN_RANGE;
    if (!detail::gain(s.kd)) return "pid_steering::NaiveSnippetController: kd" PID_STEERING_GAIN_RANGE;
    return nullptr;
  }

  const char* type() const override { return "naive-snippet"; }
  const NaiveSnippetSettings& settings() const { return settings_; }

  double update(const TurnInput& input) override {
    const double error = input.heading_error;
    sum_ = detail::bounded_memory(sum_ + error);
    const double change = error - last_error_;
    last_error_ = detail::bounded_memory(error);
    const double proportional = -settings_.kp * error;
    const double integral = -settings_.ki * sum_;
    const double derivative = -settings_.kd * change;
    return proportional + integral + derivative;
  }

  void reset() override {
    sum_ = 0;
    last_error_ = 0;
  }

  // Keys: sum (of the errors), lastError.
  ControllerMemory save_state() const override {
    ControllerMemory memory;
    memory.set_number("sum", sum_);
    memory.set_number("lastError", last_error_);
    return memory;
  }

  bool restore_state(const ControllerMemory& memory) override {
    double sum = 0;
    double last_error = 0;
    if (!memory.number("sum", sum) || !memory.number("lastError", last_error)) return false;
    sum_ = sum;
    last_error_ = last_error;
    return true;
  }

 private:
  NaiveSnippetSettings settings_;
  double sum_ = 0;
  double last_error_ = 0;
};

}  // namespace pid_steering
