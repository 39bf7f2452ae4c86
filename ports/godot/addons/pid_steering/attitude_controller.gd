class_name PidSteeringAttitudeController
# pid-steering for GDScript: turns a rigid body in 3D by torque along the eigenaxis of its error,
# with any 2D turn controller of this add-on as the law along that axis, the motion across it
# damped, within its motor (src/sim/control3d/AttitudeController.ts, with the same floating-point
# operations in the same order; docs/controllers-3d.md derives it).
#
# The error is q_e = q (x) q_d^-1 (current (x) wanted^-1, the library's sign), taken the short way
# with hysteresis near 180 degrees: an angle theta about an axis n (world). Along n the 2D law is
# CALLED with the heading error theta, the angular velocity along n, the set-point's rate and
# acceleration along n, the motor's budget along n as its max_angular_acceleration and the inertia
# about n; its command, clamped to that budget, is the angular acceleration along n. Across n the
# error's angular velocity is damped. The torque is tau = I_world alpha (plus w x I_world w with
# "gyroscopic"), in the world frame. What holds the axis gets the motor first; the law the rest.
#
# Refusals: options out of range given to new() are pushed as an error and kept in `refusal`, and
# update() then refuses every step. A bad input field: update() answers false, writes 0 into the
# torque, pushes the reason as an error and keeps it in `input_refusal`
# ("inertia.moments.y: must be ..."); nothing, the 2D law's memory included, has changed.
# check_input(input) asks first, printing nothing.

const Math3D = preload("math3d.gd")
const Check3D = preload("check3d.gd")
const Inertia = preload("inertia_tensor.gd")
const Limit = preload("attitude_limit.gd")
const ErrorSide = preload("error_side.gd")
const TurnCommon = preload("turn_common.gd")
const TurnInput = preload("turn_input.gd")

const OWNER := "PidSteeringAttitudeController"
# Its options' rules (TurnCommon.check_settings): gyroscopic (false), hysteresis (rad, 0.1),
# cross_axis_damping (1/s, 10: 95% of the motion across the axis gone in 0.3 s).
const RULES := {
	"gyroscopic": {"bool": true, "text": "true or false"},
	"hysteresis": {"min": 0.0, "max": 0.5, "text": "a number >= 0 and <= 0.5 (rad past 180 degrees)"},
	"cross_axis_damping": {"gt": 0.0, "max": 1e6, "text": "a number > 0 and <= 1000000 (1/s)"},
}

var turn  # the 2D law along the axis
var gyroscopic := false
var hysteresis := 0.1
var cross_axis_damping := 10.0
var refusal := ""  # why the options were refused ("" when they were not)
var input_refusal := ""  # why the last update refused its input ("" after one that ran)
# What the last step did: the unit axis (world) of its error, its angle (rad, in [0, PI] or up to
# PI + hysteresis while the side is kept), the angular acceleration it commanded (world, rad/s^2,
# after the limits, the gyroscopic part not included) and the law's budget along the axis (rad/s^2).
var axis := [0.0, 0.0, 1.0]
var angle := 0.0
var angular_acceleration := [0.0, 0.0, 0.0]
var budget := 0.0

var _side = ErrorSide.new()
var _along = TurnInput.new()  # the last step's input to the 2D law, for hand_over
var _last_along := 0.0  # the acceleration the 2D law commanded along the axis on the last step, rad/s^2
var _stepped := false  # whether a step has run since the last reset or restore

# `turn_controller` is any turn controller of this add-on; `options` a Dictionary of the above.
func _init(turn_controller, options := {}) -> void:
	turn = turn_controller
	refusal = check(options)
	if refusal == "" and (turn_controller == null or not turn_controller.has_method("update")):
		refusal = "%s: turn must be a turn controller (an object with update), got %s" % [OWNER, str(turn_controller)]
	if refusal != "":
		push_error(refusal)
		return
	gyroscopic = options.get("gyroscopic", false)
	hysteresis = Math3D.real(options.get("hysteresis", 0.1))
	cross_axis_damping = Math3D.real(options.get("cross_axis_damping", 10.0))

# "" when `options` keep the rules, else why not, naming the option.
static func check(options: Dictionary) -> String:
	return TurnCommon.check_settings(OWNER, options, RULES)

# "" when `input` is one update() takes, else why not, naming the first bad field. `from_error`: the
# input's error is checked (update_from_error) instead of its desired_orientation.
static func check_input(input, from_error := false) -> String:
	if input == null:
		return "input: must be a PidSteeringAttitudeInput, got null"
	var rate := "a number >= -1000000 and <= 1000000"
	var problem := Check3D.unit_quaternion("orientation", input.orientation)
	if problem == "":
		problem = Check3D.vector("angular_velocity", input.angular_velocity, -1e6, 1e6, rate)
	if problem == "":
		problem = Check3D.vector("desired_angular_velocity", input.desired_angular_velocity, -1e6, 1e6, rate)
	if problem == "":
		problem = Check3D.vector("desired_angular_acceleration", input.desired_angular_acceleration, -1e9, 1e9, "a number >= -1000000000 and <= 1000000000")
	if problem == "":
		problem = Check3D.number("dt", input.dt, TurnCommon.MIN_TURN_STEP, TurnCommon.MAX_TURN_STEP, "a number >= 1e-6 and <= 10")
	if problem == "":
		problem = Inertia.check(input.inertia)
	if problem == "":
		problem = Limit.check(input.limit)
	if problem != "" or not from_error:
		return problem if problem != "" else Check3D.unit_quaternion("desired_orientation", input.desired_orientation)
	problem = Check3D.finite_vector("error", input.error)
	if problem != "":
		return problem
	var length := Math3D.length_of(Math3D.vec(input.error))
	return "" if length <= PI * (1.0 + 1e-12) else "error: must be a rotation vector no longer than PI (the short way), got length %s" % str(length)

# One step toward input.desired_orientation: writes the world torque to apply this step (N m) into
# `torque` (an Array of 3) and answers true; false when a field is refused (the torque then 0).
func update(input, torque: Array) -> bool:
	if not _accept(input, torque, false):
		return false
	var orientation := Math3D.normalized_quat(Math3D.quat(input.orientation))
	var error_rotation := Math3D.multiply_by_inverse(orientation, Math3D.normalized_quat(Math3D.quat(input.desired_orientation)))
	_steer(input, orientation, error_rotation, Math3D.short_rotation_vector(error_rotation), torque)
	return true

# One step given the error's rotation vector (input.error, |error| <= PI) instead of the wanted orientation.
func update_from_error(input, torque: Array) -> bool:
	if not _accept(input, torque, true):
		return false
	var error := Math3D.vec(input.error)
	_steer(input, Math3D.normalized_quat(Math3D.quat(input.orientation)), Math3D.from_rotation_vector(error), error, torque)
	return true

# Forgets the 2D law's history and the axis and side of the error.
func reset() -> void:
	turn.reset()
	_side.reset()
	_stepped = false

# Bumpless transfer: call it on this controller when it replaces `previous` mid-command. It takes the
# error's axis and side from it and hands its 2D law the last step's input along the axis and the
# acceleration commanded there (the law's hand_over), so the turn goes on without a jump. From a
# controller that has not stepped since its reset or restore (or null) it starts afresh.
func hand_over(previous) -> void:
	reset()
	if previous == null or previous == self or not previous._stepped:
		return
	_side.last_axis = previous._side.last_axis.duplicate()
	_side.last_angle = previous._side.last_angle
	if turn.has_method("hand_over"):
		turn.hand_over(previous._along, previous._last_along)

# The memory, {"turn": the 2D law's, "axis": [x, y, z], "angle": a}: restoring it makes the next
# update answer bit for bit as this one would. As text: PidSteeringAttitudeMemory.
func save_state() -> Dictionary:
	return {"turn": turn.save_state(), "axis": _side.last_axis.duplicate(), "angle": _side.last_angle}

# Puts back a memory save_state() gave (in any language). False, and nothing changed, when a key is
# missing, the axis is not unit (within 1e-9), the angle is beyond PI + 0.5, or the 2D law refuses
# its part (a law that keeps no memory refuses any but an empty one). Prints nothing.
func restore_state(memory: Dictionary) -> bool:
	if not (memory.has("turn") and typeof(memory["turn"]) == TYPE_DICTIONARY and memory.has("axis") and memory.has("angle")):
		return false
	if not ErrorSide.valid(memory["axis"], memory["angle"]):
		return false
	if turn.save_state().size() == 0:
		if memory["turn"].size() > 0:
			return false
	elif not turn.restore_state(memory["turn"]):
		return false
	_side.last_axis = Math3D.vec(memory["axis"])
	_side.last_angle = Math3D.real(memory["angle"])
	_stepped = false
	return true

# Checks the input (and the options); on a refusal writes 0 into the torque and pushes the reason.
func _accept(input, torque: Array, from_error: bool) -> bool:
	input_refusal = refusal if refusal != "" else check_input(input, from_error)
	if input_refusal == "":
		return true
	if refusal == "":
		push_error("%s: %s" % [OWNER, input_refusal])
	for i in range(3):
		torque[i] = 0.0
	return false

# The damping across the axis, then the law along it with the motor that is left.
func _steer(input, orientation: Array, error_rotation: Array, error: Array, torque: Array) -> void:
	var omega := Math3D.vec(input.angular_velocity)
	var desired_rate := Math3D.vec(input.desired_angular_velocity)
	var desired_acceleration := Math3D.vec(input.desired_angular_acceleration)
	var tensor := Inertia.of(input.inertia)
	var moments: Array = tensor["moments"]
	var frame: Array = tensor["frame"]
	var error_rate := Math3D.add_scaled(omega, Math3D.rotate(error_rotation, desired_rate), -1.0)
	var chosen: Array = _side.choose(error, hysteresis)
	var n: Array = chosen[0]
	var signed_angle: float = chosen[1]
	var principal := Inertia.principal_frame_in_world(frame, orientation)
	var across := Math3D.add_scaled(Math3D.rotate(error_rotation, desired_acceleration), error_rate, -cross_axis_damping)
	# Twice: the first leaves a rounding of a large damping along n, which the law's budget does not count.
	across = Math3D.add_scaled(across, n, -Math3D.dot(across, n))
	across = Math3D.add_scaled(across, n, -Math3D.dot(across, n))
	var per_axis: bool = input.limit.has("max_torque")
	var body_torque := [0.0, 0.0, 0.0]
	var unit_load := [0.0, 0.0, 0.0]
	var law_budget: float
	if per_axis:
		var max_torque := Math3D.vec(input.limit["max_torque"])
		body_torque = Inertia.times(moments, frame, Math3D.rotate_by_inverse(orientation, across))
		var share := Limit.fitting_share([0.0, 0.0, 0.0], body_torque, max_torque)
		body_torque = Math3D.scaled(body_torque, share)
		across = Math3D.scaled(across, share)
		if gyroscopic:
			var spin := Math3D.rotate_by_inverse(orientation, omega)
			var extra := Math3D.cross(spin, Inertia.times(moments, frame, spin))
			body_torque = Math3D.add_scaled(body_torque, extra, Limit.fitting_share(body_torque, extra, max_torque))
		unit_load = Inertia.times(moments, frame, Math3D.rotate_by_inverse(orientation, n))
		law_budget = Limit.torque_budget(max_torque, unit_load, body_torque)
	else:
		# What the damping across takes of |alpha| <= a, and the rest along n: sqrt(a^2 - |alpha_perp|^2).
		var a := Math3D.real(input.limit["max_angular_acceleration"])
		var across_length := Math3D.length_of(across)
		if across_length > a:
			across = Math3D.scaled(across, a / across_length)
		var taken := TurnCommon.js_min(across_length, a)
		law_budget = a if taken == 0 else sqrt((a - taken) * (a + taken))
	_along.heading_error = signed_angle
	_along.angular_velocity = Math3D.dot(omega, n)
	_along.dt = Math3D.real(input.dt)
	_along.max_angular_acceleration = law_budget
	_along.inertia = Inertia.about(moments, principal, n)
	_along.desired_heading_rate = Math3D.dot(desired_rate, n)
	_along.desired_heading_acceleration = Math3D.dot(desired_acceleration, n)
	var along_acceleration := TurnCommon.clamp_to_motor(turn.update(_along), law_budget)
	_last_along = along_acceleration
	_stepped = true
	angular_acceleration = Math3D.add_scaled(across, n, along_acceleration)
	var result: Array
	if per_axis:
		result = Math3D.rotate(orientation, Math3D.add_scaled(body_torque, unit_load, along_acceleration))
	else:
		result = Inertia.times(moments, principal, angular_acceleration)
		if gyroscopic:
			result = Math3D.add_scaled(result, Math3D.cross(omega, Inertia.times(moments, principal, omega)), 1.0)
	for i in range(3):
		torque[i] = result[i]
	budget = law_budget
	angle = abs(signed_angle)
	axis = Math3D.scaled(n, -1.0 if signed_angle < 0 else 1.0)
