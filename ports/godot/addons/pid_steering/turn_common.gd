class_name PidSteeringTurnCommon
# pid-steering for GDScript (Godot 3.2+ and 4): what every turn controller shares, as static
# functions: the angle wrap, the motor's clamp, the turn-rate scaling, the braking curve, tuning by
# natural frequency and the guarded call that turns a body (src/sim/control/turnTorque.ts,
# brakingCurve.ts, turnRateScaling.ts, naturalFrequency.ts, src/sim/math/angle.ts). A port of the
# TypeScript reference with its floating-point operations in the same order.
#
# Godot 3's GDScript stops with an error on a division by zero, even of floats: every division
# whose divisor can be 0 goes through divide(), which answers as IEEE 754 does (inf, -inf, nan).

const TurnInput = preload("turn_input.gd")

const REFERENCE_TURN_RATE := 4.0 * PI  # rad/s^2: the motor limit gains are read at
const BRAKING_FRACTION := 0.8  # of the motor's limit, a shaped controller plans its braking with
const MAX_POLE_STEP := 20.0  # the largest |s dt| a pole is matched at
# The steps turn_torque takes, s, and the finite motor limits, rad/s^2 (the TypeScript's
# TURN_STEP_RANGE and MOTOR_LIMIT_RANGE): beyond them the controllers' arithmetic overflows.
const MIN_TURN_STEP := 1e-6
const MAX_TURN_STEP := 10.0
const MIN_MOTOR_LIMIT := 1e-6
const MAX_MOTOR_LIMIT := 1e9
# The largest magnitude a controller keeps in its memory (the TypeScript's MEMORY_BOUND).
const MEMORY_BOUND := 1e100

# The ranges of the controllers' settings, the TypeScript reference's (settingRules.ts), as rules for
# check_settings: "min"/"max" inclusive, "gt" an exclusive minimum, "int" whole numbers, "null"
# allowed unset, "choices" strings, "bool" true or false; "text" is what the refusal says.
const GAIN := {"min": 0.0, "max": 1e6, "text": "a number >= 0 and <= 1000000 (a negative gain turns the body away from its target)"}
const OPTIONAL_GAIN := {"min": 0.0, "max": 1e6, "null": true, "text": "a number >= 0 and <= 1000000 (a negative gain turns the body away from its target), or null"}
const HISTORY := {"min": 3.0, "max": 1000.0, "int": true, "text": "an integer >= 3 and <= 1000"}
const FREQUENCY := {"gt": 0.0, "max": 3000.0, "null": true, "text": "a number > 0 and <= 3000, or null"}
const DAMPING := {"min": 0.0, "max": 1000.0, "null": true, "text": "a number >= 0 and <= 1000, or null"}
const FLAG := {"bool": true, "text": "true or false"}
const PD_FAMILY := {"natural_frequency": FREQUENCY, "damping_ratio": DAMPING, "scale_with_turn_rate": FLAG, "braking_curve": FLAG}

# "" when every key of `settings` is one of `rules` and its value keeps its rule; else why not,
# naming the setting and its range, e.g. "PidSteeringPidController: kp must be a number >= 0 and
# <= 1000000 (...), got -1". The controllers push_error it and then refuse to run (update gives 0).
static func check_settings(owner: String, settings: Dictionary, rules: Dictionary) -> String:
	for key in settings:
		if not rules.has(key):
			var known := ""
			for name in rules:
				known += (", " if known != "" else "") + str(name)
			return "%s: %s is not one of its settings (%s)" % [owner, str(key), known]
		var rule: Dictionary = rules[key]
		var value = settings[key]
		if not _keeps(rule, value):
			return "%s: %s must be %s, got %s" % [owner, str(key), rule["text"], str(value)]
	return ""

static func _keeps(rule: Dictionary, value) -> bool:
	if value == null:
		return rule.get("null", false)
	if rule.has("bool"):
		return typeof(value) == TYPE_BOOL
	if rule.has("choices"):
		return typeof(value) == TYPE_STRING and rule["choices"].has(value)
	if typeof(value) != TYPE_INT and typeof(value) != typeof(0.5):
		return false
	var x := float(value)
	if is_nan(x) or is_inf(x):
		return false
	if rule.get("int", false) and x != floor(x):
		return false
	if rule.has("gt") and not (x > rule["gt"]):
		return false
	if rule.has("min") and not (x >= rule["min"]):
		return false
	return x <= rule["max"]

# Wraps an angle into (-PI, PI].
static func wrap_angle(angle: float) -> float:
	if angle > -PI and angle <= PI:
		return angle
	var wrapped: float = angle - TAU * floor((angle + PI) / TAU)
	if wrapped <= -PI:
		wrapped += TAU
	return wrapped

# The torque (N m) that turns a body by `controller` this step: its command clamped to
# +- motor_limit (rad/s^2) times the inertia about the centre of mass (kg m^2). Apply it once per
# physics step. Guarded as the TypeScript's turnTorque: when an input is NaN or infinite (the limit
# may be INF: no clamp), dt outside [MIN_TURN_STEP, MAX_TURN_STEP], a finite limit outside
# [MIN_MOTOR_LIMIT, MAX_MOTOR_LIMIT] or the inertia negative, the controller is not called (a bad
# reading cannot poison its integral or filters) and the torque is 0.
static func turn_torque(controller, heading_error: float, angular_velocity: float, dt: float, motor_limit: float, inertia: float, desired_heading_rate := 0.0, desired_heading_acceleration := 0.0) -> float:
	if not (is_finite_number(heading_error) and is_finite_number(angular_velocity) and is_finite_number(inertia) and inertia >= 0):
		return 0.0
	if not (dt >= MIN_TURN_STEP and dt <= MAX_TURN_STEP):
		return 0.0
	if not ((motor_limit >= MIN_MOTOR_LIMIT and motor_limit <= MAX_MOTOR_LIMIT) or motor_limit == INF):
		return 0.0
	if not (is_finite_number(desired_heading_rate) and is_finite_number(desired_heading_acceleration)):
		return 0.0
	var input = TurnInput.new()
	input.heading_error = heading_error
	input.angular_velocity = angular_velocity
	input.dt = dt
	input.max_angular_acceleration = motor_limit
	input.inertia = inertia
	input.desired_heading_rate = desired_heading_rate
	input.desired_heading_acceleration = desired_heading_acceleration
	var torque: float = clamp_to_motor(controller.update(input), motor_limit) * inertia
	return torque if is_finite_number(torque) else 0.0

# A command (rad/s^2) cut to +- the motor's limit; one that is not finite after the cut is 0.
static func clamp_to_motor(command: float, motor_limit: float) -> float:
	var clamped: float = clamp_to(command, motor_limit)
	return clamped if is_finite_number(clamped) else 0.0

# Clamps to +-limit (no change for an infinite limit; NaN passes through).
static func clamp_to(value: float, limit: float) -> float:
	if value > limit:
		return limit
	if value < -limit:
		return -limit
	return value

# r = motor_limit / 4 PI when enabled and the limit is finite and above 0, else 1.
static func turn_rate_ratio(motor_limit: float, enabled: bool) -> float:
	if enabled and motor_limit > 0 and is_finite_number(motor_limit):
		return motor_limit / REFERENCE_TURN_RATE
	return 1.0

# The largest closing rate (rad/s) at `distance` from which braking at `deceleration` from the next
# step on stops within it, in the engine's semi-implicit Euler step dt. With no limit (an infinite
# deceleration) it is the formula's limit as it grows, 2 d / dt (not inf - inf).
static func discrete_braking_rate(distance: float, deceleration: float, dt: float) -> float:
	if is_inf(deceleration) and deceleration > 0.0:
		return (2.0 * distance) / dt
	var half_step: float = (deceleration * dt) / 2.0
	return -half_step + sqrt(half_step * half_step + 2.0 * deceleration * distance)

# The closing rate a P-D loop asks for at `distance`, shaped by the braking curve beyond the knee.
static func shaped_closing_rate(distance: float, k: float, deceleration: float) -> float:
	var knee: float = divide(deceleration, k * k)
	if distance <= knee:
		return k * distance
	return sqrt(2.0 * deceleration * (distance - knee / 2.0))

# The proportional part -p e of a P-D law, shaped by the braking curve beyond |e| = A/k^2
# (A = 0.8 x the motor's limit, k = p/d); exactly -p e without shaping or a finite limit.
static func shaped_proportional(error: float, p: float, d: float, motor_limit: float, shaped: bool) -> float:
	if not shaped or not (d > 0) or not (p > 0) or not (motor_limit > 0 and is_finite_number(motor_limit)):
		return -p * error
	var k: float = p / d
	var deceleration: float = BRAKING_FRACTION * motor_limit
	var distance: float = abs(error)
	if distance <= divide(deceleration, k * k):
		return -p * error
	var closing: float = shaped_closing_rate(distance, k, deceleration)
	return -d * closing if error > 0 else d * closing

# kp = w^2, kd = 2 zeta w, as [kp, kd].
static func gains_from_natural_frequency(natural_frequency: float, damping_ratio: float) -> Array:
	return [natural_frequency * natural_frequency, 2.0 * damping_ratio * natural_frequency]

# The stable PD's [kp, kd] whose closed loop in steps of dt has exactly the poles of w and zeta.
static func stable_pd_pole_gains(natural_frequency: float, damping_ratio: float, dt: float) -> Array:
	var poles: Array = _inverse_poles(natural_frequency, damping_ratio, dt)
	var sum: float = poles[0]
	var product: float = poles[1]
	return _or_continuous(divide(product - sum + 1.0, dt * dt), divide(sum - 2.0, dt), natural_frequency, damping_ratio, 1.0)

# SPD's torque gains [kp, kd] for a body of inertia `inertia` whose closed loop in steps of dt has
# exactly the poles of w and zeta.
static func spd_pole_gains(natural_frequency: float, damping_ratio: float, dt: float, inertia: float) -> Array:
	var inverse: Array = _inverse_poles(natural_frequency, damping_ratio, dt)
	var product: float = 1.0 / inverse[1]
	var sum: float = inverse[0] * product
	var stiffness: float = 1.0 - sum + product
	var damping: float = sum - 2.0 * product
	var kd: float = divide(damping * inertia, (1.0 - damping) * dt)
	return _or_continuous(divide(stiffness * (inertia + kd * dt), dt * dt), kd, natural_frequency, damping_ratio, inertia)

static func _inverse_poles(natural_frequency: float, damping_ratio: float, dt: float) -> Array:
	var detuning: float = 1.0 - damping_ratio * damping_ratio
	if detuning > 0:
		var decay: float = js_min(MAX_POLE_STEP, damping_ratio * natural_frequency * dt)
		return [2.0 * exp(decay) * cos(sqrt(detuning) * natural_frequency * dt), exp(2.0 * decay)]
	var spread: float = sqrt(-detuning)
	var slow: float = js_min(MAX_POLE_STEP, (damping_ratio - spread) * natural_frequency * dt)
	var fast: float = js_min(MAX_POLE_STEP, (damping_ratio + spread) * natural_frequency * dt)
	return [exp(slow) + exp(fast), exp(slow + fast)]

static func _or_continuous(kp: float, kd: float, natural_frequency: float, damping_ratio: float, scale: float) -> Array:
	if kp >= 0 and kd >= 0 and is_finite_number(kp) and is_finite_number(kd):
		return [kp, kd]
	var continuous: Array = gains_from_natural_frequency(natural_frequency, damping_ratio)
	return [scale * continuous[0], scale * continuous[1]]

# Neither NaN nor infinite.
# A value as a controller keeps it: cut to +-MEMORY_BOUND, NaN as 0, so that a memory always saves
# and restores whatever update() was given. Values within the bound are kept exactly.
static func bounded_memory(value: float) -> float:
	if is_nan(value):
		return 0.0
	if value > MEMORY_BOUND:
		return MEMORY_BOUND
	if value < -MEMORY_BOUND:
		return -MEMORY_BOUND
	return value

static func is_finite_number(x: float) -> bool:
	return not is_nan(x) and not is_inf(x)

# a / b as IEEE 754 divides (Godot 3 stops with an error on a division by zero).
static func divide(a: float, b: float) -> float:
	if b != 0:
		return a / b
	if a == 0 or is_nan(a):
		return NAN
	return INF if (a > 0) != is_negative(b) else -INF

# Whether the sign bit is set (true for -0.0).
static func is_negative(x: float) -> bool:
	if x != 0:
		return x < 0
	var bytes = StreamPeerBuffer.new()
	bytes.put_double(x)
	bytes.seek(0)
	return bytes.get_64() < 0

# JavaScript's Math.sign: NaN for NaN, the zero itself for +0 and -0, else -1 or +1.
static func js_sign(x: float) -> float:
	if x > 0:
		return 1.0
	if x < 0:
		return -1.0
	return x

# JavaScript's Math.min of two numbers: NaN if either is NaN, and -0 is smaller than +0.
static func js_min(a: float, b: float) -> float:
	if is_nan(a) or is_nan(b):
		return NAN
	if a == b:
		return a if is_negative(a) else b
	return a if a < b else b

# JavaScript's Math.max of two numbers: NaN if either is NaN, and +0 is larger than -0.
static func js_max(a: float, b: float) -> float:
	if is_nan(a) or is_nan(b):
		return NAN
	if a == b:
		return b if is_negative(a) else a
	return a if a > b else b
