/**
 * The plane's bodies as a crowd steps them: each body's state read once a step into flat arrays (a
 * row per body), and what its step commands collected there and given to the body once.
 */
import type { Vec2Like } from '../math/vec2';
import type { Body2D } from './Body2D';

/** What a step wrote into a row, to be given to the body: bits of {@link BodyRows2D.writes}. */
export const FORCE = 1;
export const TORQUE = 2;
export const VELOCITY = 4;
export const SPIN = 8;

/** The rows: per body, its origin (px, py), centre of mass, angle and axis, velocities, mass, inertia; and its commands. */
export interface BodyRows2D {
  px: Float64Array;
  py: Float64Array;
  cx: Float64Array;
  cy: Float64Array;
  angle: Float64Array;
  /** The cosine and sine of the angle as the engine keeps them: the body's x axis, a missile's nose. */
  cos: Float64Array;
  sin: Float64Array;
  vx: Float64Array;
  vy: Float64Array;
  /** Angular velocity, rad/s. */
  w: Float64Array;
  mass: Float64Array;
  /** About the centre of mass, kg·m². */
  inertia: Float64Array;
  /** The force (N) and torque (N·m) commanded this step, and which of force, torque, velocity, spin were. */
  fx: Float64Array;
  fy: Float64Array;
  torque: Float64Array;
  writes: Uint8Array;
}

const scratch: Vec2Like = { x: 0, y: 0 };

/** Reads `body` into row `i`; nothing commanded yet. */
export function readRow(rows: BodyRows2D, i: number, body: Body2D): void {
  body.position(scratch);
  rows.px[i] = scratch.x;
  rows.py[i] = scratch.y;
  body.center(scratch);
  rows.cx[i] = scratch.x;
  rows.cy[i] = scratch.y;
  rows.angle[i] = body.angle();
  body.axis(scratch);
  rows.cos[i] = scratch.x;
  rows.sin[i] = scratch.y;
  body.linearVelocity(scratch);
  rows.vx[i] = scratch.x;
  rows.vy[i] = scratch.y;
  rows.w[i] = body.angularVelocity();
  rows.mass[i] = body.mass();
  rows.inertia[i] = body.inertia();
  clearCommands(rows, i);
}

/** Forgets what was commanded in row `i`. */
export function clearCommands(rows: BodyRows2D, i: number): void {
  rows.fx[i] = 0;
  rows.fy[i] = 0;
  rows.torque[i] = 0;
  rows.writes[i] = 0;
}

/** Gives `body` what row `i` commanded: its velocity and spin if set, its force and torque if any. */
export function writeRow(rows: BodyRows2D, i: number, body: Body2D): void {
  const writes = rows.writes[i] as number;
  if (writes === 0) return;
  if ((writes & VELOCITY) !== 0) {
    scratch.x = rows.vx[i] as number;
    scratch.y = rows.vy[i] as number;
    body.setLinearVelocity(scratch);
  }
  if ((writes & SPIN) !== 0) body.setAngularVelocity(rows.w[i] as number);
  if ((writes & FORCE) !== 0) {
    scratch.x = rows.fx[i] as number;
    scratch.y = rows.fy[i] as number;
    body.applyForce(scratch);
  }
  if ((writes & TORQUE) !== 0) body.applyTorque(rows.torque[i] as number);
  rows.writes[i] = 0;
}

/** Adds a force (N) to row `i`. */
export function addForce(rows: BodyRows2D, i: number, x: number, y: number): void {
  rows.fx[i] = (rows.fx[i] as number) + x;
  rows.fy[i] = (rows.fy[i] as number) + y;
  rows.writes[i] = (rows.writes[i] as number) | FORCE;
}

/** Adds a torque (N·m) to row `i`. */
export function addTorque(rows: BodyRows2D, i: number, torque: number): void {
  rows.torque[i] = (rows.torque[i] as number) + torque;
  rows.writes[i] = (rows.writes[i] as number) | TORQUE;
}

/** Sets row `i`'s velocity (m/s). */
export function setVelocity(rows: BodyRows2D, i: number, x: number, y: number): void {
  rows.vx[i] = x;
  rows.vy[i] = y;
  rows.writes[i] = (rows.writes[i] as number) | VELOCITY;
}

/** Rows of one body, for a law run on a body alone (a propulsion's own methods). */
export function singleRow(): BodyRows2D {
  const f = () => new Float64Array(1);
  return { px: f(), py: f(), cx: f(), cy: f(), angle: f(), cos: f(), sin: f(), vx: f(), vy: f(), w: f(), mass: f(), inertia: f(), fx: f(), fy: f(), torque: f(), writes: new Uint8Array(1) };
}
