// pid-steering for C++14 and later, header-only: the forces-and-torques article's two torque
// controllers ("Controlling Objects With Forces and Torques": ComputeTorque and the Stable Torque
// PD Controller), corrected: each is an AttitudeController with the 2D law it meant
// (src/sim/control3d/seed/correctedSeedControllers.ts). The short way, the /dt, the inertia's frame
// and the stable PD's gains are the controller's own; docs/controllers-3d.md shows each quirk of the
// code as published.
#pragma once

#include <memory>

#include "attitude_controller.hpp"
#include "natural_frequency.hpp"
#include "stable_pd_controller.hpp"
#include "time_optimal_controller.hpp"

namespace pid_steering {

// ComputeTorque, corrected: the torque that reaches the wanted orientation, taken the short way, as
// fast as the motor allows (the time-optimal law along the axis). With no limit in practice (1e9
// rad/s^2) it is the article's one-step move, I (theta n/dt - w)/dt, a torque.
inline AttitudeController corrected_compute_torque(const AttitudeOptions& options = AttitudeOptions()) {
  return AttitudeController(std::unique_ptr<TurnController>(new TimeOptimalController()), options);
}

// The Stable Torque PD, corrected: David Wu's stable PD with the article's gains for `frequency` and
// `damping` (kp = (6f)^2/4, kd = 4.5 f damping: w = 3f rad/s, zeta = 0.75 damping), applied as the
// stable PD's, neither scaled with the motor nor shaped by its braking curve, along the axis of the
// short-way error, the inertia tensor in its right frame.
inline AttitudeController corrected_stable_torque_pd(double frequency, double damping, const AttitudeOptions& options = AttitudeOptions()) {
  const PdGains gains = gains_from_natural_frequency(3 * frequency, 0.75 * damping);
  StablePdSettings settings;
  settings.kp = gains.kp;
  settings.kd = gains.kd;
  settings.scale_with_turn_rate = false;
  settings.braking_curve = false;
  return AttitudeController(std::unique_ptr<TurnController>(new StablePdController(settings)), options);
}

}  // namespace pid_steering
