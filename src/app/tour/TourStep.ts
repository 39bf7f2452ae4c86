import type { ControllerSettings } from '../../sim/control/ControllerSettings';
import type { Vec2Like } from '../../sim/math/vec2';
import type { DemoTarget } from '../model/DemoTarget';
import { laidOut } from '../setup/screenLayout';
import type { TourHost } from './TourHost';

/** What a step measured once the player has done it: a sentence, and its numbers (for tests). */
export interface TourStepResult {
  readonly text: string;
  readonly values: Readonly<Record<string, number>>;
}

/** A step while it runs: its action, its per-step measurement and its result so far. */
export interface StepRun {
  /** The step's action button (keyboard and touch users, anyone): e.g. moves the target. */
  act(): void;
  /** Called after every fixed step with the simulated time, s. */
  afterStep(time: number): void;
  /** The result once the player has done what the step asks, else null. */
  result(): TourStepResult | null;
  /**
   * What the card says while there is no result: what the step waits for now ("Waiting for you…"
   * only before the player did anything), what it measures ("Turning… the result shows once
   * missile-2 (light blue) has settled"), or why a figure will not come.
   */
  status(): string;
  /** The action button's label now, when it changes as the step goes on (else the step's {@link TourStep.actionLabel}). */
  actionLabel?(): string;
}

/** The card's line before the player did anything: the step's own words for it. */
export function waitingFor(actionLabel: string): string {
  return `Waiting for you… or press “${actionLabel}”.`;
}

/** One step of the guided tour: a scene of its own, two or three sentences, and a measured result. */
export interface TourStep {
  /** Stable id, e.g. "torque" (saved to resume the tour). */
  readonly id: string;
  readonly title: string;
  /** What it shows and what to try, two or three sentences. */
  readonly text: string;
  /** The task in a few words, e.g. "Drag the target". */
  readonly task: string;
  /** The label of the step's action button, e.g. "Move the target". */
  readonly actionLabel: string;
  /** Whether the scope (and its P, I, D strip) should be in view for this step. */
  readonly showsScope: boolean;
  /** Builds the step's scene on the demo and starts measuring. */
  setUp(host: TourHost): StepRun;
}

/** The id of the target every tour scene uses (the opening's shared one). */
export const TOUR_TARGET = 'target-missile-1';

/**
 * A fresh playground with only the entities `keep` (ids of the opening's: "missile-1" the fast
 * missile, "missile-2" the slow one, "character-1"), in `mode`, the target at `target` (a point of
 * the landscape design, laid out for the play area's shape as the opening is:
 * src/app/setup/screenLayout.ts), no choreography: the scene of one step.
 */
export function openScene(host: TourHost, keep: readonly string[], mode: 'track' | 'seek', target: Readonly<Vec2Like>): void {
  host.apply({ kind: 'leave', play: 'race' });
  host.apply({ kind: 'leave', play: 'hunt' });
  host.apply({ kind: 'reset' });
  host.apply({ kind: 'setAutoRetarget', on: false });
  const others = host.view.records.filter((record) => !keep.includes(record.entity.id)).map((record) => record.entity.id);
  for (const id of others) host.apply({ kind: 'removeEntity', entity: id });
  host.apply({ kind: 'setMode', mode });
  host.apply({ kind: 'moveTarget', target: TOUR_TARGET, position: laidOut(target, host.plays.layout) });
  host.apply({ kind: 'setAutoRetarget', on: false });
  host.editor.entities.select(keep[0] ?? null);
}

/** Gives entity `id` these settings (only it: the player's settings for new entities stay as they are). */
export function configure(
  host: TourHost,
  id: string,
  settings: { maxAngularAcceleration?: number; controller?: ControllerSettings },
): void {
  host.editor.entities.select(id);
  if (settings.maxAngularAcceleration !== undefined)
    host.apply({ kind: 'setMaxAngularAcceleration', value: settings.maxAngularAcceleration, scope: 'selected' });
  if (settings.controller) host.apply({ kind: 'setController', settings: settings.controller, scope: 'selected' });
}

/** How long a target let go of may keep moving (a throw flies on, bouncing) before the step stops it, s of simulated time. */
export const DRIFT_WAIT_SECONDS = 3;

/** What the shared target did in a step: moved, came to rest after moving, or neither. */
export type TargetEvent = 'moved' | 'rested' | 'still';

/**
 * Watches the shared target for the player's moves (it stands still in the tour's scenes, so any
 * change is the player's, or the step's action). A step it moved in is `moved`; the first step it
 * stands still after moving is `rested` (a drop, or a pause in a drag: where a trip or a timed
 * turn starts, as a body's turn meter starts it). A target let go of that keeps moving (thrown: it
 * would fly on and bounce for good, and the step wait for ever) is stopped where it is
 * {@link DRIFT_WAIT_SECONDS} after it was let go, and {@link stoppedDrift} says so until the player
 * takes it again; one given a motion of its own in the panel is not ({@link ownMotion}).
 */
export class TargetMoves {
  private readonly last: Vec2Like = { x: Number.NaN, y: Number.NaN };
  /** Whether it moved since it last came to rest. */
  private unrested = false;
  private heldNow = false;
  /** When the target, no longer held, began its present run of motion (null: held or still). */
  private looseSince: number | null = null;
  private stopped = false;
  /** How many steps the target moved in. */
  count = 0;

  constructor(
    private readonly host: TourHost,
    private readonly moved: (time: number) => void = () => undefined,
    private readonly rested: (time: number) => void = () => undefined,
  ) {
    this.remember(this.host.view.targets[0]);
  }

  /** Whether the step stopped the target, which drifted on after the player let go of it. */
  get stoppedDrift(): boolean {
    return this.stopped;
  }

  /** Whether the scene has no target left to watch (the player removed the step's entities). */
  get targetGone(): boolean {
    return this.host.view.targets.length === 0;
  }

  /**
   * The motion the player chose for the target in the panel, when it is not static and nobody
   * holds the target: it moves by itself, and no trip or turn can be timed to it until it stands
   * still (the step says so); null otherwise.
   */
  get ownMotion(): string | null {
    const target = this.host.view.targets[0];
    return target && !target.held && target.motionSettings.type !== 'static' ? target.motionSettings.type : null;
  }

  /** Whether the player held the target after the last step. */
  get held(): boolean {
    return this.heldNow;
  }

  /** Call after every fixed step: what the target did in it (and the matching callback, called). */
  afterStep(time: number): TargetEvent {
    const target = this.host.view.targets[0];
    if (!target) return 'still';
    const moved = Math.hypot(target.position.x - this.last.x, target.position.y - this.last.y) > 1e-6;
    this.heldNow = target.held;
    let event: TargetEvent = 'still';
    if (moved) {
      if (target.held) {
        this.looseSince = null;
        this.stopped = false;
      } else if (target.motionSettings.type === 'static') {
        this.looseSince ??= time;
        if (time - this.looseSince >= DRIFT_WAIT_SECONDS) {
          this.host.apply({ kind: 'moveTarget', target: target.id, position: { x: target.position.x, y: target.position.y } });
          this.looseSince = null;
          this.stopped = true;
        }
      }
      this.count++;
      this.unrested = true;
      event = 'moved';
    } else if (this.unrested) {
      this.unrested = false;
      this.looseSince = null;
      event = 'rested';
    }
    this.remember(target);
    if (event === 'moved') this.moved(time);
    else if (event === 'rested') this.rested(time);
    return event;
  }

  private remember(target: DemoTarget | undefined): void {
    this.last.x = target ? target.position.x : Number.NaN;
    this.last.y = target ? target.position.y : Number.NaN;
  }
}

/** Cycles through `spots` (points of the landscape design, laid out as the scene is): the step's "move the target" action. */
export function spotCycler(host: TourHost, spots: readonly Vec2Like[]): () => void {
  let next = 0;
  return () => {
    host.apply({ kind: 'moveTarget', target: TOUR_TARGET, position: laidOut(spots[next % spots.length] as Vec2Like, host.plays.layout) });
    next++;
  };
}

/** A number for a sentence: "0.74", "24", "600". */
export function shown(value: number, digits = 2): string {
  return Math.abs(value) >= 100 ? String(Math.round(value)) : String(Number(value.toFixed(digits)));
}

/** The card's words for a target that moves by itself (a motion chosen in the panel) or is gone, or null for neither. */
export function ownMotionWords(moves: Pick<TargetMoves, 'ownMotion' | 'targetGone'>): string | null {
  if (moves.targetGone) return 'The step’s target went with the entities you removed: press Back, then Next, to set the step up again.';
  const motion = moves.ownMotion;
  return motion === null
    ? null
    : `The target moves by itself (its motion in the panel is ${motion}): nothing can be timed until it stands still. Set its ` +
        `motion to static in the panel.`;
}
