/** When a world settles (settleWorld.ts): a rule of the world's own, the same whether anything records it or not. */
import type { Body, World } from 'planck';
import { captureContacts, type OwnerName } from './contactMemory';
import { settleWorld } from './settleWorld';
import type { BodyOwner, ContactMemory } from './state/memory';

/** A world settles at the start of every step whose count is a multiple of this (once a second at 60 Hz). */
export const SETTLE_EVERY_STEPS = 60;

/** What settling reads of its world: planck's, its step count, and its bodies' owners in the world's order. */
export interface SettledWorld {
  readonly physics: World;
  readonly steps: number;
  /** Its fixed step, s. */
  readonly dt: number;
  readonly entities: readonly { readonly id: string }[];
  readonly targets: readonly { readonly id: string }[];
  readonly obstacles: readonly { readonly id: string }[];
}

/**
 * A world's settles (`world.settling`). planck keeps what a snapshot cannot hold and a rebuilt
 * world would make otherwise: the order it made bodies and contacts in, its broad phase's tree.
 * So a world settles by a rule of its own: a step begins with a settle when it is the world's first
 * (a world just built, or rebuilt from a snapshot), when its count is a multiple of
 * {@link SETTLE_EVERY_STEPS}, and after {@link settleBeforeNextStep} (a scene switched over the same
 * world). A history takes its snapshots only before such steps, with {@link contactsToKeep}: a
 * world rebuilt from one settles at its first step as the recorded one settled there, and both step
 * on bit for bit; a run recorded is the run not recorded. The contacts a settle keeps are those of
 * the step before it (or of the moment a settle was asked for), whatever the input between did to
 * them: a world rebuilt from a snapshot has only those.
 *
 * A world told {@link settleOnlyWhenTold} (a crowd, which nothing records; a comparison written
 * before worlds settled by themselves) settles only by {@link settleDroppingContacts}.
 */
export class WorldSettling {
  /** The contacts the next settle keeps, or null when none is due before the next step beyond the count's. */
  private pending: ContactMemory[] | null = [];
  private byItself = true;
  /** The step the world last settled at the start of (−1: none yet). */
  private settledAt = -1;
  private count = 0;
  private readonly nameOf: OwnerName;

  constructor(private readonly world: SettledWorld) {
    const owners = new Map<unknown, readonly [BodyOwner, string]>();
    this.nameOf = (body: Body) => {
      const owner = body.getUserData();
      if (!owners.has(owner)) this.learnOwners(owners);
      return owners.get(owner) ?? null;
    };
  }

  /** Whether the world settles by itself (false once told {@link settleOnlyWhenTold}). */
  get settlesByItself(): boolean {
    return this.byItself;
  }

  /** Whether the next step begins with a settle: a history may take a snapshot now. */
  get beforeNextStep(): boolean {
    const step = this.world.steps;
    return this.byItself && this.settledAt !== step && (this.pending !== null || step % SETTLE_EVERY_STEPS === 0);
  }

  /** How many times the world settled (a test's count). */
  get settles(): number {
    return this.count;
  }

  /** The step the world last settled at the start of, or −1. */
  get lastSettledStep(): number {
    return this.settledAt;
  }

  /** The contacts a snapshot taken now holds: those the next settle keeps, else planck's now. Between steps only. */
  contactsToKeep(): ContactMemory[] {
    return this.pending ?? captureContacts(this.world.physics, this.nameOf);
  }

  /** The next step begins with a settle that keeps `contacts` (a world rebuilt from a snapshot holding them). */
  keepContacts(contacts: readonly ContactMemory[]): void {
    if (!this.byItself) return;
    this.pending = [...contacts];
    this.settledAt = -1;
  }

  /** Asks for a settle at the start of the next step (a scene switched over this world), keeping the contacts as they are now. */
  settleBeforeNextStep(): void {
    if (this.byItself && this.pending === null) this.pending = captureContacts(this.world.physics, this.nameOf);
  }

  /** At the start of a step (SteeringWorld.step and beginStep): settles when the step is due to. */
  beforeStep(): void {
    if (!this.beforeNextStep) return;
    const contacts = this.pending ?? captureContacts(this.world.physics, this.nameOf);
    this.pending = null;
    this.settle(contacts);
    this.settledAt = this.world.steps;
  }

  /** At the end of a step: when the next step settles by the count, the contacts it keeps are these, as a snapshot taken now holds them. */
  afterStep(): void {
    if (this.byItself && this.pending === null && this.world.steps % SETTLE_EVERY_STEPS === 0)
      this.pending = captureContacts(this.world.physics, this.nameOf);
  }

  /** From now on the world settles only when told ({@link settleDroppingContacts}). */
  settleOnlyWhenTold(): void {
    this.byItself = false;
    this.pending = null;
  }

  /**
   * Settles now, dropping every contact (planck finds them again at the next step, starting from
   * nothing): how a history settled every world at its snapshots before worlds settled by
   * themselves, kept to play the comparisons written then again as they were recorded.
   */
  settleDroppingContacts(): void {
    this.settle(null);
  }

  private settle(contacts: readonly ContactMemory[] | null): void {
    const { entities, targets, obstacles } = this.world;
    settleWorld(this.world.physics, this.world.dt, [...entities, ...targets, ...obstacles], contacts, this.nameOf);
    this.count++;
  }

  /** Learns the name of every body's owner now in the world that can touch another (targets cannot). */
  private learnOwners(owners: Map<unknown, readonly [BodyOwner, string]>): void {
    owners.clear();
    for (const entity of this.world.entities) owners.set(entity, ['entity', entity.id]);
    for (const obstacle of this.world.obstacles) owners.set(obstacle, ['obstacle', obstacle.id]);
  }
}
