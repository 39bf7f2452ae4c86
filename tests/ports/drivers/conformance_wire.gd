# The binary wire of the GDScript conformance drivers (not part of the library), shared by
# conformance.gd and conformance3d.gd: a 2D law's settings and a controller's memory read from and
# written to a stream of doubles (tests/ports/gdscriptWire.ts). Godot 3 only (its File API).
extends Reference

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

# The settings that follow: their count, then (key index, value) each, in the port's spelling.
static func read_settings(file: File) -> Dictionary:
	var settings := {}
	var count := int(file.get_double())
	for _i in range(count):
		var key: String = KEYS[int(file.get_double())]
		var value: float = file.get_double()
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

# A memory: its count, then per entry the key index, the kind (0 number, 1 boolean, 2 list) and the value.
static func read_memory(file: File) -> Dictionary:
	var memory := {}
	var count := int(file.get_double())
	for _i in range(count):
		var key: String = KEYS[int(file.get_double())]
		var kind := int(file.get_double())
		if kind == 0:
			memory[key] = file.get_double()
		elif kind == 1:
			memory[key] = file.get_double() != 0
		else:
			var list := []
			for _j in range(int(file.get_double())):
				list.append(file.get_double())
			memory[key] = list
	return memory

static func write_memory(file: File, memory: Dictionary) -> void:
	file.store_double(memory.size())
	for key in memory:
		file.store_double(KEYS.find(key))
		var value = memory[key]
		if typeof(value) == TYPE_BOOL:
			file.store_double(1)
			file.store_double(1 if value else 0)
		elif value is Array:
			file.store_double(2)
			file.store_double(value.size())
			for item in value:
				file.store_double(item)
		else:
			file.store_double(0)
			file.store_double(value)
