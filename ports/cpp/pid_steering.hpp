// pid-steering for C++17, header-only: include this one header for everything.
//
//   pid_steering::PidController        the corrected PID (pid_controller.hpp)
//   pid_steering::TimeOptimalController bang-bang with a braking curve (time_optimal_controller.hpp)
//   pid_steering::TurnInput, wrap_angle, turn_torque (turn_common.hpp)
//
// No dependencies beyond the standard library. Compile with -ffp-contract=off to get the
// reference's results to the last bit (see turn_common.hpp).
#pragma once

#include "turn_common.hpp"
#include "pid_controller.hpp"
#include "time_optimal_controller.hpp"
