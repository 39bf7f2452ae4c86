// pid-steering for C++14 and later, header-only: which way round a 3D error is turned
// (src/sim/control3d/ErrorSide.ts): the axis a 2D law works along, kept from step to step, and the
// side of the turn, kept near 180 degrees by hysteresis so that a noisy attitude does not flip it.
#pragma once

#include <cmath>

#include "math3d.hpp"

namespace pid_steering {

// How far past 180 degrees a controller keeps turning the way it was, rad: [0, 0.5], default 0.1.
constexpr double kMaxHysteresis = 0.5;
constexpr double kDefaultHysteresis = 0.1;

// The smallest error whose direction is taken as the axis, rad: below it the direction is rounding.
constexpr double kAxisResolution = 1e-12;

// The axis and signed angle a 2D law turns a 3D error by. A 2D law with memory needs one axis and a
// signed error along it, so the axis is kept: n = +-n0 (the error's own axis), whichever is nearer
// the last step's, and the angle along it is +-theta. Near 180 degrees it keeps the side of the last
// step while the long way is at most pi + hysteresis (after Mayhew, Sanfelice and Teel, 2011).
class ErrorSide {
 public:
  // The axis (unit, world) into `axis` and the signed angle along it (rad) of the short-way
  // rotation vector `error`, remembered for the next step. Before any step the axis kept is +z; an
  // error under kAxisResolution keeps the last axis, with the error's part along it.
  double choose(Vec3& axis, const Vec3& error, double hysteresis) {
    const double theta = detail::js_hypot3(error.x, error.y, error.z);
    double angle;
    if (theta > kAxisResolution) {
      // Divided, not multiplied by 1/theta: a planar error (0, 0, e) gives the axis (0, 0, +-1) exactly.
      axis = Vec3{error.x / theta, error.y / theta, error.z / theta};
      angle = theta;
      if (dot(axis, last_axis_) < 0) {
        axis = scaled(axis, -1);
        angle = -theta;
      }
      if (last_angle_ > 0 && angle < 0 && angle + 2 * kPi <= kPi + hysteresis) {
        angle += 2 * kPi;
      } else if (last_angle_ < 0 && angle > 0 && angle - 2 * kPi >= -kPi - hysteresis) {
        angle -= 2 * kPi;
      }
    } else {
      axis = last_axis_;
      angle = dot(error, axis);
    }
    last_axis_ = axis;
    last_angle_ = angle;
    return angle;
  }

  void reset() {
    last_axis_ = Vec3{0, 0, 1};
    last_angle_ = 0;
  }

  const Vec3& axis() const { return last_axis_; }
  double angle() const { return last_angle_; }

  // Whether (axis, angle) is a memory restore() takes: 3 finite numbers of length within 1e-9 of 1,
  // and |angle| <= pi + kMaxHysteresis.
  static bool valid(const Vec3& axis, double angle) {
    if (!(detail::is_finite(axis.x) && detail::is_finite(axis.y) && detail::is_finite(axis.z))) return false;
    if (std::fabs(detail::js_hypot3(axis.x, axis.y, axis.z) - 1) > 1e-9) return false;
    return std::fabs(angle) <= kPi + kMaxHysteresis;
  }

  void restore(const Vec3& axis, double angle) {
    last_axis_ = axis;
    last_angle_ = angle;
  }

 private:
  Vec3 last_axis_{0, 0, 1};
  double last_angle_ = 0;
};

}  // namespace pid_steering
