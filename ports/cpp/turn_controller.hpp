// pid-steering for C++14, header-only: the contract every turn controller follows, and the one
// call that turns a body with one (src/sim/control/TurnController.ts, turnTorque.ts).
#pragma once

#include "controller_memory.hpp"
#include "turn_common.hpp"

namespace pid_steering {

// A turn controller maps a body's heading error to a commanded angular acceleration (rad/s^2).
// It never touches a body: turn_torque() clamps its command to the motor and makes it a torque.
class TurnController {
 public:
  virtual ~TurnController() = default;

  // The settings type it comes from, as the TypeScript names it: "pid", "stolk", "time-optimal"...
  virtual const char* type() const = 0;

  // One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.
  virtual double update(const TurnInput& input) = 0;

  // Forgets all history (integral, past errors, filters). Call it when the body gets a new goal.
  virtual void reset() = 0;

  // Bumpless transfer when this controller replaces another mid-turn, whose last command was
  // previous_command (rad/s^2). Controllers without history to prepare do nothing.
  virtual void hand_over(const TurnInput& input, double previous_command) {
    (void)input;
    (void)previous_command;
  }

  // Its memory (same keys as the TypeScript's saveState()); empty for a controller that keeps none.
  virtual ControllerMemory save_state() const { return ControllerMemory(); }

  // Puts back a memory save_state() gave (in any language), so that the next update() answers bit
  // for bit as the saved controller would have. False, and nothing changed, when a key is missing
  // or wrong. A controller that keeps no memory accepts any.
  virtual bool restore_state(const ControllerMemory& memory) {
    (void)memory;
    return true;
  }
};

// The torque (N m) that turns a body by `controller` this step: the controller's command clamped to
// +- motor_limit and multiplied by the inertia about the centre of mass (kg m^2). Apply it once per
// physics step, before the step.
//
// Guarded as the TypeScript's turnTorque: when any input is NaN or infinite (motor_limit may be
// infinite: no clamp), dt is outside [kMinTurnStep, kMaxTurnStep], a finite limit outside
// [kMinMotorLimit, kMaxMotorLimit] or the inertia negative, the controller is not called (a bad
// reading cannot poison its integral or filters) and the torque is 0; a command that comes back NaN
// also gives 0.
// The steps turn_torque takes, s, and the finite motor limits, rad/s^2 (the TypeScript's
// TURN_STEP_RANGE and MOTOR_LIMIT_RANGE): beyond them the controllers' arithmetic overflows.
constexpr double kMinTurnStep = 1e-6;
constexpr double kMaxTurnStep = 10;
constexpr double kMinMotorLimit = 1e-6;
constexpr double kMaxMotorLimit = 1e9;

inline double turn_torque(TurnController& controller, double heading_error, double angular_velocity, double dt, double motor_limit,
                          double inertia, double desired_heading_rate = 0, double desired_heading_acceleration = 0) {
  using detail::is_finite;
  if (!(is_finite(heading_error) && is_finite(angular_velocity) && is_finite(inertia) && inertia >= 0)) return 0;
  if (!(is_finite(dt) && dt >= kMinTurnStep && dt <= kMaxTurnStep)) return 0;
  if (detail::is_nan(motor_limit) || !(is_finite(motor_limit) ? motor_limit >= kMinMotorLimit && motor_limit <= kMaxMotorLimit : motor_limit > 0)) return 0;
  if (!(is_finite(desired_heading_rate) && is_finite(desired_heading_acceleration))) return 0;
  TurnInput input;
  input.heading_error = heading_error;
  input.angular_velocity = angular_velocity;
  input.dt = dt;
  input.max_angular_acceleration = motor_limit;
  input.inertia = inertia;
  input.desired_heading_rate = desired_heading_rate;
  input.desired_heading_acceleration = desired_heading_acceleration;
  const double torque = clamp_to_motor(controller.update(input), motor_limit) * inertia;
  return is_finite(torque) ? torque : 0.0;
}

}  // namespace pid_steering
