# GDScript 2.0 (Godot 4) that the grammar gdscript2.lark must accept: one of each kind of syntax
# Godot 4 has and Godot 3 has not, beside the common ones. Parsed by tests/ports/godotAddon.test.ts;
# never run.
@tool
class_name Good extends Node2D
## A doc comment.
signal hit(amount: int)
enum Mode { IDLE, RUN = 2, }
@export var gain := 1.0
@export_range(0, 10, 0.5) var limit: float = 4.0
@onready var body := $Body as RigidBody2D
@onready var unique = %Unique
static var count := 0
var errors: Array[float] = []
var speed := 0.0:
	set(value):
		speed = clamp(value, 0.0, 10.0)
	get:
		return speed
const TABLE := {"a": 1, b = 2}

class Inner extends RefCounted:
	var x := 1

static func twice(list: Array[int]) -> Array:
	return list.map(func(v): return v * 2)

func _ready() -> void:
	super._ready()
	await get_tree().process_frame
	var f := FileAccess.open("user://x", FileAccess.WRITE)
	if f is not FileAccess: return
	var n := 2 ** 3 ; n += 1
	@warning_ignore("integer_division")
	var q := n / 2
	for i: int in range(3):
		if i in [1, 2] and not (i == 5) or i != 0:
			continue
		elif i >= 4:
			break
		else:
			pass
	match n:
		1, 2:
			pass
		var other when other > 3:
			print(other)
		[1, 2]:
			pass
		_:
			pass
	while false:
		pass
	var s := &"name"
	var p := ^"Node/Path"
	var r := "a %s" % [n] if n > 0 else 'b'
	var h := 0xFF_FF + 0b1010 + 1e-3 + .5
	emit_signal("hit", \
		1)

func _physics_process(_delta):
	set("angular_damp_mode", 1)
	var when := get("mass")
