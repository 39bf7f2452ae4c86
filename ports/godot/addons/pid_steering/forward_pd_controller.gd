class_name PidSteeringForwardPdController
# pid-steering for GDScript: the forward PD, a spring and a damper (src/sim/control/ForwardPdController.ts):
# alpha = alpha_d - kp e - kd (w - w_d), gains scaled to the motor, large turns shaped by its
# braking curve. Settings: kp 60, kd 14, natural_frequency null (when set, kp = w^2, kd = 2 zeta w),
# damping_ratio null (1), scale_with_turn_rate true, braking_curve true.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"kp": TurnCommon.GAIN, "kd": TurnCommon.GAIN, "natural_frequency": TurnCommon.FREQUENCY, "damping_ratio": TurnCommon.DAMPING, "scale_with_turn_rate": TurnCommon.FLAG, "braking_curve": TurnCommon.FLAG}
var refusal := ""

var _kp: float
var _kd: float
var _scale_with_turn_rate: bool
var _braking_curve: bool

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringForwardPdController", settings, RULES)

func _init(settings := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringForwardPdController", settings, RULES)
	if refusal != "":
		push_error(refusal)
		settings = {}
	var natural_frequency = settings.get("natural_frequency", null)
	if natural_frequency == null:
		_kp = float(settings.get("kp", 60.0))
		_kd = float(settings.get("kd", 14.0))
	else:
		var damping_ratio = settings.get("damping_ratio", null)
		var gains: Array = TurnCommon.gains_from_natural_frequency(float(natural_frequency), 1.0 if damping_ratio == null else float(damping_ratio))
		_kp = gains[0]
		_kd = gains[1]
	_scale_with_turn_rate = settings.get("scale_with_turn_rate", true)
	_braking_curve = settings.get("braking_curve", true)

func get_type() -> String:
	return "pd"

func update(input) -> float:
	if refusal != "":
		return 0.0
	var limit: float = input.max_angular_acceleration
	var r: float = TurnCommon.turn_rate_ratio(limit, _scale_with_turn_rate)
	var kp: float = _kp * r
	var kd: float = _kd * sqrt(r)
	var proportional: float = TurnCommon.shaped_proportional(input.heading_error, kp, kd, limit, _braking_curve)
	var derivative: float = -kd * (input.angular_velocity - input.desired_heading_rate)
	return proportional + derivative + input.desired_heading_acceleration

# No memory: nothing to forget, prepare, save or restore.
func reset() -> void:
	pass

func hand_over(_input, _previous_command: float) -> void:
	pass

func save_state() -> Dictionary:
	return {}

func restore_state(_memory: Dictionary) -> bool:
	return true
