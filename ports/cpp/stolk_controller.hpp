// pid-steering for C++14, header-only: Bram Stolk's pid1 for turning
// (src/sim/control/StolkController.ts): a leaky integral, the derivative of the error, gains that
// steer against the error, and no derivative kick on the first sample.
#pragma once

#include "turn_controller.hpp"

namespace pid_steering {

// Its gains, named and signed as every other controller's (a positive gain turns the body toward
// its target), each optional: unset, the default that turns a body well (a spring of 60, a damper
// of 15). His suggested starting values, (-10, -2, -1) in his sign, are kp 10, ki 2, kd 1.
struct StolkSettings {
  OptionalDouble kp;  // (rad/s^2)/rad, >= 0 [unset: 60]
  OptionalDouble ki;  // on the leaky integral, (rad/s^2)/(rad s), >= 0 [unset: 1]
  OptionalDouble kd;  // (rad/s^2)/(rad/s), >= 0 [unset: 15]
  // Old names, still read: his own p, i, d, with his sign (p = -kp, i = -ki, d = -kd, each <= 0).
  // A gain given under both names at once is refused.
  OptionalDouble p;
  OptionalDouble i;
  OptionalDouble d;
};

//   error = wrap(heading error); integral = (1 - dt) integral + dt error;
//   derivative = (error - previous error) / dt; command = -(kp error + ki integral + kd derivative)
// On the first sample after a reset the integral and the previous error start at the error itself.
class StolkController : public TurnController {
 public:
  explicit StolkController(const StolkSettings& settings = StolkSettings()) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
    settings_.kp = gain(settings.kp, settings.p, 60);
    settings_.ki = gain(settings.ki, settings.i, 1);
    settings_.kd = gain(settings.kd, settings.d, 15);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting:
  // an old name out of his sign's range, a gain given under both names, a gain out of its range.
  static const char* check(const StolkSettings& s) {
    using detail::within;
    if (s.p.has_value() && !within(s.p.value(), -detail::kMaxGain, 0)) return "pid_steering::StolkController: p must be a number >= -1000000 and <= 0 (the old name of kp: p = -kp)";
    if (s.p.has_value() && s.kp.has_value()) return "pid_steering::StolkController: give kp or its old name p, not both";
    if (s.i.has_value() && !within(s.i.value(), -detail::kMaxGain, 0)) return "pid_steering::StolkController: i must be a number >= -1000000 and <= 0 (the old name of ki: i = -ki)";
    if (s.i.has_value() && s.ki.has_value()) return "pid_steering::StolkController: give ki or its old name i, not both";
    if (s.d.has_value() && !within(s.d.value(), -detail::kMaxGain, 0)) return "pid_steering::StolkController: d must be a number >= -1000000 and <= 0 (the old name of kd: d = -kd)";
    if (s.d.has_value() && s.kd.has_value()) return "pid_steering::StolkController: give kd or its old name d, not both";
    if (s.kp.has_value() && !detail::gain(s.kp.value())) return "pid_steering::StolkController: kp" PID_STEERING_GAIN_RANGE;
    if (s.ki.has_value() && !detail::gain(s.ki.value())) return "pid_steering::StolkController: ki" PID_STEERING_GAIN_RANGE;
    if (s.kd.has_value() && !detail::gain(s.kd.value())) return "pid_steering::StolkController: kd" PID_STEERING_GAIN_RANGE;
    return nullptr;
  }

  const char* type() const override { return "stolk"; }
  // The gains it runs with, under their names (kp, ki, kd set; the old names unset).
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
    // -kp error is his p error with p = -kp, bit for bit (a negation is exact).
    const double proportional = -settings_.kp.value() * error;
    const double integral = -settings_.ki.value() * integral_error_;
    const double derivative = -settings_.kd.value() * derivative_error;
    return proportional + integral + derivative;
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
  // The gain given under its name, else under its old one (sign flipped; + 0 makes -0 a 0), else the default.
  static double gain(const OptionalDouble& named, const OptionalDouble& old, double fallback) {
    if (named.has_value()) return named.value();
    return old.has_value() ? -old.value() + 0.0 : fallback;
  }

  StolkSettings settings_;
  double previous_error_ = 0;
  double integral_error_ = 0;
  bool fresh_ = true;
};

}  // namespace pid_steering
