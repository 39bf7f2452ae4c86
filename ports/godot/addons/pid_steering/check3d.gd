class_name PidSteeringCheck3D
# pid-steering for GDScript: the checks of the 3D controllers' arguments (src/sim/control3d/check3d.ts).
# Each answers "" or the refusal naming the field, its range and what it got
# ("inertia.moments.y: must be a number >= 1e-12 and <= 1e15, got 0"). Checks only: nothing is
# changed by them. A vector is a Vector3 or an Array of 3 numbers, a quaternion a Quaternion (Quat
# in Godot 3) or an Array of 4 numbers.

const Math3D = preload("math3d.gd")

# How far from 1 a unit quaternion's length may be (the reference's UNIT_QUATERNION_TOLERANCE).
const UNIT_QUATERNION_TOLERANCE := 1e-4

static func refuse(name: String, range_text: String, value) -> String:
	return "%s: must be %s, got %s" % [name, range_text, str(value)]

# Whether `value` is a finite number within [low, high].
static func within(value, low: float, high: float) -> bool:
	return Math3D.is_number(value) and not is_nan(value) and not is_inf(value) and value >= low and value <= high

# "" when `value` is a finite number within [low, high].
static func number(name: String, value, low: float, high: float, range_text: String) -> String:
	return "" if within(value, low, high) else refuse(name, range_text, value)

# "" when `value` is a vector whose components are finite and within [low, high].
static func vector(name: String, value, low: float, high: float, range_text: String) -> String:
	if typeof(value) != TYPE_VECTOR3 and not (value is Array and value.size() == 3):
		return "%s: must be a Vector3 or an Array of 3 numbers, got %s" % [name, str(value)]
	var v = value if value is Array else [value.x, value.y, value.z]
	for i in range(3):
		if not within(v[i], low, high):
			return refuse(name + "." + ["x", "y", "z"][i], range_text, v[i])
	return ""

# "" when `value` is a vector of finite components.
static func finite_vector(name: String, value) -> String:
	return vector(name, value, -INF, INF, "a finite number")

# "" when `value` is a unit quaternion of finite numbers, its length within 1e-4 of 1.
static func unit_quaternion(name: String, value) -> String:
	if not Math3D.is_quaternion(value) and not (value is Array and value.size() == 4):
		return "%s: must be a Quaternion or an Array of 4 numbers [x, y, z, w], got %s" % [name, str(value)]
	var q = value if value is Array else [value.x, value.y, value.z, value.w]
	for i in range(4):
		if not within(q[i], -INF, INF):
			return refuse(name + "." + ["x", "y", "z", "w"][i], "a finite number", q[i])
	var length := sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3])
	if abs(length - 1.0) <= UNIT_QUATERNION_TOLERANCE:
		return ""
	return "%s: must be a unit quaternion (its length within 0.0001 of 1), got length %s" % [name, str(length)]

# "" when `value` is a direction: a finite vector that is not zero.
static func direction(name: String, value) -> String:
	var problem := finite_vector(name, value)
	if problem != "":
		return problem
	var v := Math3D.vec(value)
	if v[0] != 0 or v[1] != 0 or v[2] != 0:
		return ""
	return "%s: must not be zero (a direction), got (0, 0, 0)" % name
