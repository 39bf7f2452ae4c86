// pid-steering for C++14, header-only: the time-optimal turn controller
// (src/sim/control/TimeOptimalController.ts), with the same floating-point operations in the same
// order (tests/ports checks the outputs bit for bit).
#pragma once

#include <cmath>

#include "braking_curve.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

struct TimeOptimalSettings {
  // Gain of the linear zone near the target, 1/s: the closing rate is at most gain x error.
  // Unset means 1/dt, which lands on the target dead-beat (the fastest the fixed step allows);
  // a smaller gain gives a softer, exponential finish.
  OptionalDouble gain;
};

// Bang-bang with a braking curve, exact for the fixed step.
//
// The fastest rest-to-rest turn by an angle theta with acceleration limit a accelerates at +a for
// half the angle and brakes at -a for the other half, in T = 2 sqrt(theta / a). Put another way:
// at every moment turn as fast as you can while still able to stop in the angle left. In the
// engine's semi-implicit Euler step the largest such closing rate is discrete_braking_rate(). Near
// the target that rate would jump past it in one step, so the rate is capped at gain x distance.
// The command is the acceleration that reaches the chosen rate this step, (s - current rate)/dt,
// which the motor then clamps to +-a: that clamp is the "bang".
//
// A moving set-point (rate w_d, acceleration alpha_d): the curve is ridden by the error, whose rate
// is w - w_d, so the command is alpha_d + (s - (w - w_d))/dt, and braking relative to a set-point
// that itself accelerates has only a - |alpha_d| left.
class TimeOptimalController : public TurnController {
 public:
  explicit TimeOptimalController(const TimeOptimalSettings& settings = TimeOptimalSettings()) : settings_(settings) {
    if (const char* problem = check(settings)) PID_STEERING_FAIL(problem);
  }

  // Null when the settings are within the reference's ranges; else why not, naming the setting.
  static const char* check(const TimeOptimalSettings& s) {
    if (s.gain.has_value() && !detail::above(s.gain.value(), 0, detail::kMaxGain)) return "pid_steering::TimeOptimalController: gain must be a number > 0 and <= 1000000 (a negative gain turns the body away from its target)";
    return nullptr;
  }

  const char* type() const override { return "time-optimal"; }
  const TimeOptimalSettings& settings() const { return settings_; }

  // Nothing to forget: the controller has no memory.
  void reset() override {}

  double update(const TurnInput& in) override {
    const double a = in.max_angular_acceleration;
    const double dt = in.dt;
    const double set_point_acceleration = in.desired_heading_acceleration;
    const double error_rate = in.angular_velocity - in.desired_heading_rate;
    const double distance = std::fabs(in.heading_error);
    const double direction = in.heading_error > 0 ? -1.0 : 1.0;  // the sign of the rate that removes the error
    const double braking = discrete_braking_rate(distance, detail::js_max(0, a - std::fabs(set_point_acceleration)), dt);
    const double linear = (settings_.gain.has_value() ? settings_.gain.value() : 1 / dt) * distance;
    const double rate = direction * detail::js_min(braking, linear);
    return set_point_acceleration + (rate - error_rate) / dt;
  }

 private:
  TimeOptimalSettings settings_;
};

}  // namespace pid_steering
