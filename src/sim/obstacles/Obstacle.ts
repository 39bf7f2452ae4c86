import { restoreBody, saveBody } from '../body/bodyState';
import type { BodyMemory } from '../state/memory';
import { Box, Circle, type Body, type World } from 'planck';
import { isBodyFinite } from '../body/bodyFinite';
import type { Vec2Like } from '../math/vec2';

/** The shape of an obstacle: a box (walls are long thin boxes) or a round rock. */
export type ObstacleShape = { type: 'box'; halfWidth: number; halfHeight: number } | { type: 'circle'; radius: number };

/** How to create an obstacle. Plain and JSON-able (m, rad). */
export interface ObstacleDefinition {
  id: string;
  position: Vec2Like;
  /** rad. [default: 0] */
  angle?: number;
  shape: ObstacleShape;
  /**
   * false: a fixed obstacle (wall, rock) that nothing moves; true: a loose body that entities push
   * around. [default: false]
   */
  loose?: boolean;
  /** Loose bodies only, kg/m². [default: 0.5] */
  density?: number;
}

/**
 * A wall, a box or a rock: a static planck body, or a dynamic "loose" one that entities push.
 * Steering never knows about obstacles: collisions are planck's, and the controllers just keep
 * steering through them, which is the point of turning by torque instead of setting angles.
 *
 * The player can drag one: while held it becomes kinematic and moves by velocity toward the
 * pointer, so it shoves what is in its way instead of teleporting through it.
 */
export class Obstacle {
  readonly id: string;
  readonly shape: ObstacleShape;
  readonly loose: boolean;
  /** Of a loose body, kg/m² (0 for a fixed one). */
  readonly density: number;
  private readonly body: Body;
  private dragGoal: Vec2Like | null = null;
  private readonly velocityScratch: Vec2Like = { x: 0, y: 0 };

  constructor(world: World, definition: ObstacleDefinition) {
    this.id = definition.id;
    this.shape = definition.shape;
    this.loose = definition.loose ?? false;
    this.density = this.loose ? (definition.density ?? 0.5) : 0;
    this.body = world.createBody({
      type: this.loose ? 'dynamic' : 'static',
      position: { x: definition.position.x, y: definition.position.y },
      angle: definition.angle ?? 0,
      linearDamping: this.loose ? 1.5 : 0,
      angularDamping: this.loose ? 1.5 : 0,
      allowSleep: false,
    });
    const shape =
      definition.shape.type === 'box'
        ? new Box(definition.shape.halfWidth, definition.shape.halfHeight)
        : new Circle(definition.shape.radius);
    this.body.createFixture(shape, { density: this.density, friction: 0.6, restitution: 0.2 });
    this.body.setUserData(this);
  }

  /** Its body's exact state, for a snapshot (a loose body moves; a fixed one never does). */
  saveMemory(): BodyMemory {
    return saveBody(this.body);
  }

  /** Puts back what {@link saveMemory} gave. */
  restoreMemory(memory: Readonly<BodyMemory>): void {
    restoreBody(this.body, memory);
  }

  /** Centre, m (a live view). */
  get position(): Readonly<Vec2Like> {
    return this.body.getPosition();
  }

  /** rad. */
  get angle(): number {
    return this.body.getAngle();
  }

  /** Whether its position, angle and velocities are finite numbers (checked by the world before every planck step). */
  isFinite(): boolean {
    return isBodyFinite(this.body);
  }

  /** Where the player holds it, m, or null when it is not held (a live view). */
  get heldAt(): Readonly<Vec2Like> | null {
    return this.dragGoal;
  }

  /** Holds the obstacle and moves it toward `goal` over the next step. */
  drag(goal: Vec2Like): void {
    if (!this.dragGoal) this.body.setType('kinematic');
    this.dragGoal = { x: goal.x, y: goal.y };
  }

  /** Lets go: a wall stops where it is; a loose body keeps its velocity. */
  release(): void {
    if (!this.dragGoal) return;
    this.dragGoal = null;
    if (this.loose) {
      this.body.setType('dynamic');
    } else {
      this.body.setLinearVelocity({ x: 0, y: 0 });
      this.body.setType('static');
    }
  }

  /** Called by the world before each step. */
  beforeStep(dt: number): void {
    if (!this.dragGoal) return;
    const p = this.body.getPosition();
    this.velocityScratch.x = (this.dragGoal.x - p.x) / dt;
    this.velocityScratch.y = (this.dragGoal.y - p.y) / dt;
    this.body.setLinearVelocity(this.velocityScratch);
    this.body.setAngularVelocity(0);
  }
}
