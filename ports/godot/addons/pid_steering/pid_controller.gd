class_name PidSteeringPidController
# pid-steering for GDScript: the corrected PID turn controller (src/sim/control/PidController.ts in
# its corrected arithmetic): a window of the last max_history errors, the true time integral over
# it, a wrapped derivative and the real step dt; same settings, defaults and order of operations.
#
#   var pid = PidController.new({"kp": 60, "ki": 2, "kd": 14})   # every setting optional
#   torque = TurnCommon.turn_torque(pid, heading_error, angular_velocity, dt, limit, inertia)
#
# Settings (snake_case; defaults): kp 60, ki 2, kd 14, k_plant 1, max_history 7 (3 to 1000),
# integral "window" | "running", output_limit 0 (the motor's), anti_windup true,
# derivative_on "measurement" | "error", derivative_filter_time 0 s, scale_with_turn_rate true,
# braking_curve true, natural_frequency null (when set, kp = w^2, kd = 2 zeta w), damping_ratio null (1).

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"kp": TurnCommon.GAIN, "ki": TurnCommon.GAIN, "kd": TurnCommon.GAIN, "k_plant": TurnCommon.GAIN, "max_history": TurnCommon.HISTORY,
	"integral": {"choices": ["window", "running"], "text": "one of \"window\", \"running\""},
	"output_limit": {"min": 0.0, "max": 1e6, "text": "a number >= 0 and <= 1000000"}, "anti_windup": TurnCommon.FLAG,
	"derivative_on": {"choices": ["error", "measurement"], "text": "one of \"error\", \"measurement\""},
	"derivative_filter_time": {"min": 0.0, "max": 10.0, "text": "a number >= 0 and <= 10"},
	"scale_with_turn_rate": TurnCommon.FLAG, "braking_curve": TurnCommon.FLAG, "natural_frequency": TurnCommon.FREQUENCY, "damping_ratio": TurnCommon.DAMPING}
var refusal := ""
const ErrorWindow = preload("error_window.gd")
const ControllerMemory = preload("controller_memory.gd")

const DEFAULTS := {
	"kp": 60.0, "ki": 2.0, "kd": 14.0, "k_plant": 1.0, "max_history": 7, "integral": "window",
	"output_limit": 0.0, "anti_windup": true, "derivative_on": "measurement", "derivative_filter_time": 0.0,
	"scale_with_turn_rate": true, "braking_curve": true, "natural_frequency": null, "damping_ratio": null,
}

var settings := {}
var last_output := 0.0
var _history
var _running_integral := 0.0  # already multiplied by ki, rad/s^2
var _filtered_rate := 0.0
var _has_filtered_rate := false

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringPidController", settings, RULES)

func _init(changes := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringPidController", changes, RULES)
	if refusal != "":
		push_error(refusal)
		changes = {}
	settings = DEFAULTS.duplicate()
	for key in changes:
		settings[key] = changes[key]
	_history = ErrorWindow.new(int(settings["max_history"]))

func get_type() -> String:
	return "pid"

# Changes gains or options live (the keys given; the rest keep their values). The history is kept
# unless the window length changes. False, and nothing changed, for settings out of RULES.
func configure(changes: Dictionary) -> bool:
	var next := settings.duplicate()
	for key in changes:
		next[key] = changes[key]
	if TurnCommon.check_settings("PidSteeringPidController", next, RULES) != "":
		return false
	var resize: bool = int(next["max_history"]) != int(settings["max_history"])
	settings = next
	if resize:
		_history = ErrorWindow.new(int(settings["max_history"]))
		reset()
	return true

# Forgets the history (errors, integral, filtered rate). Gains are kept.
func reset() -> void:
	_history.clear()
	last_output = 0.0
	_running_integral = 0.0
	_filtered_rate = 0.0
	_has_filtered_rate = false

# Adds one error sample and returns the new output (standalone use).
func add_sample(error: float, dt := 1.0 / 60.0, measured_rate := 0.0, limit := INF) -> float:
	_history.push(error)
	last_output = TurnCommon.bounded_memory(_output(dt, measured_rate, limit))
	return last_output

# One control step: the commanded angular acceleration, rad/s^2, before the motor's clamp.
func update(input) -> float:
	if refusal != "":
		return 0.0
	var command: float = -add_sample(input.heading_error, input.dt, input.angular_velocity - input.desired_heading_rate, input.max_angular_acceleration)
	return command + input.desired_heading_acceleration

# Bumpless transfer from another controller whose last command was previous_command (rad/s^2).
func hand_over(input, previous_command: float) -> void:
	reset()
	var rate: float = input.angular_velocity - input.desired_heading_rate
	_history.fill_with_ramp(input.heading_error, rate, input.dt)
	if settings["integral"] != "running":
		return
	var k_plant: float = settings["k_plant"]
	if k_plant == 0:
		return
	var r: float = TurnCommon.turn_rate_ratio(input.max_angular_acceleration, settings["scale_with_turn_rate"])
	var kp: float = _base_kp() * r
	var kd: float = _base_kd() * sqrt(r)
	_filtered_rate = TurnCommon.bounded_memory(rate)
	_has_filtered_rate = true
	var command: float = previous_command - input.desired_heading_acceleration
	_running_integral = TurnCommon.bounded_memory(-command / k_plant - _proportional(input.heading_error, kp, kd, input.max_angular_acceleration) - kd * rate)
	last_output = TurnCommon.bounded_memory(-command)

# Keys: errors (oldest first), runningIntegral, filteredRate, hasFilteredRate, lastOutput.
func save_state() -> Dictionary:
	return {"errors": _history.values(), "runningIntegral": _running_integral, "filteredRate": _filtered_rate, "hasFilteredRate": _has_filtered_rate, "lastOutput": last_output}

# Puts back a memory save_state() gave (in any language). False, and nothing changed, when a key is missing or wrong.
func restore_state(memory: Dictionary) -> bool:
	if not (ControllerMemory.has_numbers(memory, "errors", _history.capacity) and ControllerMemory.has_number(memory, "runningIntegral")
			and ControllerMemory.has_number(memory, "filteredRate") and ControllerMemory.has_boolean(memory, "hasFilteredRate")
			and ControllerMemory.has_number(memory, "lastOutput")):
		return false
	_history.set_values(memory["errors"])
	_running_integral = float(memory["runningIntegral"])
	_filtered_rate = float(memory["filteredRate"])
	_has_filtered_rate = memory["hasFilteredRate"]
	last_output = float(memory["lastOutput"])
	return true

func _base_kp() -> float:
	if settings["natural_frequency"] == null:
		return float(settings["kp"])
	var w: float = settings["natural_frequency"]
	return w * w

func _base_kd() -> float:
	if settings["natural_frequency"] == null:
		return float(settings["kd"])
	var zeta: float = 1.0 if settings["damping_ratio"] == null else float(settings["damping_ratio"])
	return 2.0 * zeta * float(settings["natural_frequency"])

func _proportional(error: float, kp: float, kd: float, motor_limit: float) -> float:
	var k_plant: float = settings["k_plant"]
	if not settings["braking_curve"] or not (k_plant > 0):
		return kp * error
	return -TurnCommon.shaped_proportional(error, k_plant * kp, k_plant * kd, motor_limit, true) / k_plant

func _output(dt: float, measured_rate: float, motor_limit: float) -> float:
	var n: int = _history.size()
	var s := settings
	var latest: float = _history.at(n - 1)
	var rate: float
	if s["derivative_on"] == "measurement":
		rate = measured_rate
	else:
		rate = TurnCommon.divide(TurnCommon.wrap_angle(latest - _history.at(n - 2)), dt) if n >= 2 else 0.0
	var filter_time: float = s["derivative_filter_time"]
	if filter_time > 0:
		_filtered_rate = TurnCommon.bounded_memory(_filtered_rate + (dt / (filter_time + dt)) * (rate - _filtered_rate) if _has_filtered_rate else rate)
		_has_filtered_rate = true
		rate = _filtered_rate
	var output_limit: float = s["output_limit"]
	var limit: float = output_limit if output_limit > 0 else motor_limit
	var r: float = TurnCommon.turn_rate_ratio(motor_limit, s["scale_with_turn_rate"])
	var kp: float = _base_kp() * r
	var ki: float = float(s["ki"]) * r * sqrt(r)
	var kd: float = _base_kd() * sqrt(r)
	var k_plant: float = s["k_plant"]
	var p: float = _proportional(latest, kp, kd, motor_limit)
	if s["integral"] != "running":
		var integral: float = ki * _history.integral(dt)
		return TurnCommon.clamp_to_motor(k_plant * (p + integral + kd * rate), limit)
	var without_integral: float = p + kd * rate
	var candidate: float = TurnCommon.bounded_memory(_running_integral + ki * latest * dt)
	var unclamped: float = k_plant * (without_integral + candidate)
	# Conditional integration: keep integrating unless saturated and this error pushes further out.
	var winding_up: bool = abs(unclamped) > limit and TurnCommon.js_sign(unclamped) == TurnCommon.js_sign(k_plant * ki * latest)
	if not (s["anti_windup"] and winding_up):
		_running_integral = candidate
	return TurnCommon.clamp_to_motor(k_plant * (without_integral + _running_integral), limit)
