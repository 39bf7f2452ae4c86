import fc from 'fast-check';
import { describe, it } from 'vitest';
import { defaultControllerSettings } from '../../src/sim/control/ControllerSettings';
import { createTurnController } from '../../src/sim/control/createTurnController';
import { parseScenario, validateScenario } from '../../src/sim/scenario/parseScenario';
import { runScenario } from '../../src/sim/scenario/runScenario';
import { MAX_GAIN } from '../../src/sim/scenario/schema';

/** Property tests run with a fixed seed, so a failure is reproducible and CI is deterministic. */
const params = { seed: 20261122, numRuns: 200 };

const gain = fc.double({ min: 0, max: MAX_GAIN, noNaN: true });

/** Any controller's settings within the documented ranges. */
const controllerSettings = fc.oneof(
  fc.record({
    type: fc.constant('pid' as const),
    kp: gain,
    ki: gain,
    kd: gain,
    kPlant: gain,
    maxHistory: fc.integer({ min: 3, max: 50 }),
    arithmetic: fc.constantFrom('corrected' as const, 'as-published' as const),
    asPublishedDt: fc.double({ min: 1e-3, max: 1, noNaN: true }),
    integral: fc.constantFrom('window' as const, 'running' as const),
    outputLimit: fc.double({ min: 0, max: MAX_GAIN, noNaN: true }),
    antiWindup: fc.boolean(),
    derivativeOn: fc.constantFrom('error' as const, 'measurement' as const),
    derivativeFilterTime: fc.double({ min: 0, max: 10, noNaN: true }),
    scaleWithTurnRate: fc.boolean(),
    brakingCurve: fc.boolean(),
  }),
  fc.record({ type: fc.constant('stolk' as const), kp: gain, ki: gain, kd: gain }),
  fc.record({ type: fc.constant('pd' as const), kp: gain, kd: gain, brakingCurve: fc.boolean(), scaleWithTurnRate: fc.boolean() }),
  fc.record({
    type: fc.constant('stable-pd' as const),
    naturalFrequency: fc.double({ min: 1e-3, max: 3000, noNaN: true }),
    dampingRatio: fc.double({ min: 0, max: 1000, noNaN: true }),
    brakingCurve: fc.boolean(),
    scaleWithTurnRate: fc.boolean(),
  }),
  fc.record({ type: fc.constant('spd' as const), kp: gain, kd: gain, brakingCurve: fc.boolean(), scaleWithTurnRate: fc.boolean() }),
  fc.record({
    type: fc.constant('spd' as const),
    kp: gain,
    kd: gain,
    naturalFrequency: fc.double({ min: 1e-3, max: 3000, noNaN: true }),
    dampingRatio: fc.double({ min: 0, max: 1000, noNaN: true }),
  }),
  fc.record({ type: fc.constant('time-optimal' as const), gain: fc.double({ min: 1e-3, max: MAX_GAIN, noNaN: true }) }),
);

const turnInput = fc.record({
  headingError: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  angularVelocity: fc.double({ min: -1000, max: 1000, noNaN: true }),
  dt: fc.double({ min: 1e-3, max: 0.1, noNaN: true }),
  maxAngularAcceleration: fc.double({ min: 1e-3, max: 10000, noNaN: true }),
  inertia: fc.double({ min: 1e-2, max: 1e4, noNaN: true }),
  desiredHeadingRate: fc.double({ min: -100, max: 100, noNaN: true }),
  desiredHeadingAcceleration: fc.double({ min: -1000, max: 1000, noNaN: true }),
});

describe('properties', () => {
  it('every controller gives a finite, bounded output for any finite input sequence within the documented ranges', () => {
    fc.assert(
      fc.property(controllerSettings, fc.array(turnInput, { minLength: 1, maxLength: 40 }), (settings, inputs) => {
        const controller = createTurnController({ ...defaultControllerSettings(settings.type), ...settings } as never);
        for (const input of inputs) {
          const output = controller.update(input);
          // Gains ≤ 1e6, rates ≤ 1e3 rad/s, dt ≥ 1 ms: nothing honest gets near 1e14.
          if (!Number.isFinite(output) || Math.abs(output) > 1e14) return false;
        }
        return true;
      }),
      params,
    );
  });

  it('any valid scenario runs to a finite report', () => {
    const point = fc.tuple(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }));
    const command = fc.oneof(
      fc.constant({ type: 'idle' as const }),
      fc.record({ type: fc.constant('turnTowards' as const), target: point }),
      fc.record({ type: fc.constant('seek' as const), target: point }),
      fc.record({ type: fc.constant('followPath' as const), path: fc.array(point, { minLength: 1, maxLength: 5 }), loop: fc.boolean() }),
    );
    const entity = fc.record({
      type: fc.constantFrom('missile' as const, 'character' as const),
      position: point,
      angle: fc.double({ min: -10, max: 10, noNaN: true }),
      speed: fc.double({ min: 0, max: 50, noNaN: true }),
      maxAngularAcceleration: fc.double({ min: 1e-2, max: 10000, noNaN: true }),
      maxSpeed: fc.double({ min: 0.1, max: 100, noNaN: true }),
      controller: controllerSettings,
      command,
    });
    fc.assert(
      fc.property(fc.array(entity, { minLength: 1, maxLength: 4 }), fc.double({ min: 0.05, max: 2, noNaN: true }), (entities, duration) => {
        const scenario = { duration, entities: entities.map((e, i) => ({ ...e, id: `e${i}` })) };
        const parsed = validateScenario(scenario);
        if (!parsed.ok) return true; // e.g. two generated entities overlapping is still valid; a refusal is fine too
        const report = runScenario(parsed.scenario);
        return report.entities.every(
          (e) =>
            e.finite &&
            [...e.final.position, e.final.angle, ...e.final.velocity, e.final.angularVelocity, e.maxAbsAngularAcceleration].every(
              Number.isFinite,
            ),
        );
      }),
      { ...params, numRuns: 60 },
    );
  });

  it('for arbitrary JSON the parser either accepts or explains, and never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseScenario(JSON.stringify(value));
        return result.ok || (result.errors.length > 0 && result.errors.every((line) => /^\S.*: .+/.test(line)));
      }),
      { ...params, numRuns: 1000 },
    );
  });

  it('for arbitrary text the parser never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseScenario(text);
        return result.ok || result.errors.length > 0;
      }),
      { ...params, numRuns: 500 },
    );
  });
});
