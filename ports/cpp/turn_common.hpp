// pid-steering for C++14 and later, header-only: what every turn controller shares.
// A port of the TypeScript reference (src/sim/control/TurnController.ts, turnTorque.ts,
// turnRateScaling.ts, src/sim/math/angle.ts); tests/ports holds it to the same outputs, bit for bit.
//
// Build notes:
// - Compile with -ffp-contract=off: GCC and Clang on CPUs with fused multiply-add otherwise turn
//   a*b + c into one instruction with one rounding instead of two, and the results drift from the
//   reference by a few units in the last place.
// - -fno-exceptions works: nothing here throws but a constructor given settings out of their
//   ranges (the TypeScript reference's: a negative or non-finite gain, max_history outside 3..1000,
//   ...). It goes through PID_STEERING_FAIL(message), the message naming the setting and its
//   range: it throws std::invalid_argument when exceptions are on, and when they are off writes the
//   message to stderr and calls std::abort(); define PID_STEERING_FAIL(message) yourself before
//   including to do something else. To refuse without failing, ask first: each controller's
//   static check(settings) returns nullptr, or that message (configure() returns false).
// - -ffast-math is safe to use: every NaN and infinity check reads the number's bits (the compiler
//   may not assume them away), and the default motor limit is finite (4 pi rad/s^2). Never pass an
//   infinite limit under -ffast-math; the results are then close to the reference, not identical.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#ifndef PID_STEERING_FAIL
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#include <stdexcept>
#define PID_STEERING_FAIL(message) throw std::invalid_argument(message)
#else
#include <cstdio>
#include <cstdlib>
#define PID_STEERING_FAIL(message) (std::fprintf(stderr, "%s\n", message), std::abort())
#endif
#endif

namespace pid_steering {

constexpr double kPi = 3.141592653589793;  // the double nearest to pi, as JavaScript's Math.PI
constexpr double kTwoPi = 2 * kPi;
// No limit. Allowed as a motor limit (no clamp), but not under -ffast-math.
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// The motor's limit the gains are read at when they scale with the turn rate: 4 pi rad/s^2 (the
// original demo's). Also TurnInput's default limit.
constexpr double kReferenceTurnRate = 4 * kPi;

// An optional number (C++14 has no std::optional): unset, or a value. Assign a double to set it.
class OptionalDouble {
 public:
  OptionalDouble() = default;
  OptionalDouble(double value) : value_(value), set_(true) {}  // NOLINT: implicit, as optional's
  OptionalDouble& operator=(double value) {
    value_ = value;
    set_ = true;
    return *this;
  }
  bool has_value() const { return set_; }
  double value() const { return value_; }
  double value_or(double fallback) const { return set_ ? value_ : fallback; }
  void reset() { set_ = false; }

 private:
  double value_ = 0;
  bool set_ = false;
};

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
  double max_angular_acceleration = kReferenceTurnRate;  // the motor's limit, rad/s^2 [4 pi]
  double inertia = 1;                // rotational inertia about the centre of mass, kg m^2
  double desired_heading_rate = 0;   // how fast the desired heading turns, rad/s
  double desired_heading_acceleration = 0;  // how fast that rate changes, rad/s^2
};

namespace detail {

inline std::uint64_t bits_of(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  return bits;
}

// NaN and infinity tests on the bits, which -ffast-math cannot fold away as it may std::isnan.
inline bool is_nan(double x) { return (bits_of(x) & 0x7fffffffffffffffULL) > 0x7ff0000000000000ULL; }
inline bool is_finite(double x) { return (bits_of(x) & 0x7ff0000000000000ULL) != 0x7ff0000000000000ULL; }

// The largest gain a setting accepts (the reference's MAX_GAIN).
constexpr double kMaxGain = 1e6;
// Whether `x` is finite and within [low, high].
inline bool within(double x, double low, double high) { return is_finite(x) && x >= low && x <= high; }
// Whether `x` is finite, above `low` and at most `high`.
inline bool above(double x, double low, double high) { return is_finite(x) && x > low && x <= high; }
// Whether a gain is finite and within [0, kMaxGain]: a negative one turns the body away.
inline bool gain(double x) { return within(x, 0, kMaxGain); }
// A natural frequency, rad/s: (0, 3000]. A damping ratio: [0, 1000].
inline bool frequency(double x) { return above(x, 0, 3000); }
inline bool damping(double x) { return within(x, 0, 1000); }

#define PID_STEERING_GAIN_RANGE " must be a number >= 0 and <= 1000000 (a negative gain turns the body away from its target)"
#define PID_STEERING_FREQUENCY_RANGE "natural_frequency must be a number > 0 and <= 3000"
#define PID_STEERING_DAMPING_RANGE "damping_ratio must be a number >= 0 and <= 1000"
inline bool is_negative(double x) { return (bits_of(x) >> 63) != 0; }

inline double quiet_nan() { return std::numeric_limits<double>::quiet_NaN(); }

// JavaScript's Math.sign: NaN for NaN, the zero itself for +0 and -0, else -1 or +1.
inline double js_sign(double x) { return is_nan(x) ? x : x > 0 ? 1.0 : x < 0 ? -1.0 : x; }

// JavaScript's Math.min of two numbers: NaN if either is NaN, and -0 is smaller than +0.
inline double js_min(double a, double b) {
  if (is_nan(a) || is_nan(b)) return quiet_nan();
  if (a == b) return is_negative(a) ? a : b;
  return a < b ? a : b;
}

// JavaScript's Math.max of two numbers: NaN if either is NaN, and +0 is larger than -0.
inline double js_max(double a, double b) {
  if (is_nan(a) || is_nan(b)) return quiet_nan();
  if (a == b) return is_negative(a) ? b : a;
  return a > b ? a : b;
}

// Clamps to +-limit (nothing changes for an infinite limit; NaN passes through).
inline double clamp_to(double value, double limit) {
  return value > limit ? limit : value < -limit ? -limit : value;
}

// The largest magnitude a controller keeps in its memory (the TypeScript's MEMORY_BOUND): an
// integral, a filter, a past error or output is cut to +-1e100, NaN stored as 0, so that a memory
// always saves and restores whatever update() was given. Values within the bound are kept exactly.
constexpr double kMemoryBound = 1e100;

inline double bounded_memory(double value) {
  if (is_nan(value)) return 0.0;
  return value > kMemoryBound ? kMemoryBound : value < -kMemoryBound ? -kMemoryBound : value;
}

}  // namespace detail

// Wraps an angle into (-pi, pi]. Inside the range it is returned untouched; outside, one floor()
// finds how many whole turns to remove, which puts the angle in [-pi, pi); the lower edge -pi is
// then moved to the upper edge +pi.
inline double wrap_angle(double angle) {
  if (angle > -kPi && angle <= kPi) return angle;
  double wrapped = angle - kTwoPi * std::floor((angle + kPi) / kTwoPi);
  if (wrapped <= -kPi) wrapped += kTwoPi;
  return wrapped;
}

// A controller's command (rad/s^2) cut to +- the motor's limit (rad/s^2); a command that is not
// finite after the cut (NaN, or infinite with no limit) is 0. The one clamp every turn goes through.
inline double clamp_to_motor(double command, double motor_limit) {
  const double clamped = detail::clamp_to(command, motor_limit);
  return detail::is_finite(clamped) ? clamped : 0.0;
}

// r = motor_limit / 4 pi when `enabled` and the limit is a finite number > 0, else 1 (a controller
// used without a motor keeps its gains). Gains read at 4 pi scale as kp r, ki r^1.5, kd sqrt(r):
// a double-integrator body then turns at any limit as at 4 pi, only sqrt(4 pi / a) times slower.
inline double turn_rate_ratio(double motor_limit, bool enabled) {
  return enabled && motor_limit > 0 && detail::is_finite(motor_limit) ? motor_limit / kReferenceTurnRate : 1.0;
}

}  // namespace pid_steering
