import { SETTLED_ERROR, SETTLED_RATE } from '../../sim/metrics/TurnMeter';
import type { RunFigures, TurnEnd, TurnFigures } from './compareRuns';
import { changesText } from './changeNotes';
import type { ComparedRun } from './comparedRuns';

/** Why a turn was cut short, in words. */
const CUT_SHORT: Readonly<Record<Exclude<TurnEnd, 'settled' | 'turning'>, string>> = {
  moved: 'its target moved',
  rested: 'its target came to rest (a turn of its own begins there)',
  near: 'it came too close to its target to time',
  hit: 'it hit its target',
  stopped: 'it stopped steering',
};

/** Seconds as the card writes them: "1.08 s". */
function seconds(value: number): string {
  return `${value.toFixed(2)} s`;
}

/**
 * A turn beginning later than this after the branch says when, s (the turn meter starts a turn a step or two after its set-point settles).
 */
const LATE_START_S = 0.05;

/** How a turn began: "90° turn from rest", "+0.50 s: 45° turn, spinning 96°/s toward". */
function turnBegan(turn: TurnFigures): string {
  const rate = turn.startRateDegPerS;
  const how = Math.abs(rate) < 1 ? 'from rest' : `spinning ${Math.abs(rate).toFixed(0)}°/s ${rate > 0 ? 'toward' : 'away'}`;
  const when = turn.start > LATE_START_S ? `+${seconds(turn.start)}: ` : '';
  return `${when}${turn.angleDeg.toFixed(0)}° turn, ${how}`;
}

/** Its settling against its limit: "settled 2.38 s · limit 1.21 s", or why there is no time or no limit. */
function settling(turn: TurnFigures): string {
  const limit =
    turn.limit === null
      ? turn.noLimit === 'motor'
        ? ' · no limit: its motor changed'
        : ' · no limit: something else spun it'
      : ` · limit ${seconds(turn.limit)}`;
  if (turn.end === 'settled') return `settled ${seconds(turn.settled ?? 0)}${limit}`;
  if (turn.end === 'turning') return `not settled yet${limit}`;
  return `cut short at +${seconds(turn.endedAt ?? 0)}: ${CUT_SHORT[turn.end]}`;
}

/**
 * What the card's "limit" is, in words, with the parameters it needs (the settled band, the step),
 * so that a reader can recompute one: the one rule of sim/metrics/turnLimit.ts. `dt`: the fixed step, s.
 */
export function limitNote(dt: number): string {
  const hz = Math.round(1 / dt);
  return (
    `Settled: within ${SETTLED_ERROR_DEG}° and slower than ${SETTLED_RATE} rad/s. Limit: the fastest any controller could settle ` +
    `the turn from the body's state at its start, with that run's max turn rate a, stepped at ${hz} Hz; from rest, (2·√(a·(θ − b) ` +
    `+ r²/2) − r)/a with b = ${SETTLED_ERROR_DEG}° + r·dt/2, r = ${SETTLED_RATE} rad/s (src/sim/metrics/turnLimit.ts).`
  );
}

/** The settled band in degrees, as the note writes it. */
const SETTLED_ERROR_DEG = Math.round((SETTLED_ERROR * 180) / Math.PI);

/**
 * One run's figures for one entity, a line each: how its first turn since the branch began, when
 * it first came within 1° (reached), when it settled against the limit for that start, its
 * overshoot in that same turn, and its hits. "—" when the entity is not in that run.
 */
export function figureLines(figures: RunFigures | null): string[] {
  if (!figures) return ['—'];
  const hits = figures.hits > 0 ? [`${figures.hits} ${figures.hits === 1 ? 'hit' : 'hits'}`] : [];
  const turn = figures.turn;
  if (!turn) return ['facing its target all along', ...hits];
  return [
    turnBegan(turn),
    turn.reached === null ? 'not within 1° yet' : `reached ${seconds(turn.reached)}`,
    settling(turn),
    `overshoot ${turn.overshootDeg.toFixed(1)}°`,
    ...hits,
  ];
}

/**
 * A run's heading on the card: its name, and its changes since it left the recorded run, from when (`dt`: the fixed step, s); the recorded
 * run "as it was".
 */
export function runHeading(run: ComparedRun, dt: number): { name: string; change: string } {
  if (run.kind === 'recorded') return { name: run.name, change: 'as it was' };
  return {
    name: `${run.name}${run.kind === 'playing' ? ' (playing)' : ''}`,
    change: `at ${seconds(run.from * dt)}: ${changesText(run.changes)}`,
  };
}

/**
 * The runs compared, in a sentence for the Share dialog and the status line: the title when there
 * is one, then each run by name and what changed in it ("“P against PD”: the recorded run, what if
 * 1 (at 1.10 s: missile-2: max turn rate 180°/s² → 720°/s²)").
 */
export function comparisonSummary(runs: readonly ComparedRun[], title: string, dt: number): string {
  const named = runs.map((run) => {
    const heading = runHeading(run, dt);
    return run.kind === 'recorded' ? 'the recorded run' : `${run.name} (${heading.change})`;
  });
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] as string}` : (named[0] ?? '');
  return title === '' ? list : `“${title}”: ${list}`;
}
