/** What a change behind the present must do to branch a new run: change something, and not make a run already on the card. */
import { mergeChangeNotes, type ChangeNote } from './changeNotes';
import type { ComparedRuns } from './comparedRuns';
import type { LoggedIntent } from './historyRuns';

/** The text of each log set aside (a kept run's, the recording's: they no longer change), made once. */
const TEXTS = new WeakMap<readonly LoggedIntent[], string>();

/** {@link runText} of a log that no longer changes, made once. */
function keptRunText(log: readonly LoggedIntent[]): string {
  let text = TEXTS.get(log);
  if (text === undefined) TEXTS.set(log, (text = runText(log)));
  return text;
}

/**
 * What a run does, step by step, as a text: two runs with the same text play the same. At a step
 * of settings alone, what they changed (one note per setting; a setting set back is no change);
 * at any other, its intents as they are.
 */
function runText(log: readonly LoggedIntent[]): string {
  const parts: string[] = [];
  for (let i = 0; i < log.length;) {
    const step = (log[i] as LoggedIntent).step;
    let end = i;
    while (end < log.length && (log[end] as LoggedIntent).step === step) end++;
    const entries = log.slice(i, end);
    if (entries.every((entry) => entry.setting)) {
      const notes = mergeChangeNotes(entries.flatMap((entry) => entry.notes ?? []));
      if (notes.length > 0) parts.push(`${step} ${JSON.stringify(notes)}`);
    } else parts.push(`${step} ${JSON.stringify(entries.map((entry) => entry.intent))}`);
    i = end;
  }
  return parts.join('\n');
}

/**
 * Why a change applied behind the present may not branch a run of its own, in words for the
 * player, or null: a setting set to what the run shown already has (`settingsOnly`: the intent's
 * kind changes entity settings only, and its `notes` are empty), or, while comparing, a run that
 * does what a run on the card does (`log`: the new run's from where it leaves the recorded run,
 * this change included; `live`: the log of the run playing), which would play it again step for step.
 */
export function branchRefusal(
  notes: readonly ChangeNote[],
  settingsOnly: boolean,
  runs: ComparedRuns | null,
  log: readonly LoggedIntent[],
  live: readonly LoggedIntent[],
): string | null {
  if (settingsOnly && notes.length === 0)
    return 'Nothing changed: the run shown already has that setting, so no run was added (the panel shows the settings of the run shown).';
  if (!runs) return null;
  const list = runs.list(live);
  // The recording's log is from the branch on (RecordedRun), as each kept run's is from where it left it.
  const candidates = [
    { text: () => keptRunText(runs.recording.log), name: 'the recorded run' },
    ...runs.kept.map((run) => ({ text: () => keptRunText(run.log), name: list.find((listed) => listed.slot === run.slot)?.name })),
    { text: () => runText(live.filter((entry) => entry.step >= runs.playingFrom)), name: list.find((run) => run.kind === 'playing')?.name },
  ];
  const text = runText(log);
  const same = candidates.find((run) => run.text() === text);
  return same
    ? `That makes ${same.name ?? 'a run on the card'} again (the same changes at the same moments), so no run was added: change ` +
        `something else.`
    : null;
}
