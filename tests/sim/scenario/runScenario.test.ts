import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario, type ScenarioReport } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';

const scenarioDir = join(__dirname, '../../../scenarios');
const files = readdirSync(scenarioDir).filter((f) => f.endsWith('.json'));

function load(file: string): Scenario {
  const parsed = parseScenario(readFileSync(join(scenarioDir, file), 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.errors.join('; ')}`);
  return parsed.scenario;
}

const reports = new Map<string, ScenarioReport>();
const report = (file: string) => {
  if (!reports.has(file)) reports.set(file, runScenario(load(file)));
  return reports.get(file) as ScenarioReport;
};
const entity = (file: string, id: string) => {
  const found = report(file).entities.find((e) => e.id === id);
  if (!found) throw new Error(`${file} has no entity ${id}`);
  return found;
};

describe('example scenarios', () => {
  it('cover every command and both entity types', () => {
    const commands = new Set<string>();
    const types = new Set<string>();
    for (const file of files) {
      for (const e of load(file).entities) {
        commands.add(e.command.type);
        types.add(e.type);
      }
    }
    expect([...commands].sort()).toEqual(['followPath', 'idle', 'seek', 'turnTowards']);
    expect([...types].sort()).toEqual(['character', 'missile']);
  });

  it.each(files)('%s runs with finite state and never exceeds the motor limit while turning', (file) => {
    const result = report(file);
    const scenario = load(file);
    expect(result.steps).toBe(Math.round(scenario.duration / result.dt));
    for (const e of result.entities) {
      expect(e.finite).toBe(true);
      const spec = scenario.entities.find((s) => s.id === e.id);
      // The motor's limit, plus whatever outside torque the scenario adds.
      const outside = Math.abs(scenario.disturbance?.angularAcceleration ?? 0);
      if (spec?.command.type === 'turnTowards')
        expect(e.maxAbsAngularAcceleration).toBeLessThanOrEqual(((spec.maxAngularAcceleration ?? 4 * Math.PI) + outside) * (1 + 1e-9));
    }
  });

  it('is deterministic: the same scenario gives identical reports on two runs', () => {
    for (const file of files) expect(JSON.stringify(runScenario(load(file)))).toBe(JSON.stringify(runScenario(load(file))));
  });

  it('reports a 90° turn with its figures and the time-optimal limit', () => {
    const { turn } = entity('missile-turn-90.json', 'missile');
    expect(turn?.initialErrorDeg).toBeCloseTo(90, 9);
    expect(turn?.timeOptimal).toBeCloseTo(2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI)), 12);
    expect(turn?.settleTime).not.toBeNull();
    expect(turn?.settleTime as number).toBeGreaterThanOrEqual(turn?.timeOptimal as number);
    expect(turn?.settleTime as number).toBeLessThan(1.5 * (turn?.timeOptimal as number));
    expect(turn?.overshootDeg).toBeLessThan(1);
    expect(turn?.finalErrorDeg).toBeLessThan(0.1);
  });

  it('shows the video: with the article’s fixed gains, at the low max turn rate the same turn overshoots visibly', () => {
    const fast = entity('low-turn-rate-overshoot.json', 'default-rate').turn;
    const slow = entity('low-turn-rate-overshoot.json', 'low-rate').turn;
    expect(fast?.overshootDeg).toBeLessThan(1);
    expect(slow?.overshootDeg).toBeGreaterThan(10);
    expect(slow?.settleTime as number).toBeGreaterThan(fast?.settleTime as number);
  });

  it('a missile and a character each reach every waypoint of the path, in order', () => {
    for (const id of ['missile', 'character']) {
      const summary = entity('path-missile-vs-character.json', id).waypointsReached;
      const visits = summary?.first ?? [];
      expect(visits.map((v) => v.index)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(summary?.count).toBe(6);
      expect(summary?.last).toEqual(visits[5]);
      const times = visits.map((v) => v.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it('keeps looping a path and counts every visit', () => {
    const summary = entity('path-loop-low-turn-rate.json', 'missile').waypointsReached;
    expect(summary?.count).toBeGreaterThan(8);
    expect(summary?.first.slice(0, 5).map((v) => v.index)).toEqual([0, 1, 2, 3, 0]);
  });

  it(
    'seek reports the target reached, and the entity stops there: the missile dead (the original’s), the character by force, ' +
      'on its target',
    () => {
      for (const id of ['missile', 'character']) {
        const e = entity('seek.json', id);
        expect(e.waypointsReached?.first.map((v) => v.index)).toEqual([0]);
      }
      expect(entity('seek.json', 'missile').final.velocity).toEqual([0, 0]);
      const character = entity('seek.json', 'character');
      expect(Math.hypot(character.final.velocity[0], character.final.velocity[1])).toBeLessThan(1e-3);
      expect(Math.hypot(character.final.position[0] - 20, character.final.position[1] - 20)).toBeLessThan(1);
    },
  );

  it('a steady disturbing torque: the windowed integral leaves an offset, a running integral removes it', () => {
    const window = entity('disturbance-integral.json', 'window-integral').turn;
    const running = entity('disturbance-integral.json', 'running-integral').turn;
    expect(window?.finalErrorDeg).toBeGreaterThan(1.8);
    expect(running?.finalErrorDeg).toBeLessThan(0.05);
  });

  it('idle entities stay where they are', () => {
    const e = entity('idle.json', 'missile');
    expect(e.final.position).toEqual([0, 0]);
    expect(e.final.velocity).toEqual([0, 0]);
  });
});
