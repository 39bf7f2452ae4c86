class_name PidSteeringNaiveSnippetController
# pid-steering for GDScript: a blog post's PID, bugs included (src/sim/control/NaiveSnippetController.ts),
# to race the others with: a sum of errors and a difference of errors, both with no dt. Gains per
# frame at 60 frames a second: kp 60, ki 2/60, kd 14 x 60.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"kp": TurnCommon.GAIN, "ki": TurnCommon.GAIN, "kd": TurnCommon.GAIN}
var refusal := ""
const ControllerMemory = preload("controller_memory.gd")

var kp := 60.0
var ki := 2.0 / 60.0
var kd := 14.0 * 60.0
var _sum := 0.0
var _last_error := 0.0

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringNaiveSnippetController", settings, RULES)

func _init(settings := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringNaiveSnippetController", settings, RULES)
	if refusal != "":
		push_error(refusal)
		settings = {}
	kp = float(settings.get("kp", kp))
	ki = float(settings.get("ki", ki))
	kd = float(settings.get("kd", kd))

func get_type() -> String:
	return "naive-snippet"

func update(input) -> float:
	if refusal != "":
		return 0.0
	var error: float = input.heading_error
	_sum = TurnCommon.bounded_memory(_sum + error)
	var change: float = error - _last_error
	_last_error = TurnCommon.bounded_memory(error)
	var proportional: float = -kp * error
	var integral: float = -ki * _sum
	var derivative: float = -kd * change
	return proportional + integral + derivative

func reset() -> void:
	_sum = 0.0
	_last_error = 0.0

func hand_over(_input, _previous_command: float) -> void:
	pass

# Keys: sum (of the errors), lastError.
func save_state() -> Dictionary:
	return {"sum": _sum, "lastError": _last_error}

func restore_state(memory: Dictionary) -> bool:
	if not (ControllerMemory.has_number(memory, "sum") and ControllerMemory.has_number(memory, "lastError")):
		return false
	_sum = float(memory["sum"])
	_last_error = float(memory["lastError"])
	return true
