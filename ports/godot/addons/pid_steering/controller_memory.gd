class_name PidSteeringControllerMemory
# pid-steering for GDScript: checks on a controller's saved memory (src/sim/control/controllerMemory.ts).
# A memory is a Dictionary with the TypeScript's keys (so one saved in another language restores
# here): numbers, booleans and arrays of numbers. To keep every bit when you store it, use
# var2bytes (Godot 3) or var_to_bytes (Godot 4), or JSON written with full precision: Godot 3's
# JSON.print writes six significant digits (0.333333 for 1/3), and a restored controller then differs.

const MAX_LIST := 1000  # the longest list a memory may hold

# Whether memory[key] is a finite number.
static func has_number(memory: Dictionary, key: String) -> bool:
	if not memory.has(key):
		return false
	var value = memory[key]
	var kind := typeof(value)
	if kind != 2 and kind != 3:  # TYPE_INT, TYPE_REAL (TYPE_FLOAT in Godot 4)
		return false
	return not is_nan(float(value)) and not is_inf(float(value))

# Whether memory[key] is true or false.
static func has_boolean(memory: Dictionary, key: String) -> bool:
	return memory.has(key) and typeof(memory[key]) == 1  # TYPE_BOOL

# Whether memory[key] is an array of at most max_length finite numbers.
static func has_numbers(memory: Dictionary, key: String, max_length: int) -> bool:
	if not memory.has(key) or not (memory[key] is Array):
		return false
	var list: Array = memory[key]
	if list.size() > min(max_length, MAX_LIST):
		return false
	for value in list:
		var kind := typeof(value)
		if (kind != 2 and kind != 3) or is_nan(float(value)) or is_inf(float(value)):
			return false
	return true
