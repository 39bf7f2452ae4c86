/**
 * The lines of an entity label: what it says (the name, the turn rate in words or why it cannot
 * settle, the overshoot), written into the label pool, measured, and arranged in the label's block.
 */
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { entityCssColor } from '../../app/presentation/palette';
import { instabilityWords } from '../../app/presentation/turnRateWords';
import type { Viewport } from '../Viewport';
import type { LabelPool } from './LabelPool';
import { LabelWords, type RateLabel } from './LabelWords';

/** Text size of an entity's name, CSS px. */
const NAME_PX = 12;
/** Text size of its turn rate and overshoot, CSS px. */
const RATE_PX = 11.5;
/** Lines of a label overlap by this much of their boxes (the text's outline), CSS px. */
const LINE_OVERLAP_PX = 3;
/** Space between an entity's name and its words on a line of a shared label, CSS px. */
const WORD_GAP_PX = 5;
/** Below this canvas width (a phone) a label gives its turn rate in words, without the figure, CSS px. */
const COMPACT_WIDTH_PX = 600;

/** A block's size, CSS px. */
export interface BlockSize {
  width: number;
  height: number;
}

/** Writes the lines of entity labels into the pool and lays them out in their blocks; allocates nothing in steady frames. */
export class EntityLabelLines {
  private readonly words = new LabelWords();
  /** The step labels are written for, s. */
  private dt = 1 / 60;
  /** Each body's instability words (null: it settles), by its count of setting changes and the step. */
  private readonly stability = new WeakMap<MovingEntity, { revision: number; dt: number; words: string | null }>();
  /** The size of the block being written, CSS px (reused), and the width of a shared label's names' column. */
  private readonly size: BlockSize = { width: 0, height: 0 };
  private nameColumn = 0;

  constructor(
    private readonly labels: LabelPool,
    private readonly view: Viewport,
  ) {}

  /** The labels are for a world stepped at `dt` s (a label says when a body cannot settle at it). */
  setStep(dt: number): void {
    this.dt = dt;
  }

  /**
   * Writes `entity`'s own label into block `block`: its name (in palette colour `colorIndex`), its turn rate, and its overshoot
   * (`overshoot`, whole degrees) when 3° or more, a line each. Returns the block's size (reused).
   */
  writeOwn(entity: MovingEntity, colorIndex: number, overshoot: number, block: number): Readonly<BlockSize> {
    const rate = this.rateOf(entity);
    const labels = this.labels;
    const first = labels.count;
    labels.show(entity.id, 0, 0, entityCssColor(colorIndex), NAME_PX, 1, block);
    labels.show(this.view.width < COMPACT_WIDTH_PX ? rate.words : rate.text, 0, 0, rate.color, RATE_PX, 1, block);
    if (overshoot >= 3) labels.show(this.words.overshootText(overshoot), 0, 0, rate.color, RATE_PX, 0.9, block);
    let width = 0;
    let height = LINE_OVERLAP_PX;
    for (let l = first; l < labels.count; l++) {
      width = Math.max(width, labels.widthOf(l));
      height += labels.heightOf(l) - LINE_OVERLAP_PX;
    }
    this.size.width = width;
    this.size.height = height;
    return this.size;
  }

  /**
   * Writes a pile's shared label into block `block`: a line per member (an index into `entities`, `colorIndices` and `overshoots`), its
   * name then its words and overshoot, in two columns. Returns the block's size (reused).
   */
  writeShared(
    members: readonly number[],
    entities: readonly MovingEntity[],
    colorIndices: readonly number[],
    overshoots: readonly number[],
    block: number,
  ): Readonly<BlockSize> {
    const labels = this.labels;
    const first = labels.count;
    let height = LINE_OVERLAP_PX;
    for (let m = 0; m < members.length; m++) {
      const i = members[m] as number;
      const entity = entities[i] as MovingEntity;
      const rate = this.rateOf(entity);
      const name = labels.count;
      labels.show(entity.id, 0, 0, entityCssColor(colorIndices[i] as number), NAME_PX, 1, block);
      labels.show(this.words.wordsWithOvershoot(rate, overshoots[i] as number), 0, 0, rate.color, RATE_PX, 1, block);
      height += Math.max(labels.heightOf(name), labels.heightOf(name + 1)) - LINE_OVERLAP_PX;
    }
    let names = 0;
    let words = 0;
    for (let l = first; l + 1 < labels.count; l += 2) {
      names = Math.max(names, labels.widthOf(l));
      words = Math.max(words, labels.widthOf(l + 1));
    }
    this.nameColumn = names;
    this.size.width = names + WORD_GAP_PX + words;
    this.size.height = height;
    return this.size;
  }

  /**
   * Moves the labels written from `first` on into their block at (left, top) CSS px, `width` wide: centred lines (`ownLines`, as
   * {@link writeOwn} wrote them), or two columns, names and words (as {@link writeShared} wrote them).
   */
  arrange(first: number, ownLines: boolean, left: number, top: number, width: number): void {
    const labels = this.labels;
    let y = top;
    if (ownLines) {
      for (let l = first; l < labels.count; l++) {
        const height = labels.heightOf(l);
        labels.moveTo(l, left + width / 2, y + height / 2);
        y += height - LINE_OVERLAP_PX;
      }
      return;
    }
    for (let l = first; l + 1 < labels.count; l += 2) {
      const height = Math.max(labels.heightOf(l), labels.heightOf(l + 1));
      labels.moveTo(l, left + labels.widthOf(l) / 2, y + height / 2);
      labels.moveTo(l + 1, left + this.nameColumn + WORD_GAP_PX + labels.widthOf(l + 1) / 2, y + height / 2);
      y += height - LINE_OVERLAP_PX;
    }
  }

  /** Its turn rate in words, or why it cannot settle at this step (turnRateWords.ts's instabilityWords). */
  private rateOf(entity: MovingEntity): RateLabel {
    // Read again only when what turns it changed (its count of changes) or the step did: a frame allocates nothing.
    let known = this.stability.get(entity);
    if (!known || known.revision !== entity.turnSettingsRevision || known.dt !== this.dt) {
      known = {
        revision: entity.turnSettingsRevision,
        dt: this.dt,
        words: instabilityWords(entity.getSettings().controller, entity.maxAngularAcceleration, this.dt),
      };
      this.stability.set(entity, known);
    }
    return known.words === null ? this.words.rateLabel(entity.maxAngularAcceleration) : this.words.unstableLabel(known.words);
  }
}
