/** One explosion to draw: where and when a hit happened. */
export interface Explosion {
  /** m. */
  x: number;
  y: number;
  /** Simulated time of the hit, s. */
  time: number;
  /** Palette index of the entity that hit. */
  colorIndex: number;
  /** False for a slot never used. */
  used: boolean;
}

/** Explosions remembered for drawing (older ones are overwritten). */
export const EXPLOSION_SLOTS = 16;

/**
 * The game's record of hits: the total, per entity, the last time-to-hit, and a fixed ring of
 * recent explosions for the renderer (allocated once: a hit overwrites the oldest slot).
 */
export class HitLog {
  private totalValue = 0;
  private readonly perEntity = new Map<string, number>();
  private lastTimeToHitValue: number | null = null;
  private lastEntityIdValue: string | null = null;
  /** The explosion slots, oldest overwritten first. */
  readonly explosions: readonly Explosion[] = Array.from({ length: EXPLOSION_SLOTS }, () => ({
    x: 0,
    y: 0,
    time: 0,
    colorIndex: 0,
    used: false,
  }));
  private next = 0;

  get total(): number {
    return this.totalValue;
  }

  /** Seconds from the (re)launch or the target's (re)appearance to the last hit, or null before any. */
  get lastTimeToHit(): number | null {
    return this.lastTimeToHitValue;
  }

  get lastEntityId(): string | null {
    return this.lastEntityIdValue;
  }

  countOf(id: string): number {
    return this.perEntity.get(id) ?? 0;
  }

  byEntity(): Record<string, number> {
    return Object.fromEntries(this.perEntity);
  }

  /** Records a hit by `entityId` at (x, y) m, at simulated `time` s, `timeToHit` s after launch. */
  record(entityId: string, x: number, y: number, time: number, timeToHit: number, colorIndex: number): void {
    this.totalValue++;
    this.perEntity.set(entityId, this.countOf(entityId) + 1);
    this.lastTimeToHitValue = timeToHit;
    this.lastEntityIdValue = entityId;
    const slot = this.explosions[this.next] as Explosion;
    slot.x = x;
    slot.y = y;
    slot.time = time;
    slot.colorIndex = colorIndex;
    slot.used = true;
    this.next = (this.next + 1) % EXPLOSION_SLOTS;
  }

  /** Makes this log a copy of `other`: its counts, its last hit and its explosions. */
  copyFrom(other: HitLog): void {
    this.adopt(other.save());
  }

  /** The whole log as plain data (a shared comparison's play carries it: src/app/history/comparisonPlay.ts). */
  save(): HitLogState {
    return {
      total: this.totalValue,
      byEntity: this.byEntity(),
      lastTimeToHit: this.lastTimeToHitValue,
      lastEntityId: this.lastEntityIdValue,
      explosions: this.explosions.map((slot) => ({ ...slot })),
      next: this.next,
    };
  }

  /** Makes this log the one `state` holds ({@link save}); its explosions fill the slots in order. */
  adopt(state: HitLogState): void {
    this.totalValue = state.total;
    this.perEntity.clear();
    for (const [id, count] of Object.entries(state.byEntity)) this.perEntity.set(id, count);
    this.lastTimeToHitValue = state.lastTimeToHit;
    this.lastEntityIdValue = state.lastEntityId;
    this.explosions.forEach((slot, i) => Object.assign(slot, state.explosions[i] ?? { x: 0, y: 0, time: 0, colorIndex: 0, used: false }));
    this.next = state.next;
  }

  forget(id: string): void {
    this.perEntity.delete(id);
  }
}

/** A {@link HitLog} as plain data: its counts, its last hit, its explosion slots and the next one to fill. */
export interface HitLogState {
  readonly total: number;
  readonly byEntity: Readonly<Record<string, number>>;
  readonly lastTimeToHit: number | null;
  readonly lastEntityId: string | null;
  readonly explosions: readonly Readonly<Explosion>[];
  readonly next: number;
}
