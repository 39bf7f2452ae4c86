# The add-on's entry in Project Settings > Plugins (Godot 4 only: Godot 3 cannot parse @tool, and
# enabling it there fails). It adds nothing to the editor: the controllers are global classes
# (class_name PidSteering...) as soon as the folder is in the project, enabled or not.
@tool
extends EditorPlugin

func _enter_tree() -> void:
	pass

func _exit_tree() -> void:
	pass
