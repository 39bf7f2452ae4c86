# Memory-text driver for the GDScript port (not part of the library), run by Godot 3's headless
# runtime: godot3-server --no-window -s memory_text.gd <addon folder> <input> <output> [steps|attitude].
# Reads one hex-encoded text per line (a byte per character), gives each to PidSteeringMemoryJson.read
# (with "attitude", PidSteeringAttitudeMemory.read) and writes "0 " and the refusal, "nul" (a byte 0:
# a Godot String cannot hold one) or "1 " and the memory as JSON, each number a string of its 16 hex
# digits (its bits). With "steps", each line starts with the reader's work (its cursor's last offset
# and the keys it placed).
extends SceneTree

const HEX := "0123456789abcdef"

func _init() -> void:
	var args := OS.get_cmdline_args()
	var steps: bool = args[args.size() - 1] == "steps"
	var attitude: bool = args[args.size() - 1] == "attitude"
	var last := args.size() - (2 if steps or attitude else 1)
	var reader = load(args[last - 2].plus_file("attitude_memory.gd" if attitude else "memory_json.gd"))
	var input := File.new()
	var output := File.new()
	if input.open(args[last - 1], File.READ) != OK or output.open(args[last], File.WRITE) != OK:
		printerr("cannot open the input or the output")
		quit(2)
		return
	var lines := input.get_as_text().split("\n")
	for n in range(lines.size() - 1):
		var text = _text(lines[n])
		if typeof(text) == TYPE_NIL:
			output.store_string("nul\n")
			continue
		var read: Dictionary = reader.read(text)
		if steps:
			var work := 0
			if text.length() <= reader.MAX_TEXT:
				var state: Dictionary = reader.start_reader(text)
				reader.read_object(state)
				work = state["at"] + state["placed"]
			output.store_string("%d " % work)
		var memory = read["memory"]
		output.store_string(("0 " + read["refusal"] if typeof(memory) == TYPE_NIL else "1 " + _json(memory)) + "\n")
	output.close()
	quit(0)

# The text a hex line holds, a character per byte; null when it holds a byte 0.
func _text(line: String):
	var characters := PoolStringArray()
	var ascii := PoolByteArray()
	var plain := true
	for i in range(0, line.length(), 2):
		var byte := HEX.find(line[i]) * 16 + HEX.find(line[i + 1])
		if byte == 0:
			return null
		plain = plain and byte < 128
		ascii.append(byte)
		characters.append(char(byte))
	return ascii.get_string_from_ascii() if plain else characters.join("")

func _json(memory: Dictionary) -> String:
	var parts := PoolStringArray()
	for key in memory:
		var value = memory[key]
		var text := ""
		if typeof(value) == TYPE_BOOL:
			text = "true" if value else "false"
		elif value is Dictionary:
			text = _json(value)
		elif value is Array:
			var items := PoolStringArray()
			for item in value:
				items.append(_bits(item))
			text = "[" + items.join(",") + "]"
		else:
			text = _bits(value)
		parts.append("\"" + key + "\":" + text)
	return "{" + parts.join(",") + "}"

# A float's 16 hex digits, in quotes (or "int" when the value is not a float).
func _bits(value) -> String:
	if typeof(value) != TYPE_REAL:
		return "\"int\""
	var buffer := StreamPeerBuffer.new()
	buffer.big_endian = true
	buffer.put_double(value)
	buffer.seek(0)
	return "\"%08x%08x\"" % [buffer.get_u32(), buffer.get_u32()]
