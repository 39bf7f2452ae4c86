import { AABB, Transform, testOverlap, type Body, type Fixture, type World } from 'planck';
import { MovingEntity } from '../entities/MovingEntity';
import type { Target } from './Target';
import { ownEntry } from '../validation/ownEntries';

/** The body frame: shapes' boxes about their body's origin. */
const LOCAL = Transform.identity();

/**
 * Slack on the bounding circles' test, m: far above the rounding of its own sums and of planck's overlap test (which counts shapes
 * within 10 ε as touching), far below anything a body's size can be.
 */
const NEAR_MARGIN = 1e-6;

/** A target that an entity began to touch in this step (a hit). */
export interface TargetTouch {
  entity: MovingEntity;
  target: Target;
}

/**
 * Which entities touch which targets, found by asking planck's broad phase for the fixtures near
 * each target and testing each with planck's own shape overlap test (`testOverlap`, as planck tests
 * a sensor contact). A touch that begins is a hit. A target is a body without a fixture: nothing
 * pairs with it, no contact is kept, and a step costs a distance test per target and entity body,
 * one tree query per target an entity body's bounding circle reaches and one shape test per entity
 * fixture near it (docs/reliability.md#what-an-accepted-scene-costs). A target no body reaches is
 * not asked for: the tree could find nothing there, so the answer is the same.
 *
 * The test runs before planck's step, on the positions planck's own sensor update saw (its collide
 * phase comes before it integrates), so hits come at the same steps as before. The one difference:
 * a target placed somewhere new (a respawn) on an entity hits at the next step, where planck found
 * the new contact one step later.
 */
export class TargetTouches {
  /** The entities touching each target after the last step (reused sets, one per target). */
  private readonly touching = new Map<Target, Set<MovingEntity>>();
  /** Scratch for the set being built this step. */
  private spare = new Set<MovingEntity>();
  private readonly box = new AABB();
  /** The target being tested by {@link visit}, and its set for this step. */
  private current: Target | null = null;
  private found: Set<MovingEntity> = this.spare;
  private readonly visit = (fixture: Fixture): boolean => {
    const owner = fixture.getBody().getUserData();
    if (!(owner instanceof MovingEntity) || this.found.has(owner)) return true;
    const target = this.current as Target;
    if (testOverlap(target.hitCircle, 0, fixture.getShape(), 0, target.transform, fixture.getBody().getTransform())) this.found.add(owner);
    return true;
  };

  /** The entity bodies this step, as bounding circles: x, y (the body's origin) and radius, m, three numbers each. */
  private readonly bounds: number[] = [];
  /** Each fixture list's reach from its body's origin, m, by the list's first fixture (a new fixture heads a new list). */
  private readonly reaches = new WeakMap<Fixture, number>();

  constructor(private readonly world: World) {}

  /** Puts every entity body's bounding circle into {@link bounds}; returns how many. */
  private collectBounds(): number {
    const bounds = this.bounds;
    let count = 0;
    for (let body: Body | null = this.world.getBodyList(); body !== null; body = body.getNext()) {
      if (!(body.getUserData() instanceof MovingEntity)) continue;
      const first = body.getFixtureList();
      if (first === null) continue;
      const origin = body.getPosition();
      bounds[3 * count] = origin.x;
      bounds[3 * count + 1] = origin.y;
      bounds[3 * count + 2] = this.reachOf(first);
      count++;
    }
    return count;
  }

  /** How far from its body's origin any point of the fixtures from `first` on lies, at most, m: its local boxes' farthest corner. */
  private reachOf(first: Fixture): number {
    const known = this.reaches.get(first);
    if (known !== undefined) return known;
    let reach = 0;
    const box = new AABB();
    for (let fixture: Fixture | null = first; fixture !== null; fixture = fixture.getNext()) {
      const shape = fixture.getShape();
      for (let child = 0; child < shape.getChildCount(); child++) {
        shape.computeAABB(box, LOCAL, child);
        const x = Math.max(Math.abs(box.lowerBound.x), Math.abs(box.upperBound.x));
        const y = Math.max(Math.abs(box.lowerBound.y), Math.abs(box.upperBound.y));
        reach = Math.max(reach, Math.hypot(x, y));
      }
    }
    this.reaches.set(first, reach);
    return reach;
  }

  /** Whether any of the first `count` entity bounding circles comes within `radius` (+ {@link NEAR_MARGIN}) of (x, y). */
  private anyNear(count: number, x: number, y: number, radius: number): boolean {
    const bounds = this.bounds;
    for (let k = 0; k < count; k++) {
      const dx = (bounds[3 * k] as number) - x;
      const dy = (bounds[3 * k + 1] as number) - y;
      const reach = radius + (bounds[3 * k + 2] as number) + NEAR_MARGIN;
      if (dx * dx + dy * dy <= reach * reach) return true;
    }
    return false;
  }

  /**
   * Which of `entities` touch each of `targets` now, by id, for a snapshot: the world's own lists,
   * since a target or an entity removed since the last step is still in the sets until the next
   * (a Hunt left removes its targets: the touch of one, saved, could not be restored). Each list in
   * the order of `entities`: a set's own order is the broad phase's, which a world built again from
   * the save does not repeat (only who touches counts), so the same touches are written the same way.
   */
  save(targets: readonly Target[], entities: readonly MovingEntity[]): Record<string, string[]> {
    // Built from entries, not by assignment: a target "__proto__" is an entry like any other (ownEntries.ts).
    const touches: [string, string[]][] = [];
    const order = new Map(entities.map((entity, index) => [entity, index]));
    for (const target of targets) {
      const touching: MovingEntity[] = [];
      for (const entity of this.touching.get(target) ?? []) if (order.has(entity)) touching.push(entity);
      if (touching.length > 1) touching.sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
      if (touching.length > 0) touches.push([target.id, touching.map((entity) => entity.id)]);
    }
    return Object.fromEntries(touches);
  }

  /** Puts back what {@link save} gave (ids of targets and entities no longer there are skipped): a touch that goes on is not a new hit. */
  restore(touches: Readonly<Record<string, readonly string[]>>, targets: readonly Target[], entities: readonly MovingEntity[]): void {
    this.touching.clear();
    for (const target of targets) {
      const ids = ownEntry(touches, target.id);
      if (ids) this.touching.set(target, new Set(entities.filter((entity) => ids.includes(entity.id))));
    }
  }

  /**
   * Tests every target, in order, and appends to `began` each (entity, target) pair that touches
   * now and did not after the previous call: a hit. Targets no longer in `targets` are forgotten.
   */
  update(targets: readonly Target[], began: TargetTouch[]): void {
    const entityBodies = targets.length > 0 ? this.collectBounds() : 0;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i] as Target;
      const before = this.touching.get(target);
      const now = this.spare;
      now.clear();
      this.found = now;
      this.current = target;
      const center = target.position;
      const r = target.radius;
      this.box.lowerBound.x = center.x - r;
      this.box.lowerBound.y = center.y - r;
      this.box.upperBound.x = center.x + r;
      this.box.upperBound.y = center.y + r;
      if (this.anyNear(entityBodies, center.x, center.y, r)) this.world.queryAABB(this.box, this.visit);
      for (const entity of now) if (!before?.has(entity)) began.push({ entity, target });
      // Keep this step's set for the target; the old one becomes the next scratch.
      this.touching.set(target, now);
      this.spare = before ?? new Set<MovingEntity>();
    }
    this.current = null;
    if (this.touching.size > targets.length)
      for (const target of this.touching.keys()) if (!targets.includes(target)) this.touching.delete(target);
  }
}
