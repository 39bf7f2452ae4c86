import type { ScopeChannel, ScopeRecorder } from '../instruments/ScopeRecorder';
import { csvNumber, fileNamePart, jsonNumber } from '../../sim/csvText';

/** The scope's columns in export order: the name (with its unit) used as CSV header and JSON key, and the recorder's channel. */
export const SCOPE_EXPORT_COLUMNS: readonly { readonly name: string; readonly channel: ScopeChannel }[] = [
  { name: 'heading_error_deg', channel: 'headingErrorDeg' },
  { name: 'commanded_angular_acceleration_rad_per_s2', channel: 'commandedAngularAcceleration' },
  { name: 'angular_velocity_rad_per_s', channel: 'angularVelocity' },
  { name: 'p_term_rad_per_s2', channel: 'proportional' },
  { name: 'i_term_rad_per_s2', channel: 'integral' },
  { name: 'd_term_rad_per_s2', channel: 'derivative' },
];

/** The CSV header of a scope export: time (s), then every column of {@link SCOPE_EXPORT_COLUMNS}. */
export const SCOPE_CSV_HEADER = ['time_s', ...SCOPE_EXPORT_COLUMNS.map((column) => column.name)].join(',');

/** The samples a scope export reads: {@link ScopeRecorder}'s read side. */
export type ScopeSamples = Pick<ScopeRecorder, 'count' | 'time' | 'value' | 'windowSeconds'>;

/**
 * The scope's recent history as CSV: the header {@link SCOPE_CSV_HEADER}, then one row per recorded
 * sample, oldest first (one per fixed step of simulated time). A P, I or D term the controller does
 * not have is an empty field.
 */
export function scopeCsv(samples: ScopeSamples): string {
  const lines = [SCOPE_CSV_HEADER];
  for (let i = 0; i < samples.count; i++) {
    lines.push(
      [csvNumber(samples.time(i)), ...SCOPE_EXPORT_COLUMNS.map((column) => csvNumber(samples.value(column.channel, i)))].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The scope's recent history as JSON text: the entity's id, the window (s), and the samples oldest
 * first, each an object keyed like the CSV's header (`time_s`, `heading_error_deg`, …); a P, I or D
 * term the controller does not have is null.
 */
export function scopeJson(samples: ScopeSamples, entityId: string | null): string {
  const rows: Record<string, number | null>[] = [];
  for (let i = 0; i < samples.count; i++) {
    const row: Record<string, number | null> = { time_s: jsonNumber(samples.time(i)) };
    for (const column of SCOPE_EXPORT_COLUMNS) row[column.name] = jsonNumber(samples.value(column.channel, i));
    rows.push(row);
  }
  return `${JSON.stringify({ entity: entityId, window_s: samples.windowSeconds, samples: rows }, null, 2)}\n`;
}

/** The download's file name: "pid-scope-<entity>.csv" (or .json). */
export function scopeFileName(entityId: string | null, extension: 'csv' | 'json'): string {
  return `pid-scope-${fileNamePart(entityId ?? 'none')}.${extension}`;
}
