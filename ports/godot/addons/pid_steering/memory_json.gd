class_name PidSteeringMemoryJson
# pid-steering for GDScript: a controller's memory read from JSON text by the grammar the C++ and C#
# ports read it with, and the TypeScript reference's verdict (JSON.parse, then its checks).
# parse(text) gives the memory as a Dictionary, or null when the text is anything but one object of
# finite numbers, booleans and lists of at most 1000 finite numbers, each key 0 to 64 letters,
# digits or underscores between quotes (no escapes), within the caps below; read(text) says why
# not. Numbers are JSON's (no leading zero, no "+", no ".5"), each read to the nearest double, as
# JavaScript reads it; one beyond a double's range (1e400) is refused. A key given twice keeps its
# first place and its last value, as JSON.parse does. The time it takes grows linearly with the
# text (a cursor that only moves forward; keys placed by a Dictionary). It prints nothing. Godot's
# own JSON.parse (or parse_json) reads a wider grammar (leading zeros, escapes, text after the
# object) and is not used.

const MAX_LIST := 1000  # the longest list a memory may hold
const MAX_KEY := 64  # the longest key
const MAX_KEYS := 64  # the most keys a text may give (a key given twice counts twice)
const MAX_NUMBER := 64  # the longest number, in characters (sign, digits, point and exponent)
const MAX_TEXT := 65536  # the longest text, in characters
const OWNER := "PidSteeringMemoryJson: "
# Significant digits kept exactly: a halfway point between two doubles has at most 767, so the
# digits after these only matter as "some nonzero digit follows", kept as one more digit 1.
const KEPT_DIGITS := 800
const LIMB := 16777216  # 2^24: the base of the big integers below (little-endian arrays of ints)

# The memory `text` holds, or null (see the header).
static func parse(text: String):
	return read(text)["memory"]

# {"memory": the memory `text` holds, or null; "refusal": "" or why not, naming the cap a text is
# beyond ("PidSteeringMemoryJson: more than 64 keys, at offset 1031") or where the text stops being
# a memory's JSON ("...: not a controller memory's JSON at offset 12"); offsets count characters
# from 0}.
static func read(text: String) -> Dictionary:
	if text.length() > MAX_TEXT:
		return {"memory": null, "refusal": OWNER + "the text is longer than 65536 characters"}
	var reader := start_reader(text)
	if not read_object(reader):
		return {"memory": null, "refusal": OWNER + reader["refusal"]}
	return {"memory": reader["memory"], "refusal": ""}

# A reader of `text`: its cursor "at" only moves forward, and "placed" counts the keys placed (a
# Dictionary's lookup each): with "at", the work it did, which tests hold linear in the text. With
# `objects`, a member's value may also be an object of the memory grammar, read into a Dictionary
# (one level: an attitude memory's "turn"), its keys counted with the others.
static func start_reader(text: String, objects := false) -> Dictionary:
	return {"text": text, "at": 0, "keys": 0, "placed": 0, "refusal": "", "memory": {}, "objects": objects}

# Reads the whole text into reader["memory"]: one object, then nothing but white space. False, with
# reader["refusal"] saying why, for anything else.
static func read_object(reader: Dictionary) -> bool:
	if not _members(reader):
		return false
	_skip_space(reader)
	return reader["at"] == reader["text"].length() or _fail(reader)

# One object, from its "{" to its "}".
static func _members(reader: Dictionary) -> bool:
	if not _literal(reader, "{"):
		return _fail(reader)
	if not _literal(reader, "}"):
		while true:
			if not _member(reader):
				return false
			if not _literal(reader, ","):
				break
		if not _literal(reader, "}"):
			return _fail(reader)
	return true

# The object at the cursor as a Dictionary, read one level down by a reader of the same text, cursor
# and caps; null when refused.
static func _nested(reader: Dictionary):
	var child := {"text": reader["text"], "at": reader["at"], "keys": reader["keys"], "placed": reader["placed"], "refusal": "", "memory": {}, "objects": false}
	var read := _members(child)
	for key in ["at", "keys", "placed", "refusal"]:
		reader[key] = child[key]
	return child["memory"] if read else null

static func _fail(reader: Dictionary, what := "not a controller memory's JSON", where := -1) -> bool:
	reader["refusal"] = "%s at offset %d" % [what, reader["at"] if where < 0 else where]
	return false

# The same as _fail, answering null.
static func _refused(reader: Dictionary, what := "not a controller memory's JSON", where := -1):
	_fail(reader, what, where)
	return null

# "key": value, placed in the memory.
static func _member(reader: Dictionary) -> bool:
	_skip_space(reader)
	var start: int = reader["at"]
	var key = _key(reader)
	if typeof(key) == TYPE_NIL:
		return false
	reader["keys"] += 1
	if reader["keys"] > MAX_KEYS:
		return _fail(reader, "more than 64 keys,", start)
	if not _literal(reader, ":"):
		return _fail(reader)
	var value
	_skip_space(reader)
	if reader["objects"] and _peek(reader) == 123:  # "{"
		value = _nested(reader)
	elif _word(reader, "true"):
		value = true
	elif _word(reader, "false"):
		value = false
	elif _literal(reader, "["):
		value = _list(reader)
	else:
		value = _number(reader)
	if typeof(value) == TYPE_NIL:
		return false
	reader["placed"] += 1
	reader["memory"][key] = value
	return true

# The numbers of a list, after its "["; null when refused.
static func _list(reader: Dictionary):
	var list := []
	if _literal(reader, "]"):
		return list
	while true:
		_skip_space(reader)
		if list.size() >= MAX_LIST:
			return _refused(reader, "a list longer than 1000 numbers,")
		var item = _number(reader)
		if typeof(item) == TYPE_NIL:
			return null
		list.append(item)
		if not _literal(reader, ","):
			break
	if not _literal(reader, "]"):
		return _refused(reader)
	return list

# The character code at the cursor, or -1 at the end.
static func _peek(reader: Dictionary) -> int:
	var at: int = reader["at"]
	var text: String = reader["text"]
	return ord(text[at]) if at < text.length() else -1

static func _skip_space(reader: Dictionary) -> void:
	while _peek(reader) in [32, 9, 10, 13]:  # space, tab, line feed, carriage return
		reader["at"] += 1

static func _literal(reader: Dictionary, character: String) -> bool:
	_skip_space(reader)
	if _peek(reader) != ord(character):
		return false
	reader["at"] += 1
	return true

static func _word(reader: Dictionary, word: String) -> bool:
	_skip_space(reader)
	var at: int = reader["at"]
	if reader["text"].substr(at, word.length()) != word:
		return false
	reader["at"] = at + word.length()
	return true

# A key: 0 to 64 letters, digits and underscores between quotes; null when refused.
static func _key(reader: Dictionary):
	var start: int = reader["at"]
	if not _literal(reader, "\""):
		return _refused(reader)
	var first: int = reader["at"]
	while true:
		var c := _peek(reader)
		if not ((c >= 97 and c <= 122) or (c >= 65 and c <= 90) or (c >= 48 and c <= 57) or c == 95):
			break
		reader["at"] += 1
	if reader["at"] - first > MAX_KEY:
		return _refused(reader, "a key longer than 64 characters,", start)
	if _peek(reader) != 34:  # the closing quote
		return _refused(reader)
	reader["at"] += 1
	return reader["text"].substr(first, reader["at"] - 1 - first)

static func _is_digit(c: int) -> bool:
	return c >= 48 and c <= 57

# The digits at the cursor (maybe none).
static func _digits(reader: Dictionary) -> String:
	var start: int = reader["at"]
	while _is_digit(_peek(reader)):
		reader["at"] += 1
	return reader["text"].substr(start, reader["at"] - start)

# A JSON number, at most MAX_NUMBER characters, read to the nearest double (ties to even); null
# when refused (not one, too long, or beyond a double's range).
static func _number(reader: Dictionary):
	_skip_space(reader)
	var start: int = reader["at"]
	var negative := _peek(reader) == 45  # "-"
	if negative:
		reader["at"] += 1
	var integer: int = reader["at"]
	var whole := _digits(reader)
	if whole == "":
		return _refused(reader)
	if whole.length() > 1 and whole[0] == "0":
		return _refused(reader, "not a controller memory's JSON", integer + 1)
	var fraction := ""
	if _peek(reader) == 46:  # "."
		reader["at"] += 1
		fraction = _digits(reader)
		if fraction == "":
			return _refused(reader)
	var exponent := 0
	if _peek(reader) == 101 or _peek(reader) == 69:  # "e", "E"
		reader["at"] += 1
		var exponent_negative := _peek(reader) == 45
		if _peek(reader) == 43 or _peek(reader) == 45:
			reader["at"] += 1
		var exponent_digits := _digits(reader)
		if exponent_digits == "":
			return _refused(reader)
		for i in range(exponent_digits.length()):
			if exponent < 100000000:  # beyond any double either way: no need to read on
				exponent = exponent * 10 + ord(exponent_digits[i]) - 48
		if exponent_negative:
			exponent = -exponent
	if reader["at"] - start > MAX_NUMBER:
		return _refused(reader, "a number longer than 64 characters,", start)
	var value = _nearest_double(whole + fraction, exponent - fraction.length())
	if typeof(value) == TYPE_NIL:
		return _refused(reader, "a number beyond a double's range,", start)
	return -value if negative else value

# The double nearest to digits x 10^exponent (digits: a string of decimal digits), or null when it
# is beyond a double's range. Exact: the quotient of two big integers, rounded ties to even.
static func _nearest_double(digits: String, exponent: int):
	var first := 0
	while first < digits.length() and digits[first] == "0":
		first += 1
	digits = digits.substr(first)
	if digits == "":
		return 0.0
	if digits.length() > KEPT_DIGITS:
		var rest := digits.substr(KEPT_DIGITS)
		exponent += rest.length()
		digits = digits.substr(0, KEPT_DIGITS)
		for i in range(rest.length()):
			if rest[i] != "0":
				digits += "1"
				exponent -= 1
				break
	var leading := digits.length() - 1 + exponent  # the power of ten of the first digit
	if leading >= 309:
		return null  # 1e309 and above: beyond the largest double, 1.8e308
	if leading < -400:
		return 0.0  # below half the smallest double, 4.9e-324
	var numerator := _big_from_digits(digits)
	var denominator := [1]
	if exponent > 0:
		numerator = _big_mul_pow10(numerator, exponent)
	else:
		denominator = _big_mul_pow10(denominator, -exponent)
	# Scale by 2^shift so that the quotient q has 55 or 56 bits: 53 to keep, and the rest to round.
	var shift := 55 - (_big_bit_length(numerator) - _big_bit_length(denominator))
	if shift > 0:
		numerator = _big_shift_left(numerator, shift)
	elif shift < 0:
		denominator = _big_shift_left(denominator, -shift)
	var q := 0
	for bit in range(56, -1, -1):
		var part := _big_shift_left(denominator, bit)
		if _big_compare(numerator, part) >= 0:
			numerator = _big_subtract(numerator, part)
			q |= 1 << bit
	var sticky := _big_compare(numerator, [0]) > 0  # a remainder: the value is above q x 2^-shift
	var bits := _int_bit_length(q)
	var top := bits - 1 - shift  # the power of two of the value's first bit
	var precision := 53 if top >= -1022 else 53 - (-1022 - top)  # fewer below the normal range
	var drop := bits - precision
	var mantissa := 0
	if drop <= bits:
		mantissa = q >> drop
		var rest := q & ((1 << drop) - 1)
		var half := 1 << (drop - 1)
		if rest > half or (rest == half and (sticky or (mantissa & 1) == 1)):
			mantissa += 1
	# mantissa * 1.0, not float(mantissa): Godot 3's float() of an int passes through 32 bits.
	var value: float = (mantissa * 1.0) * pow(2.0, drop - shift)
	return null if is_inf(value) else value

static func _big_from_digits(digits: String) -> Array:
	var big := [0]
	var at := 0
	while at < digits.length():
		var chunk := digits.substr(at, 6)
		big = _big_mul_add(big, int(pow(10, chunk.length())), int(chunk))
		at += 6
	return big

# big x 10^power.
static func _big_mul_pow10(big: Array, power: int) -> Array:
	while power >= 6:
		big = _big_mul_add(big, 1000000, 0)
		power -= 6
	return _big_mul_add(big, int(pow(10, power)), 0) if power > 0 else big

# big x factor + addend, factor and addend below 2^24.
static func _big_mul_add(big: Array, factor: int, addend: int) -> Array:
	var result := []
	var carry := addend
	for limb in big:
		var product: int = limb * factor + carry
		result.append(product % LIMB)
		carry = product / LIMB
	while carry > 0:
		result.append(carry % LIMB)
		carry /= LIMB
	return result

static func _big_shift_left(big: Array, bits: int) -> Array:
	var result := []
	for _i in range(bits / 24):
		result.append(0)
	var within := bits % 24
	var carry := 0
	for limb in big:
		var shifted: int = (limb << within) | carry
		result.append(shifted & (LIMB - 1))
		carry = shifted >> 24
	if carry > 0:
		result.append(carry)
	return result

# a - b, for a >= b.
static func _big_subtract(a: Array, b: Array) -> Array:
	var result := []
	var borrow := 0
	for i in range(a.size()):
		var difference: int = a[i] - borrow - (b[i] if i < b.size() else 0)
		borrow = 1 if difference < 0 else 0
		result.append(difference + LIMB if difference < 0 else difference)
	return _big_trimmed(result)

static func _big_trimmed(big: Array) -> Array:
	while big.size() > 1 and big[big.size() - 1] == 0:
		big.pop_back()
	return big

# -1, 0 or 1 as a is below, equal to or above b.
static func _big_compare(a: Array, b: Array) -> int:
	a = _big_trimmed(a)
	b = _big_trimmed(b)
	if a.size() != b.size():
		return -1 if a.size() < b.size() else 1
	for i in range(a.size() - 1, -1, -1):
		if a[i] != b[i]:
			return -1 if a[i] < b[i] else 1
	return 0

static func _big_bit_length(big: Array) -> int:
	big = _big_trimmed(big)
	return (big.size() - 1) * 24 + _int_bit_length(big[big.size() - 1])

static func _int_bit_length(value: int) -> int:
	var bits := 0
	while value > 0:
		value >>= 1
		bits += 1
	return bits
