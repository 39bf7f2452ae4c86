// What changed in the demo, published where it changes (the door, the clock, the director…) and delivered once a frame to the views that
// subscribed.

/**
 * A kind of change a view subscribes to (`demo.changes.on`), published where it happens:
 * - `steps`: fixed steps ran (the bodies moved, time went on, hits were counted, the history recorded);
 * - `intents`: intents were applied through the door, or again by the timeline ({@link Changes.applied} says which kinds);
 * - `settings`: entity settings changed by an intent ({@link Changes.settingsOf} says whose);
 * - `entities`: an intent added or removed entities;
 * - `scene`: another scene (a play entered or left, a reset, a scene file opened or left, the tour's scene);
 * - `moment`: the same scene rebuilt to show a moment of its timeline;
 * - `selection`: the selected entity or obstacle;
 * - `time`: pause, slow motion, the time base;
 * - `history`: a notice of the timeline's beyond what steps, intents and moments bring (the door's question before it ends a comparison);
 * - `tour`: the guided tour started, moved to another step, acted or left;
 * - `opening`: a comparison began or finished opening between frames;
 * - `warnings`: a warning about an entity the simulation reset waits to be shown;
 * - `page`: the page's own view (a part opened or closed, the debug overlay): the page publishes it.
 */
export type ChangeTopic =
  | 'steps'
  | 'intents'
  | 'settings'
  | 'entities'
  | 'scene'
  | 'moment'
  | 'selection'
  | 'time'
  | 'history'
  | 'tour'
  | 'opening'
  | 'warnings'
  | 'page';

/** Every topic, in the order of their bits. */
export const CHANGE_TOPICS: readonly ChangeTopic[] = [
  'steps',
  'intents',
  'settings',
  'entities',
  'scene',
  'moment',
  'selection',
  'time',
  'history',
  'tour',
  'opening',
  'warnings',
  'page',
];

const BIT: Readonly<Record<ChangeTopic, number>> = Object.fromEntries(CHANGE_TOPICS.map((topic, i) => [topic, 1 << i])) as Record<
  ChangeTopic,
  number
>;

/** The bits of `topics`. */
function maskOf(topics: readonly ChangeTopic[]): number {
  let mask = 0;
  for (const topic of topics) mask |= BIT[topic];
  return mask;
}

/** What changed since the last delivery, as a subscriber reads it (valid during its call only). */
export interface Changes {
  /** Whether `topic` changed. */
  has(topic: ChangeTopic): boolean;
  /** Fixed steps run since the last delivery. */
  readonly steps: number;
  /** Whether an intent of kind `kind` was applied. */
  applied(kind: string): boolean;
  /** Whether entity `id`'s settings changed (every entity's, when a change reached all of them). */
  settingsOf(id: string): boolean;
}

/** Where the demo's parts publish what they change (a {@link ChangeFeed}, or nothing for a part made alone). */
export interface ChangePublisher {
  /** `topic` changed. */
  publish(topic: ChangeTopic): void;
  /** One fixed step ran. */
  stepped(): void;
  /** An intent of kind `kind` was applied; `settingsOf`: the entity whose settings it changed, `all` for every one, null for none. */
  applied(kind: string, settingsOf: string | 'all' | null): void;
}

/** A publisher that tells no one (a part built outside a Demo, in a test). */
export const NO_CHANGE_PUBLISHER: ChangePublisher = { publish: () => undefined, stepped: () => undefined, applied: () => undefined };

/** One delivery's record of changes; two are kept and swapped, so that nothing is allocated once running. */
class ChangeRecord implements Changes {
  mask = 0;
  steps = 0;
  allSettings = false;
  readonly settingsIds = new Set<string>();
  readonly kinds = new Set<string>();

  has(topic: ChangeTopic): boolean {
    return (this.mask & BIT[topic]) !== 0;
  }

  applied(kind: string): boolean {
    return this.kinds.has(kind);
  }

  settingsOf(id: string): boolean {
    return this.allSettings || this.settingsIds.has(id);
  }

  clear(): void {
    this.mask = 0;
    this.steps = 0;
    this.allSettings = false;
    this.settingsIds.clear();
    this.kinds.clear();
  }
}

/** A view's subscription: the bits of its topics and what it calls. */
interface Subscription {
  readonly mask: number;
  readonly listener: (changes: Changes) => void;
  active: boolean;
}

/** Deliveries run at most this many rounds at once (a listener whose call publishes again is heard in the next round). */
const MAX_ROUNDS = 4;

/**
 * The demo's changes (`demo.changes`), pushed to whoever shows them: the door publishes each intent
 * it applies (with whose settings it changed), the clock each fixed step and each change of time,
 * the director each scene, the editors the selection, the tour its steps.
 * Like an engine's event queue drained once a step (Rapier's, Box2D v3's contact events), what is
 * published is kept until {@link deliver} (the page calls it once a frame, and after an action),
 * which calls each subscriber whose topics changed, once, with what changed. A frame in which
 * nothing was published calls no one, so a paused game's views read nothing.
 */
export class ChangeFeed implements ChangePublisher {
  private pending = new ChangeRecord();
  private delivered = new ChangeRecord();
  private readonly subscriptions: Subscription[] = [];
  private delivering = false;

  /** Calls `listener` at each delivery in which one of `topics` changed; returns the function that stops it. */
  on(topics: readonly ChangeTopic[], listener: (changes: Changes) => void): () => void {
    const subscription: Subscription = { mask: maskOf(topics), listener, active: true };
    this.subscriptions.push(subscription);
    return () => {
      subscription.active = false;
      // During a delivery the list is left as it is (its rounds count on it) and compacted after.
      if (!this.delivering) this.compact();
    };
  }

  publish(topic: ChangeTopic): void {
    this.pending.mask |= BIT[topic];
  }

  stepped(): void {
    this.pending.mask |= BIT.steps;
    this.pending.steps++;
  }

  applied(kind: string, settingsOf: string | 'all' | null): void {
    const pending = this.pending;
    pending.mask |= BIT.intents;
    pending.kinds.add(kind);
    if (settingsOf === null) return;
    pending.mask |= BIT.settings;
    if (settingsOf === 'all') pending.allSettings = true;
    else pending.settingsIds.add(settingsOf);
  }

  /** Whether something was published since the last delivery. */
  get waiting(): boolean {
    return this.pending.mask !== 0;
  }

  /**
   * Calls each subscriber whose topics changed since the last delivery, once, with what changed,
   * then forgets it. What a subscriber publishes meanwhile is delivered in a next round, at once; a
   * delivery asked for during one is that one.
   */
  deliver(): void {
    if (this.delivering) return;
    this.delivering = true;
    try {
      for (let round = 0; round < MAX_ROUNDS && this.pending.mask !== 0; round++) {
        const changes = this.pending;
        this.pending = this.delivered;
        this.delivered = changes;
        this.pending.clear();
        // A subscriber added during the round hears the next one; one stopped is not called again.
        const count = this.subscriptions.length;
        for (let i = 0; i < count; i++) {
          const subscription = this.subscriptions[i] as Subscription;
          if (subscription.active && (subscription.mask & changes.mask) !== 0) subscription.listener(changes);
        }
      }
    } finally {
      this.delivering = false;
      this.compact();
    }
  }

  /** Drops the subscriptions that were stopped. */
  private compact(): void {
    let kept = 0;
    for (const subscription of this.subscriptions) if (subscription.active) this.subscriptions[kept++] = subscription;
    this.subscriptions.length = kept;
  }
}
