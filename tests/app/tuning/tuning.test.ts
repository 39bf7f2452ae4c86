import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { buildSnapshot } from '../../../src/app/snapshot';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { TURN_RATE_PRESETS } from '../../../src/sim/entities/EntitySettings';
import { DT, run } from '../helpers';

/** Track mode, target moved 90° round the missile at rest: sim time until |error| < 2°. */
function turnTime(demo: Demo): number {
  demo.apply({ kind: 'setMode', mode: 'track' });
  run(demo, 3);
  // Read afresh each step: the playground passes through its history's checkpoints (its bodies are rebuilt).
  const missile = () => demo.view.findRecord('missile-1')!.entity;
  const p = missile().position;
  const a = missile().angle + Math.PI / 2;
  demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: p.x + 30 * Math.cos(a), y: p.y + 30 * Math.sin(a) } });
  const start = demo.clock.time;
  while (Math.abs(missile().measureHeadingError()) > (2 * Math.PI) / 180 && demo.clock.time - start < 10) demo.clock.advance(DT);
  return demo.clock.time - start;
}

describe('Tuning: max turn rate', () => {
  it('toggleTurnRate switches every entity between 4π and π, and new entities follow', () => {
    const demo = new Demo();
    // The opening mixes a fast and a slow missile: the first press brings everyone to 4π.
    expect(demo.tuning.turnRatePreset).toBe('custom');
    demo.apply({ kind: 'toggleTurnRate' });
    expect(demo.tuning.turnRatePreset).toBe('high');
    demo.apply({ kind: 'toggleTurnRate' });
    expect(demo.tuning.turnRatePreset).toBe('low');
    for (const { entity } of demo.view.records) expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    demo.apply({ kind: 'addEntity', type: 'missile' });
    expect(demo.view.selected?.entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.low);
    demo.apply({ kind: 'toggleTurnRate' });
    expect(demo.tuning.turnRatePreset).toBe('high');
    for (const { entity } of demo.view.records) expect(entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
  });

  it("toggleTurnRate comes back to the opening's mix: mixed → fast → slow → mixed, and a reset keeps it", () => {
    const demo = new Demo();
    const rates = () => demo.view.records.map((r) => r.entity.maxAngularAcceleration);
    const opening = rates();
    expect(new Set(opening).size).toBe(2);
    demo.apply({ kind: 'toggleTurnRate' });
    expect(rates().every((rate) => rate === TURN_RATE_PRESETS.high)).toBe(true);
    demo.apply({ kind: 'toggleTurnRate' });
    expect(rates().every((rate) => rate === TURN_RATE_PRESETS.low)).toBe(true);
    demo.apply({ kind: 'toggleTurnRate' });
    expect(rates()).toEqual(opening);
    expect(demo.tuning.turnRatePreset).toBe('custom');
    // Round again; and after the mix, a reset plays the opening with its own rates.
    demo.apply({ kind: 'toggleTurnRate' });
    expect(demo.tuning.turnRatePreset).toBe('high');
    demo.apply({ kind: 'toggleTurnRate' });
    demo.apply({ kind: 'toggleTurnRate' });
    demo.apply({ kind: 'reset' });
    expect(rates()).toEqual(opening);
  });

  it(
    'the mix comes back with time played between the presses: the history ' + 'rebuilds the records every second, the mix is kept by id',
    () => {
      const demo = new Demo();
      const rates = () => demo.view.records.map((r) => r.entity.maxAngularAcceleration);
      const opening = rates();
      for (let press = 0; press < 3; press++) {
        demo.apply({ kind: 'toggleTurnRate' });
        for (let i = 0; i < 150; i++) demo.clock.singleStep();
      }
      expect(rates()).toEqual(opening);
    },
  );

  it('the slider value applies to the selected entity only when asked', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 2, scope: 'selected' }).ok).toBe(true);
    expect(demo.view.findRecord('missile-1')?.entity.maxAngularAcceleration).toBe(2);
    expect(demo.view.findRecord('character-1')?.entity.maxAngularAcceleration).toBe(TURN_RATE_PRESETS.high);
    expect(demo.tuning.turnRatePreset).toBe('custom');
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 3, scope: 'all' }).ok).toBe(true);
    for (const { entity } of demo.view.records) expect(entity.maxAngularAcceleration).toBe(3);
  });
});

describe('Tuning: the panel refuses bad values with a message and keeps the previous one', () => {
  it.each([
    [
      'kp',
      Number.NaN,
      /kp \(proportional gain\) must be a number ≥ 0 and ≤ 1000000 \(a negative gain turns the body away from its target\).*Kept 60/,
    ],
    ['kd', 2e6, /kd .*≤ 1000000.*Kept 14/],
    ['maxHistory', 2, /maxHistory .*an integer ≥ 3 and ≤ 1000.*Kept 7/],
    ['maxHistory', 7.5, /maxHistory .*an integer/],
    ['asPublishedDt', 0, /as-published dt .*≥ 0.001 .*below 1 ms its integral overflows/],
  ] as const)('%s = %s', (field, value, message) => {
    const demo = new Demo();
    const before = demo.view.findRecord('missile-1')!.entity.getSettings().controller;
    const result = demo.apply({ kind: 'setControllerSettings', changes: { [field]: value }, scope: 'all' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.message).toMatch(message);
    }
    for (const { entity } of demo.view.records) expect(entity.getSettings().controller).toEqual(before);
  });

  it('refuses a bad turn rate, speed or time scale and keeps the previous value', () => {
    const demo = new Demo();
    const rates = demo.view.records.map((r) => r.entity.maxAngularAcceleration);
    for (const value of [0, 0.05, -1, 20000, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = demo.apply({ kind: 'setMaxAngularAcceleration', value, scope: 'all' });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.message).toMatch(
          /max turn rate \(rad\/s²\) must be a number ≥ 0.1 and ≤ 10000 \(below 0.1 a 180° turn would take more than 11 s\)/,
        );
    }
    expect(demo.view.records.map((r) => r.entity.maxAngularAcceleration)).toEqual(rates);
    expect(demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 0, scope: 'all' }).ok).toBe(false);
    expect(demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 1001, scope: 'all' }).ok).toBe(false);
    for (const { entity } of demo.view.records) expect(entity.maxSpeed).toBe(10);
    expect(demo.clock.setTimeScale(5).ok).toBe(false);
    expect(demo.clock.setTimeScale(0.01).ok).toBe(false);
    expect(demo.clock.timeScale).toBe(1);
  });

  it('applies good values live, to all entities or to the selected one', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kp: 30, arithmetic: 'as-published' }, scope: 'all' }).ok).toBe(true);
    for (const { entity } of demo.view.records) {
      const controller = entity.getSettings().controller;
      expect(controller.type === 'pid' && controller.kp).toBe(30);
      expect(controller.type === 'pid' && controller.arithmetic).toBe('as-published');
    }
    expect(demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 20, scope: 'selected' }).ok).toBe(true);
    expect(demo.view.findRecord('missile-1')?.entity.maxSpeed).toBe(20);
    expect(demo.view.findRecord('character-1')?.entity.maxSpeed).toBe(10);
  });

  it('presets load each type its own gains', () => {
    const demo = new Demo();
    demo.apply({ kind: 'applyPreset', preset: 'original', scope: 'all' });
    const gains = demo.view.records.map(({ entity }) => {
      const c = entity.getSettings().controller;
      return c.type === 'pid' ? [c.kp, c.ki, c.kd, c.arithmetic] : [];
    });
    expect(gains).toEqual([
      [1, 0.05, 5, 'as-published'],
      [1, 0.05, 5, 'as-published'],
      [2, 0.1, 5, 'as-published'],
    ]);
    demo.apply({ kind: 'applyPreset', preset: 'tuned', scope: 'all' });
    const tuned = demo.tuning.view().controller;
    expect(tuned.type === 'pid' && [tuned.kp, tuned.ki, tuned.kd, tuned.arithmetic]).toEqual([60, 2, 14, 'corrected']);
  });
});

describe('Tuning: the controller type is switchable live', () => {
  it('time-optimal turns measurably faster than the default PID on the same turn', () => {
    const pid = new Demo();
    const optimal = new Demo();
    expect(optimal.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'all' }).ok).toBe(true);
    expect(optimal.view.findRecord('missile-1')?.entity.getSettings().controller.type).toBe('time-optimal');
    const pidTime = turnTime(pid);
    const optimalTime = turnTime(optimal);
    expect(optimalTime).toBeLessThan(pidTime * 0.9);
    // Never faster than physics allows: sqrt(2·88°/4π) to get from 90° to 2°.
    expect(optimalTime).toBeGreaterThan(Math.sqrt((2 * (88 * Math.PI)) / 180 / (4 * Math.PI)));
  });

  it('each entity gets back its own settings when switched back, and the panel edits the shown type', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kp: 33 }, scope: 'all' }).ok).toBe(true);
    demo.apply({ kind: 'setControllerType', type: 'stable-pd', scope: 'all' });
    expect(demo.tuning.view().controller).toEqual({
      type: 'stable-pd',
      naturalFrequency: 8,
      dampingRatio: 1,
      scaleWithTurnRate: true,
      brakingCurve: true,
    });
    expect(demo.apply({ kind: 'setControllerSettings', changes: { naturalFrequency: 9 }, scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setControllerSettings', changes: { naturalFrequency: 0 }, scope: 'all' })).toMatchObject({
      ok: false,
      field: 'naturalFrequency',
    });
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kp: -1 }, scope: 'all' })).toMatchObject({ ok: false, field: 'kp' });
    demo.apply({ kind: 'setControllerType', type: 'pid', scope: 'all' });
    const back = demo.tuning.view().controller;
    expect(back.type === 'pid' && back.kp).toBe(33);
    demo.apply({ kind: 'setControllerType', type: 'stable-pd', scope: 'all' });
    expect(demo.tuning.view().controller).toEqual({
      type: 'stable-pd',
      naturalFrequency: 9,
      dampingRatio: 1,
      scaleWithTurnRate: true,
      brakingCurve: true,
    });
    // New entities get it too (applied to all).
    demo.apply({ kind: 'addEntity', type: 'character' });
    expect(demo.view.selected?.entity.getSettings().controller.type).toBe('stable-pd');
  });

  it('every type can take over mid-turn (through the entity’s bumpless hand-over) and the turn still settles', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    run(demo, 2);
    // Read afresh each step: the playground passes through its history's checkpoints (its bodies are rebuilt).
    const missile = () => demo.view.findRecord('missile-1')!.entity;
    const p = missile().position;
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: p.x + 30, y: p.y } });
    run(demo, 0.2);
    for (const type of CONTROLLER_TYPES) {
      const before = missile().angularVelocity;
      demo.apply({ kind: 'setControllerType', type, scope: 'all' });
      demo.clock.advance(DT);
      expect(Math.abs(missile().angularVelocity - before)).toBeLessThanOrEqual(missile().maxAngularAcceleration * DT + 1e-9);
    }
    run(demo, 4);
    expect(Math.abs(missile().measureHeadingError())).toBeLessThan(0.05);
  });

  it('the auto-tuner’s result applies to the selected entity only when asked', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setController', settings: { type: 'spd', kp: 1000, kd: 300 }, scope: 'selected' }).ok).toBe(true);
    expect(demo.view.findRecord('missile-1')?.entity.getSettings().controller).toEqual({ type: 'spd', kp: 1000, kd: 300 });
    expect(demo.view.findRecord('character-1')?.entity.getSettings().controller.type).toBe('pid');
    expect(demo.apply({ kind: 'setController', settings: { type: 'spd', kp: -5, kd: 1 } as never, scope: 'all' })).toMatchObject({
      ok: false,
      field: 'kp',
    });
  });

  it('guidance applies live and is validated', () => {
    const demo = new Demo();
    expect(
      demo.apply({ kind: 'setGuidance', changes: { guidance: 'proportional-navigation', navigationConstant: 5 }, scope: 'all' }).ok,
    ).toBe(true);
    expect(demo.view.findRecord('missile-1')?.entity.getSettings()).toMatchObject({
      guidance: 'proportional-navigation',
      navigationConstant: 5,
    });
    expect(demo.apply({ kind: 'setGuidance', changes: { navigationConstant: 0 }, scope: 'all' })).toMatchObject({
      ok: false,
      field: 'navigationConstant',
    });
    expect(demo.tuning.view().guidance.navigationConstant).toBe(5);
  });
});

describe('Tuning: the disturbance', () => {
  it('applies a validated torque and wind to the world; only a running integral cancels the steady torque', () => {
    const settle = (integral: 'window' | 'running') => {
      const demo = new Demo();
      demo.apply({ kind: 'setControllerSettings', changes: { integral, ki: 20 }, scope: 'all' });
      demo.apply({ kind: 'setMode', mode: 'track' });
      expect(demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true, angularAcceleration: 6 } }).ok).toBe(true);
      expect(demo.view.world.disturbance.angularAcceleration).toBe(6);
      run(demo, 12);
      return Math.abs(demo.view.findRecord('missile-1')!.entity.measureHeadingError());
    };
    const windowed = settle('window');
    const running = settle('running');
    expect(windowed).toBeGreaterThan(0.03);
    expect(running).toBeLessThan(0.005);
  });

  it('refuses out-of-range values and keeps the previous ones', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setDisturbance', changes: { windOn: true, windStrength: 150 } })).toMatchObject({
      ok: false,
      field: 'windStrength',
    });
    expect(demo.view.disturbance.windOn).toBe(false);
    expect(demo.apply({ kind: 'setDisturbance', changes: { windOn: true, windStrength: 10, windDirectionDeg: 90 } }).ok).toBe(true);
    expect(demo.view.world.disturbance.wind.y).toBeCloseTo(10, 9);
    const snap = buildSnapshot(demo, () => [0, 0]);
    expect(snap.disturbance.wind[1]).toBeCloseTo(10, 9);
    demo.apply({ kind: 'reset' });
    expect(demo.view.world.disturbance.wind.y).toBeCloseTo(10, 9);
  });
});
