class_name PidSteeringAim
# pid-steering for GDScript: the wanted orientations of "face the target", with the roll left free
# (the smallest turn that points the nose) or with an up vector kept (a look rotation), for an
# attitude controller to turn to (src/sim/control3d/faceDirection.ts and src/sim/math3d/aim.ts).
# Quaternions come back as [x, y, z, w]. Godot's forward axis is -z (the default here is +z, glTF's
# and Unity's: give FORWARD_GODOT in a Godot scene).

const Math3D = preload("math3d.gd")
const Check3D = preload("check3d.gd")

const FORWARD := [0.0, 0.0, 1.0]
const FORWARD_GODOT := [0.0, 0.0, -1.0]
const UP := [0.0, 1.0, 0.0]

# The smallest rotation taking the direction `from` onto the direction `to` (neither zero): about
# from x to by the angle between them; opposite directions, a half turn about an axis perpendicular
# to `from`, the same one every time.
static func shortest_arc(from: Array, to: Array) -> Array:
	var unit_from: Array = Math3D.normalized3(from, [0.0, 0.0, 0.0])[0]
	var unit_to: Array = Math3D.normalized3(to, [0.0, 0.0, 0.0])[0]
	var axis := Math3D.cross(unit_from, unit_to)
	var w := 1.0 + Math3D.dot(unit_from, unit_to)
	if not (w > 0) or (axis[0] == 0 and axis[1] == 0 and axis[2] == 0 and w < 1):
		var perpendicular := Math3D.any_perpendicular(unit_from)
		return [perpendicular[0], perpendicular[1], perpendicular[2], 0.0]
	var length := sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2] + w * w)
	return [axis[0] / length, axis[1] / length, axis[2] / length, w / length]

# {"orientation": the orientation that points the body's `forward_axis` (body frame) along
# `direction` (world) by the smallest rotation from `orientation`, or null; "refusal": "" or why
# not}. The roll stays, and as the body turns toward it this orientation stays put: give it to the
# controller afresh every step. Straight behind, a half turn about an axis perpendicular to the nose.
static func face_direction(orientation, direction, forward_axis = FORWARD) -> Dictionary:
	var problem := Check3D.unit_quaternion("orientation", orientation)
	if problem == "":
		problem = Check3D.direction("direction", direction)
	if problem == "":
		problem = Check3D.direction("forward_axis", forward_axis)
	if problem != "":
		return {"orientation": null, "refusal": problem}
	var unit := Math3D.normalized_quat(Math3D.quat(orientation))
	var arc := shortest_arc(Math3D.rotate(unit, Math3D.direction_in_range(Math3D.vec(forward_axis))), Math3D.direction_in_range(Math3D.vec(direction)))
	return {"orientation": Math3D.multiply(arc, unit), "refusal": ""}

# {"orientation": the orientation that points the body's `forward_axis` along `direction` and turns
# its `up_axis` as near `up` (world) as it can be (Godot's looking_at, Unity's LookRotation, with
# your axes), or null; "refusal": "" or why not (a zero direction or axis, an up axis along the
# forward one)}. Looking along `up` itself, the roll is the smallest arc's.
static func look_rotation(direction, up, forward_axis = FORWARD, up_axis = UP) -> Dictionary:
	var problem := Check3D.direction("direction", direction)
	if problem == "":
		problem = Check3D.finite_vector("up", up)
	if problem == "":
		problem = Check3D.direction("forward_axis", forward_axis)
	if problem == "":
		problem = Check3D.direction("up_axis", up_axis)
	if problem != "":
		return {"orientation": null, "refusal": problem}
	# As directions whose squares neither overflow nor underflow (a component of 1e300 or 1e-300).
	var f := Math3D.direction_in_range(Math3D.vec(forward_axis))
	var u := Math3D.direction_in_range(Math3D.vec(up_axis))
	var cosine: float = (f[0] * u[0] + f[1] * u[1] + f[2] * u[2]) / (Math3D.length_of(f) * Math3D.length_of(u))
	if not (abs(cosine) < 1.0 - 1e-9):
		return {"orientation": null, "refusal": "up_axis: must not lie along forward_axis (the up axis names the roll about the forward one)"}
	var d := Math3D.direction_in_range(Math3D.vec(direction))
	var wanted := Math3D.direction_in_range(Math3D.vec(up))
	var look := shortest_arc(f, d)
	var unit_to: Array = Math3D.normalized3(d, [0.0, 0.0, 0.0])[0]
	var turned_up := Math3D.rotate(look, u)
	turned_up = Math3D.add_scaled(turned_up, unit_to, -Math3D.dot(turned_up, unit_to))
	var wanted_up := Math3D.add_scaled(wanted, unit_to, -Math3D.dot(wanted, unit_to))
	var turned: Array = Math3D.normalized3(turned_up, turned_up)
	if turned[1] > 0:
		var kept: Array = Math3D.normalized3(wanted_up, wanted_up)
		if kept[1] > 1e-12 * sqrt(Math3D.dot(wanted, wanted)):
			var roll := atan2(Math3D.dot(Math3D.cross(turned[0], kept[0]), unit_to), Math3D.dot(turned[0], kept[0]))
			look = Math3D.multiply(Math3D.from_axis_angle(unit_to, roll), look)
	return {"orientation": look, "refusal": ""}
