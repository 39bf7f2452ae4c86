// pid-steering for C++14 and later, header-only: plain 3-D vectors and unit quaternions in doubles,
// and the few operations the 3D controllers need (src/sim/math3d/vec3.ts and quaternion.ts), with
// the reference's floating-point operations in the same order. Quaternions are (x, y, z, w) with
// Hamilton's product, the convention of Unity, Godot, Rapier and three.js alike: an orientation
// rotates the body's frame into the world's.
#pragma once

#include <cmath>

#include "turn_common.hpp"

namespace pid_steering {

// A 3-D vector (m, rad/s, N m...).
struct Vec3 {
  double x = 0;
  double y = 0;
  double z = 0;
};

// A quaternion (x, y, z, w) [the identity]; as an orientation, a unit one (body -> world).
struct Quat {
  double x = 0;
  double y = 0;
  double z = 0;
  double w = 1;
};

inline Vec3 vec3(double x, double y, double z) { return Vec3{x, y, z}; }
inline Quat quat(double x, double y, double z, double w) { return Quat{x, y, z, w}; }

inline double dot(const Vec3& a, const Vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(const Vec3& a, const Vec3& b) { return Vec3{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
// a + s b.
inline Vec3 add_scaled(const Vec3& a, const Vec3& b, double s) { return Vec3{a.x + s * b.x, a.y + s * b.y, a.z + s * b.z}; }
inline Vec3 scaled(const Vec3& v, double s) { return Vec3{s * v.x, s * v.y, s * v.z}; }
// |v|, as sqrt of the sum of squares (no overflow guard: the quantities here are far from 1e154).
inline double length_of(const Vec3& v) { return std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z); }

namespace detail {

// JavaScript's Math.hypot(a, b, c), step for step as V8 computes it (the largest magnitude taken
// out, the squares of the ratios summed with Kahan's compensation), so that the last bit is the
// reference's: C's hypot takes two arguments and rounds differently.
inline double js_hypot3(double a, double b, double c) {
  const double values[3] = {std::fabs(a), std::fabs(b), std::fabs(c)};
  double largest = 0;
  bool nan = false;
  for (double value : values) {
    if (is_nan(value)) nan = true;
    else if (value > largest) largest = value;
  }
  if (!is_finite(largest)) return largest;
  if (nan) return quiet_nan();
  if (largest == 0) return 0;
  double sum = 0;
  double compensation = 0;
  for (double value : values) {
    const double ratio = value / largest;
    const double summand = ratio * ratio - compensation;
    const double preliminary = sum + summand;
    compensation = (preliminary - sum) - summand;
    sum = preliminary;
  }
  return std::sqrt(sum) * largest;
}

}  // namespace detail

// v / |v| into `out`, returning |v|; a zero (or not finite) vector leaves `out` as it is.
inline double normalize_into(Vec3& out, const Vec3& v) {
  const double length = length_of(v);
  if (length > 0 && length < kInfinity) out = scaled(v, 1 / length);
  return length;
}

// `v` divided by its largest component when that is past 1e150 or under 1e-150 (so that the squares
// of its length neither overflow nor underflow), else `v` as it is, bit for bit: for the aiming
// helpers, which use a direction only.
inline Vec3 direction_in_range(const Vec3& v) {
  const double largest = detail::js_max(detail::js_max(std::fabs(v.x), std::fabs(v.y)), std::fabs(v.z));
  if (largest > 1e150 || (largest > 0 && largest < 1e-150)) return Vec3{v.x / largest, v.y / largest, v.z / largest};
  return v;
}

// A unit vector perpendicular to the unit vector v: v crossed with the world axis it is least
// aligned with, never short.
inline Vec3 any_perpendicular(const Vec3& v) {
  const double ax = std::fabs(v.x), ay = std::fabs(v.y), az = std::fabs(v.z);
  Vec3 out = ax <= ay && ax <= az ? Vec3{0, v.z, -v.y} : ay <= az ? Vec3{-v.z, 0, v.x} : Vec3{v.y, -v.x, 0};
  normalize_into(out, out);
  return out;
}

inline double quat_length(const Quat& q) { return std::sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w); }

// q / |q| (the identity for a zero quaternion).
inline Quat normalized(const Quat& q) {
  const double length = quat_length(q);
  if (!(length > 0)) return Quat{};
  return Quat{q.x / length, q.y / length, q.z / length, q.w / length};
}

// The inverse of a unit quaternion.
inline Quat conjugate(const Quat& q) { return Quat{-q.x, -q.y, -q.z, q.w}; }

// a (x) b: the rotation b, then a.
inline Quat multiply(const Quat& a, const Quat& b) {
  return Quat{a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y, a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
              a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z};
}

// a (x) b^-1, for unit b.
inline Quat multiply_by_inverse(const Quat& a, const Quat& b) {
  return Quat{-a.w * b.x + a.x * b.w - a.y * b.z + a.z * b.y, -a.w * b.y + a.x * b.z + a.y * b.w - a.z * b.x,
              -a.w * b.z - a.x * b.y + a.y * b.x + a.z * b.w, a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z};
}

// q v q^-1 for a unit q (body -> world for an orientation).
inline Vec3 rotate(const Quat& q, const Vec3& v) {
  const double tx = 2 * (q.y * v.z - q.z * v.y);
  const double ty = 2 * (q.z * v.x - q.x * v.z);
  const double tz = 2 * (q.x * v.y - q.y * v.x);
  return Vec3{v.x + q.w * tx + (q.y * tz - q.z * ty), v.y + q.w * ty + (q.z * tx - q.x * tz), v.z + q.w * tz + (q.x * ty - q.y * tx)};
}

// q^-1 v q for a unit q (world -> body for an orientation).
inline Vec3 rotate_by_inverse(const Quat& q, const Vec3& v) {
  const double tx = 2 * (q.z * v.y - q.y * v.z);
  const double ty = 2 * (q.x * v.z - q.z * v.x);
  const double tz = 2 * (q.y * v.x - q.x * v.y);
  return Vec3{v.x + q.w * tx - (q.y * tz - q.z * ty), v.y + q.w * ty - (q.z * tx - q.x * tz), v.z + q.w * tz - (q.x * ty - q.y * tx)};
}

// The rotation by `angle` (rad) about the unit `axis` (right hand).
inline Quat quat_from_axis_angle(const Vec3& axis, double angle) {
  const double half = angle / 2;
  const double s = std::sin(half);
  return Quat{axis.x * s, axis.y * s, axis.z * s, std::cos(half)};
}

// The rotation whose rotation vector is e (axis e/|e|, angle |e| rad).
inline Quat quat_from_rotation_vector(const Vec3& e) {
  const double angle = detail::js_hypot3(e.x, e.y, e.z);
  if (angle == 0) return Quat{};
  const double s = std::sin(angle / 2) / angle;
  return Quat{e.x * s, e.y * s, e.z * s, std::cos(angle / 2)};
}

// The rotation vector of q taken the short way: angle 2 atan2(|v|, |w|) in [0, pi] times its unit
// axis (q and -q are the same rotation). atan2 keeps full precision near 0 and near pi.
inline Vec3 short_rotation_vector(const Quat& q) {
  const double sign = q.w < 0 ? -1.0 : 1.0;
  const double s = detail::js_hypot3(q.x, q.y, q.z);
  if (s == 0) return Vec3{};
  const double scale = (sign * 2 * std::atan2(s, sign * q.w)) / s;
  return Vec3{q.x * scale, q.y * scale, q.z * scale};
}

}  // namespace pid_steering
