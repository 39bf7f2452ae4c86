// 3D conformance driver for the C++ port (not part of the library): reads the command lines the
// TypeScript test writes (tests/ports/conformance3dProtocol.ts describes them), runs the attitude
// controllers and the 3D helpers of the port and writes every answer, numbers as the 16 hex digits
// of their bits.
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "conformance_laws.hpp"
#include "pid_steering.hpp"

using namespace pid_steering;
using conformance::create;
using conformance::read_double;
using conformance::read_settings;

static std::string hex_of(double value) {
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  char text[20];
  std::snprintf(text, sizeof text, "%016" PRIx64, bits);
  return text;
}

static Vec3 read_vec3(std::istream& in) {
  Vec3 v;
  v.x = read_double(in);
  v.y = read_double(in);
  v.z = read_double(in);
  return v;
}

static Quat read_quat(std::istream& in) {
  Quat q;
  q.x = read_double(in);
  q.y = read_double(in);
  q.z = read_double(in);
  q.w = read_double(in);
  return q;
}

static InertiaTensor read_inertia(std::istream& in) {
  InertiaTensor inertia;
  inertia.moments = read_vec3(in);
  inertia.frame = read_quat(in);
  return inertia;
}

// The fields of an a or e line after the orientation wanted or the error.
static void read_state_rest(std::istream& in, AttitudeState& state) {
  state.angular_velocity = read_vec3(in);
  state.desired_angular_velocity = read_vec3(in);
  state.desired_angular_acceleration = read_vec3(in);
  state.dt = read_double(in);
  state.inertia = read_inertia(in);
  const double kind = read_double(in);
  const Vec3 limit = read_vec3(in);
  state.limit = kind != 0 ? AttitudeLimit::torques(limit) : AttitudeLimit::acceleration(limit.x);
}

static AttitudeOptions read_options(std::istream& in) {
  AttitudeOptions options;
  options.gyroscopic = read_double(in) != 0;
  options.hysteresis = read_double(in);
  options.cross_axis_damping = read_double(in);
  return options;
}

struct Output {
  std::FILE* file;
  void numbers(const std::vector<double>& values) {
    std::string line = "n";
    for (double value : values) line += ' ' + hex_of(value);
    std::fprintf(file, "%s\n", line.c_str());
  }
  // The field a refusal names: what follows the port's prefix, up to the colon.
  void refused(const std::string& refusal) {
    std::string text = refusal;
    const std::string prefix = "pid_steering::AttitudeController: ";
    if (text.compare(0, prefix.size(), prefix) == 0) text = text.substr(prefix.size());
    std::fprintf(file, "x %s\n", text.substr(0, text.find(':')).c_str());
  }
  void tensor(const InertiaTensor& t) { numbers({t.moments.x, t.moments.y, t.moments.z, t.frame.x, t.frame.y, t.frame.z, t.frame.w}); }
  void quaternion(const Quat& q) { numbers({q.x, q.y, q.z, q.w}); }
};

static void answer_step(Output& out, const AttitudeController& c, bool ran, const Vec3& torque) {
  if (!ran) return out.refused(c.refusal());
  const Vec3& a = c.angular_acceleration();
  out.numbers({torque.x, torque.y, torque.z, c.axis().x, c.axis().y, c.axis().z, c.angle(), a.x, a.y, a.z, c.budget()});
}

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: conformance3d <input> <output>\n");
    return 2;
  }
  std::ifstream file(argv[1]);
  Output out{std::fopen(argv[2], "w")};
  if (!file || !out.file) {
    std::fprintf(stderr, "cannot open the input or the output\n");
    return 2;
  }
  std::unique_ptr<AttitudeController> controller;
  // After an "h" line the next controller made takes over from the current one (hand_over).
  bool hand_over = false;
  auto install = [&](AttitudeController* made) {
    std::unique_ptr<AttitudeController> next(made);
    if (hand_over && controller) next->hand_over(*controller);
    hand_over = false;
    controller = std::move(next);
  };
  std::string line;
  std::string refusal;
  while (std::getline(file, line)) {
    std::istringstream in(line);
    std::string op;
    if (!(in >> op)) continue;
    if (op == "n3") {
      std::string type;
      in >> type;
      const AttitudeOptions options = read_options(in);
      std::unique_ptr<TurnController> law = create(type, read_settings(in));
      if (!law) {
        std::fprintf(stderr, "unknown controller type: %s\n", type.c_str());
        return 1;
      }
      install(new AttitudeController(std::move(law), options));
    } else if (op == "nc") {
      install(new AttitudeController(corrected_compute_torque(read_options(in))));
    } else if (op == "ns") {
      const double frequency = read_double(in);
      const double damping = read_double(in);
      install(new AttitudeController(corrected_stable_torque_pd(frequency, damping, read_options(in))));
    } else if (op == "a") {
      AttitudeInput input;
      input.orientation = read_quat(in);
      input.desired_orientation = read_quat(in);
      read_state_rest(in, input);
      Vec3 torque;
      const bool ran = controller->update(input, torque);
      answer_step(out, *controller, ran, torque);
    } else if (op == "e") {
      AttitudeErrorInput input;
      input.orientation = read_quat(in);
      input.error = read_vec3(in);
      read_state_rest(in, input);
      Vec3 torque;
      const bool ran = controller->update_from_error(input, torque);
      answer_step(out, *controller, ran, torque);
    } else if (op == "h") {
      hand_over = true;
    } else if (op == "r") {
      controller->reset();
    } else if (op == "s") {
      std::fprintf(out.file, "m %s\n", controller->save_state().to_json().c_str());
    } else if (op == "l") {
      AttitudeMemory memory;
      const bool restored = AttitudeMemory::from_json(line.substr(2), memory) && controller->restore_state(memory);
      std::fprintf(out.file, "l %d\n", restored ? 1 : 0);
    } else if (op == "fd") {
      const Quat orientation = read_quat(in);
      const Vec3 direction = read_vec3(in);
      const Vec3 forward = read_vec3(in);
      Quat q;
      if (face_direction(q, orientation, direction, forward, refusal)) out.quaternion(q);
      else out.refused(refusal);
    } else if (op == "lr") {
      const Vec3 direction = read_vec3(in);
      const Vec3 up = read_vec3(in);
      const Vec3 forward = read_vec3(in);
      const Vec3 up_axis = read_vec3(in);
      Quat q;
      if (look_rotation(q, direction, up, forward, up_axis, refusal)) out.quaternion(q);
      else out.refused(refusal);
    } else if (op == "im") {
      double matrix[9];
      for (double& value : matrix) value = read_double(in);
      InertiaTensor tensor;
      if (inertia_from_matrix(matrix, tensor, refusal)) out.tensor(tensor);
      else out.refused(refusal);
    } else if (op == "bi") {
      const double mass = read_double(in);
      out.tensor(box_inertia(mass, read_vec3(in)));
    } else if (op == "si") {
      const double mass = read_double(in);
      out.tensor(sphere_inertia(mass, read_double(in)));
    } else if (op == "ri") {
      const InertiaTensor tensor = read_inertia(in);
      out.tensor(rotate_inertia(tensor, read_quat(in)));
    } else if (op == "ti") {
      const InertiaTensor tensor = read_inertia(in);
      const Vec3 v = inertia_times(tensor.moments, tensor.frame, read_vec3(in));
      out.numbers({v.x, v.y, v.z});
    } else if (op == "ia") {
      const InertiaTensor tensor = read_inertia(in);
      out.numbers({inertia_about(tensor.moments, tensor.frame, read_vec3(in))});
    } else if (op == "tb") {
      const Vec3 max_torque = read_vec3(in);
      const Vec3 load = read_vec3(in);
      out.numbers({torque_budget(max_torque, load, read_vec3(in))});
    } else {
      std::fprintf(stderr, "unknown line: %s\n", line.c_str());
      return 1;
    }
  }
  return std::fclose(out.file) == 0 ? 0 : 1;
}
