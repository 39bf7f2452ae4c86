/**
 * The entities' labels on the game: kept off every body, target, waypoint and page overlay, piled
 * bodies sharing one, each placed against its body or led to it by a line.
 */
import type Phaser from 'phaser';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { entityColor } from '../../app/presentation/palette';
import type { Viewport } from '../Viewport';
import { EntityLabelLines } from './EntityLabelLines';
import { BODY_GEOMETRY, flameReach, selectionRingRadius } from './EntityPainter';
import { LabelLayout } from './LabelLayout';
import type { LabelPool } from './LabelPool';
import type { PageOverlays } from './PageOverlays';
import { TARGET_REACH_PX } from './TargetPainter';

/** Labels keep this far from the canvas's edges, CSS px. */
const EDGE_PX = 4;
/** Bodies closer than this on screen share one label, CSS px. */
const PILE_GAP_PX = 3;
/** The most waypoints and other spots kept clear of per frame. */
const MAX_SPOTS = 256;
/** Colour of a shared label's leader line. */
const SHARED_LEADER_COLOR = 0xa8b6cc;

/**
 * The labels of the entities: each says whose it is (its name, in the entity's colour), its turn
 * rate in words (in its tone's colour) and how far it overshot its latest turn. Placed as a small
 * layout problem solved each frame ({@link LabelLayout}): a label never covers a body, a target, a
 * waypoint, a page overlay (HUD, cards, hints, panels: {@link PageOverlays}) or another label, and
 * stays on screen. It sits against its body (outside the selection ring of the selected one) where
 * there is room, else farther out with a leader line to its body. Bodies piled on each other share
 * one label, a line per body. The selected entity is placed first; a label keeps the side it had
 * while that side stays free.
 *
 * Call {@link begin}, then per frame {@link avoid} every body drawn, {@link avoidTarget} and
 * {@link avoidSpot} what else is drawn, {@link add} every labelled entity, and {@link finish}.
 * Allocates nothing in steady frames.
 */
export class EntityLabels {
  private readonly layout = new LabelLayout();
  /** What each label says, written and arranged in its block. */
  private readonly lines: EntityLabelLines;
  /** The place each label took last frame, by the id of its first entity. */
  private readonly places = new Map<string, number>();
  private readonly box: [number, number, number, number] = [0, 0, 0, 0];
  /** This frame's bodies (every one drawn) and their screen boxes, CSS px. */
  private readonly bodies: MovingEntity[] = [];
  private readonly bodyLefts: number[] = [];
  private readonly bodyTops: number[] = [];
  private readonly bodyRights: number[] = [];
  private readonly bodyBottoms: number[] = [];
  /** The same without a missile's flame: the outline alone (to tell piled bodies). */
  private readonly hullLefts: number[] = [];
  private readonly hullTops: number[] = [];
  private readonly hullRights: number[] = [];
  private readonly hullBottoms: number[] = [];
  private bodyCount = 0;
  /** Targets and waypoints: centres and reaches, CSS px. */
  private readonly spotXs: number[] = [];
  private readonly spotYs: number[] = [];
  private readonly spotReaches: number[] = [];
  private spotCount = 0;
  /** This frame's labelled entities, their body (index into the bodies), colour, selection and overshoot. */
  private readonly entities: MovingEntity[] = [];
  private readonly bodyOf: number[] = [];
  private readonly colorIndices: number[] = [];
  private readonly selected: boolean[] = [];
  private readonly overshoots: number[] = [];
  /** Piles: the first labelled entity of each one's pile (union-find), and which piles are written. */
  private readonly pileOf: number[] = [];
  private readonly written: boolean[] = [];
  private readonly members: number[] = [];
  private count = 0;
  private blockCount = 0;

  constructor(
    private readonly labels: LabelPool,
    private readonly view: Viewport,
    /** Where leader lines are drawn (cleared by the caller each frame). */
    private readonly leaders: Phaser.GameObjects.Graphics,
  ) {
    this.lines = new EntityLabelLines(labels, view);
  }

  /** Starts a frame of labels for a world stepped at `dt` s (a label says when a body cannot settle at it). */
  begin(dt: number): void {
    this.lines.setStep(dt);
    this.count = 0;
    this.bodyCount = 0;
    this.spotCount = 0;
  }

  /** Keeps this frame's labels off `entity`'s body (drawn in full, labelled or not). */
  avoid(entity: MovingEntity): void {
    const b = this.bodyCount++;
    this.bodies[b] = entity;
    this.bodyBox(entity, b);
  }

  /** Keeps this frame's labels off a target drawn at (x, y) m. */
  avoidTarget(x: number, y: number): void {
    this.avoidSpot(x, y, TARGET_REACH_PX);
  }

  /** Keeps this frame's labels off a round mark `reachPx` CSS px round (x, y) m (a waypoint). */
  avoidSpot(x: number, y: number, reachPx: number): void {
    if (this.spotCount >= MAX_SPOTS) return;
    const i = this.spotCount++;
    this.spotXs[i] = this.view.toScreenX(x);
    this.spotYs[i] = this.view.toScreenY(y);
    this.spotReaches[i] = reachPx;
  }

  /**
   * Labels `entity` this frame; call it after {@link avoid} of the same entity.
   * @param colorIndex its palette index (its name's colour).
   * @param overshootDeg how far it overshot its latest turn, degrees, or null before any.
   */
  add(entity: MovingEntity, colorIndex: number, selected: boolean, overshootDeg: number | null): void {
    let body = -1;
    for (let b = this.bodyCount - 1; b >= 0 && body < 0; b--) if (this.bodies[b] === entity) body = b;
    if (body < 0) return;
    const i = this.count++;
    this.entities[i] = entity;
    this.bodyOf[i] = body;
    this.colorIndices[i] = colorIndex;
    this.selected[i] = selected;
    this.overshoots[i] = overshootDeg === null ? 0 : Math.round(overshootDeg);
  }

  /** Writes and places the labels added this frame, clear of everything kept off and of `overlays`. */
  finish(overlays: PageOverlays): void {
    const view = this.view;
    const layout = this.layout;
    layout.begin(EDGE_PX, EDGE_PX, view.width - EDGE_PX, view.height - EDGE_PX);
    for (let b = 0; b < this.bodyCount; b++)
      layout.addObstacle(
        this.bodyLefts[b] as number,
        this.bodyTops[b] as number,
        this.bodyRights[b] as number,
        this.bodyBottoms[b] as number,
      );
    for (let s = 0; s < this.spotCount; s++) {
      const x = this.spotXs[s] as number;
      const y = this.spotYs[s] as number;
      const reach = this.spotReaches[s] as number;
      layout.addObstacle(x - reach, y - reach, x + reach, y + reach);
    }
    for (let o = 0; o < overlays.count; o++)
      layout.addObstacle(
        overlays.lefts[o] as number,
        overlays.tops[o] as number,
        overlays.rights[o] as number,
        overlays.bottoms[o] as number,
      );
    // The labels written before these (waypoint numbers): kept clear of too.
    for (let l = 0; l < this.labels.count; l++) {
      this.labels.boxOf(l, l + 1, this.box);
      layout.addObstacle(this.box[0], this.box[1], this.box[2], this.box[3]);
    }
    this.findPiles();
    this.blockCount = 0;
    // The selected entity's label first (it gets the best place), then in the order added.
    for (let i = 0; i < this.count; i++) this.written[i] = false;
    for (let i = 0; i < this.count; i++) if (this.selected[i]) this.writePile(this.pileOf[i] as number, i);
    for (let i = 0; i < this.count; i++) if (!this.written[this.pileOf[i] as number]) this.writePile(this.pileOf[i] as number, -1);
  }

  /** Groups the labelled entities whose bodies touch on screen into piles (union-find, the lowest index the root). */
  private findPiles(): void {
    for (let i = 0; i < this.count; i++) this.pileOf[i] = i;
    for (let i = 0; i < this.count; i++) {
      const a = this.bodyOf[i] as number;
      for (let j = 0; j < i; j++) {
        const b = this.bodyOf[j] as number;
        const touch =
          (this.hullLefts[a] as number) < (this.hullRights[b] as number) + PILE_GAP_PX &&
          (this.hullLefts[b] as number) < (this.hullRights[a] as number) + PILE_GAP_PX &&
          (this.hullTops[a] as number) < (this.hullBottoms[b] as number) + PILE_GAP_PX &&
          (this.hullTops[b] as number) < (this.hullBottoms[a] as number) + PILE_GAP_PX;
        if (touch) this.join(i, j);
      }
    }
    for (let i = 0; i < this.count; i++) this.pileOf[i] = this.root(i);
  }

  private root(i: number): number {
    let r = i;
    while (this.pileOf[r] !== r) r = this.pileOf[r] as number;
    return r;
  }

  private join(i: number, j: number): void {
    const a = this.root(i);
    const b = this.root(j);
    if (a !== b) this.pileOf[Math.max(a, b)] = Math.min(a, b);
  }

  /** Writes and places the label of pile `pile`, `first` (or else the pile's root) on its first line. */
  private writePile(pile: number, first: number): void {
    this.written[pile] = true;
    const members = this.members;
    members.length = 0;
    if (first >= 0) members.push(first);
    for (let i = 0; i < this.count; i++) if (this.pileOf[i] === pile && i !== first) members.push(i);
    // The anchor: the bodies' boxes, or the selection ring round the selected one.
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    const ppm = this.view.pixelsPerMetre;
    for (let m = 0; m < members.length; m++) {
      const i = members[m] as number;
      const b = this.bodyOf[i] as number;
      const entity = this.entities[i] as MovingEntity;
      const ring = this.selected[i] ? selectionRingRadius(entity.type) * ppm + 2 : 0;
      const x = this.view.toScreenX(entity.position.x);
      const y = this.view.toScreenY(entity.position.y);
      left = Math.min(left, this.bodyLefts[b] as number, x - ring);
      top = Math.min(top, this.bodyTops[b] as number, y - ring);
      right = Math.max(right, this.bodyRights[b] as number, x + ring);
      bottom = Math.max(bottom, this.bodyBottoms[b] as number, y + ring);
    }
    // Off screen (the player panned away): no label.
    if (right < 0 || bottom < 0 || left > this.view.width || top > this.view.height) return;
    const block = this.blockCount++;
    const firstLabel = this.labels.count;
    const only = members[0] as number;
    const size =
      members.length === 1
        ? this.lines.writeOwn(
            this.entities[only] as MovingEntity,
            this.colorIndices[only] as number,
            this.overshoots[only] as number,
            block,
          )
        : this.lines.writeShared(members, this.entities, this.colorIndices, this.overshoots, block);
    const width = size.width;
    const height = size.height;
    const key = (this.entities[members[0] as number] as MovingEntity).id;
    const place = this.layout.place(left, top, right, bottom, width, height, this.places.get(key) ?? -1);
    if (this.places.size > 64 && !this.places.has(key)) this.places.clear();
    this.places.set(key, place);
    const blockLeft = this.layout.left;
    const blockTop = this.layout.top;
    this.lines.arrange(firstLabel, members.length === 1, blockLeft, blockTop, width);
    if (this.layout.ring > 0) {
      const color = members.length === 1 ? entityColor(this.colorIndices[members[0] as number] as number) : SHARED_LEADER_COLOR;
      this.drawLeader(left, top, right, bottom, blockLeft, blockTop, blockLeft + width, blockTop + height, color);
    }
  }

  /** A thin line from the anchor box to the block, between their nearest points. */
  private drawLeader(
    aLeft: number,
    aTop: number,
    aRight: number,
    aBottom: number,
    bLeft: number,
    bTop: number,
    bRight: number,
    bBottom: number,
    color: number,
  ): void {
    const fromX = clamp((bLeft + bRight) / 2, aLeft, aRight);
    const fromY = clamp((bTop + bBottom) / 2, aTop, aBottom);
    const toX = clamp(fromX, bLeft, bRight);
    const toY = clamp(fromY, bTop, bBottom);
    this.leaders.lineStyle(1, color, 0.65);
    this.leaders.lineBetween(fromX, fromY, toX, toY);
  }

  /** Keeps the screen box (CSS px) of `entity`'s outline as drawn now (a missile's flame included) as body box `b`. */
  private bodyBox(entity: MovingEntity, b: number): void {
    const view = this.view;
    const { x, y } = entity.position;
    const cos = Math.cos(entity.angle);
    const sin = Math.sin(entity.angle);
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const part of BODY_GEOMETRY[entity.type].parts) {
      for (const [vx, vy] of part.vertices) {
        const sx = view.toScreenX(x + vx * cos - vy * sin);
        const sy = view.toScreenY(y + vx * sin + vy * cos);
        if (sx < left) left = sx;
        if (sx > right) right = sx;
        if (sy < top) top = sy;
        if (sy > bottom) bottom = sy;
      }
    }
    // The outline alone tells piled bodies apart; its flame is kept clear of too.
    this.hullLefts[b] = left;
    this.hullTops[b] = top;
    this.hullRights[b] = right;
    this.hullBottoms[b] = bottom;
    // A missile's flame behind its tail is part of what a label must not cover.
    if (entity.type === 'missile') {
      const tail = BODY_GEOMETRY.missile.tailX - flameReach(entity.thrustFraction);
      const sx = view.toScreenX(x + tail * cos);
      const sy = view.toScreenY(y + tail * sin);
      left = Math.min(left, sx);
      right = Math.max(right, sx);
      top = Math.min(top, sy);
      bottom = Math.max(bottom, sy);
    }
    this.bodyLefts[b] = left;
    this.bodyTops[b] = top;
    this.bodyRights[b] = right;
    this.bodyBottoms[b] = bottom;
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}
