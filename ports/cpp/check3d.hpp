// pid-steering for C++14 and later, header-only: the checks of the 3D controllers' arguments
// (src/sim/control3d/check3d.ts). Each answers true, or false with `refusal` naming the field, its
// range and what it got ("inertia.moments.y: must be a number >= 1e-12 and <= 1e15 (kg m^2), got 0"),
// as the reference's TypeError or RangeError does. Checks only: nothing is changed by them.
#pragma once

#include <string>

#include "json_number.hpp"
#include "math3d.hpp"

namespace pid_steering {

// How far from 1 the length of a quaternion given as a rotation may be (the reference's
// UNIT_QUATERNION_TOLERANCE): an engine's float32 quaternion is within about 1e-7; within it, the
// controllers divide by the length.
constexpr double kUnitQuaternionTolerance = 1e-4;

namespace detail {

// A number as the refusals show it: JavaScript's String(value) (NaN, Infinity, -Infinity, 0.1).
inline std::string shown(double value) {
  if (is_nan(value)) return "NaN";
  if (!is_finite(value)) return value > 0 ? "Infinity" : "-Infinity";
  std::string text;
  append_json_number(text, value == 0 ? 0.0 : value);  // String(-0) is "0"
  return text;
}

// Refuses: "<name><part>: must be <range>, got <value>".
inline bool refuse(std::string& refusal, const char* name, const char* part, const char* range, double value) {
  refusal = std::string(name) + part + ": must be " + range + ", got " + shown(value);
  return false;
}

// Whether `value` is finite and within [low, high]. Names are literals: a refusal alone builds a string.
inline bool check_number(std::string& refusal, const char* name, const char* part, double value, double low, double high, const char* range) {
  return within(value, low, high) || refuse(refusal, name, part, range, value);
}

// Whether every component of `v` is finite and within [low, high].
inline bool check_vec3(std::string& refusal, const char* name, const Vec3& v, double low, double high, const char* range) {
  return check_number(refusal, name, ".x", v.x, low, high, range) && check_number(refusal, name, ".y", v.y, low, high, range) &&
         check_number(refusal, name, ".z", v.z, low, high, range);
}

// Whether every component of `v` is finite, above `low` and at most `high`.
inline bool check_vec3_above(std::string& refusal, const char* name, const Vec3& v, double low, double high, const char* range) {
  return (above(v.x, low, high) || refuse(refusal, name, ".x", range, v.x)) && (above(v.y, low, high) || refuse(refusal, name, ".y", range, v.y)) &&
         (above(v.z, low, high) || refuse(refusal, name, ".z", range, v.z));
}

// Whether `v` is finite (any finite components).
inline bool check_finite_vec3(std::string& refusal, const char* name, const Vec3& v) {
  return check_vec3(refusal, name, v, -kInfinity, kInfinity, "a finite number");
}

// Whether `q` is a unit quaternion of finite numbers, its length within kUnitQuaternionTolerance of 1.
inline bool check_unit_quaternion(std::string& refusal, const char* name, const Quat& q) {
  const char* finite = "a finite number";
  if (!(check_number(refusal, name, ".x", q.x, -kInfinity, kInfinity, finite) && check_number(refusal, name, ".y", q.y, -kInfinity, kInfinity, finite) &&
        check_number(refusal, name, ".z", q.z, -kInfinity, kInfinity, finite) && check_number(refusal, name, ".w", q.w, -kInfinity, kInfinity, finite))) {
    return false;
  }
  const double length = std::sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w);
  if (std::fabs(length - 1) <= kUnitQuaternionTolerance) return true;
  refusal = std::string(name) + ": must be a unit quaternion (its length within 0.0001 of 1), got length " + shown(length);
  return false;
}

// Whether `v` is a direction: finite and not zero.
inline bool check_direction(std::string& refusal, const char* name, const Vec3& v) {
  if (!check_finite_vec3(refusal, name, v)) return false;
  if (v.x != 0 || v.y != 0 || v.z != 0) return true;
  refusal = std::string(name) + ": must not be zero (a direction), got (0, 0, 0)";
  return false;
}

// Fails as a constructor or a set-up function does (PID_STEERING_FAIL) when `ok` is false.
inline void fail_unless(bool ok, const std::string& refusal) {
  if (!ok) PID_STEERING_FAIL(refusal.c_str());
}

}  // namespace detail
}  // namespace pid_steering
