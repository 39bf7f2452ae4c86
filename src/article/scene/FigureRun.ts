// One live figure's simulation: the game's own Demo on the section's scene, its recorded run and a what-if branched from it beside the ghost.
import { Demo } from '../../app/Demo';
import type { RunGhost } from '../../app/history/comparedRuns';
import type { RunFigures } from '../../app/history/compareRuns';
import type { DemoTarget } from '../../app/model/DemoTarget';
import { encodeShareLink, shareParamOf } from '../../app/settings/shareLink';
import { writeComparison } from '../../app/settings/writeComparison';
import type { ArticleSection, WhatIfChoice } from './articleSections';

/** A figure's two runs as the compare card measures them: the recorded one (the ghost) and the what-if. */
export interface FigureFigures {
  readonly recorded: RunFigures | null;
  readonly whatIf: RunFigures | null;
}

/**
 * The simulation behind a figure, free of the DOM: a {@link Demo} (the game's model) opens the
 * section's scene, records its run for the section's length (the ghost), goes back to its first step
 * through the history and applies the what-if through the game's one door, so that the run branches
 * exactly as a player's what-if does; the history's comparison then gives the compare card's
 * figures. Time moves only by {@link step}: a figure that is not stepped costs nothing.
 */
export class FigureRun {
  readonly demo = new Demo();
  /** Fixed steps in a run. */
  readonly length: number;
  /** The heading error of the measured entity at each step of the recorded run and of the what-if, rad (index 0: the start). */
  readonly recordedErrors: Float64Array;
  readonly whatIfErrors: Float64Array;
  /** The same for the section's companion entity (empty without one). */
  readonly companionRecordedErrors: Float64Array;
  readonly companionWhatIfErrors: Float64Array;
  /** Fixed steps this figure has simulated since it was built (the recorded run's included): what the page's CPU check counts. */
  stepsTaken = 0;
  private whatIfStep = 0;

  constructor(
    readonly section: ArticleSection,
    readonly choice: WhatIfChoice,
  ) {
    this.length = Math.round(section.seconds / this.demo.clock.dt);
    this.recordedErrors = new Float64Array(this.length + 1);
    this.whatIfErrors = new Float64Array(this.length + 1);
    const companionLength = section.companion === undefined ? 0 : this.length + 1;
    this.companionRecordedErrors = new Float64Array(companionLength);
    this.companionWhatIfErrors = new Float64Array(companionLength);
    must(this.demo.apply({ kind: 'openScene', text: JSON.stringify(section.scene) }), 'open the scene');
    this.demo.clock.setPaused(true);
    this.record(this.recordedErrors, this.companionRecordedErrors, 0);
    for (let n = 1; n <= this.length; n++) {
      this.demo.clock.singleStep();
      this.stepsTaken++;
      this.record(this.recordedErrors, this.companionRecordedErrors, n);
    }
    must(this.demo.history.show(this.demo.history.oldestStep), 'go back to the start');
    must(this.demo.apply(choice.intent), `apply "${choice.label}"`);
    this.record(this.whatIfErrors, this.companionWhatIfErrors, 0);
  }

  /** Steps of the what-if run played so far (0 to {@link length}). */
  get played(): number {
    return this.whatIfStep;
  }

  /** Whether the what-if run has played to its end. */
  get done(): boolean {
    return this.whatIfStep >= this.length;
  }

  /** Plays up to `count` fixed steps of the what-if run (none past its end); returns how many it played. */
  step(count: number): number {
    let played = 0;
    while (played < count && !this.done) {
      this.demo.clock.singleStep();
      this.whatIfStep++;
      this.stepsTaken++;
      played++;
      this.record(this.whatIfErrors, this.companionWhatIfErrors, this.whatIfStep);
    }
    return played;
  }

  /** Plays the what-if run to its end. */
  finish(): void {
    this.step(this.length);
  }

  /** The recorded run at the step shown, as the game draws its ghost (null once the what-if is past its end). */
  get ghost(): RunGhost | null {
    return this.demo.history.ghost;
  }

  /** The measured entity now: position (m), heading (rad), or null if it is gone. */
  get body(): { readonly x: number; readonly y: number; readonly angle: number } | null {
    return this.bodyOf(this.section.entity);
  }

  /** The entity `id` now: position (m), heading (rad), or null if it is gone. */
  bodyOf(id: string): { readonly x: number; readonly y: number; readonly angle: number } | null {
    const record = this.demo.view.findRecord(id);
    if (!record) return null;
    const { x, y } = record.entity.position;
    return { x, y, angle: record.entity.angle };
  }

  /** The target the measured entity turns toward, or null. */
  get target(): DemoTarget | null {
    return this.demo.view.targets[0] ?? null;
  }

  /** Moves the target to `point` (m) through the game's door; `release` lets go of it. The what-if notes it as a change. */
  dragTarget(point: { x: number; y: number }, release = false): void {
    const target = this.target;
    if (!target) return;
    if (release) this.demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
    else this.demo.apply({ kind: 'dragTarget', target: target.id, point });
  }

  /** The compare card's figures of the measured entity (or of `id`) for both runs, over the steps played (null before the what-if played a step). */
  figures(id: string = this.section.entity): FigureFigures | null {
    const comparison = this.demo.history.comparison;
    const entity = comparison?.entities.find((e) => e.id === id);
    if (!entity) return null;
    return { recorded: entity.runs[0] ?? null, whatIf: entity.runs[1] ?? null };
  }

  /**
   * The game's share parameter (`?z=`) of this figure: its comparison (the recorded run and the
   * what-if so far, at the step shown), as the game's Share writes it, so that the game opens with
   * the compare card of the same runs; the section's scene alone if the comparison cannot be written.
   */
  shareParam(): string {
    const written = writeComparison(this.demo);
    const shared = written.ok ? shareParamOf(this.demo, written.scene, null) : null;
    return shared?.ok ? shared.param : encodeShareLink({ scene: this.section.scene });
  }

  /** Notes step `n`'s heading errors of the measured entity and of the companion, if any. */
  private record(errors: Float64Array, companionErrors: Float64Array, n: number): void {
    errors[n] = this.headingError(this.section.entity);
    if (this.section.companion !== undefined) companionErrors[n] = this.headingError(this.section.companion);
  }

  private headingError(id: string): number {
    return this.demo.view.findRecord(id)?.entity.headingError ?? 0;
  }
}

function must(result: { ok: boolean; message?: string }, what: string): void {
  if (!result.ok) throw new Error(`the figure could not ${what}: ${result.message ?? 'refused'}`);
}
