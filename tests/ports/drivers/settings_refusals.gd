# Settings-refusal driver for the GDScript port (not part of the library), run by Godot 3's headless
# runtime: godot3-server --no-window -s settings_refusals.gd <addon folder>. Builds each controller
# with settings out of the reference's ranges and prints per case its name, its `refusal` ("null":
# none), when update() then answers 0, that refusal again ("none": it ran), and what the script's
# static check(settings) answers ("null": ""), tab-separated.
extends SceneTree

var port := ""

func _case(name: String, script: String, settings: Dictionary) -> void:
	var checked: String = load(port.plus_file(script)).check(settings)
	var controller = load(port.plus_file(script)).new(settings)
	var input = load(port.plus_file("turn_input.gd")).new()
	input.heading_error = 0.5
	input.dt = 1.0 / 60.0
	# Three steps: the published PID answers 0 until its window holds 3 samples.
	var command := 0.0
	for _step in range(3):
		command = controller.update(input)
	var refused: String = controller.refusal
	var ran := "none" if command != 0.0 else (refused if refused != "" else "zero")
	print("%s\t%s\t%s\t%s" % [name, refused if refused != "" else "null", ran, checked if checked != "" else "null"])

func _init() -> void:
	var args := OS.get_cmdline_args()
	port = args[args.size() - 1]
	_case("pid defaults", "pid_controller.gd", {})
	_case("pid kp -1", "pid_controller.gd", {"kp": -1.0})
	_case("pid kd NaN", "pid_controller.gd", {"kd": NAN})
	_case("pid k_plant -2", "pid_controller.gd", {"k_plant": -2.0})
	_case("pid max_history 2", "pid_controller.gd", {"max_history": 2})
	_case("pid max_history 1001", "pid_controller.gd", {"max_history": 1001})
	_case("pid max_history 2147483647", "pid_controller.gd", {"max_history": 2147483647})
	_case("pid output_limit Infinity", "pid_controller.gd", {"output_limit": INF})
	_case("pid natural_frequency 0", "pid_controller.gd", {"natural_frequency": 0.0})
	_case("pid kpp 1", "pid_controller.gd", {"kpp": 1.0})
	_case("published-pid defaults", "published_pid_controller.gd", {})
	_case("published-pid ki -0.05", "published_pid_controller.gd", {"ki": -0.05})
	_case("published-pid max_history 1500", "published_pid_controller.gd", {"max_history": 1500})
	_case("published-pid as_published_dt 0", "published_pid_controller.gd", {"as_published_dt": 0.0})
	_case("naive-snippet kd -1", "naive_snippet_controller.gd", {"kd": -1.0})
	_case("stolk defaults", "stolk_controller.gd", {})
	_case("stolk kp 10 ki 2 kd 1", "stolk_controller.gd", {"kp": 10.0, "ki": 2.0, "kd": 1.0})
	_case("stolk p -10 i -2 d -1", "stolk_controller.gd", {"p": -10.0, "i": -2.0, "d": -1.0})
	_case("stolk p 0", "stolk_controller.gd", {"p": 0.0})
	_case("stolk kp -1", "stolk_controller.gd", {"kp": -1.0})
	_case("stolk p 10", "stolk_controller.gd", {"p": 10.0})
	_case("stolk d NaN", "stolk_controller.gd", {"d": NAN})
	_case("stolk p 10 kp 5", "stolk_controller.gd", {"p": 10.0, "kp": 5.0})
	_case("stolk kp 10 p -10", "stolk_controller.gd", {"kp": 10.0, "p": -10.0})
	_case("stolk ki 2 i -2", "stolk_controller.gd", {"ki": 2.0, "i": -2.0})
	_case("stolk kd -1 d -1", "stolk_controller.gd", {"kd": -1.0, "d": -1.0})
	_case("stolk kpp 1", "stolk_controller.gd", {"kpp": 1.0})
	_case("pd kp -1", "forward_pd_controller.gd", {"kp": -1.0})
	_case("stable-pd natural_frequency 0", "stable_pd_controller.gd", {"natural_frequency": 0.0})
	_case("stable-pd kd -3", "stable_pd_controller.gd", {"kd": -3.0})
	_case("spd damping_ratio -1", "spd_controller.gd", {"damping_ratio": -1.0})
	_case("time-optimal defaults", "time_optimal_controller.gd", {})
	_case("time-optimal gain -3", "time_optimal_controller.gd", {"gain": -3.0})
	_case("time-optimal gain 0", "time_optimal_controller.gd", {"gain": 0.0})
	var pid = load(port.plus_file("pid_controller.gd")).new()
	var changed: bool = pid.configure({"kp": -5.0})
	print("pid configure kp -5\t%s\t%s" % ["changed" if changed else "refused", str(pid.settings["kp"])])
	quit(0)
