// pid-steering for C++14 and later, header-only: a rigid body's inertia tensor as engines give it,
// principal moments and the rotation of their frame, and what a controller does with it in the
// world: tau = I_world alpha and n^T I_world n (src/sim/control3d/InertiaTensor.ts).
#pragma once

#include <string>

#include "check3d.hpp"
#include "math3d.hpp"

namespace pid_steering {

// The principal moments the controllers take, kg m^2 (the reference's INERTIA_MOMENT_RANGE).
constexpr double kMinInertiaMoment = 1e-12;
constexpr double kMaxInertiaMoment = 1e15;

// A body's inertia about its centre of mass: the principal moments (kg m^2) and the unit
// quaternion taking the principal frame to the body frame (Unity's inertiaTensor and
// inertiaTensorRotation; in Godot, q^-1 (x) principal_inertia_axes, which is in the world). In the
// body frame the tensor is F diag(moments) F^T; in the world R_w diag(moments) R_w^T, R_w = q (x) F.
struct InertiaTensor {
  Vec3 moments{1, 1, 1};
  Quat frame;
};

namespace detail {

// Whether `inertia` is a tensor the controllers take: each moment in [1e-12, 1e15], the frame a unit
// quaternion (named inertia.moments.x, inertia.frame...).
inline bool check_inertia(std::string& refusal, const InertiaTensor& inertia) {
  return check_vec3(refusal, "inertia.moments", inertia.moments, kMinInertiaMoment, kMaxInertiaMoment, "a number >= 1e-12 and <= 1000000000000000") &&
         check_unit_quaternion(refusal, "inertia.frame", inertia.frame);
}

// Fails naming the moment (`moments.x`) when a helper made one the controllers would refuse.
inline void check_made_moments(const char* owner, const Vec3& moments) {
  std::string refusal;
  fail_unless(check_vec3(refusal, "moments", moments, kMinInertiaMoment, kMaxInertiaMoment, "a number >= 1e-12 and <= 1000000000000000 (the moments the controllers take)"), std::string(owner) + refusal);
}

}  // namespace detail

// The inertia of a solid box of `mass` (kg) and edge lengths `size` (m, along the body's axes):
// m/12 (y^2 + z^2, x^2 + z^2, x^2 + y^2), its principal frame the body's. A mass outside (0, 1e15],
// an edge outside (0, 1e6] or a moment outside the controllers' [1e-12, 1e15] kg m^2 fails
// (PID_STEERING_FAIL), naming it (`moments.x`).
inline InertiaTensor box_inertia(double mass, const Vec3& size) {
  std::string refusal;
  detail::fail_unless(detail::above(mass, 0, 1e15) || detail::refuse(refusal, "pid_steering::box_inertia: mass", "", "a number > 0 and <= 1000000000000000", mass), refusal);
  detail::fail_unless(detail::check_vec3_above(refusal, "pid_steering::box_inertia: size", size, 0, 1e6, "a number > 0 and <= 1000000"), refusal);
  InertiaTensor tensor;
  tensor.moments = Vec3{(mass / 12) * (size.y * size.y + size.z * size.z), (mass / 12) * (size.x * size.x + size.z * size.z), (mass / 12) * (size.x * size.x + size.y * size.y)};
  detail::check_made_moments("pid_steering::box_inertia: ", tensor.moments);
  return tensor;
}

// The inertia of a solid sphere of `mass` (kg) and `radius` (m): 2/5 m r^2 about every axis; a
// moment outside the controllers' range fails too, naming it.
inline InertiaTensor sphere_inertia(double mass, double radius) {
  std::string refusal;
  detail::fail_unless(detail::above(mass, 0, 1e15) || detail::refuse(refusal, "pid_steering::sphere_inertia: mass", "", "a number > 0 and <= 1000000000000000", mass), refusal);
  detail::fail_unless(detail::above(radius, 0, 1e6) || detail::refuse(refusal, "pid_steering::sphere_inertia: radius", "", "a number > 0 and <= 1000000", radius), refusal);
  const double moment = 0.4 * mass * radius * radius;
  InertiaTensor tensor;
  tensor.moments = Vec3{moment, moment, moment};
  detail::check_made_moments("pid_steering::sphere_inertia: ", tensor.moments);
  return tensor;
}

// The same body's inertia with its principal frame turned by `rotation` within the body: the frame
// becomes rotation (x) frame, the moments stay. Fails naming a bad argument.
inline InertiaTensor rotate_inertia(const InertiaTensor& inertia, const Quat& rotation) {
  std::string refusal;
  detail::fail_unless(detail::check_inertia(refusal, inertia), "pid_steering::rotate_inertia: " + refusal);
  detail::fail_unless(detail::check_unit_quaternion(refusal, "rotation", rotation), "pid_steering::rotate_inertia: " + refusal);
  InertiaTensor turned;
  turned.moments = inertia.moments;
  turned.frame = multiply(rotation, inertia.frame);
  return turned;
}

// The principal frame in the world for a body at `orientation` (body -> world): q (x) F. (The
// forces-and-torques article composes F (x) q, the other way round.)
inline Quat principal_frame_in_world(const InertiaTensor& inertia, const Quat& orientation) { return multiply(orientation, inertia.frame); }

// I v for the tensor of principal `moments` whose frame is `principal_frame` (principal -> the frame
// v is in): R (I o (R^T v)). With the world's principal frame it is tau = I_world alpha.
inline Vec3 inertia_times(const Vec3& moments, const Quat& principal_frame, const Vec3& v) {
  const Vec3 principal = rotate_by_inverse(principal_frame, v);
  return rotate(principal_frame, Vec3{moments.x * principal.x, moments.y * principal.y, moments.z * principal.z});
}

// n^T I n, the moment of inertia about the unit axis n (kg m^2).
inline double inertia_about(const Vec3& moments, const Quat& principal_frame, const Vec3& n) {
  const Vec3 p = rotate_by_inverse(principal_frame, n);
  return moments.x * p.x * p.x + moments.y * p.y * p.y + moments.z * p.z * p.z;
}

}  // namespace pid_steering
