class_name PidSteeringStolkController
# pid-steering for GDScript: Bram Stolk's pid1 for turning (src/sim/control/StolkController.ts):
# integral = (1 - dt) integral + dt error (leaky), derivative = (error - previous) / dt,
# command = p error + i integral + d derivative, with no kick on the first sample after a reset.
# Settings: p -60, i -1, d -15 (negative: steer against the error); his suggested (-10, -2, -1).

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {
	"p": {"min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (p = -kp: a positive p turns the body away from its target)"},
	"i": {"min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (i = -ki)"},
	"d": {"min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (d = -kd)"}
}
var refusal := ""
const ControllerMemory = preload("controller_memory.gd")

var p := -60.0
var i := -1.0
var d := -15.0
var _previous_error := 0.0
var _integral_error := 0.0
var _fresh := true

func _init(settings := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringStolkController", settings, RULES)
	if refusal != "":
		push_error(refusal)
		settings = {}
	p = float(settings.get("p", p))
	i = float(settings.get("i", i))
	d = float(settings.get("d", d))

func get_type() -> String:
	return "stolk"

func reset() -> void:
	_previous_error = 0.0
	_integral_error = 0.0
	_fresh = true

func update(input) -> float:
	if refusal != "":
		return 0.0
	var dt: float = input.dt
	if dt <= 0:
		return 0.0
	var error: float = TurnCommon.wrap_angle(input.heading_error)
	if _fresh:
		_integral_error = TurnCommon.bounded_memory(error)
		_previous_error = TurnCommon.bounded_memory(error)
	_integral_error = TurnCommon.bounded_memory((1.0 - dt) * _integral_error + dt * error)
	var derivative_error: float = (error - _previous_error) / dt
	_previous_error = TurnCommon.bounded_memory(error)
	_fresh = false
	return p * error + i * _integral_error + d * derivative_error

func hand_over(_input, _previous_command: float) -> void:
	pass

# Keys: previousError, integralError, fresh (the next sample is the first).
func save_state() -> Dictionary:
	return {"previousError": _previous_error, "integralError": _integral_error, "fresh": _fresh}

func restore_state(memory: Dictionary) -> bool:
	if not (ControllerMemory.has_number(memory, "previousError") and ControllerMemory.has_number(memory, "integralError") and ControllerMemory.has_boolean(memory, "fresh")):
		return false
	_previous_error = float(memory["previousError"])
	_integral_error = float(memory["integralError"])
	_fresh = memory["fresh"]
	return true
