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
 * by step, as the player applied them, the world settling where it settled (by its own rule; a
 * comparison written before, at each run's `settles`); then each what-if run in turn:
 * back to its branch, its intents (the first one branches: the run before it is set aside beside
 * the recorded one); then the shown step and the title. Paused at the end; the history's notices
 * (targets taken over) are the recorded player's, and dropped. An intent its part refuses, a step
 * the history no longer keeps, or a scene that could not go on, stops it with a refusal naming the
 * field in full and what it may be.
 */
export function replayComparison(parts: ReplayParts, comparison: Comparison): SettingResult {
  const { history } = parts;
  const last = comparison.whatIfs.length - 1;
  try {
    const recorded = playRun(parts, comparison.recorded, 'recorded', comparison.start.step, 'state.steps', comparison.worldSettles);
    if (!recorded.ok) return recorded;
    let before = comparison.recorded;
    for (const [k, whatIf] of comparison.whatIfs.entries()) {
      const name = `whatIfs[${k}]`;
      const back = history.show(whatIf.branch);
      if (!back.ok) return notShown(history, `${name}.branch`, whatIf.branch, before.end - 1, `before ${k === 0 ? 'recorded' : `whatIfs[${k - 1}]`}.end`, back.message);
      const played = playRun(parts, whatIf, name, whatIf.branch, `comparison.${name}.branch`, comparison.worldSettles);
      if (!played.ok) return played;
      if (!history.comparing) return refused('comparison', `comparison.${name}.log: must change something from the run before it (its intents left the scene as that run had it, so there is nothing to compare)`);
      before = whatIf;
    }
  } finally {
    history.replaySettles(null);
  }
  history.takeNotices();
  const compared = history.compared;
  const played = (compared?.list.length ?? 1) - 1;
  if (played !== comparison.whatIfs.length) return refused('comparison', `comparison.whatIfs: must each play again as a what-if run of its own; ${comparison.whatIfs.length} were written, ${played} played again`);
  if (comparison.title !== '') compared?.setTitle(comparison.title);
  const playing = comparison.whatIfs[last] as WhatIfInput;
  if (comparison.shown < playing.end) {
    const shown = history.show(comparison.shown);
    if (!shown.ok) return notShown(history, 'shown', comparison.shown, playing.end, 'the last what-if run’s end', shown.message);
  }
  return OK;
}

/** One run (field `name`) from step `from` (what field `fromField` says) to its end: before each step its intents, through the door. */
function playRun(parts: ReplayParts, run: RunInput, name: string, from: number, fromField: string, worldSettles: boolean): SettingResult {
  const { history, clock, plays } = parts;
  // Written before worlds settled by themselves: it settles where the run did (else the world settles by its own rule).
  if (!worldSettles) history.replaySettles(new Set(run.settles));
  const at = () => plays.model.world.steps;
  if (at() !== from) return refused('comparison', `${fromField}: must be the step the scene is at as the run starts (${at()}); got ${from}`);
  let next = 0;
  for (let step = from; step < run.end; step++) {
    for (; next < run.log.length && (run.log[next] as RunInput['log'][number]).step === step; next++) {
      const applied = parts.apply((run.log[next] as RunInput['log'][number]).intent);
      if (!applied.ok) return refused('comparison', `comparison.${name}.log[${next}][1]: ${applied.message}`);
      if (at() !== step) return refused('comparison', `comparison.${name}.log[${next}][1]: must leave the scene at step ${step}, where it applies; it went to step ${at()}`);
    }
    clock.singleStep();
    if (at() !== step + 1) return refused('comparison', `comparison.${name}.end: must be at most ${step} (the scene could not go on past step ${step} as it played again); got ${run.end}`);
  }
  return OK;
}

/**
 * The refusal of step `step` of field `field` that the history could not show as it played the
 * comparison again: the steps it may be, from the oldest the history keeps then (it keeps a minute
 * in whole snapshot intervals: a file that settles often near its start keeps less of it) to
 * `last` (`lastWords`), and why it could not be shown when it lay within them.
 */
function notShown(history: SceneHistory, field: string, step: number, last: number, lastWords: string, why: string): SettingResult {
  const oldest = history.oldestStep;
  const range = `must be an integer from ${oldest} (the oldest step the history keeps as it plays the comparison again) to ${last} (${lastWords}); got ${step}`;
  return refused('comparison', `comparison.${field}: ${step < oldest || step > last ? range : `${range}, which could not be shown (${why})`}`);
}
