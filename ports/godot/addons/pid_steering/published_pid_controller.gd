class_name PidSteeringPublishedPidController
# pid-steering for GDScript: the article's PID as published, quirks included
# (src/sim/control/PublishedPidController.ts): kept to reproduce "PID Control of Physics Bodies"
# output for output, not to steer with (use pid_controller.gd). No output until 3 samples; Simpson's
# weights on any window, divided by 3 dt instead of multiplied by dt/3; its own dt (0.01 s); an
# unwrapped derivative. Settings: kp 1, ki 0.05, kd 5, k_plant 1, max_history 7, as_published_dt 0.01.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"kp": TurnCommon.GAIN, "ki": TurnCommon.GAIN, "kd": TurnCommon.GAIN, "k_plant": TurnCommon.GAIN, "max_history": TurnCommon.HISTORY,
	"as_published_dt": {"min": 0.001, "max": 1.0, "text": "a number >= 0.001 and <= 1 (below 1 ms its integral overflows)"}}
var refusal := ""
const ErrorWindow = preload("error_window.gd")
const ControllerMemory = preload("controller_memory.gd")

const DEFAULTS := {"kp": 1.0, "ki": 0.05, "kd": 5.0, "k_plant": 1.0, "max_history": 7, "as_published_dt": 0.01}

var settings := {}
var last_output := 0.0
var _history

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringPublishedPidController", settings, RULES)

func _init(changes := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringPublishedPidController", changes, RULES)
	if refusal != "":
		push_error(refusal)
		changes = {}
	settings = DEFAULTS.duplicate()
	for key in changes:
		settings[key] = changes[key]
	_history = ErrorWindow.new(int(settings["max_history"]))

func get_type() -> String:
	return "pid"

# Changes gains live; a new window length restarts the history. False for a window under 3.
func configure(changes: Dictionary) -> bool:
	var next := settings.duplicate()
	for key in changes:
		next[key] = changes[key]
	if TurnCommon.check_settings("PidSteeringPublishedPidController", next, RULES) != "":
		return false
	var resize: bool = int(next["max_history"]) != int(settings["max_history"])
	settings = next
	if resize:
		_history = ErrorWindow.new(int(settings["max_history"]))
		reset()
	return true

func reset() -> void:
	_history.clear()
	last_output = 0.0

# The article's AddSample followed by CalculateNextOutput.
func add_sample(error: float) -> float:
	_history.push(error)
	var result: float = _output()
	last_output = TurnCommon.bounded_memory(result)
	return result

# -output for the heading error alone, as the article's missile does.
func update(input) -> float:
	if refusal != "":
		return 0.0
	return -add_sample(input.heading_error)

func hand_over(input, _previous_command: float) -> void:
	reset()
	_history.fill_with_ramp(input.heading_error, input.angular_velocity - input.desired_heading_rate, input.dt)

# Keys: errors (oldest first), lastOutput.
func save_state() -> Dictionary:
	return {"errors": _history.values(), "lastOutput": last_output}

func restore_state(memory: Dictionary) -> bool:
	if not (ControllerMemory.has_numbers(memory, "errors", _history.capacity) and ControllerMemory.has_number(memory, "lastOutput")):
		return false
	_history.set_values(memory["errors"])
	last_output = float(memory["lastOutput"])
	return true

func _output() -> float:
	var n: int = _history.size()
	if n < 3:
		return 0.0
	var dt: float = settings["as_published_dt"]
	var proportional: float = float(settings["kp"]) * _history.at(n - 1)
	var integral := 0.0
	for i in range(1, n - 1, 2):
		integral += 4.0 * _history.at(i)
	for i in range(2, n - 1, 2):
		integral += 2.0 * _history.at(i)
	integral += _history.at(0)
	integral += _history.at(n - 1)
	integral /= 3.0 * dt
	integral *= float(settings["ki"])
	var derivative: float = (float(settings["kd"]) * (_history.at(n - 1) - _history.at(n - 2))) / dt
	return float(settings["k_plant"]) * (proportional + integral + derivative)
