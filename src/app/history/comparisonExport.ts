import { csvNumber, csvText } from '../../sim/csvText';
import { changesText } from './changeNotes';
import { runName, type ComparedRun } from './comparedRuns';
import type { ComparisonOnScreen } from './comparisonOnScreen';
import { POSE, POSE_SIZE, type HistoryFrame } from './HistoryFrame';

/** What an export of a comparison reads (the comparison on screen). */
type ComparisonSource = Pick<ComparisonOnScreen, 'title' | 'list' | 'figures' | 'frames'>;

/** The columns of a comparison's CSV, one row per run, entity and step. */
const CSV_COLUMNS = [
  'run',
  'change',
  'entity',
  'step',
  'time_s',
  'heading_error_deg',
  'angular_velocity_rad_s',
  'command_rad_s2',
  'max_angular_acceleration_rad_s2',
];

/** Every step of one run's frames, entity by entity, as plain rows: [entity, step, time, error °, ω, command, a]. */
function stepRows(frames: readonly HistoryFrame[]): [string, number, number, number, number, number, number][] {
  const rows: [string, number, number, number, number, number, number][] = [];
  for (const frame of frames) {
    const poses = frame.poses;
    if (!poses) continue;
    frame.ids.forEach((id, i) => {
      const at = i * POSE_SIZE;
      rows.push([
        id,
        frame.step + 1,
        frame.time,
        ((poses[at + POSE.headingError] as number) * 180) / Math.PI,
        poses[at + POSE.angularVelocity] as number,
        poses[at + POSE.command] as number,
        poses[at + POSE.maxAngularAcceleration] as number,
      ]);
    });
  }
  return rows;
}

/** A run's change in words for an export: the recorded run "as it was". */
function changeOf(run: ComparedRun | undefined): string {
  return !run || run.kind === 'recorded' ? 'as it was' : changesText(run.changes, Infinity);
}

/**
 * The comparison's steps as CSV (RFC 4180): for each run (named, with its change), entity and step
 * since the branch, the state after the step: heading error, angular velocity, the commanded
 * angular acceleration and the motor's limit. Texts are written never to be read as formulas.
 */
export function comparisonCsv(source: ComparisonSource): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const { slot, frames } of source.frames) {
    const run = source.list.find((candidate) => candidate.slot === slot);
    const name = csvText(run?.name ?? runName(0));
    const change = csvText(changeOf(run));
    for (const [id, step, time, error, rate, command, limit] of stepRows(frames))
      lines.push(
        [
          name,
          change,
          csvText(id),
          String(step),
          csvNumber(time),
          csvNumber(error),
          csvNumber(rate),
          csvNumber(command),
          csvNumber(limit),
        ].join(','),
      );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The comparison as JSON: its title, each run (name, colour slot, changes, the card's figures per entity) and its steps as columns. */
export function comparisonJson(source: ComparisonSource): string {
  const comparison = source.figures;
  const runs = source.frames.map(({ slot, frames }, index) => {
    const run = source.list.find((candidate) => candidate.slot === slot);
    const rows = stepRows(frames);
    return {
      name: run?.name ?? runName(0),
      slot,
      kind: run?.kind ?? 'recorded',
      changes: run?.changes ?? [],
      figures: Object.fromEntries(comparison.entities.map((entry) => [entry.id, entry.runs[index] ?? null])),
      steps: {
        entity: rows.map((r) => r[0]),
        step: rows.map((r) => r[1]),
        timeS: rows.map((r) => r[2]),
        headingErrorDeg: rows.map((r) => r[3]),
        angularVelocityRadS: rows.map((r) => r[4]),
        commandRadS2: rows.map((r) => r[5]),
        maxAngularAccelerationRadS2: rows.map((r) => r[6]),
      },
    };
  });
  return `${JSON.stringify({ title: source.title, seconds: comparison.seconds, runs }, null, 1)}\n`;
}

/** A file name for a comparison's export: its title's letters and digits, or "comparison". */
export function comparisonFileName(title: string, extension: 'csv' | 'json'): string {
  const stem = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${stem || 'comparison'}.${extension}`;
}
