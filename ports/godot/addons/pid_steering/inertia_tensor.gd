class_name PidSteeringInertiaTensor
# pid-steering for GDScript: a rigid body's inertia tensor as engines give it, principal moments and
# the rotation of their frame, as a Dictionary {"moments": [x, y, z], "frame": [x, y, z, w]} (kg m^2;
# the frame takes the principal axes to the body's), and what a controller does with it in the world
# (src/sim/control3d/InertiaTensor.ts and inertiaFromMatrix.ts). Godot 4 gives it in
# _integrate_forces(state): the moments are 1 / state.inverse_inertia, each; the frame in the world
# is state.principal_inertia_axes, so in the body it is q^-1 (x) that basis's rotation (from_godot()).

const Math3D = preload("math3d.gd")
const Check3D = preload("check3d.gd")
const TurnCommon = preload("turn_common.gd")

# The principal moments the controllers take, kg m^2 (the reference's INERTIA_MOMENT_RANGE).
const MIN_MOMENT := 1e-12
const MAX_MOMENT := 1e15

# "" when `inertia` is a tensor the controllers take, else why not ("inertia.moments.y: ...").
static func check(inertia) -> String:
	if typeof(inertia) != TYPE_DICTIONARY:
		return "inertia: must be a Dictionary {\"moments\": ..., \"frame\": ...}, got %s" % str(inertia)
	var problem := Check3D.vector("inertia.moments", inertia.get("moments"), MIN_MOMENT, MAX_MOMENT, "a number >= 1e-12 and <= 1e15")
	if problem != "":
		return problem
	return Check3D.unit_quaternion("inertia.frame", inertia.get("frame"))

# A checked tensor as plain Arrays of floats.
static func of(inertia: Dictionary) -> Dictionary:
	return {"moments": Math3D.vec(inertia["moments"]), "frame": Math3D.quat(inertia["frame"])}

# A solid box of `mass` (kg, in (0, 1e15]) and edge lengths `size` (m, each in (0, 1e6]): m/12 (y^2 + z^2,
# x^2 + z^2, x^2 + y^2), its principal frame the body's. Bad arguments, or a moment outside the
# controllers' [1e-12, 1e15] kg m^2: push_error naming it (moments.x), and {}.
static func box(mass: float, size) -> Dictionary:
	var problem := "" if Check3D.within(mass, 0.0, 1e15) and mass > 0 else Check3D.refuse("mass", "a number > 0 and <= 1e15", mass)
	if problem == "":
		problem = Check3D.vector("size", size, -INF, 1e6, "a number > 0 and <= 1e6")
	if problem == "":
		for i in range(3):
			if not (Math3D.vec(size)[i] > 0) and problem == "":
				problem = Check3D.refuse("size." + ["x", "y", "z"][i], "a number > 0 and <= 1e6", Math3D.vec(size)[i])
	if problem != "":
		push_error("PidSteeringInertiaTensor.box: " + problem)
		return {}
	var s := Math3D.vec(size)
	var m := mass / 12.0
	var moments := [m * (s[1] * s[1] + s[2] * s[2]), m * (s[0] * s[0] + s[2] * s[2]), m * (s[0] * s[0] + s[1] * s[1])]
	problem = _made_moments(moments)
	if problem != "":
		push_error("PidSteeringInertiaTensor.box: " + problem)
		return {}
	return {"moments": moments, "frame": [0.0, 0.0, 0.0, 1.0]}

# "" when each moment a helper made is one the controllers take, else why not, naming it (moments.x).
static func _made_moments(moments: Array) -> String:
	return Check3D.vector("moments", moments, MIN_MOMENT, MAX_MOMENT, "a number >= 1e-12 and <= 1e15 (the moments the controllers take)")

# A solid sphere of `mass` (kg) and `radius` (m): 2/5 m r^2 about every axis. Bad arguments, or a
# moment outside the controllers' range: push_error and {}.
static func sphere(mass: float, radius: float) -> Dictionary:
	if not (Check3D.within(mass, 0.0, 1e15) and mass > 0 and Check3D.within(radius, 0.0, 1e6) and radius > 0):
		push_error("PidSteeringInertiaTensor.sphere: " + (Check3D.refuse("mass", "a number > 0 and <= 1e15", mass) if not (Check3D.within(mass, 0.0, 1e15) and mass > 0) else Check3D.refuse("radius", "a number > 0 and <= 1e6", radius)))
		return {}
	var moment := 0.4 * mass * radius * radius
	var problem := _made_moments([moment, moment, moment])
	if problem != "":
		push_error("PidSteeringInertiaTensor.sphere: " + problem)
		return {}
	return {"moments": [moment, moment, moment], "frame": [0.0, 0.0, 0.0, 1.0]}

# The same body's inertia with its principal frame turned by `rotation` within the body: the frame
# becomes rotation (x) frame. Bad arguments: push_error and {}.
static func rotated(inertia, rotation) -> Dictionary:
	var problem := check(inertia)
	if problem == "":
		problem = Check3D.unit_quaternion("rotation", rotation)
	if problem != "":
		push_error("PidSteeringInertiaTensor.rotated: " + problem)
		return {}
	var tensor := of(inertia)
	return {"moments": tensor["moments"], "frame": Math3D.multiply(Math3D.quat(rotation), tensor["frame"])}

# The tensor of a Godot 4 body in _integrate_forces(state): the moments 1 / state.inverse_inertia
# and the frame q^-1 (x) the rotation of state.principal_inertia_axes (which Godot gives in the
# world), q the body's orientation: from_godot(state.inverse_inertia, principal_axes_rotation, q)
# with the rotations as Quaternions (basis.get_rotation_quaternion() in Godot 4).
static func from_godot(inverse_inertia, principal_axes_in_world, orientation) -> Dictionary:
	var inverse := Math3D.vec(inverse_inertia)
	var moments := [TurnCommon.divide(1.0, inverse[0]), TurnCommon.divide(1.0, inverse[1]), TurnCommon.divide(1.0, inverse[2])]
	var q := Math3D.normalized_quat(Math3D.quat(orientation))
	var frame := Math3D.multiply([-q[0], -q[1], -q[2], q[3]], Math3D.normalized_quat(Math3D.quat(principal_axes_in_world)))
	return {"moments": moments, "frame": frame}

# The principal frame in the world for a body at `orientation`: q (x) F.
static func principal_frame_in_world(frame: Array, orientation: Array) -> Array:
	return Math3D.multiply(orientation, frame)

# I v for the principal `moments` whose frame is `principal_frame` (principal -> the frame v is in): R (I o (R^T v)).
static func times(moments: Array, principal_frame: Array, v: Array) -> Array:
	var p := Math3D.rotate_by_inverse(principal_frame, v)
	return Math3D.rotate(principal_frame, [moments[0] * p[0], moments[1] * p[1], moments[2] * p[2]])

# n^T I n, the moment of inertia about the unit axis n (kg m^2).
static func about(moments: Array, principal_frame: Array, n: Array) -> float:
	var p := Math3D.rotate_by_inverse(principal_frame, n)
	return moments[0] * p[0] * p[0] + moments[1] * p[1] * p[1] + moments[2] * p[2] * p[2]

# {"inertia": the principal moments and frame of the symmetric inertia matrix `matrix` (9 numbers,
# row by row, kg m^2), by Jacobi's eigenvalue method, or null; "refusal": "" or why not (not 9
# finite numbers, not symmetric within 1e-9 of its largest entry, not positive definite)}. Prints nothing.
static func from_matrix(matrix) -> Dictionary:
	if not (matrix is Array and matrix.size() == 9):
		return {"inertia": null, "refusal": "matrix: must be 9 numbers (a 3x3 matrix, row by row)"}
	var a := []
	var scale := 0.0
	for i in range(9):
		if not Check3D.within(matrix[i], -INF, INF):
			return {"inertia": null, "refusal": Check3D.refuse("matrix[%d]" % i, "a finite number", matrix[i])}
		a.append(Math3D.real(matrix[i]))
		scale = TurnCommon.js_max(scale, abs(a[i]))
	for pair in [[1, 3], [2, 6], [5, 7]]:
		if abs(a[pair[0]] - a[pair[1]]) > 1e-9 * scale:
			return {"inertia": null, "refusal": "matrix: must be symmetric (matrix[%d] = matrix[%d]), got %s and %s" % [pair[0], pair[1], str(a[pair[0]]), str(a[pair[1]])]}
	# v holds the eigenvectors as its columns; each rotation zeroes one off-diagonal pair of a.
	var v := [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]
	for _sweep in range(50):
		var off: float = abs(a[1]) + abs(a[2]) + abs(a[5])
		if off <= 1e-15 * scale:
			break
		for plane in [[0, 1], [0, 2], [1, 2]]:
			var p: int = plane[0]
			var q: int = plane[1]
			var apq: float = a[p * 3 + q]
			if apq == 0:
				continue
			var theta: float = (a[q * 3 + q] - a[p * 3 + p]) / (2.0 * apq)
			var t: float = (-1.0 if theta < 0 else 1.0) / (abs(theta) + sqrt(theta * theta + 1.0))
			var c := 1.0 / sqrt(t * t + 1.0)
			var s := t * c
			for k in range(3):
				var akp: float = a[k * 3 + p]
				var akq: float = a[k * 3 + q]
				a[k * 3 + p] = c * akp - s * akq
				a[k * 3 + q] = s * akp + c * akq
			for k in range(3):
				var apk: float = a[p * 3 + k]
				var aqk: float = a[q * 3 + k]
				a[p * 3 + k] = c * apk - s * aqk
				a[q * 3 + k] = s * apk + c * aqk
			for k in range(3):
				var vkp: float = v[k * 3 + p]
				var vkq: float = v[k * 3 + q]
				v[k * 3 + p] = c * vkp - s * vkq
				v[k * 3 + q] = s * vkp + c * vkq
	if not (a[0] > 0 and a[4] > 0 and a[8] > 0):
		return {"inertia": null, "refusal": "matrix: must be positive definite (a body's inertia), got principal moments %s, %s, %s" % [str(a[0]), str(a[4]), str(a[8])]}
	# A rotation, not a reflection: turn the third axis round if the columns are left-handed.
	var det: float = v[0] * (v[4] * v[8] - v[5] * v[7]) - v[1] * (v[3] * v[8] - v[5] * v[6]) + v[2] * (v[3] * v[7] - v[4] * v[6])
	if det < 0:
		for k in range(3):
			v[k * 3 + 2] = -v[k * 3 + 2]
	var tensor := {"moments": [a[0], a[4], a[8]], "frame": _quat_from_matrix(v)}
	var problem := check(tensor)
	return {"inertia": null if problem != "" else tensor, "refusal": problem}

# The unit quaternion of the rotation matrix m (row by row): Shepperd's method, from the largest of w, x, y, z.
static func _quat_from_matrix(m: Array) -> Array:
	var trace: float = m[0] + m[4] + m[8]
	if trace > 0:
		var s := 2.0 * sqrt(trace + 1.0)
		return [(m[7] - m[5]) / s, (m[2] - m[6]) / s, (m[3] - m[1]) / s, s / 4.0]
	if m[0] > m[4] and m[0] > m[8]:
		var s := 2.0 * sqrt(1.0 + m[0] - m[4] - m[8])
		return [s / 4.0, (m[1] + m[3]) / s, (m[2] + m[6]) / s, (m[7] - m[5]) / s]
	if m[4] > m[8]:
		var s := 2.0 * sqrt(1.0 + m[4] - m[0] - m[8])
		return [(m[1] + m[3]) / s, s / 4.0, (m[5] + m[7]) / s, (m[2] - m[6]) / s]
	var s := 2.0 * sqrt(1.0 + m[8] - m[0] - m[4])
	return [(m[2] + m[6]) / s, (m[5] + m[7]) / s, s / 4.0, (m[3] - m[1]) / s]
