// pid-steering for C++14 and later, header-only: a controller's memory as plain data, and as JSON.
// The TypeScript reference's ControllerMemory (src/sim/control/controllerMemory.ts): what decides a
// controller's next command besides its input (an integral, a window of past errors, a filter's
// state), with the same keys, so that a memory saved in one language restores in another. A
// restored controller answers its next input bit for bit as the saved one would have (a save game,
// rollback netcode). Every value is a number, a boolean or a list of numbers.
//
// Its JSON is the same text whatever the process's locale: numbers as JavaScript writes them
// (json_number.hpp), read by JSON's grammar within the caps below, in time linear in the text.
#pragma once

#include <cstddef>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "json_number.hpp"
#include "turn_common.hpp"

namespace pid_steering {

// The longest list a memory may hold (a PID's error window is at most this long).
constexpr std::size_t kMaxMemoryList = 1000;

// The longest key a memory may hold (the controllers' keys are under 30 characters).
constexpr std::size_t kMaxMemoryKey = 64;

// The most keys a memory's JSON may give (a key given twice counts twice; a controller's memory has
// at most 6).
constexpr std::size_t kMaxMemoryKeys = 64;

// The longest number a memory's JSON may hold, in characters (sign, digits, point and exponent):
// JavaScript writes at most 25, and the exact value of 0.1 takes 57.
constexpr std::size_t kMaxMemoryNumber = 64;

// The longest JSON text of a memory, in characters: a full window of 1000 errors takes at most
// 26 KB written by JSON.stringify, 47 KB indented by 10.
constexpr std::size_t kMaxMemoryText = 65536;

class ControllerMemory {
 public:
  enum class Kind { Number, Boolean, Numbers };

  struct Entry {
    std::string key;
    Kind kind;
    double number;
    bool boolean;
    std::vector<double> numbers;
  };

  void set_number(const std::string& key, double value) { put(Entry{key, Kind::Number, value, false, {}}); }
  void set_boolean(const std::string& key, bool value) { put(Entry{key, Kind::Boolean, 0, value, {}}); }
  void set_numbers(const std::string& key, std::vector<double> values) { put(Entry{key, Kind::Numbers, 0, false, std::move(values)}); }

  // Every entry, in the order they were first set.
  const std::vector<Entry>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }

  // The finite number at `key` into `out`; false (and `out` untouched) when missing or not one.
  bool number(const std::string& key, double& out) const {
    const Entry* entry = find(key);
    if (!entry || entry->kind != Kind::Number || !detail::is_finite(entry->number)) return false;
    out = entry->number;
    return true;
  }

  // The boolean at `key` into `out`; false when missing or not one.
  bool boolean(const std::string& key, bool& out) const {
    const Entry* entry = find(key);
    if (!entry || entry->kind != Kind::Boolean) return false;
    out = entry->boolean;
    return true;
  }

  // The list of at most `max_length` finite numbers at `key` into `out`; false when missing, too
  // long or holding anything else.
  bool numbers(const std::string& key, std::size_t max_length, std::vector<double>& out) const {
    const Entry* entry = find(key);
    if (!entry || entry->kind != Kind::Numbers) return false;
    if (entry->numbers.size() > max_length || entry->numbers.size() > kMaxMemoryList) return false;
    for (double value : entry->numbers) {
      if (!detail::is_finite(value)) return false;
    }
    out = entry->numbers;
    return true;
  }

  // The memory as one line of JSON, e.g. {"sum":0.5,"lastError":-0.25}: every number as
  // JavaScript's JSON.stringify writes it (the shortest digits that read back to the same double),
  // in any locale, -0 as -0. A number that is not finite is written null (as JSON.stringify does),
  // which no controller restores.
  std::string to_json() const {
    std::string json = "{";
    for (std::size_t i = 0; i < entries_.size(); i++) {
      const Entry& entry = entries_[i];
      if (i > 0) json += ',';
      json += '"';
      json += entry.key;
      json += "\":";
      if (entry.kind == Kind::Number) {
        detail::append_json_number(json, entry.number);
      } else if (entry.kind == Kind::Boolean) {
        json += entry.boolean ? "true" : "false";
      } else {
        json += '[';
        for (std::size_t j = 0; j < entry.numbers.size(); j++) {
          if (j > 0) json += ',';
          detail::append_json_number(json, entry.numbers[j]);
        }
        json += ']';
      }
    }
    json += '}';
    return json;
  }

  // Reads a memory written by to_json (or by the TypeScript's JSON.stringify of saveState()): one
  // object of finite numbers, booleans and lists of finite numbers, within the caps above. False,
  // and `out` untouched, for anything else, whatever the text: it never reads past the text's end,
  // and its time grows linearly with the text.
  static bool from_json(const std::string& text, ControllerMemory& out) {
    std::string refusal;
    return from_json(text, out, refusal);
  }

  // The same, and when it answers false, `refusal` says why, naming the cap a text is beyond
  // ("pid_steering::ControllerMemory: more than 64 keys, at offset 1031") or where the text stops
  // being a memory's JSON ("...: not a controller memory's JSON at offset 12"); offsets count
  // characters from 0. Empty when it answers true.
  static bool from_json(const std::string& text, ControllerMemory& out, std::string& refusal) {
    ControllerMemory memory;
    if (!read_text(text, memory, nullptr, refusal)) {
      refusal = "pid_steering::ControllerMemory: " + refusal;
      return false;
    }
    out = std::move(memory);
    return true;
  }

#ifdef PID_STEERING_COUNT_READER_STEPS
  // For tests: the work of the last from_json, the characters its cursor passed and the entries it
  // compared a key with (its time is linear when this is).
  static std::size_t& reader_steps() {
    static std::size_t steps = 0;
    return steps;
  }
#endif

 private:
  std::vector<Entry> entries_;

  const Entry* find(const std::string& key) const {
    for (const Entry& entry : entries_) {
      if (entry.key == key) return &entry;
    }
    return nullptr;
  }

  void put(Entry entry) {
    for (Entry& existing : entries_) {
      if (existing.key == entry.key) {
        existing = std::move(entry);
        return;
      }
    }
    entries_.push_back(std::move(entry));
  }

  // A cursor over the JSON text, [at, end), and the memory read so far: it never reads at or past
  // `end` (a text need not end with a NUL, and one holding a NUL is refused, not cut short). A key
  // given twice keeps its first place and takes its last value, as JSON.parse does.
  friend struct AttitudeMemory;
  struct Reader;

  // What a reader does with a member whose value is an object (an attitude memory's "turn"): reads
  // it at the reader's cursor, or refuses. Told of every other member too, so the last value wins.
  struct ObjectMember {
    virtual ~ObjectMember() = default;
    virtual bool read(const std::string& key, Reader& reader) = 0;
    virtual void other(const std::string& key) = 0;
  };

  // Reads `text` into `memory` (members whose value is an object go to `objects`, or are refused
  // when it is null); false with `refusal` saying why.
  static bool read_text(const std::string& text, ControllerMemory& memory, ObjectMember* objects, std::string& refusal) {
    refusal.clear();
    if (text.size() > kMaxMemoryText) {
#ifdef PID_STEERING_COUNT_READER_STEPS
      reader_steps() = 0;
#endif
      refusal = "the text is longer than 65536 characters";
      return false;
    }
    Reader reader{text.data(), text.data(), text.data() + text.size(), memory, {}, 0, 0, {}, objects};
    const bool read = reader.object();
#ifdef PID_STEERING_COUNT_READER_STEPS
    reader_steps() = static_cast<std::size_t>(reader.at - reader.begin) + reader.compared;
#endif
    if (!read) refusal = reader.refusal;
    return read;
  }

  struct Reader {
    const char* begin;
    const char* at;
    const char* end;
    ControllerMemory& memory;
    std::unordered_map<std::string, std::size_t> places;  // each key's place in memory.entries_
    std::size_t keys;
    std::size_t compared;  // entries a key was compared with to place it (a hash lookup: one)
    std::string refusal;
    ObjectMember* objects;  // null: a member's value may not be an object

    // The character at the cursor, or '\0' at the end (never read past it).
    char peek() const { return at < end ? *at : '\0'; }
    void skip_space() {
      while (at < end && (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r')) at++;
    }
    bool literal(char c) {
      skip_space();
      if (at == end || *at != c) return false;
      at++;
      return true;
    }
    bool word(const char* w) {
      skip_space();
      const char* cursor = at;
      for (; *w != '\0'; w++, cursor++) {
        if (cursor == end || *cursor != *w) return false;
      }
      at = cursor;
      return true;
    }
    // Refuses: `what`, at the offset of `where`.
    bool fail(const char* what, const char* where) {
      refusal = std::string(what) + " at offset " + std::to_string(where - begin);
      return false;
    }
    bool fail() { return fail("not a controller memory's JSON", at); }

    // The whole text: one object, then nothing but white space.
    bool object() {
      if (!members()) return false;
      skip_space();
      return at == end || fail();
    }

    // One object, from its '{' to its '}'.
    bool members() {
      if (!literal('{')) return fail();
      if (!literal('}')) {
        do {
          if (!member()) return false;
        } while (literal(','));
        if (!literal('}')) return fail();
      }
      return true;
    }

    // The object at the cursor read into `inner` by a reader of the same text and caps, one level
    // down (its members' values may not be objects); the cursor then stands after it.
    bool nested(ControllerMemory& inner) {
      Reader child{begin, at, end, inner, {}, keys, compared, {}, nullptr};
      const bool read = child.members();
      at = child.at;
      keys = child.keys;
      compared = child.compared;
      if (!read) refusal = child.refusal;
      return read;
    }

    // "key": value, placed in the memory.
    bool member() {
      skip_space();
      const char* start = at;
      std::string key;
      if (!string(key)) return false;
      if (++keys > kMaxMemoryKeys) return fail("more than 64 keys,", start);
      if (!literal(':')) return fail();
      Entry entry{key, Kind::Boolean, 0, false, {}};
      skip_space();
      if (objects && peek() == '{') return objects->read(key, *this);
      if (objects) objects->other(key);
      if (word("true")) {
        entry.boolean = true;
      } else if (word("false")) {
        entry.boolean = false;
      } else if (literal('[')) {
        entry.kind = Kind::Numbers;
        if (!list(entry.numbers)) return false;
      } else {
        entry.kind = Kind::Number;
        if (!number(entry.number)) return false;
      }
      place(std::move(entry));
      return true;
    }

    void place(Entry entry) {
      compared++;
      const auto found = places.find(entry.key);
      if (found != places.end()) {
        memory.entries_[found->second] = std::move(entry);
        return;
      }
      places.emplace(entry.key, memory.entries_.size());
      memory.entries_.push_back(std::move(entry));
    }

    // The numbers of a list, after its '['.
    bool list(std::vector<double>& values) {
      if (literal(']')) return true;
      do {
        skip_space();
        if (values.size() >= kMaxMemoryList) return fail("a list longer than 1000 numbers,", at);
        double value = 0;
        if (!number(value)) return false;
        values.push_back(value);
      } while (literal(','));
      return literal(']') || fail();
    }

    // A key: letters, digits and underscores between quotes (the controllers' keys).
    bool string(std::string& out) {
      const char* start = at;
      if (!literal('"')) return fail();
      const char* first = at;
      while (at < end && ((*at >= 'a' && *at <= 'z') || (*at >= 'A' && *at <= 'Z') || (*at >= '0' && *at <= '9') || *at == '_')) at++;
      if (static_cast<std::size_t>(at - first) > kMaxMemoryKey) return fail("a key longer than 64 characters,", start);
      if (peek() != '"') return fail();
      out.assign(first, at);
      at++;
      return true;
    }

    // A JSON number: an optional minus, an integer part without leading zeros, an optional
    // fraction and exponent, at most kMaxMemoryNumber characters, within a double's range.
    bool number(double& out) {
      skip_space();
      const char* start = at;
      if (peek() == '-') at++;
      const char* integer = at;
      if (!digits()) return fail();
      if (*integer == '0' && at - integer > 1) return fail("not a controller memory's JSON", integer + 1);
      if (peek() == '.') {
        at++;
        if (!digits()) return fail();
      }
      if (peek() == 'e' || peek() == 'E') {
        at++;
        if (peek() == '+' || peek() == '-') at++;
        if (!digits()) return fail();
      }
      if (static_cast<std::size_t>(at - start) > kMaxMemoryNumber) return fail("a number longer than 64 characters,", start);
      if (!detail::read_json_number(start, at, out)) return fail("a number beyond a double's range,", start);
      return true;
    }
    bool digits() {
      const char* start = at;
      while (at < end && *at >= '0' && *at <= '9') at++;
      return at != start;
    }
  };
};

}  // namespace pid_steering
