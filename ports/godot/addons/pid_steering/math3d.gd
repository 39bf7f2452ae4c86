class_name PidSteeringMath3D
# pid-steering for GDScript (Godot 3.2+ and 4): 3-D vectors and quaternions as Arrays of floats,
# [x, y, z] and [x, y, z, w], and the few operations the 3D controllers need
# (src/sim/math3d/vec3.ts and quaternion.ts), with the reference's operations in the same order.
# Arrays, not Vector3 and Quaternion: those hold 32-bit floats in Godot's standard builds, and the
# controllers compute in GDScript's 64-bit floats. vec() and quat() take a Vector3, a Quaternion
# (Quat in Godot 3) or an Array; to_vector3() gives a torque back to Godot.

# Godot's quaternion type: Quat (10) in Godot 3, Quaternion (15) in Godot 4. Neither name parses in
# the other version, so the numbers, by the running version.
const _QUATERNION_TYPE_GODOT3 := 10
const _QUATERNION_TYPE_GODOT4 := 15

# Whether `value` is an int or a float.
static func is_number(value) -> bool:
	return typeof(value) == TYPE_INT or typeof(value) == 3  # TYPE_REAL in Godot 3, TYPE_FLOAT in Godot 4

# Whether `value` is Godot's quaternion (Quat in Godot 3, Quaternion in Godot 4).
static func is_quaternion(value) -> bool:
	return typeof(value) == (_QUATERNION_TYPE_GODOT3 if Engine.get_version_info()["major"] < 4 else _QUATERNION_TYPE_GODOT4)

# `value` as a float: an int exactly (x * 1.0; Godot 3's float() of an int passes through 32 bits).
static func real(value) -> float:
	return value * 1.0

# A Vector3 or an Array of 3 numbers as [x, y, z] of floats (check3d.gd checks first).
static func vec(value) -> Array:
	if typeof(value) == TYPE_VECTOR3:
		return [real(value.x), real(value.y), real(value.z)]
	return [real(value[0]), real(value[1]), real(value[2])]

# A Quaternion (Quat) or an Array of 4 numbers as [x, y, z, w] of floats.
static func quat(value) -> Array:
	if is_quaternion(value):
		return [real(value.x), real(value.y), real(value.z), real(value.w)]
	return [real(value[0]), real(value[1]), real(value[2]), real(value[3])]

# [x, y, z] as a Vector3, for Godot's apply_torque and its kin.
static func to_vector3(v: Array) -> Vector3:
	return Vector3(v[0], v[1], v[2])

static func dot(a: Array, b: Array) -> float:
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

static func cross(a: Array, b: Array) -> Array:
	return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]

# a + s b.
static func add_scaled(a: Array, b: Array, s: float) -> Array:
	return [a[0] + s * b[0], a[1] + s * b[1], a[2] + s * b[2]]

static func scaled(v: Array, s: float) -> Array:
	return [s * v[0], s * v[1], s * v[2]]

# |v| as the square root of the sum of squares.
static func length_of(v: Array) -> float:
	return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])

# JavaScript's Math.hypot(a, b, c), step for step as V8 computes it (the largest magnitude taken
# out, the squares of the ratios summed with Kahan's compensation), for the reference's last bit.
static func hypot3(a: float, b: float, c: float) -> float:
	var values := [abs(a), abs(b), abs(c)]
	var largest := 0.0
	var nan := false
	for value in values:
		if is_nan(value):
			nan = true
		elif value > largest:
			largest = value
	if is_inf(largest):
		return largest
	if nan:
		return NAN
	if largest == 0:
		return 0.0
	var sum := 0.0
	var compensation := 0.0
	for value in values:
		var ratio: float = value / largest
		var summand: float = ratio * ratio - compensation
		var preliminary: float = sum + summand
		compensation = (preliminary - sum) - summand
		sum = preliminary
	return sqrt(sum) * largest

# `v` divided by its largest component when that is past 1e150 or under 1e-150 (so that the squares
# of its length neither overflow nor underflow), else `v` as it is, bit for bit: for the aiming
# helpers, which use a direction only.
static func direction_in_range(v: Array) -> Array:
	# Compared by hand: Godot 3's max() computes in 32-bit floats, where 1e200 is infinite.
	var largest: float = abs(v[0])
	if abs(v[1]) > largest:
		largest = abs(v[1])
	if abs(v[2]) > largest:
		largest = abs(v[2])
	if largest > 1e150 or (largest > 0 and largest < 1e-150):
		return [v[0] / largest, v[1] / largest, v[2] / largest]
	return v

# v / |v| as [unit, |v|]: a zero (or not finite) vector gives `fallback` as its unit.
static func normalized3(v: Array, fallback: Array) -> Array:
	var length := length_of(v)
	if length > 0 and not is_inf(length):
		return [scaled(v, 1.0 / length), length]
	return [fallback, length]

# A unit vector perpendicular to the unit vector v: v crossed with the world axis it is least aligned with.
static func any_perpendicular(v: Array) -> Array:
	var ax: float = abs(v[0])
	var ay: float = abs(v[1])
	var az: float = abs(v[2])
	var out: Array
	if ax <= ay and ax <= az:
		out = [0.0, v[2], -v[1]]
	elif ay <= az:
		out = [-v[2], 0.0, v[0]]
	else:
		out = [v[1], -v[0], 0.0]
	return normalized3(out, out)[0]

# q / |q| (the identity for a zero quaternion).
static func normalized_quat(q: Array) -> Array:
	var length := sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3])
	if not (length > 0):
		return [0.0, 0.0, 0.0, 1.0]
	return [q[0] / length, q[1] / length, q[2] / length, q[3] / length]

# a (x) b: the rotation b, then a.
static func multiply(a: Array, b: Array) -> Array:
	return [a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1], a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
		a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3], a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]]

# a (x) b^-1, for unit b.
static func multiply_by_inverse(a: Array, b: Array) -> Array:
	return [-a[3] * b[0] + a[0] * b[3] - a[1] * b[2] + a[2] * b[1], -a[3] * b[1] + a[0] * b[2] + a[1] * b[3] - a[2] * b[0],
		-a[3] * b[2] - a[0] * b[1] + a[1] * b[0] + a[2] * b[3], a[3] * b[3] + a[0] * b[0] + a[1] * b[1] + a[2] * b[2]]

# q v q^-1 for a unit q (body -> world for an orientation).
static func rotate(q: Array, v: Array) -> Array:
	var tx: float = 2.0 * (q[1] * v[2] - q[2] * v[1])
	var ty: float = 2.0 * (q[2] * v[0] - q[0] * v[2])
	var tz: float = 2.0 * (q[0] * v[1] - q[1] * v[0])
	return [v[0] + q[3] * tx + (q[1] * tz - q[2] * ty), v[1] + q[3] * ty + (q[2] * tx - q[0] * tz), v[2] + q[3] * tz + (q[0] * ty - q[1] * tx)]

# q^-1 v q for a unit q (world -> body for an orientation).
static func rotate_by_inverse(q: Array, v: Array) -> Array:
	var tx: float = 2.0 * (q[2] * v[1] - q[1] * v[2])
	var ty: float = 2.0 * (q[0] * v[2] - q[2] * v[0])
	var tz: float = 2.0 * (q[1] * v[0] - q[0] * v[1])
	return [v[0] + q[3] * tx - (q[1] * tz - q[2] * ty), v[1] + q[3] * ty - (q[2] * tx - q[0] * tz), v[2] + q[3] * tz - (q[0] * ty - q[1] * tx)]

# The rotation by `angle` (rad) about the unit `axis` (right hand).
static func from_axis_angle(axis: Array, angle: float) -> Array:
	var half := angle / 2.0
	var s := sin(half)
	return [axis[0] * s, axis[1] * s, axis[2] * s, cos(half)]

# The rotation whose rotation vector is e (axis e/|e|, angle |e| rad).
static func from_rotation_vector(e: Array) -> Array:
	var angle := hypot3(e[0], e[1], e[2])
	if angle == 0:
		return [0.0, 0.0, 0.0, 1.0]
	var s := sin(angle / 2.0) / angle
	return [e[0] * s, e[1] * s, e[2] * s, cos(angle / 2.0)]

# The rotation vector of q taken the short way: 2 atan2(|v|, |w|) in [0, PI] times its unit axis.
static func short_rotation_vector(q: Array) -> Array:
	var side := -1.0 if q[3] < 0 else 1.0
	var s := hypot3(q[0], q[1], q[2])
	if s == 0:
		return [0.0, 0.0, 0.0]
	var scale: float = (side * 2.0 * atan2(s, side * q[3])) / s
	return [q[0] * scale, q[1] * scale, q[2] * scale]
