// pid-steering for C++14, header-only: a controller's memory as plain data, and as JSON.
// The TypeScript reference's ControllerMemory (src/sim/control/controllerMemory.ts): what decides a
// controller's next command besides its input (an integral, a window of past errors, a filter's
// state), with the same keys, so that a memory saved in one language restores in another. A
// restored controller answers its next input bit for bit as the saved one would have (a save game,
// rollback netcode). Every value is a number, a boolean or a list of numbers.
//
// JSON numbers are written with 17 significant digits (every double comes back exactly) and read
// with strtod, in the C locale (the default of a program that never calls setlocale).
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "turn_common.hpp"

namespace pid_steering {

// The longest list a memory may hold (a PID's error window is at most this long).
constexpr std::size_t kMaxMemoryList = 1000;

// The longest key a memory may hold (the controllers' keys are under 30 characters).
constexpr std::size_t kMaxMemoryKey = 64;

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

  // The memory as one line of JSON, e.g. {"sum":0.5,"lastError":-0.25}. A number that is not
  // finite is written null (as JavaScript's JSON.stringify does), which no controller restores.
  std::string to_json() const {
    std::string json = "{";
    for (std::size_t i = 0; i < entries_.size(); i++) {
      const Entry& entry = entries_[i];
      if (i > 0) json += ',';
      json += '"';
      json += entry.key;
      json += "\":";
      if (entry.kind == Kind::Number) {
        append_number(json, entry.number);
      } else if (entry.kind == Kind::Boolean) {
        json += entry.boolean ? "true" : "false";
      } else {
        json += '[';
        for (std::size_t j = 0; j < entry.numbers.size(); j++) {
          if (j > 0) json += ',';
          append_number(json, entry.numbers[j]);
        }
        json += ']';
      }
    }
    json += '}';
    return json;
  }

  // Reads a memory written by to_json (or by the TypeScript's JSON.stringify of saveState()): one
  // object of finite numbers, booleans and lists of at most kMaxMemoryList finite numbers. False,
  // and `out` untouched, for anything else, whatever the text: it never reads past the text's end.
  static bool from_json(const std::string& text, ControllerMemory& out) {
    Reader reader{text.data(), text.data() + text.size()};
    ControllerMemory memory;
    if (!reader.literal('{')) return false;
    if (!reader.literal('}')) {
      do {
        std::string key;
        if (!reader.string(key) || !reader.literal(':')) return false;
        if (reader.word("true")) {
          memory.set_boolean(key, true);
        } else if (reader.word("false")) {
          memory.set_boolean(key, false);
        } else if (reader.literal('[')) {
          std::vector<double> values;
          if (!reader.literal(']')) {
            do {
              double value;
              if (values.size() >= kMaxMemoryList || !reader.number(value)) return false;
              values.push_back(value);
            } while (reader.literal(','));
            if (!reader.literal(']')) return false;
          }
          memory.set_numbers(key, std::move(values));
        } else {
          double value;
          if (!reader.number(value)) return false;
          memory.set_number(key, value);
        }
      } while (reader.literal(','));
      if (!reader.literal('}')) return false;
    }
    if (!reader.at_end()) return false;
    out = std::move(memory);
    return true;
  }

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

  static void append_number(std::string& json, double value) {
    if (!detail::is_finite(value)) {
      json += "null";
      return;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    json += buffer;
  }

  // A cursor over the JSON text, [at, end): it never reads at or past `end` (a text need not end
  // with a NUL, and one holding a NUL is refused, not cut short).
  struct Reader {
    const char* at;
    const char* end;

    // The character at the cursor, or '\0' at the end (never read past it).
    char peek() const { return at < end ? *at : '\0'; }
    bool at_end() {
      skip_space();
      return at == end;
    }
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
    // A key: letters, digits and underscores between quotes (the controllers' keys).
    bool string(std::string& out) {
      if (!literal('"')) return false;
      out.clear();
      while (peek() != '"') {
        const char c = peek();
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!plain || out.size() >= kMaxMemoryKey) return false;
        out += c;
        at++;
      }
      at++;
      return true;
    }
    // A JSON number: an optional minus, an integer part without leading zeros, an optional
    // fraction and exponent. False for anything else and for a number beyond a double's range
    // (1e999), as no controller's memory holds one.
    bool number(double& out) {
      skip_space();
      const char* start = at;
      if (peek() == '-') at++;
      const char* integer = at;
      if (!digits()) return false;
      if (*integer == '0' && at - integer > 1) return false;
      if (peek() == '.') {
        at++;
        if (!digits()) return false;
      }
      if (peek() == 'e' || peek() == 'E') {
        at++;
        if (peek() == '+' || peek() == '-') at++;
        if (!digits()) return false;
      }
      const double value = std::strtod(std::string(start, at).c_str(), nullptr);
      if (!detail::is_finite(value)) return false;
      out = value;
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
