import { describe, expect, it, vi } from 'vitest';
import { compareStepResponses } from '../../src/app/instruments/stepResponseLab';
import { CONTROLLER_TYPES, defaultControllerSettings } from '../../src/sim/control/ControllerSettings';
import { recordStepResponse } from '../../src/sim/metrics/stepResponse';
import { validateScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { SteeringWorld } from '../../src/sim/SteeringWorld';
import { measureTurn } from '../../src/sim/autotune/evaluateTurns';
import { tuneOptionsSchema, DEFAULT_TUNE_OPTIONS } from '../../src/sim/autotune/tuneOptionsSchema';
import { MAX_TURN_HORIZON, MIN_MAX_ANGULAR_ACCELERATION } from '../../src/sim/validation/quantities';

const turnScenario = (maxAngularAcceleration: number) => ({
  duration: 1,
  entities: [{ id: 'm', type: 'missile', position: [0, 0], maxAngularAcceleration, command: { type: 'turnTowards', target: [-10, 1] } }],
});

describe('the max turn rate has a lower bound that means something, on every surface', () => {
  it.each([1e-300, 5e-324, 1e-6, 0.09])(
    '%d rad/s² is refused by scenario files, the tuner options and the entity setter, saying why',
    (value) => {
      const scenario = validateScenario(turnScenario(value));
      expect(scenario.ok).toBe(false);
      if (!scenario.ok)
        expect(scenario.errors[0]).toBe(
          'entities[0].maxAngularAcceleration: must be a number ≥ 0.1 and ≤ 10000 (below 0.1 a 180° turn would take more than 11 s)',
        );
      expect(tuneOptionsSchema().safeParse({ ...DEFAULT_TUNE_OPTIONS, maxAngularAcceleration: value }).success).toBe(false);
      const entity = new SteeringWorld().addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
      expect(() => (entity.maxAngularAcceleration = value)).toThrow(/maxAngularAcceleration must be a number ≥ 0.1 and ≤ 10000/);
      expect(entity.maxAngularAcceleration).toBe(4 * Math.PI);
      expect(() =>
        new SteeringWorld().addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, settings: { maxAngularAcceleration: value } }),
      ).toThrow(RangeError);
    },
  );

  it('at the bound a report is finite: timeOptimal is 2·sqrt(π / 0.1) for a half turn, never null', () => {
    const parsed = validateScenario(turnScenario(MIN_MAX_ANGULAR_ACCELERATION));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const turn = runScenario(parsed.scenario).entities[0]?.turn;
    expect(turn?.timeOptimal).toBeGreaterThan(10);
    expect(turn?.timeOptimal).toBeLessThan(2 * Math.sqrt(Math.PI / 0.1) + 1e-9);
    expect(JSON.parse(JSON.stringify(turn)).timeOptimal).toBe(turn?.timeOptimal);
  });

  it('the tuner scores a turn at the bound over a bounded window (at most 60 s)', () => {
    // The work, counted: the world's steps stay within the 60 s horizon's (a wall-clock bound would fail on a loaded machine).
    const steps = vi.spyOn(SteeringWorld.prototype, 'step');
    const figures = measureTurn(
      defaultControllerSettings('pid'),
      { entityType: 'missile', maxAngularAcceleration: MIN_MAX_ANGULAR_ACCELERATION, anglesDeg: [179], maxOvershootDeg: 2 },
      179,
    );
    expect(Number.isFinite(figures.timeOptimal)).toBe(true);
    expect(steps.mock.calls.length).toBeGreaterThan(0);
    expect(steps.mock.calls.length).toBeLessThanOrEqual(Math.ceil(MAX_TURN_HORIZON * 60));
    steps.mockRestore();
  });

  it('the step-response view records at most 60 s, whatever it is asked (a tiny rate from an old link, a huge duration)', () => {
    const tiny = compareStepResponses(
      { angleDeg: 179, controllers: [...CONTROLLER_TYPES], entityType: 'missile', maxAngularAcceleration: 1e-8 },
      (type) => defaultControllerSettings(type),
    );
    // Taken at the bound: 4 × the 179° turn at 0.1 rad/s² is 44.6 s, within the 60 s cap.
    expect(tiny.timeOptimal).toBeCloseTo(2 * Math.sqrt((179 * Math.PI) / 180 / 0.1), 9);
    expect(tiny.times[tiny.times.length - 1]).toBeLessThanOrEqual(MAX_TURN_HORIZON);
    const long = recordStepResponse({
      entityType: 'missile',
      controller: defaultControllerSettings('pid'),
      angleDeg: 90,
      maxAngularAcceleration: 4 * Math.PI,
      duration: 1e9,
    });
    expect(long.times.length).toBe(MAX_TURN_HORIZON * 60 + 1);
    const atBound = compareStepResponses(
      { angleDeg: 179, controllers: ['pid'], entityType: 'missile', maxAngularAcceleration: MIN_MAX_ANGULAR_ACCELERATION },
      (type) => defaultControllerSettings(type),
    );
    // 4 × the time-optimal turn fits under the cap at the bound: nothing is cut there.
    expect(atBound.times[atBound.times.length - 1]).toBeGreaterThan(4 * atBound.timeOptimal - 1 / 60);
  });
});
