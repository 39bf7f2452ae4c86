# Plays the part of a Godot scene for the guide's Godot 4 RigidBody3D example
# (docs/box2d-unity-godot.md), in the tests, on Godot 3.2's runtime with its Godot Physics: the test
# writes the example with Godot 3's names for what Godot 4 renamed (RigidBody3D is RigidBody,
# get_rotation_quaternion is get_rotation_quat) as res://turn_to_orientation.gd. This builds its
# body, of 2 kg, with one box of 0.5 x 1 x 2 m turned 0.7 rad about (1, 1, 0) within the body (so
# that the principal axes are not the body's), runs the physics for 3 s at 60 steps a second
# (godot3-server --fixed-fps 60) and prints the angle left to the orientation wanted (degrees), when
# it stayed within 1 degree (seconds), and the inertia the example read from Godot on its last step:
# the principal moments and the frame in the body, as [x, y, z] and [x, y, z, w].
extends SceneTree
var body
var steps := 0
var settled := -1.0
func _init():
	body = load("res://turn_to_orientation.gd").new()
	var shape = CollisionShape.new()
	var box = BoxShape.new()
	box.extents = Vector3(0.25, 0.5, 1.0)
	shape.shape = box
	shape.transform.basis = Basis(Vector3(1, 1, 0).normalized(), 0.7)
	body.add_child(shape)
	body.mass = 2.0
	root.add_child(body)
func _iteration(_delta):
	steps += 1
	var q = body.transform.basis.get_rotation_quat()
	var d = body._input.desired_orientation
	var r = Quat(d[0], d[1], d[2], d[3]) * q.inverse()
	var error = 2.0 * atan2(Vector3(r.x, r.y, r.z).length(), abs(r.w)) * 180.0 / PI
	if error >= 1.0:
		settled = -1.0
	elif settled < 0:
		settled = steps / 60.0
	if steps >= 180:
		var inertia: Dictionary = body._input.inertia
		var m: Array = inertia["moments"]
		var f: Array = inertia["frame"]
		print("error %.4f settled %.3f moments [%.9f,%.9f,%.9f] frame [%.9f,%.9f,%.9f,%.9f]" % [error, settled, m[0], m[1], m[2], f[0], f[1], f[2], f[3]])
		quit()
	return false
