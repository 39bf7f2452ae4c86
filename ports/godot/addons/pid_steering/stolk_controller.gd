class_name PidSteeringStolkController
# pid-steering for GDScript: Bram Stolk's pid1 for turning (src/sim/control/StolkController.ts):
# integral = (1 - dt) integral + dt error (leaky), derivative = (error - previous) / dt,
# command = -(kp error + ki integral + kd derivative), with no kick on the first sample after a reset.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings): kp, ki, kd, named and signed as every other
# controller's (defaults 60, 1, 15; his suggested (-10, -2, -1) are kp 10, ki 2, kd 1). Settings
# out of them are refused: the reason is pushed as an error and kept in `refusal`, the defaults
# are used, and update() answers 0.
const RULES := {"kp": TurnCommon.GAIN, "ki": TurnCommon.GAIN, "kd": TurnCommon.GAIN}
# His own names p, i, d, still read as old names, with his sign (p = -kp, each <= 0): "of" is the
# gain each stands for. One out of its range, or given with its gain's own name, is refused too.
const OLD_RULES := {
	"p": {"of": "kp", "min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (the old name of kp: p = -kp)"},
	"i": {"of": "ki", "min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (the old name of ki: i = -ki)"},
	"d": {"of": "kd", "min": -1e6, "max": 0.0, "text": "a number >= -1000000 and <= 0 (the old name of kd: d = -kd)"}
}
const OWNER := "PidSteeringStolkController"
var refusal := ""
const ControllerMemory = preload("controller_memory.gd")

var kp := 60.0
var ki := 1.0
var kd := 15.0
var _previous_error := 0.0
var _integral_error := 0.0
var _fresh := true

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return _read_settings(settings)["refusal"]

func _init(settings := {}) -> void:
	var read := _read_settings(settings)
	refusal = read["refusal"]
	var renamed: Dictionary = read["renamed"]
	if refusal != "":
		push_error(refusal)
		renamed = {}
	kp = float(renamed.get("kp", kp))
	ki = float(renamed.get("ki", ki))
	kd = float(renamed.get("kd", kd))

# {"renamed": the settings with the old names read as their gains, "refusal": "" or why not}. Each
# old name in the order given: its range, then whether its gain's name is given too (as the
# reference checks them); then every setting.
static func _read_settings(settings: Dictionary) -> Dictionary:
	var renamed := {}
	var why := ""
	for key in settings:
		if not OLD_RULES.has(key):
			renamed[key] = settings[key]
			continue
		var gain: String = OLD_RULES[key]["of"]
		if why == "":
			why = TurnCommon.check_settings(OWNER, {key: settings[key]}, OLD_RULES)
		if why == "" and settings.has(gain):
			why = "%s: give %s or its old name %s, not both" % [OWNER, gain, key]
		if why == "":
			renamed[gain] = -float(settings[key]) + 0.0  # + 0 makes -0 a 0
	if why == "":
		why = TurnCommon.check_settings(OWNER, renamed, RULES)
	return {"renamed": renamed, "refusal": why}

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
	# -kp error is his p error with p = -kp, bit for bit (a negation is exact).
	var proportional: float = -kp * error
	var integral: float = -ki * _integral_error
	var derivative: float = -kd * derivative_error
	return proportional + integral + derivative

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
