// pid-steering for C++14 and later, header-only: an attitude controller's memory as plain data and
// as JSON (src/sim/control3d/AttitudeController.ts's AttitudeMemory): its 2D law's memory ("turn")
// and the axis and side of its last step, {"turn":{...},"axis":[x,y,z],"angle":a}, the text the
// TypeScript's JSON.stringify(controller.saveState()) writes, in any locale, within the caps of
// ControllerMemory (controller_memory.hpp) and in time linear in the text.
#pragma once

#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "controller_memory.hpp"
#include "math3d.hpp"

namespace pid_steering {

struct AttitudeMemory {
  ControllerMemory turn;  // the 2D law's memory (empty for a law that keeps none)
  Vec3 axis{0, 0, 1};     // the axis (unit, world) the last step turned along
  double angle = 0;       // the signed error along it, rad (its sign is the side kept near 180 degrees)

  // One line of JSON: every number as JavaScript writes it, in any locale (-0 kept as -0).
  std::string to_json() const {
    std::string json = "{\"turn\":" + turn.to_json() + ",\"axis\":[";
    detail::append_json_number(json, axis.x);
    json += ',';
    detail::append_json_number(json, axis.y);
    json += ',';
    detail::append_json_number(json, axis.z);
    json += "],\"angle\":";
    detail::append_json_number(json, angle);
    json += '}';
    return json;
  }

  static bool from_json(const std::string& text, AttitudeMemory& out) {
    std::string refusal;
    return from_json(text, out, refusal);
  }

  // Reads a memory written by to_json or by the TypeScript: one object whose "turn" is an object of
  // a controller memory's grammar, "axis" a list of 3 finite numbers and "angle" a finite number
  // (other members, of either grammar, are read and left), within ControllerMemory's caps counted
  // over the whole text (its 64 keys include the turn's). False, `out` untouched and `refusal`
  // saying why ("pid_steering::AttitudeMemory: more than 64 keys, at offset 1031", "...: turn must
  // be an object, its 2D law's memory") for anything else. Whether the axis is unit and the angle in
  // range, restore_state checks, as the reference's restoreState does.
  static bool from_json(const std::string& text, AttitudeMemory& out, std::string& refusal) {
    Objects objects;
    ControllerMemory members;
    if (!ControllerMemory::read_text(text, members, &objects, refusal)) {
      refusal = "pid_steering::AttitudeMemory: " + refusal;
      return false;
    }
    std::vector<double> axis;
    AttitudeMemory memory;
    if (!objects.have_turn) {
      refusal = "pid_steering::AttitudeMemory: turn must be an object, its 2D law's memory";
      return false;
    }
    if (objects.shadowed.count("axis") || !members.numbers("axis", 3, axis) || axis.size() != 3) {
      refusal = "pid_steering::AttitudeMemory: axis must be a list of 3 finite numbers (a unit vector)";
      return false;
    }
    if (objects.shadowed.count("angle") || !members.number("angle", memory.angle)) {
      refusal = "pid_steering::AttitudeMemory: angle must be a finite number (rad)";
      return false;
    }
    memory.turn = std::move(objects.turn);
    memory.axis = Vec3{axis[0], axis[1], axis[2]};
    out = std::move(memory);
    refusal.clear();
    return true;
  }

 private:
  // The members whose value is an object: "turn" kept (its last value), any other read and left;
  // `shadowed` holds the keys whose last value was an object, so an earlier plain value is not taken.
  struct Objects : ControllerMemory::ObjectMember {
    ControllerMemory turn;
    bool have_turn = false;
    std::unordered_set<std::string> shadowed;

    bool read(const std::string& key, ControllerMemory::Reader& reader) override {
      ControllerMemory inner;
      if (!reader.nested(inner)) return false;
      if (key == "turn") {
        turn = std::move(inner);
        have_turn = true;
      }
      shadowed.insert(key);
      return true;
    }
    void other(const std::string& key) override {
      if (key == "turn") have_turn = false;
      shadowed.erase(key);
    }
  };
};

}  // namespace pid_steering
