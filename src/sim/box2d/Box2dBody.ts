import { Transform, Vec2, type Body, type Vec2Value } from 'planck';
import { BOX2D_COMMAND, BOX2D_COMMAND_STRIDE, BOX2D_STATE, BOX2D_STATE_STRIDE } from './box2dCrowdModule';

/** The part of a planck body that an entity and its steering read and command (MovingEntity, BodySteering, the propulsions, their helpers). */
export type SteeredBodyCalls =
  | 'isDynamic' | 'getPosition' | 'getLinearVelocity' | 'getAngle' | 'getAngularVelocity' | 'getTransform' | 'getMass' | 'getInertia' | 'getLocalCenter'
  | 'applyForceToCenter' | 'applyTorque' | 'setLinearVelocity' | 'setAngularVelocity' | 'isBullet' | 'setBullet' | 'setTransform' | 'setAwake' | 'setUserData';

/** Mass data as planck gives it: mass (kg), centre of mass (body coordinates, m), inertia about the body origin (kg·m²). */
export interface PlanckMassData {
  readonly mass: number;
  readonly center: Readonly<Vec2Value>;
  readonly inertia: number;
}

/**
 * One body of a Box2D crowd as the same steering code sees a planck body: between two steps it
 * holds the state read in bulk from the module (position, angle, velocities), and collects what
 * the controllers command (forces and torques summed, velocities set, the bullet flag) to be
 * written back in bulk. Moving a body (the guard's reset) goes to the module at once. Numbers are
 * Box2D's float32 ones, read as they are; commands are rounded to float32 on the way back.
 * A crowd body keeps no planck snapshot: the history's calls (getWorldCenter…) throw.
 */
export class Box2dBody implements Pick<Body, SteeredBodyCalls> {
  private readonly transform = new Transform();
  private readonly position: Vec2 = this.transform.p;
  private readonly velocity = new Vec2(0, 0);
  private readonly localCenter: Vec2;
  private readonly mass: number;
  private readonly inertia: number;
  private angle = 0;
  private spin = 0;
  private forceX = 0;
  private forceY = 0;
  private torque = 0;
  private bullet = false;
  private userData: unknown = null;

  /**
   * @param index the body's place in the module's arrays.
   * @param massData its mass data, as planck's setMassData would have it.
   * @param moveTo moves the body in the module at once (index, x, y, angle).
   */
  constructor(
    readonly index: number,
    massData: PlanckMassData,
    private readonly moveTo: (index: number, x: number, y: number, angle: number) => void,
  ) {
    this.localCenter = new Vec2(massData.center.x, massData.center.y);
    this.mass = massData.mass;
    this.inertia = massData.inertia;
  }

  /** Takes the body's state from the module's state array and forgets the last step's forces. */
  load(state: Float32Array): void {
    const base = this.index * BOX2D_STATE_STRIDE;
    const c = state[base + BOX2D_STATE.cos] as number;
    const s = state[base + BOX2D_STATE.sin] as number;
    this.position.x = state[base + BOX2D_STATE.x] as number;
    this.position.y = state[base + BOX2D_STATE.y] as number;
    this.transform.q.c = c;
    this.transform.q.s = s;
    this.angle = state[base + BOX2D_STATE.angle] as number;
    this.velocity.x = state[base + BOX2D_STATE.vx] as number;
    this.velocity.y = state[base + BOX2D_STATE.vy] as number;
    this.spin = state[base + BOX2D_STATE.angularVelocity] as number;
    this.forceX = 0;
    this.forceY = 0;
    this.torque = 0;
  }

  /** Writes what was commanded since {@link load} into the module's command array. */
  store(commands: Float32Array): void {
    const base = this.index * BOX2D_COMMAND_STRIDE;
    commands[base + BOX2D_COMMAND.fx] = this.forceX;
    commands[base + BOX2D_COMMAND.fy] = this.forceY;
    commands[base + BOX2D_COMMAND.torque] = this.torque;
    commands[base + BOX2D_COMMAND.vx] = this.velocity.x;
    commands[base + BOX2D_COMMAND.vy] = this.velocity.y;
    commands[base + BOX2D_COMMAND.angularVelocity] = this.spin;
    commands[base + BOX2D_COMMAND.bullet] = this.bullet ? 1 : 0;
  }

  getPosition(): Vec2 {
    return this.position;
  }
  getLinearVelocity(): Vec2 {
    return this.velocity;
  }
  getAngle(): number {
    return this.angle;
  }
  getAngularVelocity(): number {
    return this.spin;
  }
  getTransform(): Transform {
    return this.transform;
  }
  getMass(): number {
    return this.mass;
  }
  getInertia(): number {
    return this.inertia;
  }
  /** The centre of mass in the body's frame, m (a live reference, as planck's: read it, do not keep it). */
  getLocalCenter(): Vec2 {
    return this.localCenter;
  }
  /** Crowd bodies are dynamic. */
  isDynamic(): boolean {
    return true;
  }

  applyForceToCenter(force: Vec2Value): void {
    this.forceX += force.x;
    this.forceY += force.y;
  }
  applyTorque(torque: number): void {
    this.torque += torque;
  }
  setLinearVelocity(velocity: Vec2Value): void {
    this.velocity.x = velocity.x;
    this.velocity.y = velocity.y;
  }
  setAngularVelocity(spin: number): void {
    this.spin = spin;
  }
  isBullet(): boolean {
    return this.bullet;
  }
  setBullet(flag: boolean): void {
    this.bullet = flag;
  }

  /** Moves the body at once (the guard's reset to its last good place). */
  setTransform(position: Vec2Value | Transform, angle?: number): void {
    const to = position instanceof Transform ? position.p : position;
    const turned = position instanceof Transform ? Math.atan2(position.q.s, position.q.c) : (angle ?? 0);
    this.moveTo(this.index, to.x, to.y, turned);
    this.position.x = to.x;
    this.position.y = to.y;
    this.angle = turned;
    this.transform.q.c = Math.cos(turned);
    this.transform.q.s = Math.sin(turned);
  }

  /** Box2D crowd bodies never sleep. */
  setAwake(): void {}

  setUserData(data: unknown): void {
    this.userData = data;
  }
  getUserData(): unknown {
    return this.userData;
  }

  /** The history's snapshot (saveBody) needs planck's own body: a crowd body has none. */
  getWorldCenter(): never {
    throw new Error('a Box2D crowd body keeps no planck snapshot');
  }
}
