// pid-steering for C++14, header-only: Bram Stolk's pid1 for turning
// (src/sim/control/StolkController.ts): a leaky integral, the derivative of the error, negative
// coefficients that steer against the error, and no derivative kick on the first sample.
#pragma once

#include "turn_controller.hpp"

namespace pid_steering {

// Defaults that turn a body well (a spring of 60, a damper of 15); his suggested starting values
// are (-10, -2, -1), barely damped.
struct StolkSettings {
  double p = -60;  // (rad/s^2)/rad; negative steers against the error
  double i = -1;   // on the leaky integral, (rad/s^2)/rad
  double d = -15;  // (rad/s^2)/(rad/s)
};

//   error = wrap(heading error); integral = (1 - dt) integral + dt error;
//   derivative = (error - previous error) / dt; command = p error + i integral + d derivative
// On the first sample after a reset the integral and the previous error start at the error itself.
class StolkController : public TurnController {
 public:
  explicit StolkController(const StolkSettings& settings = StolkSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges (his sign: p = -kp); else why not.
  static const char* check(const StolkSettings& s) {
    using detail::within;
    if (!within(s.p, -detail::kMaxGain, 0)) return "pid_steering::StolkController: p must be a number >= -1000000 and <= 0 (p = -kp: a positive p turns the body away from its target)";
    if (!within(s.i, -detail::kMaxGain, 0)) return "pid_steering::StolkController: i must be a number >= -1000000 and <= 0 (i = -ki)";
    if (!within(s.d, -detail::kMaxGain, 0)) return "pid_steering::StolkController: d must be a number >= -1000000 and <= 0 (d = -kd)";
    return nullptr;
  }

  const char* type() const override { return "stolk"; }
  const StolkSettings& settings() const { return settings_; }

  void reset() override {
    previous_error_ = 0;
    integral_error_ = 0;
    fresh_ = true;
  }

  double update(const TurnInput& input) override {
    const double dt = input.dt;
    if (dt <= 0) return 0;
    const double error = wrap_angle(input.heading_error);
    if (fresh_) {
      integral_error_ = detail::bounded_memory(error);
      previous_error_ = detail::bounded_memory(error);
    }
    integral_error_ = detail::bounded_memory((1 - dt) * integral_error_ + dt * error);
    const double derivative_error = (error - previous_error_) / dt;
    previous_error_ = detail::bounded_memory(error);
    fresh_ = false;
    return settings_.p * error + settings_.i * integral_error_ + settings_.d * derivative_error;
  }

  // Keys: previousError, integralError, fresh (the next sample is the first).
  ControllerMemory save_state() const override {
    ControllerMemory memory;
    memory.set_number("previousError", previous_error_);
    memory.set_number("integralError", integral_error_);
    memory.set_boolean("fresh", fresh_);
    return memory;
  }

  bool restore_state(const ControllerMemory& memory) override {
    double previous_error = 0;
    double integral_error = 0;
    bool fresh = false;
    if (!memory.number("previousError", previous_error) || !memory.number("integralError", integral_error) || !memory.boolean("fresh", fresh)) {
      return false;
    }
    previous_error_ = previous_error;
    integral_error_ = integral_error;
    fresh_ = fresh;
    return true;
  }

 private:
  StolkSettings settings_;
  double previous_error_ = 0;
  double integral_error_ = 0;
  bool fresh_ = true;
};

}  // namespace pid_steering
