import { describe, expect, it } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { compareStepResponses, checkStepResponseChange } from '../../src/app/stepResponseLab';
import { runTuneJob, type TunerMessage } from '../../src/app/tunerJob';
import { buildTuneRequest, defaultTuneChoices } from '../../src/app/tunerRequest';
import { buildSnapshot } from '../../src/app/snapshot';
import { CONTROLLER_TYPES } from '../../src/sim/control/ControllerSettings';

const DT = 1 / 60;

function run(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds - 1e-9; t += DT) demo.advance(DT);
}

/** Track mode, target moved 90° round the missile at rest: sim time until |error| < 2°. */
function turnTime(demo: Demo): number {
  demo.setMode('track');
  run(demo, 3);
  const missile = demo.getRecord('missile-1')!.entity;
  const p = missile.position;
  const a = missile.angle + Math.PI / 2;
  demo.moveTarget('target-missile-1', { x: p.x + 30 * Math.cos(a), y: p.y + 30 * Math.sin(a) });
  const start = demo.time;
  while (Math.abs(missile.measureHeadingError()) > (2 * Math.PI) / 180 && demo.time - start < 10) demo.advance(DT);
  return demo.time - start;
}

describe('Demo: the controller type is switchable live', () => {
  it('time-optimal turns measurably faster than the default PID on the same turn', () => {
    const pid = new Demo();
    const optimal = new Demo();
    expect(optimal.setControllerType('time-optimal').ok).toBe(true);
    expect(optimal.getRecord('missile-1')?.entity.getSettings().controller.type).toBe('time-optimal');
    const pidTime = turnTime(pid);
    const optimalTime = turnTime(optimal);
    expect(optimalTime).toBeLessThan(pidTime * 0.9);
    // Never faster than physics allows: sqrt(2·88°/4π) to get from 90° to 2°.
    expect(optimalTime).toBeGreaterThan(Math.sqrt((2 * (88 * Math.PI)) / 180 / (4 * Math.PI)));
  });

  it('each entity gets back its own settings when switched back, and the panel edits the shown type', () => {
    const demo = new Demo();
    expect(demo.setControllerSettings({ kp: 33 }).ok).toBe(true);
    demo.setControllerType('stable-pd');
    expect(demo.tuningView().controller).toEqual({ type: 'stable-pd', frequency: 2, damping: 1 });
    expect(demo.setControllerSettings({ frequency: 3 }).ok).toBe(true);
    expect(demo.setControllerSettings({ frequency: 0 })).toMatchObject({ ok: false, field: 'frequency' });
    expect(demo.setControllerSettings({ kp: -1 })).toMatchObject({ ok: false, field: 'kp' });
    demo.setControllerType('pid');
    const back = demo.tuningView().controller;
    expect(back.type === 'pid' && back.kp).toBe(33);
    demo.setControllerType('stable-pd');
    expect(demo.tuningView().controller).toEqual({ type: 'stable-pd', frequency: 3, damping: 1 });
    // New entities get it too (applied to all).
    demo.addEntity('character');
    expect(demo.selected?.entity.getSettings().controller.type).toBe('stable-pd');
  });

  it('every type can take over mid-turn (through the entity’s bumpless hand-over) and the turn still settles', () => {
    const demo = new Demo();
    demo.setMode('track');
    run(demo, 2);
    const missile = demo.getRecord('missile-1')!.entity;
    const p = missile.position;
    demo.moveTarget('target-missile-1', { x: p.x + 30, y: p.y });
    run(demo, 0.2);
    for (const type of CONTROLLER_TYPES) {
      const before = missile.angularVelocity;
      demo.setControllerType(type);
      demo.advance(DT);
      expect(Math.abs(missile.angularVelocity - before)).toBeLessThanOrEqual(missile.maxAngularAcceleration * DT + 1e-9);
    }
    run(demo, 4);
    expect(Math.abs(missile.measureHeadingError())).toBeLessThan(0.05);
  });

  it('the auto-tuner’s result applies to the selected entity only when asked', () => {
    const demo = new Demo();
    expect(demo.setController({ type: 'spd', kp: 1000, kd: 300 }, 'selected').ok).toBe(true);
    expect(demo.getRecord('missile-1')?.entity.getSettings().controller).toEqual({ type: 'spd', kp: 1000, kd: 300 });
    expect(demo.getRecord('character-1')?.entity.getSettings().controller.type).toBe('pid');
    expect(demo.setController({ type: 'spd', kp: -5, kd: 1 } as never)).toMatchObject({ ok: false, field: 'kp' });
  });

  it('guidance applies live and is validated', () => {
    const demo = new Demo();
    expect(demo.setGuidance({ guidance: 'proportional-navigation', navigationConstant: 5 }).ok).toBe(true);
    expect(demo.getRecord('missile-1')?.entity.getSettings()).toMatchObject({ guidance: 'proportional-navigation', navigationConstant: 5 });
    expect(demo.setGuidance({ navigationConstant: 0 })).toMatchObject({ ok: false, field: 'navigationConstant' });
    expect(demo.tuningView().guidance.navigationConstant).toBe(5);
  });
});

describe('Demo: the disturbance', () => {
  it('applies a validated torque and wind to the world; only a running integral cancels the steady torque', () => {
    const settle = (integral: 'window' | 'running') => {
      const demo = new Demo();
      demo.setControllerSettings({ integral, ki: 20 });
      demo.setMode('track');
      expect(demo.setDisturbance({ torqueOn: true, angularAcceleration: 6 }).ok).toBe(true);
      expect(demo.world.disturbance.angularAcceleration).toBe(6);
      run(demo, 12);
      return Math.abs(demo.getRecord('missile-1')!.entity.measureHeadingError());
    };
    const windowed = settle('window');
    const running = settle('running');
    expect(windowed).toBeGreaterThan(0.03);
    expect(running).toBeLessThan(0.005);
  });

  it('refuses out-of-range values and keeps the previous ones', () => {
    const demo = new Demo();
    expect(demo.setDisturbance({ windOn: true, windStrength: 150 })).toMatchObject({ ok: false, field: 'windStrength' });
    expect(demo.disturbance.windOn).toBe(false);
    expect(demo.setDisturbance({ windOn: true, windStrength: 10, windDirectionDeg: 90 }).ok).toBe(true);
    expect(demo.world.disturbance.wind.y).toBeCloseTo(10, 9);
    const snap = buildSnapshot(demo, () => [0, 0]);
    expect(snap.disturbance.wind[1]).toBeCloseTo(10, 9);
    demo.reset();
    expect(demo.world.disturbance.wind.y).toBeCloseTo(10, 9);
  });
});

describe('Demo: race mode', () => {
  it('lines up one copy of the selected entity per controller, passing through each other, and restores the scene after', () => {
    const demo = new Demo();
    demo.setMode('path');
    run(demo, 1);
    const before = demo.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x }));
    const timeBefore = demo.time;
    expect(demo.startRace().ok).toBe(true);
    expect(demo.racing).toBe(true);
    expect(demo.records.map((r) => r.entity.getSettings().controller.type)).toEqual([...CONTROLLER_TYPES]);
    expect(new Set(demo.records.map((r) => r.colorIndex)).size).toBe(6);
    expect(demo.records.every((r) => r.label !== null && r.entity.type === 'missile' && r.entity.collisionGroup < 0)).toBe(true);
    expect(demo.time).toBe(0);
    expect(demo.addEntity('missile').ok).toBe(false);
    // They all start on one spot of the course, at rest.
    expect(new Set(demo.records.map((r) => `${r.entity.position.x},${r.entity.position.y}`)).size).toBe(1);
    run(demo, 20);
    // They share the course and, passing through each other, none is stuck: every one reached
    // waypoints; and the controllers differ, so they are no longer together.
    for (const record of demo.records) expect(record.entity.waypointsReached).toBeGreaterThanOrEqual(2);
    const spots = demo.records.map((r) => `${r.entity.position.x.toFixed(1)},${r.entity.position.y.toFixed(1)}`);
    expect(new Set(spots).size).toBeGreaterThan(1);
    demo.stopRace();
    expect(demo.racing).toBe(false);
    expect(demo.time).toBeCloseTo(timeBefore, 9);
    expect(demo.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x }))).toEqual(before);
  });

  it('in Seek mode the racers chase one shared target and their hits count per racer', () => {
    const demo = new Demo();
    demo.setControllerType('time-optimal');
    demo.moveTarget('target-missile-1', { x: 0, y: 14 });
    demo.setRaceControllers(['pid', 'time-optimal']);
    expect(demo.startRace().ok).toBe(true);
    expect(demo.targets.length).toBe(1);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['racer-pid', 'racer-time-optimal']);
    run(demo, 15);
    expect(demo.hits.countOf('racer-pid')).toBeGreaterThanOrEqual(1);
    expect(demo.hits.countOf('racer-time-optimal')).toBeGreaterThanOrEqual(1);
    expect(demo.setRaceControllers([])).toMatchObject({ ok: false });
    demo.reset();
    expect(demo.racing).toBe(false);
    expect(demo.records.map((r) => r.entity.id)).toEqual(['missile-1', 'character-1']);
  });
});

describe('step-response comparison', () => {
  it('records each controller’s turn with its figures next to the time-optimal limit 2·sqrt(angle/a)', () => {
    const inputs = { angleDeg: 90, controllers: ['pid', 'time-optimal'] as const, entityType: 'missile' as const, maxAngularAcceleration: 4 * Math.PI };
    const demo = new Demo();
    const comparison = compareStepResponses({ ...inputs, controllers: [...inputs.controllers] }, (type) => demo.controllerFor(type, 'missile'));
    const limit = 2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI));
    expect(comparison.timeOptimal).toBeCloseTo(limit, 12);
    expect(comparison.curves.map((c) => c.type)).toEqual(['pid', 'time-optimal']);
    for (const curve of comparison.curves) {
      expect(curve.errorDeg.length).toBe(comparison.times.length);
      expect(curve.errorDeg[0]).toBeCloseTo(90, 6);
      expect(curve.figures.timeOptimal).toBeCloseTo(limit, 9);
      expect(curve.figures.riseTime).not.toBeNull();
      expect(curve.figures.settleTime).not.toBeNull();
    }
    const [pid, optimal] = comparison.curves;
    expect(optimal!.figures.settleTime!).toBeLessThan(pid!.figures.settleTime!);
    expect(comparison.referenceDeg[0]).toBeCloseTo(90, 9);
    expect(comparison.referenceDeg[comparison.referenceDeg.length - 1]).toBe(0);
  });

  it('refuses inputs out of range, naming the field', () => {
    const current = { angleDeg: 90, controllers: ['pid' as const], entityType: 'missile' as const, maxAngularAcceleration: 4 * Math.PI };
    expect(checkStepResponseChange(current, { angleDeg: 180 })).toMatchObject({ ok: false, field: 'angleDeg', message: 'turn angle (°) must be a number > 0 and < 180; got 180. Kept 90.' });
    expect(checkStepResponseChange(current, { maxAngularAcceleration: 0 })).toMatchObject({ ok: false, field: 'maxAngularAcceleration' });
    expect(checkStepResponseChange(current, { controllers: [] })).toMatchObject({ ok: false, field: 'controllers' });
  });
});

describe('auto-tuner job (what the worker runs)', () => {
  it('validates the request like the CLI, reports progress after every candidate and ends with the best', () => {
    const demo = new Demo();
    const view = demo.tuningView();
    expect(buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, { iterations: 0, maxOvershootDeg: 2 })).toMatchObject({ ok: false, field: 'iterations' });
    expect(buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, { iterations: 5, maxOvershootDeg: 91 })).toMatchObject({ ok: false, field: 'maxOvershootDeg' });
    const built = buildTuneRequest(view.controller, view.entityType, view.maxAngularAcceleration, { ...defaultTuneChoices(), iterations: 6 });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const messages: TunerMessage[] = [...runTuneJob(built.request)];
    expect(messages.filter((m) => m.kind === 'progress').map((m) => m.kind === 'progress' && m.iteration)).toEqual([1, 2, 3, 4, 5, 6]);
    const done = messages[messages.length - 1];
    expect(done?.kind).toBe('done');
    if (done?.kind !== 'done') return;
    expect(done.best.type).toBe('pid');
    expect(done.score.cost).toBeLessThanOrEqual(done.startScore.cost);
    // Plain data: it survives a structured clone to and from a worker.
    expect(structuredClone(messages)).toEqual(messages);
    expect(demo.setController(done.best).ok).toBe(true);
  });
});
