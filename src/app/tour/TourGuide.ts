import type { TourHost } from './TourHost';
import type { PlayerSceneAside, TourStage } from './TourStage';
import { TOUR_STEPS } from './tourList';
import type { StepRun, TourStep } from './TourStep';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/** What the tour's card shows, and what the browser tests read (`snapshot().tour`): the step's texts, where it stands, its result. */
export type TourView = NonNullable<ReturnType<TourGuide['view']>>;

/**
 * The guided tour: retells the article and its video as steps (src/app/tour/tourList.ts). Each step
 * sets up its own scene on the demo, says what to try, waits for the player to do it (or to press
 * the step's action) and shows the measured result. The player's own scene and settings are set
 * aside while it plays and come back exactly as they were when it ends; the page keeps where the
 * player got to.
 */
export class TourGuide {
  private indexValue = -1;
  private run: StepRun | null = null;
  /** The player's scene and settings while the tour plays. */
  private aside: PlayerSceneAside | null = null;

  constructor(
    private readonly host: TourHost,
    /** Where the player's scene waits while the tour plays. */
    private readonly stage: TourStage,
    readonly steps: readonly TourStep[] = TOUR_STEPS,
    /** Where it says that the tour started, moved, acted or ended. [default: no one] */
    private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {}

  /** True while a step runs. */
  get active(): boolean {
    return this.run !== null;
  }

  /** The step shown, 0-based (-1 when the tour is not running). */
  get index(): number {
    return this.indexValue;
  }

  /**
   * Starts (or restarts) step `index` (clamped to the steps). The first start sets the player's
   * scene and settings aside: the tour plays in scenes of its own.
   */
  start(index = 0): void {
    this.aside ??= this.stage.setPlayerSceneAside();
    this.indexValue = Math.max(0, Math.min(this.steps.length - 1, Math.trunc(index)));
    // Every step starts from the same point, whatever the player changed by hand in the one before.
    this.stage.resetForStep();
    this.run = (this.steps[this.indexValue] as TourStep).setUp(this.host);
    this.changes.publish('tour');
  }

  /** The next step; returns false after the last one (the tour is over: call {@link leave}). */
  next(): boolean {
    if (this.indexValue + 1 >= this.steps.length) return false;
    this.start(this.indexValue + 1);
    return true;
  }

  /** The previous step (the first one again at the start). */
  back(): void {
    this.start(Math.max(0, this.indexValue - 1));
  }

  /** Stops the tour and puts back exactly the scene and settings the player had before it. */
  leave(): void {
    this.run = null;
    this.indexValue = -1;
    const aside = this.aside;
    this.aside = null;
    if (aside) this.stage.restorePlayerScene(aside);
    this.changes.publish('tour');
  }

  /** The step's own action (its button; its label may change as the step goes on: {@link TourView.actionLabel}). */
  act(): void {
    this.run?.act();
    this.changes.publish('tour');
  }

  /** Called by the demo after every fixed step. */
  afterStep(time: number): void {
    this.run?.afterStep(time);
  }

  /** What the card shows, or null when the tour is not running. */
  view() {
    const step = this.steps[this.indexValue];
    if (!this.run || !step) return null;
    return {
      /** 0-based index of the step, and the number of steps. */
      index: this.indexValue,
      count: this.steps.length,
      id: step.id,
      title: step.title,
      text: step.text,
      task: step.task,
      actionLabel: this.run.actionLabel?.() ?? step.actionLabel,
      showsScope: step.showsScope,
      /** The step's measured result once the player has done it, else null. */
      result: this.run.result(),
      /** What the card says while there is no result: what the step waits for or measures now (see StepRun.status). */
      status: this.run.status(),
    };
  }
}
