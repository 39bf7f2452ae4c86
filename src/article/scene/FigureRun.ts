// One live figure's simulation: the game's own Demo on the section's scene, its recorded run and a what-if branched from it beside the
// ghost.
import { Demo } from '../../app/Demo';
import type { RunGhost } from '../../app/history/comparedRuns';
import type { RunFigures } from '../../app/history/compareRuns';
import type { DemoTarget } from '../../app/model/DemoTarget';
import { encodeShareLink, shareParamOf } from '../../app/settings/shareLink';
import { writeComparison } from '../../app/settings/writeComparison';
import type { ArticleSection, WhatIfChoice } from './sectionTypes';
import type { TurnTrace } from './articleTurn';

/** A figure's two runs as the compare card measures them: the recorded one (the ghost) and the what-if. */
export interface FigureFigures {
  readonly recorded: RunFigures | null;
  readonly whatIf: RunFigures | null;
}

/** A body moving slower than this is at rest, m/s (the game's turn meter's rule, EntityState). */
const REST_SPEED = 0.01;

/** One entity's run, step by step (index 0: before the first step), with where its turn starts. */
export interface EntityRun extends TurnTrace {
  /** The step at which its target was set at rest (0: the scene's start; later after a drag). */
  start: number;
  /** The motor's max angular acceleration at {@link start}, rad/s². */
  maxAngularAcceleration: number;
}

/**
 * The simulation behind a figure, free of the DOM: a {@link Demo} (the game's model) opens the
 * section's scene, records its run for the section's length (the ghost), goes back to its first step
 * through the history and applies the what-if through the game's one door, so that the run branches
 * exactly as a player's what-if does; the history's comparison then gives the compare card's
 * figures. A drag of the target while the what-if plays is one more change of that what-if (the
 * body turns to where it is dropped, and its turn is timed from there). Time moves only by
 * {@link step}: a figure that is not stepped costs nothing.
 */
export class FigureRun {
  readonly demo = new Demo();
  /** Fixed steps in a run. */
  readonly length: number;
  /** The fixed step, s. */
  readonly dt: number;
  /** The measured entity's recorded run and what-if, and the same for the section's companion (null without one). */
  readonly recorded: EntityRun;
  readonly whatIf: EntityRun;
  readonly companionRecorded: EntityRun | null;
  readonly companionWhatIf: EntityRun | null;
  /** Fixed steps this figure has simulated since it was built (the recorded run's included): what the page's CPU check counts. */
  stepsTaken = 0;
  /** Whether the reader has moved the target in this what-if. */
  dragged = false;
  /** The measured entity's inertia about its centre, kg·m² (its motor's largest torque is this times its max angular acceleration). */
  readonly inertia: number;
  private whatIfStep = 0;
  private holding = false;

  constructor(
    readonly section: ArticleSection,
    readonly choice: WhatIfChoice,
  ) {
    this.dt = this.demo.clock.dt;
    this.length = Math.round(section.seconds / this.dt);
    const runs = () => ({
      errors: new Float64Array(this.length + 1),
      rates: new Float64Array(this.length + 1),
      near: new Uint8Array(this.length + 1),
      start: 0,
      maxAngularAcceleration: 0,
    });
    this.recorded = runs();
    this.whatIf = runs();
    this.companionRecorded = section.companion === undefined ? null : runs();
    this.companionWhatIf = section.companion === undefined ? null : runs();
    must(this.demo.apply({ kind: 'openScene', text: JSON.stringify(section.scene) }), 'open the scene');
    this.demo.clock.setPaused(true);
    this.inertia = this.demo.view.findRecord(section.entity)?.entity.inertia ?? Number.NaN;
    this.begin(this.recorded, this.companionRecorded);
    for (let n = 1; n <= this.length; n++) {
      this.demo.clock.singleStep();
      this.stepsTaken++;
      this.record(this.recorded, this.companionRecorded, n);
    }
    must(this.demo.history.show(this.demo.history.oldestStep), 'go back to the start');
    for (const intent of choice.intents) must(this.demo.apply(intent), `apply "${choice.label}"`);
    this.begin(this.whatIf, this.companionWhatIf);
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
      this.record(this.whatIf, this.companionWhatIf, this.whatIfStep);
      // While the reader holds the target, its turn begins where it is let go.
      if (this.holding) this.restart(this.whatIfStep);
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

  /** The heading the measured entity turns to now (rad), or null: its angle less its heading error toward its target now. */
  get wantedHeading(): number | null {
    const entity = this.demo.view.findRecord(this.section.entity)?.entity;
    return entity ? entity.angle - entity.measureHeadingError() : null;
  }

  /** The target the measured entity turns toward, or null. */
  get target(): DemoTarget | null {
    return this.demo.view.targets[0] ?? null;
  }

  /**
   * Moves the target to `point` (m) through the game's door (a change of the what-if at the step
   * shown: the body steers to it at once); `release` lets go of it, and the turn is timed from that
   * step, from the body's state then.
   */
  dragTarget(point: { x: number; y: number }, release = false): void {
    const target = this.target;
    if (!target) return;
    this.dragged = true;
    this.holding = !release;
    must(this.demo.apply({ kind: 'dragTarget', target: target.id, point }), 'move the target');
    if (release) must(this.demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null }), 'let go of the target');
    this.restart(this.whatIfStep);
  }

  /**
   * The compare card's figures of the measured entity (or of `id`) for both runs, over the steps played (null before the what-if played a
   * step).
   */
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

  /** The runs' first state (step 0, at rest): the error measured toward the target now, the motor now. */
  private begin(run: EntityRun, companion: EntityRun | null): void {
    this.note(run, this.section.entity, 0, true);
    if (companion && this.section.companion !== undefined) this.note(companion, this.section.companion, 0, true);
  }

  /** The what-if's turn starts again at step `n`: the body's state then, its error toward where the target is now. */
  private restart(n: number): void {
    this.note(this.whatIf, this.section.entity, n, true);
    if (this.companionWhatIf && this.section.companion !== undefined) this.note(this.companionWhatIf, this.section.companion, n, true);
  }

  /** Notes step `n` of the measured entity and of the companion, if any. */
  private record(run: EntityRun, companion: EntityRun | null, n: number): void {
    this.note(run, this.section.entity, n, false);
    if (companion && this.section.companion !== undefined) this.note(companion, this.section.companion, n, false);
  }

  /** Notes entity `id`'s error and spin at step `n`; as its turn's start when `start` (its error measured toward its target now). */
  private note(run: EntityRun, id: string, n: number, start: boolean): void {
    const entity = this.demo.view.findRecord(id)?.entity;
    if (!entity) return;
    run.errors[n] = start ? entity.measureHeadingError() : entity.headingError;
    run.rates[n] = entity.angularVelocity;
    // Near its target, moving (within two arrival radii, as the game's turn meter counts it): the line of sight swings whatever the body
    // does.
    const target = entity.target;
    const { x, y } = entity.velocity;
    run.near[n] =
      target !== null &&
      x * x + y * y >= REST_SPEED * REST_SPEED &&
      Math.hypot(target.x - entity.position.x, target.y - entity.position.y) < 2 * entity.minSeekDistance
        ? 1
        : 0;
    if (start) {
      run.start = n;
      run.maxAngularAcceleration = entity.maxAngularAcceleration;
    }
  }
}

function must(result: { ok: boolean; message?: string }, what: string): void {
  if (!result.ok) throw new Error(`the figure could not ${what}: ${result.message ?? 'refused'}`);
}
