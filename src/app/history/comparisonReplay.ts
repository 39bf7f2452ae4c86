import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { Intent } from '../intents/Intent';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import type { Comparison, RunInput, WhatIfInput } from './comparisonFile';
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
 * by step, as the player applied them, settling where it settled; then each what-if run in turn:
 * back to its branch, its intents (the first one branches: the run before it is set aside beside
 * the recorded one); then the shown step and the title. Paused at the end; the history's notices
 * (targets taken over) are the recorded player's, and dropped. An intent its part refuses, or a
 * scene that could not go on, stops it with a refusal naming the entry.
 */
export function replayComparison(parts: ReplayParts, comparison: Comparison): SettingResult {
  const { history } = parts;
  const last = comparison.whatIfs.length - 1;
  try {
    const recorded = playRun(parts, comparison.recorded, 'recorded', comparison.start.step);
    if (!recorded.ok) return recorded;
    for (const [k, whatIf] of comparison.whatIfs.entries()) {
      const name = `whatIfs[${k}]`;
      const back = history.show(whatIf.branch);
      if (!back.ok) return refused('comparison', `comparison.${name}.branch: step ${whatIf.branch} could not be shown again (${back.message})`);
      const played = playRun(parts, whatIf, name, whatIf.branch);
      if (!played.ok) return played;
      if (!history.comparing) return refused('comparison', `comparison.${name}: changes nothing from the run before it, so there is nothing to compare`);
    }
  } finally {
    history.replaySettles(null);
  }
  history.takeNotices();
  const compared = history.compared;
  const played = (compared?.list.length ?? 1) - 1;
  if (played !== comparison.whatIfs.length) return refused('comparison', `comparison.whatIfs: ${comparison.whatIfs.length} what-if runs were written, ${played} played again`);
  if (comparison.title !== '') compared?.setTitle(comparison.title);
  if (comparison.shown < (comparison.whatIfs[last] as WhatIfInput).end) {
    const shown = history.show(comparison.shown);
    if (!shown.ok) return refused('comparison', `comparison.shown: step ${comparison.shown} could not be shown (${shown.message})`);
  }
  return OK;
}

/** One run from step `from` to its end: before each step its intents, through the door. */
function playRun(parts: ReplayParts, run: RunInput, name: string, from: number): SettingResult {
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
