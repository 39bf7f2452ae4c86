# Conformance driver for the GDScript port (not part of the library), run by Godot 3's headless
# runtime: godot3-server --no-window -s conformance.gd <ports/gdscript folder> <input> <output>.
# It reads the binary commands tests/ports/gdscriptWire.ts writes, runs the controllers of the port
# and writes every output as doubles. Godot 3 only (its File API); the port itself runs on 3 and 4.
extends SceneTree

const TYPES := ["pid", "published-pid", "naive-snippet", "stolk", "pd", "stable-pd", "spd", "time-optimal"]
const SCRIPTS := ["pid_controller.gd", "published_pid_controller.gd", "naive_snippet_controller.gd", "stolk_controller.gd", "forward_pd_controller.gd", "stable_pd_controller.gd", "spd_controller.gd", "time_optimal_controller.gd"]
const KEYS := ["kp", "ki", "kd", "kPlant", "maxHistory", "integral", "outputLimit", "antiWindup", "derivativeOn", "derivativeFilterTime", "scaleWithTurnRate", "brakingCurve",
	"naturalFrequency", "dampingRatio", "asPublishedDt", "p", "i", "d", "gain", "errors", "runningIntegral", "filteredRate", "hasFilteredRate", "lastOutput",
	"sum", "lastError", "previousError", "integralError", "fresh"]
# The TypeScript's setting names as the GDScript port spells them.
const SNAKE := {"kPlant": "k_plant", "maxHistory": "max_history", "outputLimit": "output_limit", "antiWindup": "anti_windup", "derivativeOn": "derivative_on",
	"derivativeFilterTime": "derivative_filter_time", "scaleWithTurnRate": "scale_with_turn_rate", "brakingCurve": "braking_curve",
	"naturalFrequency": "natural_frequency", "dampingRatio": "damping_ratio", "asPublishedDt": "as_published_dt"}
const FLAGS := ["antiWindup", "scaleWithTurnRate", "brakingCurve"]

var input_file := File.new()
var output_file := File.new()

func _init() -> void:
	var args := OS.get_cmdline_args()
	var port: String = args[args.size() - 3]
	if input_file.open(args[args.size() - 2], File.READ) != OK or output_file.open(args[args.size() - 1], File.WRITE) != OK:
		printerr("cannot open the input or the output")
		quit(2)
		return
	var scripts := []
	for name in SCRIPTS:
		scripts.append(load(port.plus_file(name)))
	var common = load(port.plus_file("turn_common.gd"))
	var turn_input = load(port.plus_file("turn_input.gd"))
	var controller = null
	var length := input_file.get_len()
	while input_file.get_position() < length:
		var op := int(input_file.get_double())
		if op == 1:
			var type := int(input_file.get_double())
			controller = scripts[type].new(_read_settings(TYPES[type]))
		elif op == 2:
			if not controller.configure(_read_settings(controller.get_type())):
				printerr("configure refused")
				quit(1)
				return
		elif op == 3:
			var input = _read_input(turn_input)
			var command: float = controller.update(input)
			output_file.store_double(command)
			output_file.store_double(common.clamp_to_motor(command, input.max_angular_acceleration) * input.inertia)
		elif op == 4:
			var g = _read_input(turn_input)
			output_file.store_double(common.turn_torque(controller, g.heading_error, g.angular_velocity, g.dt, g.max_angular_acceleration, g.inertia, g.desired_heading_rate, g.desired_heading_acceleration))
		elif op == 5:
			var h = _read_input(turn_input)
			controller.hand_over(h, input_file.get_double())
		elif op == 6:
			controller.reset()
		elif op == 7:
			_write_memory(controller.save_state())
		elif op == 8:
			output_file.store_double(1.0 if controller.restore_state(_read_memory()) else 0.0)
		else:
			printerr("unknown op ", op)
			quit(1)
			return
	output_file.close()
	quit(0)

func _read_input(turn_input):
	var input = turn_input.new()
	input.heading_error = input_file.get_double()
	input.angular_velocity = input_file.get_double()
	input.dt = input_file.get_double()
	input.max_angular_acceleration = input_file.get_double()
	input.inertia = input_file.get_double()
	input.desired_heading_rate = input_file.get_double()
	input.desired_heading_acceleration = input_file.get_double()
	return input

func _read_settings(type: String) -> Dictionary:
	var settings := {}
	var count := int(input_file.get_double())
	for _i in range(count):
		var key: String = KEYS[int(input_file.get_double())]
		var value: float = input_file.get_double()
		var name: String = SNAKE.get(key, key)
		if key in FLAGS:
			settings[name] = value != 0
		elif key == "integral":
			settings[name] = "running" if value != 0 else "window"
		elif key == "derivativeOn":
			settings[name] = "measurement" if value != 0 else "error"
		elif key == "maxHistory":
			settings[name] = int(value)
		else:
			settings[name] = value
	return settings

func _read_memory() -> Dictionary:
	var memory := {}
	var count := int(input_file.get_double())
	for _i in range(count):
		var key: String = KEYS[int(input_file.get_double())]
		var kind := int(input_file.get_double())
		if kind == 0:
			memory[key] = input_file.get_double()
		elif kind == 1:
			memory[key] = input_file.get_double() != 0
		else:
			var list := []
			for _j in range(int(input_file.get_double())):
				list.append(input_file.get_double())
			memory[key] = list
	return memory

func _write_memory(memory: Dictionary) -> void:
	output_file.store_double(memory.size())
	for key in memory:
		output_file.store_double(KEYS.find(key))
		var value = memory[key]
		if typeof(value) == TYPE_BOOL:
			output_file.store_double(1)
			output_file.store_double(1 if value else 0)
		elif value is Array:
			output_file.store_double(2)
			output_file.store_double(value.size())
			for item in value:
				output_file.store_double(item)
		else:
			output_file.store_double(0)
			output_file.store_double(value)
