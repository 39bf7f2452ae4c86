// Turning a Box2D v3 body by torque with a pid-steering controller: the loop of the guide's C++
// example (a fixed step of 1/60 s with 4 sub-steps while frames take uneven times, one torque per
// b2World_Step), here in TypeScript on box2d3-wasm, Box2D v3's C API compiled to WebAssembly.
// In your game, import from 'pid-steering/controllers' instead of '../src/controllers'.
import type Box2DFactory from 'box2d3-wasm';
import { turnTorque, wrapAngle, type TurnController } from '../src/controllers';

/** The module `await Box2DFactory()` gives. */
export type Box2D = Awaited<ReturnType<typeof Box2DFactory>>;

/** How a turn went. */
export interface TurnRecord {
  /** The body's angle at the end, rad. */
  heading: number;
  /** How far it went past the wanted heading, rad (0: never). */
  overshoot: number;
  /** From when on it stayed within 2° of the wanted heading, s. */
  settleTime: number;
}

/**
 * Turns a 2 m × 0.5 m ship (density 1) from 0 to `desired` rad in a Box2D v3 world seen from above,
 * for `seconds` of simulated time. `maxAngularAcceleration` (rad/s²) is its motor's limit. Give the
 * time-optimal controller the same sub-steps as the world: `withSubSteps(controller, subSteps)`.
 */
export function turnShipInBox2d(
  box2d: Box2D,
  controller: TurnController,
  desired: number,
  maxAngularAcceleration: number,
  seconds = 4,
  subSteps = 4,
): TurnRecord {
  const worldDef = box2d.b2DefaultWorldDef();
  worldDef.gravity = new box2d.b2Vec2(0, 0); // seen from above
  const world = box2d.b2CreateWorld(worldDef);
  const bodyDef = box2d.b2DefaultBodyDef();
  bodyDef.type = box2d.b2BodyType.b2_dynamicBody;
  const ship = box2d.b2CreateBody(world, bodyDef);
  const shapeDef = box2d.b2DefaultShapeDef();
  shapeDef.density = 1;
  box2d.b2CreatePolygonShape(ship, shapeDef, box2d.b2MakeBox(1, 0.25));

  const step = 1 / 60; // physics runs at a fixed step...
  const frameTimes = [1 / 60, 1 / 144, 1 / 30, 1 / 75]; // ...frames do not
  let accumulator = 0;
  let time = 0;
  const record: TurnRecord = { heading: 0, overshoot: 0, settleTime: 0 };
  for (let frame = 0; time < seconds; frame++) {
    accumulator += frameTimes[frame % frameTimes.length] as number;
    while (accumulator >= step) {
      accumulator -= step;
      const heading = box2d.b2Rot_GetAngle(box2d.b2Body_GetRotation(ship));
      // Clamped to the motor, times the inertia about the centre of mass; 0 for a NaN reading.
      const torque = turnTorque(
        controller,
        wrapAngle(heading - desired),
        box2d.b2Body_GetAngularVelocity(ship),
        step,
        maxAngularAcceleration,
        box2d.b2Body_GetRotationalInertia(ship),
      );
      box2d.b2Body_ApplyTorque(ship, torque, true); // once per b2World_Step: it holds across the sub-steps
      box2d.b2World_Step(world, step, subSteps);
      time += step;
      const error = wrapAngle(box2d.b2Rot_GetAngle(box2d.b2Body_GetRotation(ship)) - desired);
      record.overshoot = Math.max(record.overshoot, Math.sign(desired) * error);
      if (Math.abs(error) > (2 * Math.PI) / 180) record.settleTime = time;
    }
  }
  record.heading = box2d.b2Rot_GetAngle(box2d.b2Body_GetRotation(ship));
  box2d.b2DestroyWorld(world);
  return record;
}
