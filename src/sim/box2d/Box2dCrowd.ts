import type { SensorNoise } from '../control/NoisySensor';
import type { EntityDefinition } from '../entities/EntityDefinition';
import type { EntityType } from '../entities/EntitySettings';
import { EntityCrowd } from '../entities/EntityCrowd';
import { MovingEntity } from '../entities/MovingEntity';
import { convexHullOf, partsMassData } from '../entities/collisionShape';
import { CHARACTER_PARTS, MISSILE_PARTS, type BodyPart } from '../entities/shapes';
import { CROWD_ENTITY_OPTIONS } from '../crowdSolver';
import type { CrowdPlacement } from '../crowdLayout';
import type { Disturbance } from '../WorldSettings';
import { WorldInfluences } from '../WorldInfluences';
import { BOX2D_COMMAND_STRIDE, BOX2D_MAX_OUTLINE_POINTS, BOX2D_STATE_STRIDE, type Box2dCrowdExports } from './box2dCrowdModule';
import { Box2dBody, Box2dBulk, type Box2dArrays, type PlanckMassData } from './Box2dBody';

/** Box2D's sub-steps per step for the crowd: its recommended 4. */
export const BOX2D_CROWD_SUB_STEPS = 4;

type Point = readonly [number, number];

/**
 * A convex polygon (counter-clockwise) cut into convex pieces of at most `maxPoints` points whose
 * union is the polygon: a fan from its first point, each piece the first point and a run of
 * neighbours (any subset of a convex polygon's points is convex). Box2D's polygons take 8 points;
 * a character's hull has 11, so it collides as two pieces with exactly the planck crowd's outline.
 */
export function convexPieces(polygon: readonly Point[], maxPoints: number): Point[][] {
  if (!(Number.isInteger(maxPoints) && maxPoints >= 3)) throw new RangeError(`maxPoints must be an integer ≥ 3, got ${maxPoints}`);
  if (polygon.length <= maxPoints) return [[...polygon]];
  const first = polygon[0] as Point;
  const pieces: Point[][] = [];
  for (let start = 1; start < polygon.length - 1; start += maxPoints - 2)
    pieces.push([first, ...polygon.slice(start, Math.min(polygon.length, start + maxPoints - 1))]);
  return pieces;
}

/**
 * What one outline gives every body of it: its hull in convex pieces and its mass data (those of the detailed parts, as the planck
 * crowd's).
 */
interface Outline {
  readonly pieces: readonly (readonly Point[])[];
  readonly mass: PlanckMassData;
  /** Inertia about the centre of mass, kg·m² (Box2D's). */
  readonly inertiaAboutCenter: number;
}

function outlineOf(parts: readonly BodyPart[]): Outline {
  const { mass, center, I } = partsMassData(parts);
  return {
    pieces: convexPieces(convexHullOf(parts), BOX2D_MAX_OUTLINE_POINTS),
    mass: { mass, center, inertia: I },
    inertiaAboutCenter: I - mass * (center.x * center.x + center.y * center.y),
  };
}

/**
 * The benchmark crowd on Box2D v3 (WebAssembly, native/crowd/crowd.c) instead of planck: the same
 * layout (crowdLayout.ts), outlines (one convex hull each, with the detailed parts' mass and
 * inertia), friction and missile thrust (CROWD_ENTITY_OPTIONS), and the same entities (MovingEntity,
 * each steered by the library's BodySteering), each on a {@link Box2dBody}, stepped in one pass
 * through their crowd (EntityCrowd). One step: the module copies every body's state into one array;
 * the crowd reads each body's row from it, runs the guard, the controls and the disturbance, and
 * writes every command into another array, which goes back in one call; Box2D steps.
 * Deterministic: the same crowd and commands give the same float32 state wherever the module runs.
 * Its motion is Box2D's own, not planck's (another solver, float32): the two crowds are not equal.
 */
export class Box2dCrowd {
  private readonly entityList: MovingEntity[] = [];
  private readonly crowd = new EntityCrowd();
  /** The disturbance and sensor noise its entities feel, as a planck world's (one rule, one check). */
  private readonly influences = new WorldInfluences();
  private readonly arrays: Box2dArrays;
  private viewedBuffer: ArrayBuffer | null = null;
  private stepCount = 0;
  private recoveryCount = 0;

  /**
   * Builds the crowd of `placements` in a fresh instance of the module (`module`, used by this
   * crowd alone): entity i starts where placement i says, at rest, with `settingsFor(type)` and
   * loops its path. Throws a RangeError naming a bad setting, or an Error if the module has no room.
   */
  constructor(
    private readonly module: Box2dCrowdExports,
    placements: readonly CrowdPlacement[],
    private readonly dt: number,
    settingsFor: (type: EntityType) => EntityDefinition['settings'],
  ) {
    if (!(dt > 0 && Number.isFinite(dt))) throw new RangeError(`dt must be a finite number > 0, got ${dt}`);
    if (module.crowd_create_world(placements.length, BOX2D_CROWD_SUB_STEPS) !== 1)
      throw new Error(`the Box2D crowd module has no memory for ${placements.length} bodies`);
    const outlines: Record<EntityType, Outline> = { missile: outlineOf(MISSILE_PARTS), character: outlineOf(CHARACTER_PARTS) };
    const moveTo = (index: number, x: number, y: number, angle: number): void => void module.crowd_set_transform(index, x, y, angle);
    const friction = CROWD_ENTITY_OPTIONS.friction;
    const count = placements.length;
    this.arrays = { state: new Float32Array(0), commands: new Float32Array(0), bullet: new Uint8Array(count) };
    const centers = new Float64Array(2 * count);
    const masses = new Float64Array(2 * count);
    const bodies = placements.map((placement, i) => {
      const outline = outlines[placement.type];
      const { mass, center } = outline.mass;
      const { x, y } = placement.position;
      const [first, ...rest] = outline.pieces as [readonly Point[], ...(readonly Point[])[]];
      const index = module.crowd_add_body(
        this.writeOutline(first),
        friction,
        mass,
        center.x,
        center.y,
        outline.inertiaAboutCenter,
        x,
        y,
        placement.angle,
      );
      if (index !== i) throw new Error(`the Box2D crowd module refused body ${i}`);
      for (const piece of rest)
        if (module.crowd_add_piece(index, this.writeOutline(piece), friction) !== 1)
          throw new Error(`the Box2D crowd module refused a piece of body ${i}`);
      centers.set([center.x, center.y], 2 * i);
      masses.set([mass, outline.inertiaAboutCenter], 2 * i);
      return new Box2dBody(index, outline.mass, this.arrays, moveTo);
    });
    this.crowd.bulk = new Box2dBulk(this.arrays, centers, masses);
    this.readState();
    placements.forEach((placement, i) => {
      const definition: EntityDefinition = {
        id: `${placement.type}-${i + 1}`,
        type: placement.type,
        position: { x: placement.position.x, y: placement.position.y },
        angle: placement.angle,
        settings: settingsFor(placement.type),
        ...CROWD_ENTITY_OPTIONS,
      };
      const entity = new MovingEntity(bodies[i] as Box2dBody, definition, this.crowd);
      entity.steering.follow(placement.path, true);
      this.entityList.push(entity);
    });
  }

  /** The crowd's entities, in placement order. */
  get entities(): readonly MovingEntity[] {
    return this.entityList;
  }

  /** Steps taken. */
  get steps(): number {
    return this.stepCount;
  }

  /** How many times the guard put an entity back where it was last sound (a state gone non-finite or absurd). */
  get recoveries(): number {
    return this.recoveryCount;
  }

  /** The touching pairs of bodies after the last step, and the deepest overlap among them (m): to measure the crowd, not to step it. */
  measureContacts(): { touching: number; deepestOverlap: number } {
    const touching = this.module.crowd_measure_contacts();
    return { touching, deepestOverlap: this.module.crowd_deepest_overlap() };
  }

  /** The disturbance every entity feels from the next step on (SteeringWorld.setDisturbance's check: a value outside ±1e7 refused). */
  setDisturbance(disturbance: Readonly<Disturbance>): void {
    this.influences.setDisturbance(disturbance);
  }

  /** Every entity's controller sees its body through `noise` (each with its own seed, as SteeringWorld's), or a clean sensor. */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.influences.setSensorNoise(noise, this.entityList);
  }

  /**
   * One fixed step: every body's state comes out of the module in one call; the crowd steps each
   * entity (EntityCrowd.stepEntity: its row read, the guard, a body gone unsound put back as
   * SteeringWorld's guard does, its controls and the disturbance, its commands written); every
   * command goes back in one call; Box2D steps.
   */
  step(): void {
    this.readState();
    const crowd = this.crowd;
    const { dt } = this;
    const disturbance = this.influences.crowdDisturbance;
    // In two passes, as the world's two halves: the steering of all (each body's order kept), then every turn controller's command.
    const count = crowd.count;
    for (let i = 0; i < count; i++) if (crowd.beginEntity(i, dt) !== null) this.recoveryCount++;
    for (let i = 0; i < count; i++) crowd.finishEntity(i, disturbance);
    this.module.crowd_apply_commands();
    this.module.crowd_step(dt);
    // Box2D's step may grow the module's memory: the bodies read their state through fresh views.
    this.viewMemory();
    this.stepCount++;
  }

  /** Frees the module's world (the crowd cannot step after). */
  destroy(): void {
    this.module.crowd_destroy_world();
  }

  /** Writes `points` into the module's outline buffer; returns how many. */
  private writeOutline(points: readonly Point[]): number {
    const buffer = new Float32Array(this.module.memory.buffer, this.module.crowd_outline_buffer(), 2 * BOX2D_MAX_OUTLINE_POINTS);
    points.forEach(([x, y], k) => buffer.set([x, y], 2 * k));
    return points.length;
  }

  /** Copies every body's state into the module's state array, and (re)makes the views onto its memory if it grew. */
  private readState(): void {
    this.module.crowd_read_state();
    this.viewMemory();
  }

  /** (Re)makes the views onto the module's memory if it grew. */
  private viewMemory(): void {
    const module = this.module;
    const buffer = module.memory.buffer;
    if (buffer !== this.viewedBuffer) {
      this.viewedBuffer = buffer;
      const count = this.arrays.bullet.length;
      this.arrays.state = new Float32Array(buffer, module.crowd_state_buffer(), count * BOX2D_STATE_STRIDE);
      this.arrays.commands = new Float32Array(buffer, module.crowd_command_buffer(), count * BOX2D_COMMAND_STRIDE);
    }
  }
}
