class_name PidSteeringErrorSide
# pid-steering for GDScript: which way round a 3D error is turned (src/sim/control3d/ErrorSide.ts):
# the axis a 2D law works along, kept from step to step, and the side of the turn, kept near 180
# degrees by hysteresis (after Mayhew, Sanfelice and Teel, 2011) so that a noisy attitude does not flip it.

const Math3D = preload("math3d.gd")

const MAX_HYSTERESIS := 0.5  # rad past 180 degrees
const AXIS_RESOLUTION := 1e-12  # rad: below it the error's direction is rounding

var last_axis := [0.0, 0.0, 1.0]
var last_angle := 0.0

# [axis, angle]: the axis (unit, world) and the signed angle along it (rad) of the short-way rotation
# vector `error`, remembered. n = +-n0, whichever is nearer the last axis; near 180 degrees the side of
# the last step is kept while the long way is at most PI + hysteresis. Before any step the axis kept
# is +z; an error under AXIS_RESOLUTION keeps the last axis, with the error's part along it.
func choose(error: Array, hysteresis: float) -> Array:
	var theta := Math3D.hypot3(error[0], error[1], error[2])
	var axis: Array
	var angle: float
	if theta > AXIS_RESOLUTION:
		axis = [error[0] / theta, error[1] / theta, error[2] / theta]
		angle = theta
		if Math3D.dot(axis, last_axis) < 0:
			axis = Math3D.scaled(axis, -1.0)
			angle = -theta
		if last_angle > 0 and angle < 0 and angle + 2.0 * PI <= PI + hysteresis:
			angle += 2.0 * PI
		elif last_angle < 0 and angle > 0 and angle - 2.0 * PI >= -PI - hysteresis:
			angle -= 2.0 * PI
	else:
		axis = last_axis
		angle = Math3D.dot(error, axis)
	last_axis = axis
	last_angle = angle
	return [axis, angle]

func reset() -> void:
	last_axis = [0.0, 0.0, 1.0]
	last_angle = 0.0

# Whether (axis, angle) is a memory the controller restores: 3 finite numbers of length within 1e-9
# of 1, and a number with |angle| at most PI + 0.5.
static func valid(axis, angle) -> bool:
	if not (axis is Array and axis.size() == 3 and Math3D.is_number(angle)):
		return false
	for value in axis:
		if not Math3D.is_number(value) or is_nan(value) or is_inf(value):
			return false
	if abs(Math3D.hypot3(axis[0], axis[1], axis[2]) - 1.0) > 1e-9:
		return false
	return abs(angle) <= PI + MAX_HYSTERESIS
