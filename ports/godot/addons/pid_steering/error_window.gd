class_name PidSteeringErrorWindow
# pid-steering for GDScript: the window of the last `capacity` error samples the article's PID keeps
# (src/sim/control/ErrorWindow.ts), a ring buffer, and the integral of the error over its time span.

const TurnCommon = preload("turn_common.gd")

var capacity: int
var _samples := []  # each sample twice, at slot and slot + capacity: the window is one contiguous run
var _count := 0
var _oldest := 0

func _init(window_capacity: int) -> void:
	capacity = window_capacity
	for _i in range(2 * capacity):
		_samples.append(0.0)

# How many samples the window holds (at most capacity).
func size() -> int:
	return _count

# Forgets every sample.
func clear() -> void:
	_count = 0
	_oldest = 0

# Adds a sample; when the window is full, the oldest one drops out.
func push(sample: float) -> void:
	var error: float = TurnCommon.bounded_memory(sample)
	var slot: int
	if _count < capacity:
		slot = _count
		_count += 1
	else:
		slot = _oldest
		_oldest = 0 if slot + 1 == capacity else slot + 1
	_samples[slot] = error
	_samples[slot + capacity] = error

# Fills the window with an error that is `error` now and changes at `rate` per second, every dt.
func fill_with_ramp(error: float, rate: float, dt: float) -> void:
	_oldest = 0
	for i in range(capacity):
		var value: float = TurnCommon.bounded_memory(error - float(capacity - 1 - i) * rate * dt)
		_samples[i] = value
		_samples[i + capacity] = value
	_count = capacity

# The samples held, oldest first (for a saved memory).
func values() -> Array:
	var out := []
	for i in range(_count):
		out.append(at(i))
	return out

# Holds exactly `list` (oldest first, at most capacity of them), as if pushed after a clear.
func set_values(list: Array) -> void:
	clear()
	for value in list:
		push(float(value))

# The i-th sample in time order (0 = oldest).
func at(i: int) -> float:
	return _samples[_oldest + i]

# The integral of the error over the window's span, samples dt apart: composite Simpson 1/3 for an
# even number of intervals, Simpson 3/8 on the oldest three for an odd number, the trapezoid for one.
func integral(dt: float) -> float:
	var intervals := _count - 1
	if intervals <= 0:
		return 0.0
	if intervals == 1:
		return (dt / 2.0) * (at(0) + at(1))
	var first := 0
	var sum38 := 0.0
	if intervals % 2 == 1:
		sum38 = ((3.0 * dt) / 8.0) * (at(0) + 3.0 * at(1) + 3.0 * at(2) + at(3))
		first = 3
		if intervals == 3:
			return sum38
	var weighted: float = at(first) + at(intervals)
	var weight := 4.0
	for i in range(first + 1, intervals):
		weighted += weight * at(i)
		weight = 6.0 - weight
	return sum38 + (dt / 3.0) * weighted
