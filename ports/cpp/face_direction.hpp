// pid-steering for C++14 and later, header-only: the wanted orientations of "face the target", with
// the roll left free (the smallest turn that points the nose) or with an up vector kept (a look
// rotation), for an AttitudeController to turn to (src/sim/control3d/faceDirection.ts and
// src/sim/math3d/aim.ts, step for step).
#pragma once

#include <string>

#include "check3d.hpp"
#include "math3d.hpp"

namespace pid_steering {

// The body axes a body faces along and keeps up when none is given: +z (glTF's, Unity's; Godot's
// forward is -z) and +y.
constexpr Vec3 kDefaultForwardAxis{0, 0, 1};
constexpr Vec3 kDefaultUpAxis{0, 1, 0};

// The smallest rotation taking the direction `from` onto the direction `to` (neither zero, neither
// unit needed): about from x to by the angle between them; opposite directions, a half turn about
// an axis perpendicular to `from` (any_perpendicular), the same one every time.
inline Quat shortest_arc(const Vec3& from, const Vec3& to) {
  Vec3 unit_from, unit_to;
  normalize_into(unit_from, from);
  normalize_into(unit_to, to);
  const Vec3 axis = cross(unit_from, unit_to);
  const double w = 1 + dot(unit_from, unit_to);
  if (!(w > 0) || (axis.x == 0 && axis.y == 0 && axis.z == 0 && w < 1)) {
    const Vec3 perpendicular = any_perpendicular(unit_from);
    return Quat{perpendicular.x, perpendicular.y, perpendicular.z, 0};
  }
  const double length = std::sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z + w * w);
  return Quat{axis.x / length, axis.y / length, axis.z / length, w / length};
}

// The orientation that points the body's `forward_axis` (body frame) along `direction` (world) by
// the smallest rotation from `orientation` (body -> world), into `out`: the roll stays where it is,
// and as the body turns toward it this orientation stays put (give it to the controller afresh every
// step). Straight behind, a half turn about an axis perpendicular to the nose (the controller's
// hysteresis keeps the side). Vectors of any finite size are taken. False, with `refusal` naming the
// argument and `out` untouched, for an orientation that is not a unit quaternion or a direction
// that is zero or not finite.
inline bool face_direction(Quat& out, const Quat& orientation, const Vec3& direction, const Vec3& forward_axis, std::string& refusal) {
  if (!(detail::check_unit_quaternion(refusal, "orientation", orientation) && detail::check_direction(refusal, "direction", direction) &&
        detail::check_direction(refusal, "forward_axis", forward_axis))) {
    return false;
  }
  const Quat unit = normalized(orientation);
  out = multiply(shortest_arc(rotate(unit, direction_in_range(forward_axis)), direction_in_range(direction)), unit);
  refusal.clear();
  return true;
}

// The orientation that points the body's `forward_axis` along `direction` and turns its `up_axis`
// (body frame) as near `up` (world) as it can be (Unity's Quaternion.LookRotation, Godot's
// looking_at, with the axes yours), into `out`. Looking along `up` itself, the roll is the smallest
// arc's. False, with `refusal` naming the argument, for a zero direction or axis, a vector not
// finite, or an up axis along the forward one.
inline bool look_rotation(Quat& out, const Vec3& given_direction, const Vec3& given_up, const Vec3& given_forward_axis, const Vec3& given_up_axis, std::string& refusal) {
  if (!(detail::check_direction(refusal, "direction", given_direction) && detail::check_finite_vec3(refusal, "up", given_up) &&
        detail::check_direction(refusal, "forward_axis", given_forward_axis) && detail::check_direction(refusal, "up_axis", given_up_axis))) {
    return false;
  }
  // As directions whose squares neither overflow nor underflow (a component of 1e300 or 1e-300).
  const Vec3 direction = direction_in_range(given_direction);
  const Vec3 up = direction_in_range(given_up);
  const Vec3 forward_axis = direction_in_range(given_forward_axis);
  const Vec3 up_axis = direction_in_range(given_up_axis);
  const double cosine = (forward_axis.x * up_axis.x + forward_axis.y * up_axis.y + forward_axis.z * up_axis.z) / (length_of(forward_axis) * length_of(up_axis));
  if (!(std::fabs(cosine) < 1 - 1e-9)) {
    refusal = "up_axis: must not lie along forward_axis (the up axis names the roll about the forward one)";
    return false;
  }
  Quat look = shortest_arc(forward_axis, direction);
  // The body's up axis once its forward axis is on the direction, and the up wanted, both perpendicular to the direction.
  Vec3 unit_to;
  normalize_into(unit_to, direction);
  Vec3 turned_up = rotate(look, up_axis);
  turned_up = add_scaled(turned_up, unit_to, -dot(turned_up, unit_to));
  Vec3 wanted_up = add_scaled(up, unit_to, -dot(up, unit_to));
  if (normalize_into(turned_up, turned_up) > 0 && normalize_into(wanted_up, wanted_up) > 1e-12 * std::sqrt(dot(up, up))) {
    // Roll about the direction by the signed angle from the turned up to the wanted one.
    const double angle = std::atan2(dot(cross(turned_up, wanted_up), unit_to), dot(turned_up, wanted_up));
    look = multiply(quat_from_axis_angle(unit_to, angle), look);
  }
  out = look;
  refusal.clear();
  return true;
}

}  // namespace pid_steering
