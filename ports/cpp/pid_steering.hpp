// pid-steering for C++14 and later, header-only: include this one header for everything.
//
//   pid_steering::TurnController          the interface every controller implements (turn_controller.hpp)
//   pid_steering::turn_torque(controller, ...)  the guarded call that turns a body (turn_controller.hpp)
//   pid_steering::PidController           the corrected PID (pid_controller.hpp)
//   pid_steering::PublishedPidController  the article's PID as published, quirks included
//   pid_steering::NaiveSnippetController  a blog post's PID, bugs included
//   pid_steering::StolkController         Bram Stolk's pid1
//   pid_steering::ForwardPdController     the forward PD
//   pid_steering::StablePdController      David Wu's stable (backward) PD
//   pid_steering::SpdController           Stable PD (Tan, Liu and Turk)
//   pid_steering::TimeOptimalController   bang-bang with a braking curve
//   pid_steering::ControllerMemory        a controller's saved state, to and from JSON
//   pid_steering::TurnInput, wrap_angle, clamp_to_motor (turn_common.hpp)
//
// In 3D (docs/controllers-3d.md):
//   pid_steering::AttitudeController      any controller above along the error's axis (attitude_controller.hpp)
//   pid_steering::AttitudeInput, AttitudeErrorInput, AttitudeLimit, AttitudeOptions, AttitudeMemory
//   pid_steering::InertiaTensor, box_inertia, sphere_inertia, rotate_inertia, inertia_from_matrix
//   pid_steering::face_direction, look_rotation, shortest_arc (face_direction.hpp)
//   pid_steering::corrected_compute_torque, corrected_stable_torque_pd (seed_controllers.hpp)
//   pid_steering::Vec3, Quat and their operations (math3d.hpp)
//
// No dependencies beyond the standard library. Compile with -ffp-contract=off to get the
// reference's results to the last bit; -fno-exceptions and -ffast-math work (see turn_common.hpp).
#pragma once

#include "turn_common.hpp"
#include "braking_curve.hpp"
#include "natural_frequency.hpp"
#include "controller_memory.hpp"
#include "turn_controller.hpp"
#include "error_window.hpp"
#include "pid_controller.hpp"
#include "published_pid_controller.hpp"
#include "naive_snippet_controller.hpp"
#include "stolk_controller.hpp"
#include "forward_pd_controller.hpp"
#include "stable_pd_controller.hpp"
#include "spd_controller.hpp"
#include "time_optimal_controller.hpp"
#include "math3d.hpp"
#include "inertia_tensor.hpp"
#include "inertia_from_matrix.hpp"
#include "attitude_controller.hpp"
#include "face_direction.hpp"
#include "seed_controllers.hpp"
