# Conformance driver for the GDScript port (not part of the library), run by Godot 3's headless
# runtime: godot3-server --no-window -s conformance.gd <ports/gdscript folder> <input> <output>.
# It reads the binary commands tests/ports/gdscriptWire.ts writes, runs the controllers of the port
# and writes every output as doubles (the settings and memories through conformance_wire.gd). Godot 3
# only (its File API); the port itself runs on 3 and 4.
extends SceneTree

var input_file := File.new()
var output_file := File.new()

func _init() -> void:
	var args := OS.get_cmdline_args()
	var port: String = args[args.size() - 3]
	if input_file.open(args[args.size() - 2], File.READ) != OK or output_file.open(args[args.size() - 1], File.WRITE) != OK:
		printerr("cannot open the input or the output")
		quit(2)
		return
	var wire = load(get_script().resource_path.get_base_dir().plus_file("conformance_wire.gd"))
	var scripts := []
	for name in wire.SCRIPTS:
		scripts.append(load(port.plus_file(name)))
	var common = load(port.plus_file("turn_common.gd"))
	var turn_input = load(port.plus_file("turn_input.gd"))
	var controller = null
	var length := input_file.get_len()
	while input_file.get_position() < length:
		var op := int(input_file.get_double())
		if op == 1:
			var type := int(input_file.get_double())
			controller = scripts[type].new(wire.read_settings(input_file))
		elif op == 2:
			if not controller.configure(wire.read_settings(input_file)):
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
			wire.write_memory(output_file, controller.save_state())
		elif op == 8:
			output_file.store_double(1.0 if controller.restore_state(wire.read_memory(input_file)) else 0.0)
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
