import { describe, expect, it } from 'vitest';
import { ScopeRecorder } from '../../../src/app/instruments/ScopeRecorder';
import { SCOPE_CSV_HEADER, scopeCsv, scopeFileName, scopeJson } from '../../../src/app/export/scopeExport';

const DT = 1 / 60;

/** A recorder holding `steps` samples of a made-up turn; the first `withoutTerms` come from a controller without P, I, D terms. */
function recorded(steps: number, withoutTerms = 0): ScopeRecorder {
  const scope = new ScopeRecorder(DT, 1);
  for (let step = 1; step <= steps; step++) {
    const terms = step <= withoutTerms ? null : { proportional: step, integral: -step / 3, derivative: 0.1 * step };
    scope.record(step * DT, 90 / step, 4 * Math.PI, step / 7, terms);
  }
  return scope;
}

describe('scope export', () => {
  it('CSV: a header with units and one row per sample the scope holds, oldest first, values exact', () => {
    const scope = recorded(10);
    const lines = scopeCsv(scope).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'time_s,heading_error_deg,commanded_angular_acceleration_rad_per_s2,angular_velocity_rad_per_s,' +
        'p_term_rad_per_s2,i_term_rad_per_s2,d_term_rad_per_s2',
    );
    expect(lines[0]).toBe(SCOPE_CSV_HEADER);
    expect(lines).toHaveLength(11);
    const third = (lines[3] as string).split(',').map(Number);
    expect(third).toEqual([3 * DT, 30, 4 * Math.PI, 3 / 7, 3, -1, 0.1 * 3]);
  });

  it('keeps only what the scope shows once its window is full: the newest samples, times increasing', () => {
    const scope = recorded(200);
    const rows = scopeCsv(scope).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(scope.count);
    expect(scope.count).toBe(scope.capacity);
    const times = rows.map((row) => Number(row.split(',')[0]));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1] as number);
    expect(times.at(-1)).toBe(200 * DT);
  });

  it('leaves the P, I and D fields empty (CSV) or null (JSON) for a controller that has no such terms', () => {
    const scope = recorded(4, 2);
    const rows = scopeCsv(scope).trimEnd().split('\n').slice(1);
    expect(rows[0]?.split(',').slice(4)).toEqual(['', '', '']);
    expect(rows[3]?.split(',').slice(4).map(Number)).toEqual([4, -4 / 3, 0.4]);
    const json = JSON.parse(scopeJson(scope, 'missile'));
    expect(json.samples[0]).toMatchObject({ p_term_rad_per_s2: null, i_term_rad_per_s2: null, d_term_rad_per_s2: null });
    expect(json.samples[3].p_term_rad_per_s2).toBe(4);
  });

  it('JSON: the entity, the window and the same samples as the CSV, keyed with units', () => {
    const scope = recorded(30);
    const json = JSON.parse(scopeJson(scope, 'missile'));
    expect(json.entity).toBe('missile');
    expect(json.window_s).toBe(1);
    expect(json.samples).toHaveLength(30);
    expect(json.samples[29]).toEqual({
      time_s: 30 * DT,
      heading_error_deg: 3,
      commanded_angular_acceleration_rad_per_s2: 4 * Math.PI,
      angular_velocity_rad_per_s: 30 / 7,
      p_term_rad_per_s2: 30,
      i_term_rad_per_s2: -10,
      d_term_rad_per_s2: 0.1 * 30,
    });
  });

  it('an empty scope exports a header and no rows; file names carry a safe entity id', () => {
    const scope = new ScopeRecorder(DT);
    expect(scopeCsv(scope)).toBe(`${SCOPE_CSV_HEADER}\n`);
    expect(JSON.parse(scopeJson(scope, null))).toEqual({ entity: null, window_s: 5, samples: [] });
    expect(scopeFileName('missile 2', 'csv')).toBe('pid-scope-missile_2.csv');
    expect(scopeFileName('../../etc/passwd', 'json')).toBe('pid-scope-etc_passwd.json');
    expect(scopeFileName(null, 'csv')).toBe('pid-scope-none.csv');
  });
});
