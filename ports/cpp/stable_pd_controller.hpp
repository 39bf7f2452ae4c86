// pid-steering for C++14, header-only: David Wu's stable (backward) PD
// (src/sim/control/StablePdController.ts). It applies the acceleration the spring will want at the
// end of the step, predicted by the engine's own semi-implicit Euler step:
//   g = 1 / (1 + kd dt + kp dt^2),   alpha = alpha_d - kp g e - (kd + kp dt) g (w - w_d)
// stable for every gain. Tuned by natural frequency w (rad/s) and damping ratio zeta, taking the
// gains whose discrete poles are exactly those of w and zeta for the step.
#pragma once

#include <cmath>

#include "braking_curve.hpp"
#include "natural_frequency.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

struct StablePdSettings {
  double natural_frequency = 8;      // w, rad/s: kp = w^2. Critically damped, 95% of a turn in 4.74/w s.
  double damping_ratio = 1;          // zeta: kd = 2 zeta w. 1 is critically damped.
  OptionalDouble kp;                 // raw spring gain; when set, overrides the natural frequency
  OptionalDouble kd;                 // raw damping gain; when set, overrides the damping ratio
  bool scale_with_turn_rate = true;  // read w (or kp, kd) at 4 pi rad/s^2, scale to the motor's limit
  bool braking_curve = true;         // shape large turns by the motor's braking curve
};

class StablePdController : public TurnController {
 public:
  explicit StablePdController(const StablePdSettings& settings = StablePdSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const StablePdSettings& s) {
    using namespace detail;
    if (s.kp.has_value() && !gain(s.kp.value())) return "pid_steering::StablePdController: kp" PID_STEERING_GAIN_RANGE;
    if (s.kd.has_value() && !gain(s.kd.value())) return "pid_steering::StablePdController: kd" PID_STEERING_GAIN_RANGE;
    if (!frequency(s.natural_frequency)) return "pid_steering::StablePdController: " PID_STEERING_FREQUENCY_RANGE;
    if (!damping(s.damping_ratio)) return "pid_steering::StablePdController: " PID_STEERING_DAMPING_RANGE;
    return nullptr;
  }

  const char* type() const override { return "stable-pd"; }
  const StablePdSettings& settings() const { return settings_; }

  // Nothing to forget: the controller has no memory (its gains follow from dt and the motor).
  void reset() override {}

  double update(const TurnInput& input) override {
    const double dt = input.dt;
    const double limit = input.max_angular_acceleration;
    const double r = turn_rate_ratio(limit, settings_.scale_with_turn_rate);
    if (!has_gains_ || dt != gains_dt_ || r != gains_ratio_) update_gains(dt, r);
    const double g = 1 / (1 + kd_ * dt + kp_ * dt * dt);
    const double stiffness = kp_ * g;
    const double damping = (kd_ + kp_ * dt) * g;
    const double error_rate = input.angular_velocity - input.desired_heading_rate;
    return input.desired_heading_acceleration + shaped_proportional(input.heading_error, stiffness, damping, limit, settings_.braking_curve) -
           damping * error_rate;
  }

 private:
  // kp and kd for steps of dt and the motor ratio r: from the poles of w sqrt(r) and zeta, or the
  // raw gains scaled (kp r, kd sqrt(r)).
  void update_gains(double dt, double r) {
    const StablePdSettings& s = settings_;
    PdGains poles{0, 0};
    if (!s.kp.has_value() || !s.kd.has_value()) poles = stable_pd_pole_gains(s.natural_frequency * std::sqrt(r), s.damping_ratio, dt);
    kp_ = s.kp.has_value() ? s.kp.value() * r : poles.kp;
    kd_ = s.kd.has_value() ? s.kd.value() * std::sqrt(r) : poles.kd;
    gains_dt_ = dt;
    gains_ratio_ = r;
    has_gains_ = true;
  }

  StablePdSettings settings_;
  double kp_ = 0;
  double kd_ = 0;
  double gains_dt_ = 0;
  double gains_ratio_ = 0;
  bool has_gains_ = false;  // the gains are computed on the first update
};

}  // namespace pid_steering
