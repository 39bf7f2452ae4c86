class_name PidSteeringSeedControllers
# pid-steering for GDScript: the forces-and-torques article's two torque controllers ("Controlling
# Objects With Forces and Torques": ComputeTorque and the Stable Torque PD Controller), corrected:
# each is a PidSteeringAttitudeController with the 2D law it meant
# (src/sim/control3d/seed/correctedSeedControllers.ts; docs/controllers-3d.md shows each quirk).

const AttitudeController = preload("attitude_controller.gd")
const TimeOptimalController = preload("time_optimal_controller.gd")
const StablePdController = preload("stable_pd_controller.gd")
const TurnCommon = preload("turn_common.gd")

# ComputeTorque, corrected: the torque that reaches the wanted orientation, taken the short way, as
# fast as the motor allows (the time-optimal law along the axis).
static func corrected_compute_torque(options := {}):
	return AttitudeController.new(TimeOptimalController.new(), options)

# The Stable Torque PD, corrected: David Wu's stable PD with the article's gains for `frequency` and
# `damping` (kp = (6f)^2/4, kd = 4.5 f damping: w = 3f rad/s, zeta = 0.75 damping), applied as the
# stable PD's, neither scaled with the motor nor shaped by its braking curve.
static func corrected_stable_torque_pd(frequency: float, damping: float, options := {}):
	var gains: Array = TurnCommon.gains_from_natural_frequency(3.0 * frequency, 0.75 * damping)
	var law = StablePdController.new({"kp": gains[0], "kd": gains[1], "scale_with_turn_rate": false, "braking_curve": false})
	return AttitudeController.new(law, options)
