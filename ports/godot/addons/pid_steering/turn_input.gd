class_name PidSteeringTurnInput
# pid-steering for GDScript: what a turn controller sees each step (src/sim/control/TurnController.ts).
#
# heading_error is wrap(heading - desired heading) in (-PI, PI], radians: the article's sign, where
# a positive error means "turned too far counter-clockwise". Godot's 2D y axis points down, so on
# screen a positive angle turns clockwise: measure the desired heading in the same coordinates
# (atan2 of screen positions) and the convention holds.

var heading_error := 0.0  # rad, in (-PI, PI]
var angular_velocity := 0.0  # rad/s, in the same sense as the angle
var dt := 1.0 / 60.0  # the fixed step the physics advances after this call, s
var max_angular_acceleration := 4.0 * PI  # the motor's limit, rad/s^2
var inertia := 1.0  # rotational inertia about the centre of mass, kg m^2
var desired_heading_rate := 0.0  # how fast the desired heading turns, rad/s
var desired_heading_acceleration := 0.0  # how fast that rate changes, rad/s^2
