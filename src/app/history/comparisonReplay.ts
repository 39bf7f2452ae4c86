import { quoteForMessage } from '../../sim/validation/oneLine';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { SceneModel } from '../model/SceneModel';
import type { PlayDirector } from '../plays/PlayDirector';
import type { ChoreographyState } from '../plays/Playground';
import { playgroundOf } from './Checkpoint';
import type { DemoClock } from '../time/DemoClock';
import type { Comparison, EntityExtras, RunInput, SceneChange, TargetInput, TargetOwners } from './comparisonFile';
import type { SceneHistory } from './SceneHistory';
import { applyTargetInput } from './targetInput';

/** Where one run's input comes from, step by step: the change before the step, then (on the scene as the change left it) the targets moved; and the steps it took its checkpoints at. */
export interface RunSource {
  readonly checkpoints: ReadonlySet<number>;
  change(step: number, model: SceneModel): Pick<SceneChange, 'scene' | 'entities' | 'order' | 'owners'> | null;
  targets(step: number, model: SceneModel): readonly TargetInput[];
}

/** Where each run's input comes from: a comparison read from a file, or one being written down from a history (src/app/settings/writeComparison.ts). */
export interface ComparisonSource {
  /** The opening's choreography the recorded run starts with (its target hopping on by itself), or null. */
  readonly choreography: ChoreographyState | null;
  /** What the game keeps of the entities at the start that the scene does not say, and the order it lists them in (or null). */
  readonly entities: EntityExtras;
  readonly order: readonly string[] | null;
  readonly owners: TargetOwners;
  readonly recorded: RunSource;
  readonly whatIf: RunSource;
}

/** The steps a replay goes through: the recorded run from `start` to before `recordedEnd`; back to `branch`; the what-if run to before `whatIfEnd`; then `shown`. */
export interface ReplayPlan {
  readonly start: number;
  readonly branch: number;
  readonly recordedEnd: number;
  readonly whatIfEnd: number;
  readonly shown: number;
}

/** The parts of the demo a replay plays on. */
export interface ReplayParts {
  readonly history: SceneHistory;
  readonly clock: DemoClock;
  readonly plays: PlayDirector;
}

/** The steps of `comparison`, whose recorded run starts at step `start` (its scene's). */
export function replayPlan(start: number, comparison: Comparison): ReplayPlan {
  return { start, branch: comparison.branch, recordedEnd: comparison.recorded.end, whatIfEnd: comparison.whatIf.end, shown: comparison.shown };
}

/** A run's input, looked up by step. */
function runByStep(run: RunInput): RunSource {
  const changes = new Map(run.changes.map((change) => [change.step, change]));
  const inputs = new Map(run.inputs.map((input) => [input.step, input.targets]));
  return { checkpoints: new Set(run.checkpoints), change: (step) => changes.get(step) ?? null, targets: (step) => inputs.get(step) ?? [] };
}

/** `comparison`'s input, looked up by step. */
export function comparisonSource(comparison: Comparison): ComparisonSource {
  return { choreography: comparison.choreography, entities: comparison.entities, order: comparison.order, owners: comparison.owners, recorded: runByStep(comparison.recorded), whatIf: runByStep(comparison.whatIf) };
}

/**
 * Plays a comparison again on the scene that plays (opened at the recorded run's start, the
 * history fresh, the opening's choreography taken up): the recorded run step by step with the player's input as recorded (so that the
 * history records it as the game did), back to the branch, the what-if run with its own input (the
 * history branches where it first differs, and keeps the recorded run as the ghost), then the shown
 * step. Paused at the end; the history's notices (targets taken over) are the recorded player's,
 * and dropped. A step that does not come as planned (a target the scene does not have, a scene
 * that could not go on, no branch) stops it with a refusal saying where.
 */
export function replayComparison(parts: ReplayParts, plan: ReplayPlan, source: ComparisonSource): SettingResult {
  const { history, plays } = parts;
  const opened = plays.current;
  if (source.choreography) playgroundOf(opened)?.adoptChoreography(source.choreography);
  giveExtras(plays.model, source);
  try {
    history.replayCheckpoints(source.recorded.checkpoints);
    for (let step = plan.start; step < plan.recordedEnd; step++) {
      const stepped = stepWith(parts, step, source.recorded, 'recorded');
      if (!stepped.ok) return stepped;
    }
    const back = history.show(plan.branch);
    if (!back.ok) return refused('comparison', `branch: step ${plan.branch} could not be shown again (${back.message})`);
    history.replayCheckpoints(source.whatIf.checkpoints);
    for (let step = plan.branch; step < plan.whatIfEnd; step++) {
      const stepped = stepWith(parts, step, source.whatIf, 'whatIf');
      if (!stepped.ok) return stepped;
    }
  } finally {
    history.replayCheckpoints(null);
  }
  history.takeNotices();
  if (!history.comparing) return refused('comparison', 'whatIf: changes nothing from the recorded run, so there is nothing to compare');
  if (plan.shown < plan.whatIfEnd) {
    const shown = history.show(plan.shown);
    if (!shown.ok) return refused('comparison', `shown: step ${plan.shown} could not be shown (${shown.message})`);
  }
  return OK;
}

/** One step of a run, after the player's input there. */
function stepWith(parts: ReplayParts, step: number, source: RunSource, run: 'recorded' | 'whatIf'): SettingResult {
  const { history, clock, plays } = parts;
  if (plays.model.world.steps !== step) return refused('comparison', `${run}: the scene is at step ${plays.model.world.steps} where step ${step} was due`);
  const change = source.change(step, plays.model);
  if (change?.scene) {
    const changed = history.changeTo(change.scene);
    if (!changed.ok) return refused('comparison', `${run}: the change at step ${step} could not be made (${changed.message})`);
  }
  if (change) giveExtras(plays.model, change);
  for (const target of source.targets(step, plays.model)) {
    if (!applyTargetInput(plays.model, target)) return refused('comparison', `${run}: the scene has no target ${quoteForMessage(target.id)} at step ${step}`);
  }
  clock.singleStep();
  if (plays.model.world.steps !== step + 1) return refused('comparison', `${run}: the scene could not go on at step ${step}`);
  return OK;
}

/** Gives `model` what the game keeps that a scene does not say: each entity's path drawn and guidance, their order (when not null), each target's owner. */
function giveExtras(model: SceneModel, { entities, order, owners }: Pick<SceneChange, 'entities' | 'order' | 'owners'>): void {
  if (order) model.records.sort((a, b) => order.indexOf(a.entity.id) - order.indexOf(b.entity.id));
  for (const [id, owner] of Object.entries(owners)) {
    const target = model.findTarget(id);
    if (target) target.entityId = owner;
  }
  for (const [id, { path, guidance, navigationConstant }] of Object.entries(entities)) {
    const record = model.findRecord(id);
    if (!record) continue;
    if (path) record.path = path.map(([x, y]) => ({ x, y }));
    if (guidance !== undefined && navigationConstant !== undefined) record.entity.setGuidance({ guidance, navigationConstant });
  }
}
