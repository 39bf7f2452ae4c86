// pid-steering for C++14, header-only: the motor's braking curve (src/sim/control/brakingCurve.ts).
// The time-optimal controller rides it exactly; the PD family (PD, stable PD, SPD, the corrected
// PID) is shaped by it for large errors, as ArduPilot's square-root controller shapes its loop.
#pragma once

#include <cmath>

#include "turn_common.hpp"

namespace pid_steering {

// The fraction of the motor's limit a shaped controller plans its braking with; the remaining 20%
// is left to the feedback that keeps the body on the braking curve.
constexpr double kBrakingFraction = 0.8;

// The largest closing rate (rad/s) at `distance` (rad) from which braking at `deceleration`
// (rad/s^2) from the next step on still stops within the distance, in the engine's semi-implicit
// Euler step dt. With the rate s this step, the angle still covered is s dt + s^2/(2a) - s dt/2;
// setting it equal to d and solving the quadratic gives s = -a dt/2 + sqrt((a dt/2)^2 + 2 a d).
// As dt goes to 0 it is the continuous sqrt(2 a d). With no limit (a infinite) it is the formula's
// limit as a grows, 2 d / dt, where the formula itself would give inf - inf (tested on the bits,
// which -ffast-math cannot fold away).
inline double discrete_braking_rate(double distance, double deceleration, double dt) {
  if (!detail::is_finite(deceleration) && deceleration > 0) return (2 * distance) / dt;
  const double half_step = (deceleration * dt) / 2;
  return -half_step + std::sqrt(half_step * half_step + 2 * deceleration * distance);
}

// The closing rate a P-D loop asks for at `distance` from its set-point when shaped by the
// braking curve: k d near the set-point, and beyond the knee d > A/k^2 the rate
// sqrt(2 A (d - A/(2 k^2))) from which braking at A stops on the set-point. Both branches meet at
// the knee with the same value (A/k) and slope (k).
inline double shaped_closing_rate(double distance, double k, double deceleration) {
  const double knee = deceleration / (k * k);
  return distance <= knee ? k * distance : std::sqrt(2 * deceleration * (distance - knee / 2));
}

// The proportional part -p e of a P-D law, shaped by the braking curve with A = 0.8 x the motor's
// limit. A PD asks the error to close at k |e| (k = p/d) and its proportional part is d times that
// rate; the linear law needs a deceleration of k^2 |e| to brake along that line, which the motor
// has only while |e| <= a/k^2. Beyond the knee the wanted rate is the braking curve's instead.
// Unshaped, with p or d <= 0, or without a finite limit, it is exactly -p e.
inline double shaped_proportional(double error, double p, double d, double motor_limit, bool shaped) {
  if (!shaped || !(d > 0) || !(p > 0) || !(motor_limit > 0 && detail::is_finite(motor_limit))) return -p * error;
  const double k = p / d;
  const double deceleration = kBrakingFraction * motor_limit;
  const double distance = std::fabs(error);
  if (distance <= deceleration / (k * k)) return -p * error;
  const double closing = shaped_closing_rate(distance, k, deceleration);
  return error > 0 ? -d * closing : d * closing;
}

}  // namespace pid_steering
