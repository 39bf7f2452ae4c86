class_name PidSteeringAttitudeInput
# pid-steering for GDScript: what a 3D attitude controller is given each step
# (src/sim/control3d/AttitudeInput.ts). Every vector is in the world frame, a Vector3 or [x, y, z];
# every quaternion a Quaternion (Quat in Godot 3) or [x, y, z, w], unit, body -> world. In Godot 4's
# _integrate_forces(state): orientation = state.transform.basis.get_rotation_quaternion(),
# angular_velocity = state.angular_velocity, dt = state.step.

var orientation = [0.0, 0.0, 0.0, 1.0]  # the body's orientation
var desired_orientation = [0.0, 0.0, 0.0, 1.0]  # the orientation wanted (update)
var error = [0.0, 0.0, 0.0]  # or the error's rotation vector, rad, |error| <= PI (update_from_error)
var angular_velocity = [0.0, 0.0, 0.0]  # rad/s, each component within +-1e6
var desired_angular_velocity = [0.0, 0.0, 0.0]  # the wanted orientation's rate, rad/s, fed forward
var desired_angular_acceleration = [0.0, 0.0, 0.0]  # its angular acceleration, rad/s^2, fed forward
var dt := 1.0 / 60.0  # the fixed step the physics advances after this call, s, in [1e-6, 10]
var inertia = {"moments": [1.0, 1.0, 1.0], "frame": [0.0, 0.0, 0.0, 1.0]}  # PidSteeringInertiaTensor's form
var limit = {"max_angular_acceleration": 4.0 * PI}  # PidSteeringAttitudeLimit's form
