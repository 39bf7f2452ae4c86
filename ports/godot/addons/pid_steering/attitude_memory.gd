class_name PidSteeringAttitudeMemory
# pid-steering for GDScript: an attitude controller's memory read from JSON text
# (src/sim/control3d/AttitudeController.ts's AttitudeMemory), {"turn":{...},"axis":[x,y,z],"angle":a},
# as the TypeScript's JSON.stringify(controller.saveState()) and the C++ and C# ports' to_json write
# it: the grammar of PidSteeringMemoryJson (the same caps, counted over the whole text, the turn's
# keys included), with one object nested, "turn". It prints nothing. To store a memory made here,
# var_to_bytes(controller.save_state()) in Godot 4 (var2bytes in Godot 3) keeps every bit.

const MemoryJson = preload("memory_json.gd")
const Math3D = preload("math3d.gd")

const OWNER := "PidSteeringAttitudeMemory: "

# The memory `text` holds, a Dictionary for PidSteeringAttitudeController.restore_state, or null.
static func parse(text: String):
	return read(text)["memory"]

# {"memory": the memory or null; "refusal": "" or why not: where the text stops being a memory's
# JSON or the cap it is beyond ("PidSteeringAttitudeMemory: more than 64 keys, at offset 1031"), or
# the member that is missing or of the wrong kind ("...: turn must be an object, its 2D law's memory")}.
# Whether the axis is unit and the angle in range, restore_state checks.
static func read(text: String) -> Dictionary:
	if text.length() > MemoryJson.MAX_TEXT:
		return {"memory": null, "refusal": OWNER + "the text is longer than 65536 characters"}
	var reader := MemoryJson.start_reader(text, true)
	if not MemoryJson.read_object(reader):
		return {"memory": null, "refusal": OWNER + reader["refusal"]}
	var members: Dictionary = reader["memory"]
	var problem := ""
	if typeof(members.get("turn")) != TYPE_DICTIONARY:
		problem = "turn must be an object, its 2D law's memory"
	elif not (members.get("axis") is Array and members["axis"].size() == 3):
		problem = "axis must be a list of 3 finite numbers (a unit vector)"
	elif not Math3D.is_number(members.get("angle")):
		problem = "angle must be a finite number (rad)"
	if problem != "":
		return {"memory": null, "refusal": OWNER + problem}
	return {"memory": {"turn": members["turn"], "axis": members["axis"], "angle": members["angle"]}, "refusal": ""}
