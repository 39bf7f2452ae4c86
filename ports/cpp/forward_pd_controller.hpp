// pid-steering for C++14, header-only: the forward PD, a spring and a damper
// (src/sim/control/ForwardPdController.ts): alpha = alpha_d - kp e - kd (w - w_d), with the gains
// scaled to the motor and large turns shaped by its braking curve. It computes the acceleration
// from the state now, which the step then applies for a whole dt: stable only while kd dt < 2 and
// kp dt^2 < 4 - 2 kd dt. The stable PD has no such condition.
#pragma once

#include <cmath>

#include "braking_curve.hpp"
#include "natural_frequency.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

struct ForwardPdSettings {
  double kp = 60;                    // spring, (rad/s^2)/rad
  double kd = 14;                    // damper, (rad/s^2)/(rad/s) of the error's rate
  OptionalDouble natural_frequency;  // when set, kp = w^2 and kd = 2 zeta w replace kp and kd
  OptionalDouble damping_ratio;      // zeta, with natural_frequency [unset: 1]
  bool scale_with_turn_rate = true;  // read the gains at 4 pi rad/s^2, scale to the motor's limit
  bool braking_curve = true;         // shape large turns by the motor's braking curve
};

class ForwardPdController : public TurnController {
 public:
  explicit ForwardPdController(const ForwardPdSettings& settings = ForwardPdSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
    const PdGains gains = settings.natural_frequency.has_value()
                              ? gains_from_natural_frequency(settings.natural_frequency.value(), settings.damping_ratio.value_or(1))
                              : PdGains{settings.kp, settings.kd};
    kp_ = gains.kp;
    kd_ = gains.kd;
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const ForwardPdSettings& s) {
    using namespace detail;
    if (!gain(s.kp)) return "pid_steering::ForwardPdController: kp" PID_STEERING_GAIN_RANGE;
    if (!gain(s.kd)) return "pid_steering::ForwardPdController: kd" PID_STEERING_GAIN_RANGE;
    if (s.natural_frequency.has_value() && !frequency(s.natural_frequency.value())) return "pid_steering::ForwardPdController: " PID_STEERING_FREQUENCY_RANGE;
    if (s.damping_ratio.has_value() && !damping(s.damping_ratio.value())) return "pid_steering::ForwardPdController: " PID_STEERING_DAMPING_RANGE;
    return nullptr;
  }

  const char* type() const override { return "pd"; }
  const ForwardPdSettings& settings() const { return settings_; }

  // Nothing to forget: the controller has no memory.
  void reset() override {}

  double update(const TurnInput& input) override {
    const double limit = input.max_angular_acceleration;
    const double r = turn_rate_ratio(limit, settings_.scale_with_turn_rate);
    const double kp = kp_ * r;
    const double kd = kd_ * std::sqrt(r);
    const double proportional = shaped_proportional(input.heading_error, kp, kd, limit, settings_.braking_curve);
    const double derivative = -kd * (input.angular_velocity - input.desired_heading_rate);
    return proportional + derivative + input.desired_heading_acceleration;
  }

 private:
  ForwardPdSettings settings_;
  double kp_;
  double kd_;
};

}  // namespace pid_steering
