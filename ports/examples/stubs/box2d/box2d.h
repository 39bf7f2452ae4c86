// STAND-IN, NOT BOX2D. A few of Box2D v3's types and functions, with the same names and
// signatures, so that the guide's Box2D example (docs/box2d-unity-godot.md) compiles and runs in
// this project's tests without the real library. It simulates one thing only: bodies that rotate
// (no collisions, no linear motion), stepped the way Box2D v3 steps them: b2World_Step divides the
// step into sub-steps, the torque applied before the step acts in every sub-step (velocity first,
// then angle: semi-implicit Euler), and it is cleared when the step ends. Build against the real
// Box2D v3 in your game.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

struct b2Vec2 {
  float x, y;
};
struct b2Rot {
  float c, s;  // cosine and sine of the angle
};
struct b2WorldId {
  uint16_t index1;
};
struct b2BodyId {
  int32_t index1;
};
enum b2BodyType { b2_staticBody = 0, b2_kinematicBody = 1, b2_dynamicBody = 2 };

struct b2WorldDef {
  b2Vec2 gravity;
};
struct b2BodyDef {
  b2BodyType type;
  float angularDamping;
};
struct b2ShapeDef {
  float density;
};
struct b2Polygon {
  float halfWidth, halfHeight;  // the stand-in keeps only a box's half extents
};

namespace b2_stand_in {
struct Body {
  float angle = 0, angularVelocity = 0, inertia = 0, torque = 0, angularDamping = 0;
  bool dynamic = false;
};
inline std::vector<Body>& bodies() {
  static std::vector<Body> all;
  return all;
}
}  // namespace b2_stand_in

inline b2WorldDef b2DefaultWorldDef(void) { return b2WorldDef{b2Vec2{0.0f, -10.0f}}; }
inline b2WorldId b2CreateWorld(const b2WorldDef*) { return b2WorldId{1}; }
inline void b2DestroyWorld(b2WorldId) { b2_stand_in::bodies().clear(); }
inline b2BodyDef b2DefaultBodyDef(void) { return b2BodyDef{b2_staticBody, 0.0f}; }
inline b2BodyId b2CreateBody(b2WorldId, const b2BodyDef* def) {
  b2_stand_in::Body body;
  body.dynamic = def->type == b2_dynamicBody;
  body.angularDamping = def->angularDamping;
  b2_stand_in::bodies().push_back(body);
  return b2BodyId{static_cast<int32_t>(b2_stand_in::bodies().size())};
}
inline b2ShapeDef b2DefaultShapeDef(void) { return b2ShapeDef{1.0f}; }
inline b2Polygon b2MakeBox(float halfWidth, float halfHeight) { return b2Polygon{halfWidth, halfHeight}; }
// A solid box's rotational inertia about its centre: m (w^2 + h^2) / 12 with w, h the full sides.
inline void b2CreatePolygonShape(b2BodyId id, const b2ShapeDef* def, const b2Polygon* box) {
  const float mass = def->density * 4.0f * box->halfWidth * box->halfHeight;
  b2_stand_in::bodies()[id.index1 - 1].inertia += mass * (box->halfWidth * box->halfWidth + box->halfHeight * box->halfHeight) / 3.0f;
}
inline b2Rot b2Body_GetRotation(b2BodyId id) {
  const float angle = b2_stand_in::bodies()[id.index1 - 1].angle;
  return b2Rot{std::cos(angle), std::sin(angle)};
}
inline float b2Rot_GetAngle(b2Rot q) { return std::atan2(q.s, q.c); }
inline float b2Body_GetAngularVelocity(b2BodyId id) { return b2_stand_in::bodies()[id.index1 - 1].angularVelocity; }
inline float b2Body_GetRotationalInertia(b2BodyId id) { return b2_stand_in::bodies()[id.index1 - 1].inertia; }
inline void b2Body_ApplyTorque(b2BodyId id, float torque, bool) { b2_stand_in::bodies()[id.index1 - 1].torque += torque; }
inline void b2World_Step(b2WorldId, float timeStep, int subStepCount) {
  const float h = timeStep / static_cast<float>(subStepCount);
  for (b2_stand_in::Body& body : b2_stand_in::bodies()) {
    if (!body.dynamic || body.inertia <= 0) continue;
    for (int i = 0; i < subStepCount; i++) {
      // The applied torque acts in every sub-step; damping as w / (1 + h c).
      body.angularVelocity = (body.angularVelocity + h * body.torque / body.inertia) / (1.0f + h * body.angularDamping);
      body.angle += h * body.angularVelocity;
    }
    body.torque = 0;  // cleared at the end of the step, as Box2D v3 does
  }
}
