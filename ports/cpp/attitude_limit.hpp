// pid-steering for C++14 and later, header-only: the motor of a body turning in 3D, a bound on its
// angular acceleration or on the torque about each of its own axes (a ship's thrusters), what it
// allows along one axis, and how much of a further torque still fits (src/sim/control3d/AttitudeLimit.ts).
#pragma once

#include <string>

#include "check3d.hpp"
#include "math3d.hpp"

namespace pid_steering {

// The torque limits the controllers take about each body axis, N m (or infinity: no limit there).
constexpr double kMinTorqueLimit = 1e-9;
constexpr double kMaxTorqueLimit = 1e18;

// The motor: a bound on |angular acceleration| (rad/s^2, in [kMinMotorLimit, kMaxMotorLimit] or
// infinity) [4 pi], or a bound on |torque| about each BODY axis (N m, each in
// [kMinTorqueLimit, kMaxTorqueLimit] or infinity). Make one with acceleration() or torques().
struct AttitudeLimit {
  bool per_axis = false;
  double max_angular_acceleration = kReferenceTurnRate;  // used when !per_axis
  Vec3 max_torque;                                       // used when per_axis

  static AttitudeLimit acceleration(double max_angular_acceleration) {
    AttitudeLimit limit;
    limit.max_angular_acceleration = max_angular_acceleration;
    return limit;
  }
  static AttitudeLimit torques(const Vec3& max_torque) {
    AttitudeLimit limit;
    limit.per_axis = true;
    limit.max_torque = max_torque;
    return limit;
  }
};

namespace detail {

inline bool limit_or_infinity(double value, double low, double high) { return value == kInfinity || within(value, low, high); }

// Whether `limit` is one the controllers take; false with `refusal` naming the field.
inline bool check_attitude_limit(std::string& refusal, const AttitudeLimit& limit) {
  if (!limit.per_axis) {
    return limit_or_infinity(limit.max_angular_acceleration, kMinMotorLimit, kMaxMotorLimit) ||
           refuse(refusal, "limit.max_angular_acceleration", "", "a number >= 0.000001 and <= 1000000000 rad/s^2, or infinity", limit.max_angular_acceleration);
  }
  const char* range = "a number >= 1e-9 and <= 1e+18 N m, or infinity";
  return (limit_or_infinity(limit.max_torque.x, kMinTorqueLimit, kMaxTorqueLimit) || refuse(refusal, "limit.max_torque", ".x", range, limit.max_torque.x)) &&
         (limit_or_infinity(limit.max_torque.y, kMinTorqueLimit, kMaxTorqueLimit) || refuse(refusal, "limit.max_torque", ".y", range, limit.max_torque.y)) &&
         (limit_or_infinity(limit.max_torque.z, kMinTorqueLimit, kMaxTorqueLimit) || refuse(refusal, "limit.max_torque", ".z", range, limit.max_torque.z));
}

// The share of `extra` that fits about one axis: (+-limit - base)/extra toward the side it pushes, never below 0.
// The acceleration along n one axis leaves room for: (limit - |spent|)/|load|. An axis the turn does
// not load bounds nothing (infinity), however much of it is spent: (T - T)/0 would be NaN.
inline double room_about(double limit, double spent, double load) { return load == 0 ? kInfinity : (limit - std::fabs(spent)) / std::fabs(load); }

inline double share_about(double base, double extra, double limit) {
  if (extra == 0 || limit == kInfinity) return 1;
  const double room = extra > 0 ? limit - base : -limit - base;
  return js_max(0, room / extra);
}

}  // namespace detail

// The largest angular acceleration along a unit axis n the torque limits allow (rad/s^2), beside a
// body-frame torque `spent` already given to something else: a turn at alpha along n needs the
// body-frame torque alpha (I_body n), `torque_per_acceleration`, so
// alpha(n) = min_i (T_i - |spent_i|) / |(I_body n)_i| over the axes the turn loads (one it does not
// load bounds nothing). Infinity when no limited axis is loaded.
inline double torque_budget(const Vec3& max_torque, const Vec3& torque_per_acceleration, const Vec3& spent = Vec3{}) {
  using detail::js_min;
  using detail::room_about;
  return detail::js_max(0, js_min(js_min(room_about(max_torque.x, spent.x, torque_per_acceleration.x), room_about(max_torque.y, spent.y, torque_per_acceleration.y)),
                                  room_about(max_torque.z, spent.z, torque_per_acceleration.z)));
}

// The largest s in [0, 1] for which base + s extra stays within +-max_torque about every axis,
// given that `base` already does: how much of a further torque fits, its direction kept.
inline double fitting_share(const Vec3& base, const Vec3& extra, const Vec3& max_torque) {
  using detail::js_min;
  using detail::share_about;
  return js_min(js_min(js_min(1, share_about(base.x, extra.x, max_torque.x)), share_about(base.y, extra.y, max_torque.y)), share_about(base.z, extra.z, max_torque.z));
}

}  // namespace pid_steering
