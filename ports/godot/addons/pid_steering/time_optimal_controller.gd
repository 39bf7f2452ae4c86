class_name PidSteeringTimeOptimalController
# pid-steering for GDScript: the time-optimal turn controller (src/sim/control/TimeOptimalController.ts):
# bang-bang with a braking curve, exact for the fixed step. At every moment it turns as fast as it
# can while still able to stop in the angle left; near the target the rate is capped at gain x
# distance. Settings: gain null (1/dt: land dead-beat; smaller is a softer finish).

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"gain": {"gt": 0.0, "max": 1e6, "null": true, "text": "a number > 0 and <= 1000000 (a negative gain turns the body away from its target), or null"}}
var refusal := ""

var gain = null

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringTimeOptimalController", settings, RULES)

func _init(settings := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringTimeOptimalController", settings, RULES)
	if refusal != "":
		push_error(refusal)
		settings = {}
	gain = settings.get("gain", null)

func get_type() -> String:
	return "time-optimal"

func update(input) -> float:
	if refusal != "":
		return 0.0
	var a: float = input.max_angular_acceleration
	var dt: float = input.dt
	var set_point_acceleration: float = input.desired_heading_acceleration
	var error_rate: float = input.angular_velocity - input.desired_heading_rate
	var distance: float = abs(input.heading_error)
	var direction: float = -1.0 if input.heading_error > 0 else 1.0
	var braking: float = TurnCommon.discrete_braking_rate(distance, TurnCommon.js_max(0.0, a - abs(set_point_acceleration)), dt)
	var linear: float = (TurnCommon.divide(1.0, dt) if gain == null else float(gain)) * distance
	var rate: float = direction * TurnCommon.js_min(braking, linear)
	return set_point_acceleration + TurnCommon.divide(rate - error_rate, dt)

# No memory: nothing to forget, prepare, save or restore.
func reset() -> void:
	pass

func hand_over(_input, _previous_command: float) -> void:
	pass

func save_state() -> Dictionary:
	return {}

func restore_state(_memory: Dictionary) -> bool:
	return true
