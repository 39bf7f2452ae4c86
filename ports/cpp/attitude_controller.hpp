// pid-steering for C++14 and later, header-only: AttitudeController, which turns a rigid body in 3D
// by torque along the eigenaxis of its error with any 2D turn controller as the law along that
// axis, the motion across it damped, within its motor (src/sim/control3d/AttitudeController.ts,
// with the same floating-point operations in the same order; docs/controllers-3d.md derives it).
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "attitude_input.hpp"
#include "attitude_memory.hpp"
#include "error_side.hpp"
#include "turn_controller.hpp"

namespace pid_steering {

// The default rate motion across the error's axis is damped at, 1/s (95% gone in 0.3 s).
constexpr double kDefaultCrossAxisDamping = 10;

// What an AttitudeController does besides its 2D law.
struct AttitudeOptions {
  // Add w x I_world w to the torque, for an engine that integrates the gyroscopic term (Rapier, and
  // Bullet by default; not PhysX/Unity, Godot Physics or Jolt as Godot sets it up). [false]
  bool gyroscopic = false;
  // How far past 180 degrees the controller keeps turning the way it was, rad, [0, 0.5]; 0 turns
  // the hysteresis off. [0.1]
  double hysteresis = kDefaultHysteresis;
  // The rate motion across the error's axis is damped at, 1/s, (0, 1e6]. [10]
  double cross_axis_damping = kDefaultCrossAxisDamping;
};

// Turns a rigid body in 3D by torque. The error is q_e = q (x) q_d^-1 (current (x) wanted^-1, the
// library's sign), taken the short way with hysteresis near 180 degrees: an angle theta about an
// axis n (world). Along n the 2D law is CALLED with the heading error theta, the angular velocity
// w.n, the set-point's rate and acceleration along n, the motor's budget along n as its
// max_angular_acceleration and the inertia about n; its command, clamped to that budget, is the
// angular acceleration along n. Across n the error's angular velocity is damped. The torque is
// tau = I_world alpha (plus w x I_world w with `gyroscopic`). What holds the axis gets the motor
// first; the law gets the rest: sqrt(a^2 - |alpha_perp|^2) under a bound a on |alpha|, and
// min_i (T_i - |tau_held_i|)/|(I_body n)_i| under bounds T about the body's axes, over the axes the
// turn loads (an axis it does not load bounds nothing, however much of it is held).
//
// update() checks every field first: a bad one is refused (false, the torque 0, refusal() naming
// the field: "pid_steering::AttitudeController: inertia.moments.y: must be ...") and nothing, the 2D
// law's memory included, has changed. Options out of range fail in the constructor
// (PID_STEERING_FAIL; check(options) asks first).
class AttitudeController {
 public:
  // `turn` is the 2D law along the axis (its memory is this controller's).
  explicit AttitudeController(std::unique_ptr<TurnController> turn, const AttitudeOptions& options = AttitudeOptions())
      : turn_(std::move(turn)), options_(options) {
    if (!turn_) PID_STEERING_FAIL("pid_steering::AttitudeController: turn must be a TurnController, got null");
    if (const char* problem = check(options)) PID_STEERING_FAIL(problem);
  }

  // Null when the options are within their ranges; else why not, naming the option.
  static const char* check(const AttitudeOptions& o) {
    if (!detail::within(o.hysteresis, 0, kMaxHysteresis)) return "pid_steering::AttitudeController: options.hysteresis must be a number >= 0 and <= 0.5 (rad past 180 degrees)";
    if (!detail::above(o.cross_axis_damping, 0, 1e6)) return "pid_steering::AttitudeController: options.cross_axis_damping must be a number > 0 and <= 1000000 (1/s)";
    return nullptr;
  }

  TurnController& turn() { return *turn_; }
  const TurnController& turn() const { return *turn_; }
  const AttitudeOptions& options() const { return options_; }

  // The unit axis (world) of the last step's error, its angle (rad, in [0, pi], or up to
  // pi + hysteresis while the side is kept), the angular acceleration it commanded (world, rad/s^2,
  // after the limits, the gyroscopic part not included) and the law's budget (rad/s^2).
  const Vec3& axis() const { return last_axis_; }
  double angle() const { return last_angle_; }
  const Vec3& angular_acceleration() const { return last_acceleration_; }
  double budget() const { return last_budget_; }
  // Why the last update refused its input ("" after one that ran).
  const std::string& refusal() const { return refusal_; }

  // One step toward input.desired_orientation: the world torque to apply this step (N m) into
  // `torque`. False when a field is refused: then the torque is 0 and nothing changed.
  bool update(const AttitudeInput& input, Vec3& torque) {
    if (!detail::check_attitude_input(refusal_, input)) return refuse(torque);
    refusal_.clear();
    orientation_ = normalized(input.orientation);
    error_rotation_ = multiply_by_inverse(orientation_, normalized(input.desired_orientation));
    error_ = short_rotation_vector(error_rotation_);
    torque = steer(input);
    return true;
  }

  // One step given the error's rotation vector instead of the wanted orientation (|error| <= pi).
  bool update_from_error(const AttitudeErrorInput& input, Vec3& torque) {
    if (!detail::check_attitude_error_input(refusal_, input)) return refuse(torque);
    refusal_.clear();
    orientation_ = normalized(input.orientation);
    error_ = input.error;
    error_rotation_ = quat_from_rotation_vector(error_);
    torque = steer(input);
    return true;
  }

  // Forgets the 2D law's history and the axis and side of the error.
  void reset() {
    turn_->reset();
    side_.reset();
    stepped_ = false;
  }

  // Bumpless transfer: call it on this controller when it replaces `previous` mid-command. It takes
  // the error's axis and side from it and hands its 2D law the last step's input along the axis and
  // the acceleration commanded there (the law's hand_over), so the turn goes on without a jump.
  // From a controller that has not stepped since its reset or restore it starts afresh.
  void hand_over(const AttitudeController& previous) {
    reset();
    if (&previous == this || !previous.stepped_) return;
    side_.restore(previous.side_.axis(), previous.side_.angle());
    turn_->hand_over(previous.last_along_input_, previous.last_along_);
  }

  // The memory: restoring it makes the next update answer bit for bit as this one would.
  AttitudeMemory save_state() const {
    AttitudeMemory memory;
    memory.turn = turn_->save_state();
    memory.axis = side_.axis();
    memory.angle = side_.angle();
    return memory;
  }

  // Puts back a memory save_state() gave (in any language). False, and nothing changed, when its
  // axis is not unit (within 1e-9), its angle beyond pi + 0.5, or the 2D law refuses its part (a
  // law that keeps no memory refuses any but an empty one).
  bool restore_state(const AttitudeMemory& memory) {
    if (!ErrorSide::valid(memory.axis, memory.angle)) return false;
    if (turn_->save_state().empty()) {
      if (!memory.turn.empty()) return false;
    } else if (!turn_->restore_state(memory.turn)) {
      return false;
    }
    side_.restore(memory.axis, memory.angle);
    stepped_ = false;
    return true;
  }

 private:
  std::unique_ptr<TurnController> turn_;
  AttitudeOptions options_;
  ErrorSide side_;
  std::string refusal_;
  Quat orientation_;
  Quat error_rotation_;
  Vec3 error_;
  Vec3 last_axis_{0, 0, 1};
  double last_angle_ = 0;
  Vec3 last_acceleration_;
  double last_budget_ = 0;
  // The last step's input to the 2D law and its command along the axis (rad/s^2), for hand_over.
  TurnInput last_along_input_;
  double last_along_ = 0;
  bool stepped_ = false;

  bool refuse(Vec3& torque) {
    refusal_ = "pid_steering::AttitudeController: " + refusal_;
    torque = Vec3{};
    return false;
  }

  // The damping across the axis, then the law along it with the motor that is left.
  Vec3 steer(const AttitudeState& input) {
    const Vec3& omega = input.angular_velocity;
    const Vec3& desired_rate = input.desired_angular_velocity;
    const Vec3& desired_acceleration = input.desired_angular_acceleration;
    const InertiaTensor& inertia = input.inertia;
    // The error's own angular velocity: the body's less the set-point's, carried by the error rotation.
    const Vec3 error_rate = add_scaled(omega, rotate(error_rotation_, desired_rate), -1);
    Vec3 n;
    const double angle = side_.choose(n, error_, options_.hysteresis);
    const Quat principal = principal_frame_in_world(inertia, orientation_);
    // Across n: the set-point's acceleration fed forward, the error's rate damped, nothing along n.
    Vec3 across = add_scaled(rotate(error_rotation_, desired_acceleration), error_rate, -options_.cross_axis_damping);
    // Twice: the first leaves a rounding of a large damping along n, which the law's budget does not count.
    across = add_scaled(across, n, -dot(across, n));
    across = add_scaled(across, n, -dot(across, n));
    const bool per_axis = input.limit.per_axis;
    double budget;
    Vec3 body_torque;
    Vec3 load;
    if (per_axis) {
      const Vec3& max_torque = input.limit.max_torque;
      // The cross-axis torque, as much of it as the limits hold; then the body-frame torque a unit
      // acceleration along n needs, I_body n_body, and how much of it fits beside the first.
      body_torque = inertia_times(inertia.moments, inertia.frame, rotate_by_inverse(orientation_, across));
      const double share = fitting_share(Vec3{}, body_torque, max_torque);
      body_torque = scaled(body_torque, share);
      across = scaled(across, share);
      if (options_.gyroscopic) {
        // w_b x I_body w_b, as much of it as fits beside the damping.
        const Vec3 spin = rotate_by_inverse(orientation_, omega);
        const Vec3 extra = cross(spin, inertia_times(inertia.moments, inertia.frame, spin));
        body_torque = add_scaled(body_torque, extra, fitting_share(body_torque, extra, max_torque));
      }
      load = inertia_times(inertia.moments, inertia.frame, rotate_by_inverse(orientation_, n));
      budget = torque_budget(max_torque, load, body_torque);
    } else {
      // What the damping across takes of |alpha| <= a, and the rest along n: sqrt(a^2 - |alpha_perp|^2).
      const double a = input.limit.max_angular_acceleration;
      const double across_length = length_of(across);
      if (across_length > a) across = scaled(across, a / across_length);
      const double taken = detail::js_min(across_length, a);
      budget = taken == 0 ? a : std::sqrt((a - taken) * (a + taken));
    }
    TurnInput along;
    along.heading_error = angle;
    along.angular_velocity = dot(omega, n);
    along.dt = input.dt;
    along.max_angular_acceleration = budget;
    along.inertia = inertia_about(inertia.moments, principal, n);
    along.desired_heading_rate = dot(desired_rate, n);
    along.desired_heading_acceleration = dot(desired_acceleration, n);
    const double along_acceleration = clamp_to_motor(turn_->update(along), budget);
    last_acceleration_ = add_scaled(across, n, along_acceleration);
    Vec3 torque;
    if (per_axis) {
      torque = rotate(orientation_, add_scaled(body_torque, load, along_acceleration));
    } else {
      torque = inertia_times(inertia.moments, principal, last_acceleration_);
      if (options_.gyroscopic) {
        // w x I_world w: the torque that keeps alpha against the engine's gyroscopic term, outside the bound on alpha.
        torque = add_scaled(torque, cross(omega, inertia_times(inertia.moments, principal, omega)), 1);
      }
    }
    last_budget_ = budget;
    last_along_input_ = along;
    last_along_ = along_acceleration;
    stepped_ = true;
    last_angle_ = std::fabs(angle);
    last_axis_ = scaled(n, angle < 0 ? -1.0 : 1.0);
    return torque;
  }
};

}  // namespace pid_steering
