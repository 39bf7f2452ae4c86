import type Phaser from 'phaser';
import type { CrowdPlacement } from '../../sim/crowdLayout';
import { CROWD_STATE, CROWD_STATE_STRIDE } from '../../app/bench/crowdState';
import { TRAIL_EVERY_STEPS } from '../../app/model/EntityState';
import { Trail } from '../../app/model/Trail';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import { CrowdPainter } from '../draw/CrowdPainter';
import type { CrowdTrailMember } from '../draw/CrowdMember';
import { CrowdTrailPainter } from '../draw/CrowdTrailPainter';
import { CROWD_TRAIL_POINTS, drawDetail, type DrawDetail } from '../draw/drawDetail';
import { PaletteBuckets } from '../draw/PaletteBuckets';
import { WorldPen } from '../draw/WorldPen';
import type { Viewport } from '../Viewport';

/** Members this far outside the view are still drawn, m (as the page's own crowd). */
const CULL_MARGIN_M = 25;

/** One member, refilled from each state the Worker sends. */
class WorkerCrowdMember implements CrowdTrailMember {
  readonly entity: { id: string; type: EntityType; position: Vec2Like; angle: number; velocity: Vec2Like; thrustFraction: number };
  /** Only as long as a crowd's trails are drawn. */
  readonly trail = new Trail(CROWD_TRAIL_POINTS);
  constructor(
    readonly colorIndex: number,
    id: string,
    type: EntityType,
  ) {
    this.entity = { id, type, position: { x: 0, y: 0 }, angle: 0, velocity: { x: 0, y: 0 }, thrustFraction: 0 };
  }
}

/**
 * The benchmark's crowd as the page sees it when a Web Worker simulates it: members read from the
 * Worker's latest state (crowdState.ts), drawn batched by colour with the same {@link CrowdPainter}
 * and {@link CrowdTrailPainter} as the page's own crowd, on layers above the (empty) world. Entity
 * i has placement i's type and palette colour i, as in the Crowd scene. A trail point is recorded
 * each time the Worker's step count passes a multiple of TRAIL_EVERY_STEPS (from the state at the
 * end of the batch, which is at most a few steps later). Allocates nothing per frame.
 */
export class WorkerCrowd {
  private readonly members: WorkerCrowdMember[];
  private readonly trailGraphics: Phaser.GameObjects.Graphics;
  private readonly graphics: Phaser.GameObjects.Graphics;
  private readonly trails: CrowdTrailPainter;
  private readonly painter: CrowdPainter;
  private readonly buckets = new PaletteBuckets();
  private readonly detail: DrawDetail;
  /** The last trail slot (steps / TRAIL_EVERY_STEPS) a point was recorded for. */
  private trailSlot = -1;

  constructor(
    scene: Phaser.Scene,
    private readonly view: Viewport,
    placements: readonly CrowdPlacement[],
  ) {
    this.members = placements.map((placement, i) => new WorkerCrowdMember(i, `${placement.type}-${i + 1}`, placement.type));
    this.trailGraphics = scene.add.graphics().setDepth(1);
    this.graphics = scene.add.graphics().setDepth(2);
    this.trails = new CrowdTrailPainter(new WorldPen(this.trailGraphics, view));
    this.painter = new CrowdPainter(new WorldPen(this.graphics, view));
    this.detail = drawDetail(placements.length, CROWD_TRAIL_POINTS);
  }

  /** Reads the members from `state` (as the Worker wrote it after `steps` steps in all). */
  update(state: Float64Array, steps: number): void {
    const slot = Math.floor(steps / TRAIL_EVERY_STEPS);
    const recordTrail = slot !== this.trailSlot;
    this.trailSlot = slot;
    const members = this.members;
    for (let i = 0; i < members.length; i++) {
      const base = i * CROWD_STATE_STRIDE;
      if (base + CROWD_STATE_STRIDE > state.length) break;
      const entity = (members[i] as WorkerCrowdMember).entity;
      entity.position.x = state[base + CROWD_STATE.x] as number;
      entity.position.y = state[base + CROWD_STATE.y] as number;
      entity.angle = state[base + CROWD_STATE.angle] as number;
      entity.velocity.x = state[base + CROWD_STATE.vx] as number;
      entity.velocity.y = state[base + CROWD_STATE.vy] as number;
      entity.thrustFraction = state[base + CROWD_STATE.thrust] as number;
      if (recordTrail) (members[i] as WorkerCrowdMember).trail.push(entity.position.x, entity.position.y);
    }
  }

  /** Draws the members; `time` (s, wall clock) only animates the flames. */
  draw(time: number): void {
    this.trailGraphics.clear();
    this.graphics.clear();
    this.buckets.fill(this.members, null, this.view, CULL_MARGIN_M);
    if (!this.detail.detailedEntities) this.trails.draw(this.members, this.buckets, this.detail);
    this.painter.draw(this.members, this.buckets, time);
  }

  /** Removes the layer. */
  destroy(): void {
    this.trailGraphics.destroy();
    this.graphics.destroy();
  }
}
