// pid-steering for C++17, header-only: what every turn controller shares.
// A port of the TypeScript reference (src/sim/control/TurnController.ts, src/sim/math/angle.ts,
// src/sim/control/brakingCurve.ts); a conformance test holds it to the same outputs within 1e-12.
//
// Build note: compile with -ffp-contract=off (GCC and Clang on CPUs with fused multiply-add
// otherwise turn a*b + c into one instruction with one rounding instead of two, and the results
// drift from the reference by a few units in the last place).
#pragma once

#include <cmath>
#include <limits>

namespace pid_steering {

constexpr double kPi = 3.141592653589793;  // the double nearest to pi, as JavaScript's Math.PI
constexpr double kTwoPi = 2 * kPi;
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// What a turn controller sees each step.
//
// heading_error is wrap(heading - desired heading) in (-pi, pi], radians. The sign convention is
// the article's: a positive error means the body has turned too far counter-clockwise and needs a
// negative (clockwise) angular acceleration. It is the reverse of simple-pid and Arduino's PID,
// which take set-point - measurement.
struct TurnInput {
  double heading_error = 0;          // rad, in (-pi, pi]
  double angular_velocity = 0;       // rad/s, counter-clockwise positive
  double dt = 1.0 / 60;              // the fixed step the physics advances after this call, s
  double max_angular_acceleration = kInfinity;  // the motor's limit, rad/s^2
  double inertia = 1;                // rotational inertia about the centre of mass, kg m^2
  double desired_heading_rate = 0;   // how fast the desired heading turns, rad/s
  double desired_heading_acceleration = 0;  // how fast that rate changes, rad/s^2
};

// Wraps an angle into (-pi, pi]. Inside the range it is returned untouched; outside, one floor()
// finds how many whole turns to remove, which puts the angle in [-pi, pi); the lower edge -pi is
// then moved to the upper edge +pi.
inline double wrap_angle(double angle) {
  if (angle > -kPi && angle <= kPi) return angle;
  double wrapped = angle - kTwoPi * std::floor((angle + kPi) / kTwoPi);
  if (wrapped <= -kPi) wrapped += kTwoPi;
  return wrapped;
}

namespace detail {

// JavaScript's Math.sign: NaN for NaN, the zero itself for +0 and -0, else -1 or +1.
inline double js_sign(double x) { return x > 0 ? 1.0 : x < 0 ? -1.0 : x; }

// JavaScript's Math.min of two numbers: NaN if either is NaN, and -0 is smaller than +0.
inline double js_min(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// JavaScript's Math.max of two numbers: NaN if either is NaN, and +0 is larger than -0.
inline double js_max(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

// Clamps to +-limit (nothing changes for an infinite limit; NaN passes through).
inline double clamp_to(double value, double limit) {
  return value > limit ? limit : value < -limit ? -limit : value;
}

}  // namespace detail

// The torque to apply for a controller's command: the command (rad/s^2) clamped to +- the motor's
// limit, 0 if that is not a finite number (a NaN command, or an infinite one with no limit), times
// the rotational inertia about the centre of mass (kg m^2). Apply it once per physics step.
inline double turn_torque(double command, double max_angular_acceleration, double inertia) {
  const double clamped = detail::clamp_to(command, max_angular_acceleration);
  return std::isfinite(clamped) ? clamped * inertia : 0.0;
}

// The motor's limit the PID's gains are read at when they scale with the turn rate: 4 pi rad/s^2.
constexpr double kReferenceTurnRate = 4 * kPi;

// The fraction of the motor's limit a shaped controller plans its braking with; the remaining 20%
// is left to the feedback that keeps the body on the braking curve.
constexpr double kBrakingFraction = 0.8;

// The largest closing rate (rad/s) at `distance` (rad) from which braking at `deceleration`
// (rad/s^2) from the next step on still stops within the distance, in the engine's semi-implicit
// Euler step dt. With the rate s this step, the angle still covered is s dt + s^2/(2a) - s dt/2;
// setting it equal to d and solving the quadratic gives s = -a dt/2 + sqrt((a dt/2)^2 + 2 a d).
// As dt goes to 0 it is the continuous sqrt(2 a d).
inline double discrete_braking_rate(double distance, double deceleration, double dt) {
  const double half_step = (deceleration * dt) / 2;
  return -half_step + std::sqrt(half_step * half_step + 2 * deceleration * distance);
}

// The closing rate a P-D loop asks for at `distance` from its set-point when shaped by the
// braking curve (ArduPilot's square-root controller): k d near the set-point, and beyond the knee
// d > A/k^2 the rate sqrt(2 A (d - A/(2 k^2))) from which braking at A stops on the set-point. Both
// branches meet at the knee with the same value (A/k) and slope (k).
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
  if (!shaped || !(d > 0) || !(p > 0) || !(motor_limit > 0 && motor_limit < kInfinity)) return -p * error;
  const double k = p / d;
  const double deceleration = kBrakingFraction * motor_limit;
  const double distance = std::fabs(error);
  if (distance <= deceleration / (k * k)) return -p * error;
  const double closing = shaped_closing_rate(distance, k, deceleration);
  return error > 0 ? -d * closing : d * closing;
}

}  // namespace pid_steering
