import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { Intent } from '../intents/Intent';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import type { Comparison, RunInput } from './comparisonFile';
import type { SceneHistory } from './SceneHistory';

/** The parts of the demo a replay plays on: the door (the player's intents go through it, as they did), the clock, the history. */
export interface ReplayParts {
  readonly history: SceneHistory;
  readonly clock: Pick<DemoClock, 'singleStep'>;
  readonly plays: Pick<PlayDirector, 'model'>;
  apply(intent: Intent): SettingResult;
}

/**
 * Plays a comparison again on the scene opened at its start (its snapshot restored, the history
 * recording from there: SceneHistory.startNow): the recorded run's intents through the door step
 * by step, as the player applied them, settling where it settled; back to the branch; the what-if
 * run's intents (the first one branches, and the recorded run becomes the ghost); then the shown
 * step. Paused at the end; the history's notices (targets taken over) are the recorded player's,
 * and dropped. An intent its part refuses, or a scene that could not go on, stops it with a
 * refusal naming the entry.
 */
export function replayComparison(parts: ReplayParts, comparison: Comparison): SettingResult {
  const { history } = parts;
  try {
    const recorded = playRun(parts, comparison.recorded, 'recorded', comparison.start.step);
    if (!recorded.ok) return recorded;
    const back = history.show(comparison.branch);
    if (!back.ok) return refused('comparison', `comparison.branch: step ${comparison.branch} could not be shown again (${back.message})`);
    const whatIf = playRun(parts, comparison.whatIf, 'whatIf', comparison.branch);
    if (!whatIf.ok) return whatIf;
  } finally {
    history.replaySettles(null);
  }
  history.takeNotices();
  if (!history.comparing) return refused('comparison', 'comparison.whatIf: changes nothing from the recorded run, so there is nothing to compare');
  if (comparison.shown < comparison.whatIf.end) {
    const shown = history.show(comparison.shown);
    if (!shown.ok) return refused('comparison', `comparison.shown: step ${comparison.shown} could not be shown (${shown.message})`);
  }
  return OK;
}

/** One run from step `from` to its end: before each step its intents, through the door. */
function playRun(parts: ReplayParts, run: RunInput, name: 'recorded' | 'whatIf', from: number): SettingResult {
  const { history, clock, plays } = parts;
  history.replaySettles(new Set(run.settles));
  let next = 0;
  for (let step = from; step < run.end; step++) {
    if (plays.model.world.steps !== step) return refused('comparison', `comparison.${name}: the scene is at step ${plays.model.world.steps} where step ${step} was due`);
    for (; next < run.log.length && (run.log[next] as RunInput['log'][number]).step === step; next++) {
      const applied = parts.apply((run.log[next] as RunInput['log'][number]).intent);
      if (!applied.ok) return refused('comparison', `comparison.${name}.log[${next}][1]: ${applied.message}`);
    }
    clock.singleStep();
    if (plays.model.world.steps !== step + 1) return refused('comparison', `comparison.${name}: the scene could not go on at step ${step}`);
  }
  return OK;
}
