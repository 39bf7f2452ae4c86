import type { Vec2Value } from 'planck';
import type { Vec2Like } from '../math/vec2';
import type { EntityBody } from '../entities/SteeredBody';
import type { BodyMemory } from '../state/memory';
import type { BulkBodies2D } from '../steering2d/SteeringCrowd2D';
import { F2 } from '../steering2d/layout2d';
import { clearCommands } from '../steering2d/rows2d';
import { BOX2D_COMMAND, BOX2D_COMMAND_STRIDE, BOX2D_STATE, BOX2D_STATE_STRIDE } from './box2dCrowdModule';

/** Mass data as planck gives it: mass (kg), centre of mass (body coordinates, m), inertia about the body origin (kg·m²). */
export interface PlanckMassData {
  readonly mass: number;
  readonly center: Readonly<Vec2Value>;
  readonly inertia: number;
}

/** The module's state and command arrays as the crowd sees them (remade when its memory grows), and each body's bullet flag. */
export interface Box2dArrays {
  state: Float32Array;
  commands: Float32Array;
  bullet: Uint8Array;
}

// The module's layout, as local constants (read per body per step).
const X = BOX2D_STATE.x;
const Y = BOX2D_STATE.y;
const ANGLE = BOX2D_STATE.angle;
const COS = BOX2D_STATE.cos;
const SIN = BOX2D_STATE.sin;
const VX = BOX2D_STATE.vx;
const VY = BOX2D_STATE.vy;
const W = BOX2D_STATE.angularVelocity;
const STATE = BOX2D_STATE_STRIDE;
const FX = BOX2D_COMMAND.fx;
const FY = BOX2D_COMMAND.fy;
const TORQUE = BOX2D_COMMAND.torque;
const CVX = BOX2D_COMMAND.vx;
const CVY = BOX2D_COMMAND.vy;
const CW = BOX2D_COMMAND.angularVelocity;
const BULLET = BOX2D_COMMAND.bullet;
const COMMAND = BOX2D_COMMAND_STRIDE;
// The row's, in the steering's records.
const {
  PX: RPX,
  PY: RPY,
  CX: RCX,
  CY: RCY,
  ANGLE: RANGLE,
  COS: RCOS,
  SIN: RSIN,
  VX: RVX,
  VY: RVY,
  W: RW,
  MASS: RMASS,
  INERTIA: RINERTIA,
  FX: RFX,
  FY: RFY,
  TORQUE: RTORQUE,
  BULLET: RBULLET,
  SIGHT_CENTER: RSIGHT_CENTER,
} = F2;

/**
 * One body of a Box2D crowd as an entity's body (EntityBody over Body2D): it reads the state the
 * module copied out in bulk at the step's start (position, angle, velocities: Box2D's float32
 * numbers, read as they are) and writes its commands into the module's command array, which goes
 * back in bulk (rounded to float32). Moving it (the guard's reset) goes to the module at once. A
 * crowd body keeps no planck snapshot: saveMemory and restoreMemory throw.
 */
export class Box2dBody implements EntityBody {
  private readonly centerX: number;
  private readonly centerY: number;
  private readonly massValue: number;
  private readonly inertiaValue: number;

  /**
   * @param index the body's place in the module's arrays.
   * @param massData its mass data, as planck's setMassData would have it.
   * @param arrays the module's arrays.
   * @param moveTo moves the body in the module at once (index, x, y, angle).
   */
  constructor(
    readonly index: number,
    massData: PlanckMassData,
    private readonly arrays: Box2dArrays,
    private readonly moveTo: (index: number, x: number, y: number, angle: number) => void,
  ) {
    this.centerX = massData.center.x;
    this.centerY = massData.center.y;
    this.massValue = massData.mass;
    this.inertiaValue = massData.inertia - massData.mass * (massData.center.x * massData.center.x + massData.center.y * massData.center.y);
  }

  private get base(): number {
    return this.index * STATE;
  }

  position(out: Vec2Like): Vec2Like {
    const state = this.arrays.state;
    out.x = state[this.base + X] as number;
    out.y = state[this.base + Y] as number;
    return out;
  }
  center(out: Vec2Like): Vec2Like {
    const state = this.arrays.state;
    const b = this.base;
    const c = state[b + COS] as number;
    const s = state[b + SIN] as number;
    out.x = (state[b + X] as number) + c * this.centerX - s * this.centerY;
    out.y = (state[b + Y] as number) + s * this.centerX + c * this.centerY;
    return out;
  }
  angle(): number {
    return this.arrays.state[this.base + ANGLE] as number;
  }
  axis(out: Vec2Like): Vec2Like {
    out.x = this.arrays.state[this.base + COS] as number;
    out.y = this.arrays.state[this.base + SIN] as number;
    return out;
  }
  linearVelocity(out: Vec2Like): Vec2Like {
    out.x = this.arrays.state[this.base + VX] as number;
    out.y = this.arrays.state[this.base + VY] as number;
    return out;
  }
  angularVelocity(): number {
    return this.arrays.state[this.base + W] as number;
  }
  mass(): number {
    return this.massValue;
  }
  /** About the centre of mass, kg·m² (the module's own). */
  inertia(): number {
    return this.inertiaValue;
  }
  applyForce(force: Readonly<Vec2Like>): void {
    const commands = this.arrays.commands;
    const o = this.index * COMMAND;
    commands[o + FX] = (commands[o + FX] as number) + force.x;
    commands[o + FY] = (commands[o + FY] as number) + force.y;
  }
  applyTorque(torque: number): void {
    const o = this.index * COMMAND + TORQUE;
    this.arrays.commands[o] = (this.arrays.commands[o] as number) + torque;
  }
  setLinearVelocity(velocity: Readonly<Vec2Like>): void {
    this.arrays.state[this.base + VX] = velocity.x;
    this.arrays.state[this.base + VY] = velocity.y;
  }
  setAngularVelocity(spin: number): void {
    this.arrays.state[this.base + W] = spin;
  }
  isBullet(): boolean {
    return this.arrays.bullet[this.index] === 1;
  }
  setBullet(flag: boolean): void {
    this.arrays.bullet[this.index] = flag ? 1 : 0;
  }

  /** Moves the body at once (the guard's reset to its last good place). */
  setTransform(x: number, y: number, angle: number): void {
    this.moveTo(this.index, x, y, angle);
    const state = this.arrays.state;
    const b = this.base;
    state[b + X] = x;
    state[b + Y] = y;
    state[b + ANGLE] = angle;
    state[b + COS] = Math.cos(angle);
    state[b + SIN] = Math.sin(angle);
  }

  /** The history's snapshot needs planck's own body: a crowd body has none. */
  saveMemory(): BodyMemory {
    throw new Error('a Box2D crowd body keeps no planck snapshot');
  }
  restoreMemory(): void {
    throw new Error('a Box2D crowd body keeps no planck snapshot');
  }
}

/**
 * A Box2D crowd's bodies read and written in bulk (BulkBodies2D): row i from the state array the
 * module copied out, and back into its command array (force, torque, velocity, spin, bullet) once:
 * a step's commands replace what was given through a body (Box2dBody) since the last.
 */
export class Box2dBulk implements BulkBodies2D {
  /**
   * @param arrays the module's arrays; @param centers each body's centre of mass in its own frame, flat x, y (m); @param masses each one's
   * mass (kg) and inertia about it (kg·m²), flat.
   */
  constructor(
    private readonly arrays: Box2dArrays,
    private readonly centers: Float64Array,
    private readonly masses: Float64Array,
  ) {}

  read(f: Float64Array, r: number, i: number): void {
    const state = this.arrays.state;
    const b = i * STATE;
    const x = state[b + X] as number;
    const y = state[b + Y] as number;
    const c = state[b + COS] as number;
    const s = state[b + SIN] as number;
    f[r + RPX] = x;
    f[r + RPY] = y;
    if (f[r + RSIGHT_CENTER] === 1) {
      // The centre of mass, for a line of sight from it (the crowd's entities look from their origin).
      const lx = this.centers[2 * i] as number;
      const ly = this.centers[2 * i + 1] as number;
      f[r + RCX] = x + c * lx - s * ly;
      f[r + RCY] = y + s * lx + c * ly;
    }
    f[r + RANGLE] = state[b + ANGLE] as number;
    f[r + RCOS] = c;
    f[r + RSIN] = s;
    f[r + RVX] = state[b + VX] as number;
    f[r + RVY] = state[b + VY] as number;
    f[r + RW] = state[b + W] as number;
    f[r + RMASS] = this.masses[2 * i] as number;
    f[r + RINERTIA] = this.masses[2 * i + 1] as number;
    clearCommands(f, r);
  }

  /** Writes the row's commands; its velocity and spin also into the state array, where its body reads them until the next step. */
  write(f: Float64Array, r: number, i: number): void {
    const commands = this.arrays.commands;
    const state = this.arrays.state;
    const o = i * COMMAND;
    const b = i * STATE;
    const vx = f[r + RVX] as number;
    const vy = f[r + RVY] as number;
    const w = f[r + RW] as number;
    state[b + VX] = vx;
    state[b + VY] = vy;
    state[b + W] = w;
    commands[o + FX] = f[r + RFX] as number;
    commands[o + FY] = f[r + RFY] as number;
    commands[o + TORQUE] = f[r + RTORQUE] as number;
    commands[o + CVX] = vx;
    commands[o + CVY] = vy;
    commands[o + CW] = w;
    commands[o + BULLET] = f[r + RBULLET] as number;
  }
}
