class_name PidSteeringAttitudeLimit
# pid-steering for GDScript: the motor of a body turning in 3D (src/sim/control3d/AttitudeLimit.ts):
# a bound on its angular acceleration, {"max_angular_acceleration": a} (rad/s^2, in [1e-6, 1e9] or
# INF), or on the torque about each of its own axes (a ship's thrusters), {"max_torque": [x, y, z]}
# (N m, each in [1e-9, 1e18] or INF); what it allows along one axis, and how much of a further
# torque still fits.

const Math3D = preload("math3d.gd")
const Check3D = preload("check3d.gd")
const TurnCommon = preload("turn_common.gd")

const MIN_TORQUE := 1e-9
const MAX_TORQUE := 1e18

# A bound on |angular acceleration|, rad/s^2.
static func acceleration(max_angular_acceleration: float) -> Dictionary:
	return {"max_angular_acceleration": max_angular_acceleration}

# A bound on |torque| about each body axis, N m (a Vector3 or [x, y, z]; INF: no limit about that axis).
static func torques(max_torque) -> Dictionary:
	return {"max_torque": max_torque}

static func _limit_or_inf(value, low: float, high: float) -> bool:
	return (Math3D.is_number(value) and value == INF) or Check3D.within(value, low, high)

# "" when `limit` is one of the two forms, in range; else why not, naming the field.
static func check(limit) -> String:
	if typeof(limit) != TYPE_DICTIONARY or limit.has("max_angular_acceleration") == limit.has("max_torque"):
		return "limit: must be a Dictionary with exactly one of max_angular_acceleration (rad/s^2) and max_torque (N m about each body axis), got %s" % str(limit)
	if limit.has("max_angular_acceleration"):
		var a = limit["max_angular_acceleration"]
		return "" if _limit_or_inf(a, TurnCommon.MIN_MOTOR_LIMIT, TurnCommon.MAX_MOTOR_LIMIT) else Check3D.refuse("limit.max_angular_acceleration", "a number >= 1e-6 and <= 1e9 rad/s^2, or INF", a)
	var torque = limit["max_torque"]
	if typeof(torque) != TYPE_VECTOR3 and not (torque is Array and torque.size() == 3):
		return "limit.max_torque: must be a Vector3 or an Array of 3 numbers, got %s" % str(torque)
	var t = torque if torque is Array else [torque.x, torque.y, torque.z]
	for i in range(3):
		if not _limit_or_inf(t[i], MIN_TORQUE, MAX_TORQUE):
			return Check3D.refuse("limit.max_torque." + ["x", "y", "z"][i], "a number >= 1e-9 and <= 1e18 N m, or INF", t[i])
	return ""

# The largest angular acceleration along a unit axis n the torque limits allow (rad/s^2), beside a
# body-frame torque `spent` already given to something else: min_i (T_i - |spent_i|) / |(I_body n)_i|,
# `torque_per_acceleration` being I_body n, over the axes the turn loads (one it does not load bounds
# nothing, however much of it is spent). INF when no limited axis is loaded.
static func torque_budget(max_torque: Array, torque_per_acceleration: Array, spent: Array) -> float:
	var x: float = _room_about(max_torque[0], spent[0], torque_per_acceleration[0])
	var y: float = _room_about(max_torque[1], spent[1], torque_per_acceleration[1])
	var z: float = _room_about(max_torque[2], spent[2], torque_per_acceleration[2])
	return TurnCommon.js_max(0.0, TurnCommon.js_min(TurnCommon.js_min(x, y), z))

# The acceleration along n one axis leaves room for: (limit - |spent|)/|load|; INF for an axis the turn does not load.
static func _room_about(limit: float, spent: float, per_acceleration: float) -> float:
	if per_acceleration == 0:
		return INF
	return TurnCommon.divide(limit - abs(spent), abs(per_acceleration))

# The largest s in [0, 1] for which base + s extra stays within +-max_torque about every axis, given that `base` already does.
static func fitting_share(base: Array, extra: Array, max_torque: Array) -> float:
	var share := TurnCommon.js_min(1.0, _share_about(base[0], extra[0], max_torque[0]))
	share = TurnCommon.js_min(share, _share_about(base[1], extra[1], max_torque[1]))
	return TurnCommon.js_min(share, _share_about(base[2], extra[2], max_torque[2]))

static func _share_about(base: float, extra: float, limit: float) -> float:
	if extra == 0 or limit == INF:
		return 1.0
	var room := limit - base if extra > 0 else -limit - base
	return TurnCommon.js_max(0.0, room / extra)
