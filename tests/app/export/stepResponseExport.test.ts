import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { compareStepResponses } from '../../../src/app/instruments/stepResponseLab';
import { stepResponseCsv, stepResponseFileName, stepResponseJson } from '../../../src/app/export/stepResponseExport';

function comparison() {
  const demo = new Demo();
  return compareStepResponses(
    { angleDeg: 90, controllers: ['pid', 'time-optimal'], entityType: 'missile', maxAngularAcceleration: 4 * Math.PI },
    (type) => demo.tuning.comparisonController(type, 'missile'),
  );
}

describe('step-response export', () => {
  it('CSV: time and each controller’s heading error as plotted, then the time-optimal limit, one row per step', () => {
    const result = comparison();
    const lines = stepResponseCsv(result).trimEnd().split('\n');
    expect(lines[0]).toBe('time_s,heading_error_deg_pid,heading_error_deg_time-optimal,heading_error_deg_time_optimal_limit');
    expect(lines).toHaveLength(result.times.length + 1);
    const first = (lines[1] as string).split(',').map(Number);
    expect(first[1]).toBeCloseTo(90, 6);
    expect(first[3]).toBeCloseTo(90, 9);
    const last = (lines.at(-1) as string).split(',').map(Number);
    expect(last[0]).toBe(result.times.at(-1));
    expect(last[1]).toBe(result.curves[0]?.errorDeg.at(-1));
    expect(last[3]).toBe(0);
  });

  it('JSON: the inputs, the table’s figures per controller with units in the keys, and the curves', () => {
    const result = comparison();
    const json = JSON.parse(stepResponseJson(result));
    expect(json.inputs).toEqual({ turn_angle_deg: 90, entity_type: 'missile', max_angular_acceleration_rad_per_s2: 4 * Math.PI });
    expect(json.time_optimal_limit_s).toBeCloseTo(2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI)), 12);
    expect(json.controllers.map((c: { type: string }) => c.type)).toEqual(['pid', 'time-optimal']);
    const pid = json.controllers[0];
    const figures = result.curves[0]?.figures;
    expect(pid).toMatchObject({
      rise_time_s: figures?.riseTime,
      overshoot_deg: figures?.overshootDeg,
      settling_time_s: figures?.settleTime,
      steady_state_error_deg: figures?.steadyStateErrorDeg,
    });
    expect(pid.settings.type).toBe('pid');
    expect(json.curves.time_s).toHaveLength(result.times.length);
    // JSON writes −0 as 0.
    expect(json.curves.heading_error_deg['time-optimal']).toEqual(Array.from(result.curves[1]?.errorDeg ?? [], (value) => value + 0));
    expect(json.curves.time_optimal_limit_heading_error_deg.at(-1)).toBe(0);
    expect(stepResponseFileName(result, 'json')).toBe('pid-step-response-missile-90deg.json');
  });

  it('a turn that never settles gives null times, not a made-up number', () => {
    const result = comparison();
    const curve = result.curves[0];
    if (!curve) throw new Error('no curve');
    curve.figures.settleTime = null;
    curve.figures.riseTime = null;
    const pid = JSON.parse(stepResponseJson(result)).controllers[0];
    expect(pid.settling_time_s).toBeNull();
    expect(pid.rise_time_s).toBeNull();
  });
});
