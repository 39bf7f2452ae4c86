class_name PidSteeringSpdController
# pid-steering for GDScript: Stable PD control (Tan, Liu and Turk) (src/sim/control/SpdController.ts):
# alpha = alpha_d + (-kp (e + dt e') - kd e') / (I + kd dt), e' = w - w_d. By default tuned by
# natural frequency and damping ratio, so the same turn on any body. Settings: kp null, kd null (raw
# torque gains, N m/rad and N m s/rad; given without w they are the tuning), natural_frequency null
# (8 unless raw gains are given), damping_ratio null (1), scale_with_turn_rate true, braking_curve true.

const TurnCommon = preload("turn_common.gd")

# Its settings' rules (TurnCommon.check_settings). Settings out of them are refused: the reason is
# pushed as an error and kept in `refusal`, the defaults are used, and update() answers 0.
const RULES := {"kp": TurnCommon.OPTIONAL_GAIN, "kd": TurnCommon.OPTIONAL_GAIN, "natural_frequency": TurnCommon.FREQUENCY, "damping_ratio": TurnCommon.DAMPING, "scale_with_turn_rate": TurnCommon.FLAG, "braking_curve": TurnCommon.FLAG}
var refusal := ""

var settings := {}
var _pole_kp := 0.0
var _pole_kd := 0.0
var _gains_dt := 0.0
var _gains_ratio := 0.0
var _gains_inertia := 0.0
var _has_gains := false  # the gains are computed on the first update

# "" when `settings` keep its rules, else why not: what the constructor pushes as an error and keeps
# in `refusal` (it then runs on its defaults and update() answers 0). Ask first to refuse settings
# without an error in the console.
static func check(settings: Dictionary) -> String:
	return TurnCommon.check_settings("PidSteeringSpdController", settings, RULES)

func _init(changes := {}) -> void:
	refusal = TurnCommon.check_settings("PidSteeringSpdController", changes, RULES)
	if refusal != "":
		push_error(refusal)
		changes = {}
	settings = {"kp": null, "kd": null, "natural_frequency": null, "damping_ratio": null, "scale_with_turn_rate": true, "braking_curve": true}
	for key in changes:
		settings[key] = changes[key]
	if settings["natural_frequency"] == null and settings["kp"] == null and settings["kd"] == null:
		settings["natural_frequency"] = 8.0

func get_type() -> String:
	return "spd"

func update(input) -> float:
	if refusal != "":
		return 0.0
	var s := settings
	var dt: float = input.dt
	var inertia: float = input.inertia
	var limit: float = input.max_angular_acceleration
	var r: float = TurnCommon.turn_rate_ratio(limit, s["scale_with_turn_rate"])
	var by_frequency: bool = s["natural_frequency"] != null
	if (by_frequency or s["kp"] == null or s["kd"] == null) and (not _has_gains or dt != _gains_dt or r != _gains_ratio or inertia != _gains_inertia):
		var w: float = 8.0 if s["natural_frequency"] == null else float(s["natural_frequency"])
		var zeta: float = 1.0 if s["damping_ratio"] == null else float(s["damping_ratio"])
		var gains: Array = TurnCommon.spd_pole_gains(w * sqrt(r), zeta, dt, inertia)
		_pole_kp = gains[0]
		_pole_kd = gains[1]
		_gains_dt = dt
		_gains_ratio = r
		_gains_inertia = inertia
		_has_gains = true
	var base_kp: float = _pole_kp / r if by_frequency or s["kp"] == null else float(s["kp"])
	var base_kd: float = _pole_kd / sqrt(r) if by_frequency or s["kd"] == null else float(s["kd"])
	var kp: float = base_kp * r
	var kd: float = base_kd * sqrt(r)
	var denominator: float = inertia + kd * dt
	var p: float = TurnCommon.divide(kp, denominator)
	var d: float = TurnCommon.divide(kd + kp * dt, denominator)
	var error_rate: float = input.angular_velocity - input.desired_heading_rate
	return input.desired_heading_acceleration + TurnCommon.shaped_proportional(input.heading_error, p, d, limit, s["braking_curve"]) - d * error_rate

# No memory: nothing to forget, prepare, save or restore.
func reset() -> void:
	pass

func hand_over(_input, _previous_command: float) -> void:
	pass

func save_state() -> Dictionary:
	return {}

func restore_state(_memory: Dictionary) -> bool:
	return true
