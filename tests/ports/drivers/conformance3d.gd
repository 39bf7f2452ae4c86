# 3D conformance driver for the GDScript port (not part of the library), run by Godot 3's headless
# runtime: godot3-server --no-window -s conformance3d.gd <addon folder> <input> <output>. It reads the
# binary commands tests/ports/gdscript3dWire.ts writes, runs the attitude controllers and the 3D
# helpers of the port and writes every answer as tagged doubles (a memory read from the JSON text
# by PidSteeringAttitudeMemory). Godot 3 only (its File API); the port itself runs on 3 and 4.
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
	var laws := []
	for name in wire.SCRIPTS:
		laws.append(load(port.plus_file(name)))
	var attitude = load(port.plus_file("attitude_controller.gd"))
	var seeds = load(port.plus_file("seed_controllers.gd"))
	var attitude_input = load(port.plus_file("attitude_input.gd"))
	var memory_text = load(port.plus_file("attitude_memory.gd"))
	var aim = load(port.plus_file("aim.gd"))
	var inertia = load(port.plus_file("inertia_tensor.gd"))
	var limit = load(port.plus_file("attitude_limit.gd"))
	var controller = null
	var hand_over := false  # after op 18 the next controller made takes over from the current one
	var torque := [0.0, 0.0, 0.0]
	var length := input_file.get_len()
	while input_file.get_position() < length:
		var op := int(input_file.get_double())
		if op == 1:
			var law = laws[int(input_file.get_double())]
			var options := _options()
			controller = _install(attitude.new(law.new(wire.read_settings(input_file)), options), controller, hand_over)
			hand_over = false
		elif op == 2:
			controller = _install(seeds.corrected_compute_torque(_options()), controller, hand_over)
			hand_over = false
		elif op == 3:
			var frequency := input_file.get_double()
			var damping := input_file.get_double()
			controller = _install(seeds.corrected_stable_torque_pd(frequency, damping, _options()), controller, hand_over)
			hand_over = false
		elif op == 4 or op == 5:
			var input = attitude_input.new()
			input.orientation = _numbers(4)
			if op == 4:
				input.desired_orientation = _numbers(4)
			else:
				input.error = _numbers(3)
			input.angular_velocity = _numbers(3)
			input.desired_angular_velocity = _numbers(3)
			input.desired_angular_acceleration = _numbers(3)
			input.dt = input_file.get_double()
			input.inertia = {"moments": _numbers(3), "frame": _numbers(4)}
			var kind := input_file.get_double()
			var bound := _numbers(3)
			input.limit = limit.torques(bound) if kind != 0 else limit.acceleration(bound[0])
			# A refused input is pushed as an error (stderr, which the test reads only if the run fails).
			var ran: bool = controller.update(input, torque) if op == 4 else controller.update_from_error(input, torque)
			if not ran:
				_refused(controller.input_refusal)
				continue
			var a: Array = controller.angular_acceleration
			_answer(torque + controller.axis + [controller.angle] + a + [controller.budget])
		elif op == 18:
			hand_over = true
		elif op == 6:
			controller.reset()
		elif op == 7:
			var memory: Dictionary = controller.save_state()
			output_file.store_double(1)
			wire.write_memory(output_file, memory["turn"])
			_store(memory["axis"] + [memory["angle"]])
		elif op == 8:
			var text := ""
			for _i in range(int(input_file.get_double())):
				text += char(int(input_file.get_double()))
			var memory = memory_text.parse(text)
			output_file.store_double(2)
			output_file.store_double(1.0 if memory != null and controller.restore_state(memory) else 0.0)
		elif op == 9:
			_answer_or_refusal(aim.face_direction(_numbers(4), _numbers(3), _numbers(3)), "orientation")
		elif op == 10:
			_answer_or_refusal(aim.look_rotation(_numbers(3), _numbers(3), _numbers(3), _numbers(3)), "orientation")
		elif op == 11:
			var read: Dictionary = inertia.from_matrix(_numbers(9))
			if read["refusal"] != "":
				_refused(read["refusal"])
			else:
				_tensor(read["inertia"])
		elif op == 12:
			var mass := input_file.get_double()
			_tensor(inertia.box(mass, _numbers(3)))
		elif op == 13:
			var mass := input_file.get_double()
			_tensor(inertia.sphere(mass, input_file.get_double()))
		elif op == 14:
			var tensor := {"moments": _numbers(3), "frame": _numbers(4)}
			_tensor(inertia.rotated(tensor, _numbers(4)))
		elif op == 15:
			var moments := _numbers(3)
			var frame := _numbers(4)
			_answer(inertia.times(moments, frame, _numbers(3)))
		elif op == 16:
			var moments := _numbers(3)
			var frame := _numbers(4)
			_answer([inertia.about(moments, frame, _numbers(3))])
		elif op == 17:
			var max_torque := _numbers(3)
			var unit_load := _numbers(3)
			_answer([limit.torque_budget(max_torque, unit_load, _numbers(3))])
		else:
			printerr("unknown op ", op)
			quit(1)
			return
	output_file.close()
	quit(0)

func _numbers(count: int) -> Array:
	var values := []
	for _i in range(count):
		values.append(input_file.get_double())
	return values

func _options() -> Dictionary:
	return {"gyroscopic": input_file.get_double() != 0, "hysteresis": input_file.get_double(), "cross_axis_damping": input_file.get_double()}

func _store(values: Array) -> void:
	for value in values:
		output_file.store_double(value)

func _answer(values: Array) -> void:
	output_file.store_double(0)
	output_file.store_double(values.size())
	_store(values)

# The field a refusal names, up to its colon, as char codes.
func _refused(refusal: String) -> void:
	var field := refusal.substr(0, refusal.find(":"))
	output_file.store_double(3)
	output_file.store_double(field.length())
	for i in range(field.length()):
		output_file.store_double(ord(field[i]))

func _tensor(tensor: Dictionary) -> void:
	_answer(tensor["moments"] + tensor["frame"])

func _answer_or_refusal(result: Dictionary, key: String) -> void:
	if result["refusal"] != "":
		_refused(result["refusal"])
	else:
		_answer(result[key])

# The controller just made, taking over from `current` when op 18 asked for it.
func _install(made, current, hand_over: bool):
	if hand_over and current != null:
		made.hand_over(current)
	return made
