import type { TargetMemory } from '../state/memory';
import { Circle, type Body, type Transform, type World } from 'planck';
import { isBodyFinite } from '../body/bodyFinite';
import type { Vec2Like } from '../math/vec2';
import { bounceOffArena, TargetForecast, type Arena } from './TargetForecast';
import { positionAt, type TargetMotion } from './TargetMotion';

export type { Arena } from './TargetForecast';

/** How to create a target. Plain and JSON-able. */
export interface TargetDefinition {
  id: string;
  position: Vec2Like;
  /** Radius of its hit circle, m. [default: 1] */
  radius?: number;
  /** [default: static] */
  motion?: TargetMotion;
}

/**
 * {@link Target.release} without a motion: below this drag speed (the body's velocity from its
 * last dragged step, m/s) the target stays where it is; at or above it, it keeps that velocity.
 * The library's default for a caller that lets go without choosing a motion; not the game's throw
 * rule (app/interaction/throwing.ts judges the pointer's flick and always passes the motion).
 */
const RELEASE_MIN_DRAG_SPEED = 0.5;

/**
 * Something to seek and to hit: a kinematic planck body with a circular hit area. A hit is the
 * moment that circle begins to overlap an entity's fixtures, by planck's own shape test (the world
 * runs it each step: TargetTouches.ts).
 *
 * It moves by velocity, never by teleport: each step its velocity is set so that it arrives exactly
 * where its motion says it should be one step later, so entities see a smooth velocity (which
 * lead pursuit and proportional navigation use). A drag does the same toward the pointer, and a
 * release keeps the drag velocity ("a throw").
 */
export class Target {
  readonly id: string;
  readonly radius: number;
  /** Its hit circle, centred on the body (planck's shape, for planck's overlap test). */
  readonly hitCircle: Circle;
  private readonly body: Body;
  private motionValue: TargetMotion;
  private readonly motionStart: Vec2Like;
  private motionTime = 0;
  private dragGoal: Vec2Like | null = null;
  private readonly next: Vec2Like = { x: 0, y: 0 };
  private readonly velocityScratch: Vec2Like = { x: 0, y: 0 };
  private readonly forecast = new TargetForecast();
  /** Whether the forecast was restarted since the target last moved or changed its motion. */
  private forecastReady = false;
  private stepDt = 0;
  private arena: Readonly<Arena> | null = null;

  constructor(world: World, definition: TargetDefinition) {
    this.id = definition.id;
    this.radius = definition.radius ?? 1;
    this.motionValue = definition.motion ?? { type: 'static' };
    this.motionStart = { x: definition.position.x, y: definition.position.y };
    // No fixture: planck pairs nothing with a target and keeps no contact for it; the world tests
    // its hit circle against the entities near it each step (TargetTouches.ts).
    this.body = world.createBody({ type: 'kinematic', position: { x: definition.position.x, y: definition.position.y } });
    this.hitCircle = new Circle(this.radius);
    this.body.setUserData(this);
  }

  /** Centre, m (a live view: copy it to keep it). */
  get position(): Readonly<Vec2Like> {
    return this.body.getPosition();
  }

  /** Where it is and how it is turned, as planck's transform (a live view). */
  get transform(): Readonly<Transform> {
    return this.body.getTransform();
  }

  /** Velocity, m/s (a live view). */
  get velocity(): Readonly<Vec2Like> {
    return this.body.getLinearVelocity();
  }

  /** Whether its position, angle and velocities are finite numbers (checked by the world before every planck step). */
  isFinite(): boolean {
    return isBodyFinite(this.body);
  }

  /** The current motion ("dragged" targets report the motion they will resume). */
  get motion(): Readonly<TargetMotion> {
    return this.motionValue;
  }

  /** True while the player holds it. */
  get isDragged(): boolean {
    return this.dragGoal !== null;
  }

  /** Where the player holds it, m, or null when it is not held (a live view). */
  get heldAt(): Readonly<Vec2Like> | null {
    return this.dragGoal;
  }

  /** Starts a new motion from where the target is now. */
  setMotion(motion: TargetMotion): void {
    this.motionValue = motion;
    // Until the next step moves it, its forecast is the straight line of its velocity.
    this.forecastReady = false;
    this.stepDt = 0;
    // Report the new motion's velocity at once, not the last step's (e.g. a drag's catch-up): the
    // next step sets it again anyway, from where the motion says the target must be.
    if (motion.type === 'static' || motion.type === 'linear') {
      this.velocityScratch.x = motion.type === 'linear' ? motion.velocity.x : 0;
      this.velocityScratch.y = motion.type === 'linear' ? motion.velocity.y : 0;
      this.body.setLinearVelocity(this.velocityScratch);
    }
    const p = this.body.getPosition();
    this.motionStart.x = p.x;
    this.motionStart.y = p.y;
    this.motionTime = 0;
  }

  /**
   * Puts the target at `position` (m) at once, at rest, and starts `motion` from there (by default
   * its current motion, restarted). This is the one teleport in the simulation, and it is harmless:
   * a target is a sensor and pushes nothing. It is for a target that (re)appears somewhere new, and
   * for the player moving one while time is paused, when a drag by velocity cannot move it. Any
   * drag ends. Entities chasing it read its new position on their next step.
   */
  place(position: Vec2Like, motion: TargetMotion = this.motionValue): void {
    this.dragGoal = null;
    this.body.setTransform({ x: position.x, y: position.y }, 0);
    this.setMotion(motion);
    // At rest until the next step starts the motion.
    this.velocityScratch.x = 0;
    this.velocityScratch.y = 0;
    this.body.setLinearVelocity(this.velocityScratch);
  }

  /**
   * Its whole state between steps, into `out` (9 numbers: x, y, motion start x, y, motion time,
   * held-at x, y (NaN when not held), velocity x, y), with its motion returned: what the player's
   * input changes (a drag, a throw, a move). Two equal captures step on alike
   * (src/app/history/SceneHistory.ts replays the input with {@link applyCapture}).
   */
  capture(out: Float64Array): Readonly<TargetMotion> {
    const p = this.body.getPosition();
    const v = this.body.getLinearVelocity();
    out[0] = p.x;
    out[1] = p.y;
    out[2] = this.motionStart.x;
    out[3] = this.motionStart.y;
    out[4] = this.motionTime;
    out[5] = this.dragGoal ? this.dragGoal.x : Number.NaN;
    out[6] = this.dragGoal ? this.dragGoal.y : Number.NaN;
    out[7] = v.x;
    out[8] = v.y;
    return this.motionValue;
  }

  /** Puts back what {@link capture} gave: between steps only. */
  applyCapture(state: Readonly<Float64Array>, motion: Readonly<TargetMotion>): void {
    this.body.setTransform({ x: state[0] as number, y: state[1] as number }, 0);
    this.motionValue = motion as TargetMotion;
    this.motionStart.x = state[2] as number;
    this.motionStart.y = state[3] as number;
    this.motionTime = state[4] as number;
    this.dragGoal = Number.isNaN(state[5]) ? null : { x: state[5] as number, y: state[6] as number };
    this.velocityScratch.x = state[7] as number;
    this.velocityScratch.y = state[8] as number;
    this.body.setLinearVelocity(this.velocityScratch);
    this.forecastReady = false;
  }

  /** Its motion's start and time, its hold and its velocity, for a snapshot (its position and motion are its scene file's). */
  saveMemory(): TargetMemory {
    const velocity = this.body.getLinearVelocity();
    return {
      motionStart: [this.motionStart.x, this.motionStart.y],
      motionTime: this.motionTime,
      heldAt: this.dragGoal === null ? null : [this.dragGoal.x, this.dragGoal.y],
      velocity: [velocity.x, velocity.y],
    };
  }

  /** Puts back what {@link saveMemory} gave, once the target is built with its position and motion: it moves on as the saved one. */
  restoreMemory(memory: Readonly<TargetMemory>): void {
    this.motionStart.x = memory.motionStart[0];
    this.motionStart.y = memory.motionStart[1];
    this.motionTime = memory.motionTime;
    this.dragGoal = memory.heldAt === null ? null : { x: memory.heldAt[0], y: memory.heldAt[1] };
    this.velocityScratch.x = memory.velocity[0];
    this.velocityScratch.y = memory.velocity[1];
    this.body.setLinearVelocity(this.velocityScratch);
    this.forecastReady = false;
  }

  /** Holds the target and moves it toward `goal` (m) over the next step. */
  drag(goal: Vec2Like): void {
    this.dragGoal = { x: goal.x, y: goal.y };
    this.forecastReady = false;
  }

  /**
   * Lets go, starting `motion` from where the target is. Without one, the target keeps its drag
   * velocity (a throw), or stays if it was barely moving.
   */
  release(motion?: TargetMotion): void {
    if (!this.dragGoal) return;
    this.dragGoal = null;
    const v = this.body.getLinearVelocity();
    this.setMotion(
      motion ?? (Math.hypot(v.x, v.y) >= RELEASE_MIN_DRAG_SPEED ? { type: 'linear', velocity: { x: v.x, y: v.y } } : { type: 'static' }),
    );
  }

  /**
   * Where the target will be `seconds` (s) after the start of the current step if nothing
   * changes its course, m, into `out`: its scripted motion played on, bounces off the arena
   * included (exact: TargetForecast.ts); held by the player, straight on at its drag velocity.
   * Read while the entities steer (between the world's moving of the targets and its step).
   */
  positionIn(seconds: number, out: Vec2Like): Vec2Like {
    const position = this.body.getPosition();
    if (this.dragGoal || !(this.stepDt > 0)) {
      const velocity = this.body.getLinearVelocity();
      out.x = position.x + velocity.x * seconds;
      out.y = position.y + velocity.y * seconds;
      return out;
    }
    if (!this.forecastReady) {
      this.forecast.restart(this.motionValue, this.motionStart, this.motionTime, position, this.next, this.stepDt, this.arena, this.radius);
      this.forecastReady = true;
    }
    return this.forecast.positionIn(seconds, out);
  }

  /** Sets the velocity that brings the target where it must be after this step. Called by the world. */
  beforeStep(dt: number, arena: Arena | null): void {
    const position = this.body.getPosition();
    this.forecastReady = false;
    this.stepDt = dt;
    this.arena = arena;
    if (this.dragGoal) {
      this.next.x = this.dragGoal.x;
      this.next.y = this.dragGoal.y;
    } else {
      positionAt(this.motionValue, this.motionStart, this.motionTime + dt, this.next);
      this.motionTime += dt;
      if (arena && (this.motionValue.type === 'linear' || this.motionValue.type === 'zigzag')) this.bounce(arena, dt);
    }
    this.velocityScratch.x = (this.next.x - position.x) / dt;
    this.velocityScratch.y = (this.next.y - position.y) / dt;
    this.body.setLinearVelocity(this.velocityScratch);
  }

  /**
   * Reflects a linear motion, or a zig-zag's drift, off the arena's edges: the new motion starts
   * from here, this step (a zig-zag restarts its swerve from its track).
   */
  private bounce(arena: Arena, dt: number): void {
    const motion = this.motionValue;
    if (motion.type !== 'linear' && motion.type !== 'zigzag') return;
    const reflected = { x: 0, y: 0 };
    if (!bounceOffArena(motion.velocity, this.next, arena, this.radius, reflected)) return;
    this.setMotion(motion.type === 'linear' ? { type: 'linear', velocity: reflected } : { ...motion, velocity: reflected });
    positionAt(this.motionValue, this.motionStart, dt, this.next);
    this.motionTime = dt;
  }
}
