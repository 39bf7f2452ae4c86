import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { cssColor } from '../../app/palette';
import { TURN_RATE_TONE_COLORS } from '../../app/presentationPalette';
import { turnRateWords } from '../../app/turnRateWords';
import type { Viewport } from '../Viewport';
import { BODY_GEOMETRY, selectionRingRadius } from './EntityPainter';
import type { LabelPool } from './LabelPool';
import { LabelStacker } from './LabelStacker';

/** Text size of an entity's name under it, CSS px. */
const NAME_PX = 12;
/** Below this scale (CSS px per m: a phone) the labels drop the figure and keep the words. */
const COMPACT_LABEL_PPM = 7;
/** Text size of its turn rate in words, CSS px. */
const RATE_PX = 11.5;
/** Space between two lines of a block, and between two stacked blocks, CSS px. */
const LINE_GAP_PX = 2;
const BLOCK_GAP_PX = 4;
/** Height of a block of labels, about, CSS px (to tell bunched entities before writing). */
const BLOCK_HEIGHT_PX = 44;
/** Width of a character of a label, about, in font sizes. */
const CHARACTER_WIDTH_EM = 0.56;

/** An entity's turn rate in words and its tone's colour, kept per rate so frames allocate nothing. */
interface RateLabel {
  /** "turns fast · 720°/s²". */
  readonly text: string;
  /** "turns fast". */
  readonly words: string;
  readonly color: string;
}

/**
 * The labels under the entities: the selected one's name, every one's turn rate in words (in its
 * tone's colour) and how far it overshot its last turn. Where entities bunch up (at a target, say)
 * their blocks would be written over each other: then each block starts with its entity's name in
 * the entity's colour (not on a phone's small scale, where names would cover the bodies), and
 * blocks that would cover each other are stacked into a column under the pile
 * ({@link LabelStacker}), the selected entity's first. On a desktop blocks also keep clear of the
 * bodies drawn ({@link avoid}): a block that would be written over another entity is moved down
 * below it, and named, as is that entity's own. Call {@link begin}, {@link add} per labelled
 * entity and {@link avoid} per drawn one, then {@link finish}.
 */
export class EntityLabels {
  private readonly rateLabels = new Map<number, RateLabel>();
  private readonly overshootTexts: string[] = [];
  private readonly stacker = new LabelStacker();
  private readonly box: [number, number, number, number] = [0, 0, 0, 0];
  /** This frame's labelled entities, in the order added (reused arrays). */
  private readonly entities: MovingEntity[] = [];
  private readonly colors: string[] = [];
  private readonly selected: boolean[] = [];
  private readonly overshoots: number[] = [];
  /** Their turn rates' labels, and the estimated widths of those, CSS px (to tell bunched entities before writing). */
  private readonly rates: RateLabel[] = [];
  private readonly widths: number[] = [];
  /** The range of each entity's labels in the pool this frame. */
  private readonly firsts: number[] = [];
  private readonly ends: number[] = [];
  private count = 0;
  /** Where each block starts (its first line's centre, CSS px) and whether it starts with its entity's name. */
  private readonly xs: number[] = [];
  private readonly ys: number[] = [];
  private readonly named: boolean[] = [];
  /** This frame's drawn bodies, which the labels keep clear of, their screen boxes (CSS px) and their blocks (−1: none). */
  private readonly bodies: MovingEntity[] = [];
  private readonly bodyLefts: number[] = [];
  private readonly bodyTops: number[] = [];
  private readonly bodyRights: number[] = [];
  private readonly bodyBottoms: number[] = [];
  private readonly owners: number[] = [];
  private bodyCount = 0;

  constructor(
    private readonly labels: LabelPool,
    private readonly view: Viewport,
  ) {}

  begin(): void {
    this.count = 0;
    this.bodyCount = 0;
  }

  /** Keeps this frame's labels off `entity`'s body (drawn in full, labelled or not). */
  avoid(entity: MovingEntity): void {
    this.bodies[this.bodyCount++] = entity;
  }

  /**
   * Labels `entity` this frame.
   * @param color its colour (`#rrggbb`), for its name.
   * @param overshootDeg how far it overshot its last turn, degrees.
   */
  add(entity: MovingEntity, color: string, selected: boolean, overshootDeg: number): void {
    const i = this.count++;
    this.entities[i] = entity;
    this.colors[i] = color;
    this.selected[i] = selected;
    this.overshoots[i] = overshootDeg;
  }

  /** Writes the labels added this frame, stacked where they would cover each other or a body. */
  finish(): void {
    const view = this.view;
    // On a phone the entities of the opening sit 35 px apart: the selection ring marks the
    // selected one, and a name would cover its neighbour. There the blocks are stacked unnamed:
    // each in its tone's colour, under the pile.
    const compact = view.pixelsPerMetre < COMPACT_LABEL_PPM;
    for (let i = 0; i < this.count; i++) {
      const entity = this.entities[i] as MovingEntity;
      const rate = this.rateLabel(entity.maxAngularAcceleration);
      this.rates[i] = rate;
      this.widths[i] = (compact ? rate.words : rate.text).length * RATE_PX * CHARACTER_WIDTH_EM;
      this.xs[i] = view.toScreenX(entity.position.x);
      // Below the body: most of its outline lies within 70% of its farthest vertex. On a desktop, a
      // selected entity's block starts below its selection ring, which would cross its first line.
      // (On a phone its neighbour sits there: the ring may cross it.)
      const below = (this.selected[i] as boolean) && !compact ? selectionRingRadius(entity.type) * view.pixelsPerMetre + 10 : BODY_GEOMETRY[entity.type].radius * 0.7 * view.pixelsPerMetre + 8;
      this.ys[i] = view.toScreenY(entity.position.y) + below;
    }
    for (let i = 0; i < this.count; i++) this.named[i] = !compact && ((this.selected[i] as boolean) || this.bunched(i));
    // The bodies' boxes, and whose labels they are. A block that would be written over another
    // entity's body is moved below it, so that block and that entity's own are named: the reader
    // then sees which block is whose. On a phone the blocks are not named, so only where a block
    // sits tells whose it is: there a block moved below another body would read as that body's,
    // and the bodies do not push them.
    const bodies = compact ? 0 : this.bodyCount;
    for (let b = 0; b < bodies; b++) {
      this.bodyBox(this.bodies[b] as MovingEntity, b);
      const owner = this.blockOf(this.bodies[b] as MovingEntity);
      this.owners[b] = owner;
      for (let i = 0; i < this.count; i++) {
        if (i === owner || !this.coversBody(i, b)) continue;
        this.named[i] = true;
        if (owner >= 0) this.named[owner] = true;
      }
    }
    this.stacker.begin();
    for (let i = 0; i < this.count; i++) {
      const entity = this.entities[i] as MovingEntity;
      const x = this.xs[i] as number;
      let y = this.ys[i] as number;
      const selected = this.selected[i] as boolean;
      const first = this.labels.count;
      if (this.named[i]) {
        this.labels.show(entity.id, x, y, this.colors[i] as string, NAME_PX, 1);
        y += NAME_PX + LINE_GAP_PX;
      }
      const rate = this.rates[i] as RateLabel;
      // On a small screen (a phone) the entities sit close: the words alone, without the figure.
      this.labels.show(compact ? rate.words : rate.text, x, y, rate.color, RATE_PX, 1);
      const overshoot = Math.round(this.overshoots[i] as number);
      if (overshoot >= 3) this.labels.show(this.overshootText(overshoot), x, y + RATE_PX + LINE_GAP_PX, rate.color, RATE_PX, 0.9);
      this.labels.boxOf(first, this.labels.count, this.box);
      const [left, top, right, bottom] = this.box;
      this.stacker.add(left, top, right, bottom, selected ? 0 : 1);
      this.firsts[i] = first;
      this.ends[i] = this.labels.count;
    }
    // The bodies after the blocks, so that block i is the stacker's box i. An entity's own labels
    // sit just under its body and keep their place as it turns: its own body does not push them.
    for (let b = 0; b < bodies; b++) {
      this.stacker.addFixed(this.bodyLefts[b] as number, this.bodyTops[b] as number, this.bodyRights[b] as number, this.bodyBottoms[b] as number, this.owners[b] as number);
    }
    this.stacker.resolve(BLOCK_GAP_PX);
    for (let i = 0; i < this.count; i++) this.labels.moveDown(this.firsts[i] as number, this.ends[i] as number, this.stacker.shift(i));
  }

  /** Whether block `i`, at its own place (about: before it is written), would cover body `b`. */
  private coversBody(i: number, b: number): boolean {
    const x = this.xs[i] as number;
    const halfWidth = (this.widths[i] as number) / 2;
    const top = (this.ys[i] as number) - RATE_PX / 2;
    return x - halfWidth < (this.bodyRights[b] as number) && (this.bodyLefts[b] as number) < x + halfWidth && top < (this.bodyBottoms[b] as number) && (this.bodyTops[b] as number) < top + BLOCK_HEIGHT_PX;
  }

  /** The index of `entity`'s block of labels this frame, or −1 when it is not labelled. */
  private blockOf(entity: MovingEntity): number {
    for (let i = 0; i < this.count; i++) if (this.entities[i] === entity) return i;
    return -1;
  }

  /** Keeps the screen box (CSS px) of `entity`'s outline as drawn now as body box `b`. */
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
    this.bodyLefts[b] = left;
    this.bodyTops[b] = top;
    this.bodyRights[b] = right;
    this.bodyBottoms[b] = bottom;
  }

  /** Whether entity `i`'s block of labels would meet another's where they are (the two bodies are close). */
  private bunched(i: number): boolean {
    const a = (this.entities[i] as MovingEntity).position;
    const ppm = this.view.pixelsPerMetre;
    for (let j = 0; j < this.count; j++) {
      if (j === i) continue;
      const b = (this.entities[j] as MovingEntity).position;
      const across = ((this.widths[i] as number) + (this.widths[j] as number)) / 2;
      if (Math.abs(a.x - b.x) * ppm < across && Math.abs(a.y - b.y) * ppm < BLOCK_HEIGHT_PX) return true;
    }
    return false;
  }

  /** "turns fast · 720°/s²" and its tone's colour for a max angular acceleration (rad/s²). */
  private rateLabel(rate: number): RateLabel {
    let label = this.rateLabels.get(rate);
    if (!label) {
      const words = turnRateWords(rate);
      label = { text: words.tone === 'medium' ? `${words.words} ${words.figure}` : `${words.words} · ${words.figure}`, words: words.tone === 'medium' ? `${words.words} ${words.figure}` : words.words, color: cssColor(TURN_RATE_TONE_COLORS[words.tone]) };
      if (this.rateLabels.size > 64) this.rateLabels.clear();
      this.rateLabels.set(rate, label);
    }
    return label;
  }

  /** "overshoots 41°", made once per whole degree. */
  private overshootText(degrees: number): string {
    const index = Math.min(360, degrees);
    let text = this.overshootTexts[index];
    if (text === undefined) {
      text = `overshoots ${index}°`;
      this.overshootTexts[index] = text;
    }
    return text;
  }
}
