# Plays the part of a Godot scene for the guide's Godot example (docs/box2d-unity-godot.md), in the
# tests: it builds the example's RigidBody2D with a 100 x 25 px rectangle, runs Godot 3's physics
# for 3 s at 60 steps a second (godot3-server --fixed-fps 60) and prints the final heading, the
# largest overshoot and when the body stayed within 0.1 degrees of its target, in degrees and
# seconds, and the body's `inertia` before and after it entered the physics world. Arguments:
# "time_optimal" picks the time-optimal controller; "default_damping" leaves Godot's default
# angular damping on (as if the example did not set it); "retarget" then turns it back to 0 degrees
# after those 3 s at rest and prints whether it was asleep then and its heading 3 s later;
# "can_sleep" lets it fall asleep (as if the example did not forbid it).
extends SceneTree
var body
var steps := 0
var overshoot := 0.0
var settled := 0.0
var inertia_before := -1.0
var args := []
var asleep := false
func _init():
	args = OS.get_cmdline_args()
	body = load("res://turn_to_heading.gd").new()
	var shape = CollisionShape2D.new()
	var rect = RectangleShape2D.new()
	rect.extents = Vector2(50, 12.5)
	shape.shape = rect
	body.add_child(shape)
	body.time_optimal = "time_optimal" in args
	inertia_before = body.inertia
	root.add_child(body)
	if "default_damping" in args:
		body.angular_damp = -1.0
	if "can_sleep" in args:
		body.can_sleep = true
func _iteration(_delta):
	steps += 1
	overshoot = max(overshoot, body.rotation * 180.0 / PI - body.target_heading_degrees)
	if abs(body.rotation * 180.0 / PI - body.target_heading_degrees) > 0.1:
		settled = steps / 60.0
	if "retarget" in args:
		if steps == 180:
			asleep = body.sleeping
			body.target_heading_degrees = 0.0
		if steps >= 360:
			print("asleep_at_rest %s heading_after_retarget %.2f" % [str(asleep), body.rotation * 180.0 / PI])
			quit()
		return false
	if steps >= 180:
		print("heading %.2f overshoot %.2f settled %.2f inertia_before %.1f inertia_after %.1f" % [body.rotation * 180.0 / PI, overshoot, settled, inertia_before, body.inertia])
		quit()
	return false
