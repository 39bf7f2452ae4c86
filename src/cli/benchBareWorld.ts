// The benchmark's bare planck world: the same bodies as our crowd, none of our code, doing our run's motion from a recording of every
// call our entities made on their bodies (velocities, forces, torques, bullet flags).
import { type Body, World } from 'planck';
import { createCollisionFixtures, type CollisionShape } from '../sim/entities/collisionShape';
import { CHARACTER_PARTS, MISSILE_PARTS } from '../sim/entities/shapes';
import { CROWD_ENTITY_OPTIONS } from '../sim/crowdSolver';
import { crowdLayout } from '../sim/crowdLayout';
import type { SteeringWorld } from '../sim/SteeringWorld';

/** What our run did to each body in one step, to replay it on a bare planck world. */
const OP_SET_VELOCITY = 0;
const OP_SET_SPIN = 1;
const OP_FORCE = 2;
const OP_TORQUE = 3;
const OP_SET_BULLET = 4;

/** The calls our entities made on their bodies, four numbers each (body, op, a, b), with where each step's calls start. */
export class OpLog {
  private data = new Float64Array(1 << 20);
  /** Numbers written so far (four a call). */
  length = 0;
  /** Where each step's calls start in {@link values}. */
  readonly stepStarts: number[] = [];
  /** Writes one call: body `body` (its index among the entities' bodies), op `op`, its two arguments. */
  push(body: number, op: number, a: number, b: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = body;
    this.data[this.length++] = op;
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
  /** The calls, four numbers each (only the first {@link length} are written). */
  get values(): Float64Array {
    return this.data;
  }
}

/** Wraps the planck calls our entities make on their bodies so that each one is logged. */
export function instrument(world: SteeringWorld, log: OpLog): Body[] {
  const bodies: Body[] = [];
  for (const entity of world.entities) {
    for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
      if (body.getUserData() !== entity) continue;
      const index = bodies.length;
      bodies.push(body);
      const setLinearVelocity = body.setLinearVelocity.bind(body);
      const setAngularVelocity = body.setAngularVelocity.bind(body);
      const applyForceToCenter = body.applyForceToCenter.bind(body);
      const applyTorque = body.applyTorque.bind(body);
      const setBullet = body.setBullet.bind(body);
      body.setLinearVelocity = (v) => (log.push(index, OP_SET_VELOCITY, v.x, v.y), setLinearVelocity(v));
      body.setAngularVelocity = (w) => (log.push(index, OP_SET_SPIN, w, 0), setAngularVelocity(w));
      body.applyForceToCenter = (f, wake) => (log.push(index, OP_FORCE, f.x, f.y), applyForceToCenter(f, wake));
      body.applyTorque = (t, wake) => (log.push(index, OP_TORQUE, t, 0), applyTorque(t, wake));
      body.setBullet = (flag) => (log.push(index, OP_SET_BULLET, flag ? 1 : 0, 0), setBullet(flag));
    }
  }
  return bodies;
}

/** A bare planck world with the same bodies (same shapes, same settings), none of our code. */
export function buildBareWorld(count: number, collisionShape: CollisionShape): { world: World; bodies: Body[] } {
  const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
  const bodies = crowdLayout(count).map((e) => {
    const body = world.createBody({
      type: 'dynamic',
      position: { x: e.position.x, y: e.position.y },
      angle: e.angle,
      // Our entities start at rest: the same zero velocity our entities' bodies are made with (0·cos, 0·sin).
      linearVelocity: { x: 0, y: 0 },
      angularDamping: 0,
      linearDamping: 0,
      allowSleep: false,
      // As our entities start; they switch continuous collision on and off (replayed below).
      bullet: false,
    });
    createCollisionFixtures(body, e.type === 'missile' ? MISSILE_PARTS : CHARACTER_PARTS, collisionShape, {
      friction: CROWD_ENTITY_OPTIONS.friction,
    });
    return body;
  });
  return { world, bodies };
}

/** Replays step `step`'s recorded calls on `bodies` of a bare world (`scratch`: a vector reused, no allocation per call). */
export function replayStep(log: OpLog, step: number, bodies: Body[], scratch: { x: number; y: number }): void {
  const values = log.values;
  const end = step + 1 < log.stepStarts.length ? (log.stepStarts[step + 1] as number) : log.length;
  for (let i = log.stepStarts[step] as number; i < end; i += 4) {
    const body = bodies[values[i] as number] as Body;
    const op = values[i + 1];
    scratch.x = values[i + 2] as number;
    scratch.y = values[i + 3] as number;
    if (op === OP_SET_VELOCITY) body.setLinearVelocity(scratch);
    else if (op === OP_SET_SPIN) body.setAngularVelocity(scratch.x);
    else if (op === OP_FORCE) body.applyForceToCenter(scratch, true);
    else if (op === OP_TORQUE) body.applyTorque(scratch.x, true);
    else body.setBullet(scratch.x === 1);
  }
}
