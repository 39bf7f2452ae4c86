class_name PidSteeringStablePdController
# pid-steering for GDScript: David Wu's stable (backward) PD (src/sim/control/StablePdController.ts):
# g = 1 / (1 + kd dt + kp dt^2), alpha = alpha_d - kp g e - (kd + kp dt) g (w - w_d), stable for
# every gain, with the gains whose discrete poles are exactly those of w and zeta. Settings:
# natural_frequency 8 (rad/s), damping_ratio 1, kp null, kd null (raw gains override w and zeta),
# scale_with_turn_rate true, braking_curve true.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"natural_frequency": {"gt": 0.0, "max": 3000.0, "text": "a number > 0 and <= 3000"}, "damping_ratio": {"min": 0.0, "max": 1000.0, "text": "a number >= 0 and <= 1000"},
	"kp": TurnCommon.OPTIONAL_GAIN, "kd": TurnCommon.OPTIONAL_GAIN, "scale_with_turn_rate": TurnCommon.FLAG, "braking_curve": TurnCommon.FLAG}
var refusal := ""

var settings := {}
var _kp := 0.0
var _kd := 0.0
var _gains_dt := 0.0
var _gains_ratio := 0.0
var _has_gains := false  # the gains are computed on the first update

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringStablePdController", settings, RULES)

func _init(changes := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringStablePdController", changes, RULES)
	if refusal != "":
		push_error(refusal)
		changes = {}
	settings = {"natural_frequency": 8.0, "damping_ratio": 1.0, "kp": null, "kd": null, "scale_with_turn_rate": true, "braking_curve": true}
	for key in changes:
		settings[key] = changes[key]

func get_type() -> String:
	return "stable-pd"

func update(input) -> float:
	if refusal != "":
		return 0.0
	var dt: float = input.dt
	var limit: float = input.max_angular_acceleration
	var r: float = TurnCommon.turn_rate_ratio(limit, settings["scale_with_turn_rate"])
	if not _has_gains or dt != _gains_dt or r != _gains_ratio:
		_update_gains(dt, r)
	var g: float = TurnCommon.divide(1.0, 1.0 + _kd * dt + _kp * dt * dt)
	var stiffness: float = _kp * g
	var damping: float = (_kd + _kp * dt) * g
	var error_rate: float = input.angular_velocity - input.desired_heading_rate
	return input.desired_heading_acceleration + TurnCommon.shaped_proportional(input.heading_error, stiffness, damping, limit, settings["braking_curve"]) - damping * error_rate

func _update_gains(dt: float, r: float) -> void:
	var poles := [0.0, 0.0]
	if settings["kp"] == null or settings["kd"] == null:
		poles = TurnCommon.stable_pd_pole_gains(float(settings["natural_frequency"]) * sqrt(r), float(settings["damping_ratio"]), dt)
	_kp = poles[0] if settings["kp"] == null else float(settings["kp"]) * r
	_kd = poles[1] if settings["kd"] == null else float(settings["kd"]) * sqrt(r)
	_gains_dt = dt
	_gains_ratio = r
	_has_gains = true

# No memory (the gains follow from dt and the motor): nothing to forget, prepare, save or restore.
func reset() -> void:
	pass

func hand_over(_input, _previous_command: float) -> void:
	pass

func save_state() -> Dictionary:
	return {}

func restore_state(_memory: Dictionary) -> bool:
	return true
