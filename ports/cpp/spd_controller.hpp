// pid-steering for C++14, header-only: Stable Proportional-Derivative control (Tan, Liu and Turk)
// (src/sim/control/SpdController.ts). The torque uses the state one step ahead and solves for the
// acceleration it causes:
//   alpha = alpha_d + (-kp (e + dt e') - kd e') / (I + kd dt),   e' = w - w_d
// By default tuned by natural frequency and damping ratio, so the same turn on any body (the torque
// gains follow from the body's inertia); raw gains are torques, so they depend on the body.
#pragma once

#include <cmath>

#include "braking_curve.hpp"
#include "natural_frequency.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

struct SpdSettings {
  // Raw stiffness, N m/rad. Given without natural_frequency, the raw gains are the tuning (a
  // missing one from the default w); a given w replaces them. [unset]
  OptionalDouble kp;
  OptionalDouble kd;  // raw damping, N m s/rad, read as kp [unset]
  // w, rad/s: torque gains of about I w^2 and 2 I zeta w for the body's inertia I. [8, unless raw
  // gains are given: leave it unset and set kp or kd]
  OptionalDouble natural_frequency;
  OptionalDouble damping_ratio;      // zeta [unset: 1]
  bool scale_with_turn_rate = true;  // read the gains at 4 pi rad/s^2, scale to the motor's limit
  bool braking_curve = true;         // shape large turns by the motor's braking curve
};

class SpdController : public TurnController {
 public:
  // Settings with neither raw gains nor w are tuned by the default w (8 rad/s).
  explicit SpdController(const SpdSettings& settings = SpdSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
    if (!settings_.natural_frequency.has_value() && !settings_.kp.has_value() && !settings_.kd.has_value()) settings_.natural_frequency = 8;
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const SpdSettings& s) {
    using namespace detail;
    if (s.kp.has_value() && !gain(s.kp.value())) return "pid_steering::SpdController: kp" PID_STEERING_GAIN_RANGE;
    if (s.kd.has_value() && !gain(s.kd.value())) return "pid_steering::SpdController: kd" PID_STEERING_GAIN_RANGE;
    if (s.natural_frequency.has_value() && !frequency(s.natural_frequency.value())) return "pid_steering::SpdController: " PID_STEERING_FREQUENCY_RANGE;
    if (s.damping_ratio.has_value() && !damping(s.damping_ratio.value())) return "pid_steering::SpdController: " PID_STEERING_DAMPING_RANGE;
    return nullptr;
  }

  const char* type() const override { return "spd"; }
  const SpdSettings& settings() const { return settings_; }

  // Nothing to forget: the controller has no memory.
  void reset() override {}

  double update(const TurnInput& input) override {
    const SpdSettings& s = settings_;
    const double dt = input.dt;
    const double inertia = input.inertia;
    const double limit = input.max_angular_acceleration;
    const double r = turn_rate_ratio(limit, s.scale_with_turn_rate);
    const bool by_frequency = s.natural_frequency.has_value();
    if ((by_frequency || !s.kp.has_value() || !s.kd.has_value()) && (!has_gains_ || dt != gains_dt_ || r != gains_ratio_ || inertia != gains_inertia_)) {
      const PdGains gains = spd_pole_gains(s.natural_frequency.value_or(8) * std::sqrt(r), s.damping_ratio.value_or(1), dt, inertia);
      pole_kp_ = gains.kp;
      pole_kd_ = gains.kd;
      gains_dt_ = dt;
      gains_ratio_ = r;
      gains_inertia_ = inertia;
      has_gains_ = true;
    }
    const double base_kp = by_frequency || !s.kp.has_value() ? pole_kp_ / r : s.kp.value();
    const double base_kd = by_frequency || !s.kd.has_value() ? pole_kd_ / std::sqrt(r) : s.kd.value();
    const double kp = base_kp * r;
    const double kd = base_kd * std::sqrt(r);
    // As a P-D law in angular acceleration: p = kp/(I + kd dt), d = (kd + kp dt)/(I + kd dt).
    const double denominator = inertia + kd * dt;
    const double p = kp / denominator;
    const double d = (kd + kp * dt) / denominator;
    const double error_rate = input.angular_velocity - input.desired_heading_rate;
    return input.desired_heading_acceleration + shaped_proportional(input.heading_error, p, d, limit, s.braking_curve) - d * error_rate;
  }

 private:
  SpdSettings settings_;
  double pole_kp_ = 0;
  double pole_kd_ = 0;
  double gains_dt_ = 0;
  double gains_ratio_ = 0;
  double gains_inertia_ = 0;
  bool has_gains_ = false;  // the gains are computed on the first update
};

}  // namespace pid_steering
