// pid-steering for C++14 and later, header-only: what a 3D attitude controller is given each step,
// and the one check of it (src/sim/control3d/AttitudeInput.ts): every field named in the refusal
// with its range, so a bad number never reaches the controller's memory or the physics.
#pragma once

#include <string>

#include "attitude_limit.hpp"
#include "check3d.hpp"
#include "inertia_tensor.hpp"

namespace pid_steering {

// The angular velocities the controllers take, rad/s, each component (far beyond any engine's cap).
constexpr double kMaxAttitudeAngularVelocity = 1e6;

// The body's state, its motor and the step: what every 3D update needs besides the error.
struct AttitudeState {
  Quat orientation;                    // the body's orientation, unit, body -> world
  Vec3 angular_velocity;               // world frame, rad/s
  Vec3 desired_angular_velocity;       // the wanted orientation's rate, world, rad/s (fed forward) [0]
  Vec3 desired_angular_acceleration;   // the wanted orientation's acceleration, world, rad/s^2 [0]
  double dt = 1.0 / 60;                // the fixed step the physics advances after this call, s
  InertiaTensor inertia;               // about the centre of mass
  AttitudeLimit limit;                 // the motor [|alpha| <= 4 pi rad/s^2]
};

// One step toward a wanted orientation.
struct AttitudeInput : AttitudeState {
  Quat desired_orientation;  // unit, body -> world
};

// One step given the error itself: the rotation vector of q (x) q_d^-1 (world, rad, |error| <= pi).
struct AttitudeErrorInput : AttitudeState {
  Vec3 error;
};

namespace detail {

// Whether the fields every update shares are ones the controller takes; false with `refusal`
// naming the first bad one, in the reference's order.
inline bool check_attitude_state(std::string& refusal, const AttitudeState& s) {
  const char* rate = "a number >= -1000000 and <= 1000000";
  const char* acceleration = "a number >= -1000000000 and <= 1000000000";
  return check_unit_quaternion(refusal, "orientation", s.orientation) &&
         check_vec3(refusal, "angular_velocity", s.angular_velocity, -kMaxAttitudeAngularVelocity, kMaxAttitudeAngularVelocity, rate) &&
         check_vec3(refusal, "desired_angular_velocity", s.desired_angular_velocity, -kMaxAttitudeAngularVelocity, kMaxAttitudeAngularVelocity, rate) &&
         check_vec3(refusal, "desired_angular_acceleration", s.desired_angular_acceleration, -kMaxMotorLimit, kMaxMotorLimit, acceleration) &&
         check_number(refusal, "dt", "", s.dt, kMinTurnStep, kMaxTurnStep, "a number >= 0.000001 and <= 10") && check_inertia(refusal, s.inertia) &&
         check_attitude_limit(refusal, s.limit);
}

inline bool check_attitude_input(std::string& refusal, const AttitudeInput& input) {
  return check_attitude_state(refusal, input) && check_unit_quaternion(refusal, "desired_orientation", input.desired_orientation);
}

inline bool check_attitude_error_input(std::string& refusal, const AttitudeErrorInput& input) {
  if (!(check_attitude_state(refusal, input) && check_finite_vec3(refusal, "error", input.error))) return false;
  const double length = std::sqrt(input.error.x * input.error.x + input.error.y * input.error.y + input.error.z * input.error.z);
  // pi and a rounding's worth: a short-way vector computed by the caller may come out an ulp long.
  if (length <= kPi * (1 + 1e-12)) return true;
  refusal = "error: must be a rotation vector no longer than pi (the short way), got length " + shown(length);
  return false;
}

}  // namespace detail
}  // namespace pid_steering
