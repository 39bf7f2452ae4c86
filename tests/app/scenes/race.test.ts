import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { run } from '../helpers';

describe('Race', () => {
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
