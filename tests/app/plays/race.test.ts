import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { startingController } from '../../../src/app/fields/controllerPresets';
import { Race } from '../../../src/app/plays/Race';
import { raceStagger } from '../../../src/app/setup/raceSetup';
import { DT, openPlayground, run, sceneContext } from '../helpers';

describe('Race', () => {
  it('lines up one copy of the selected entity per controller, passing through each other, and restores the scene after', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    run(demo, 1);
    const before = demo.view.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x }));
    const timeBefore = demo.clock.time;
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    expect(demo.plays.isPlaying('race')).toBe(true);
    expect(demo.view.records.map((r) => r.entity.getSettings().controller.type)).toEqual([...CONTROLLER_TYPES]);
    expect(new Set(demo.view.records.map((r) => r.colorIndex)).size).toBe(CONTROLLER_TYPES.length);
    expect(demo.view.records.every((r) => r.label !== null && r.entity.type === 'missile' && r.entity.collisionGroup < 0)).toBe(true);
    expect(demo.clock.time).toBe(0);
    expect(demo.apply({ kind: 'addEntity', type: 'missile' }).ok).toBe(false);
    // They all start on one spot of the course, at rest.
    expect(new Set(demo.view.records.map((r) => `${r.entity.position.x},${r.entity.position.y}`)).size).toBe(1);
    run(demo, 20);
    // They share the course and, passing through each other, none is stuck: every one reached
    // waypoints; and the controllers differ, so they are no longer together.
    for (const record of demo.view.records) expect(record.entity.waypointsReached).toBeGreaterThanOrEqual(2);
    const spots = demo.view.records.map((r) => `${r.entity.position.x.toFixed(1)},${r.entity.position.y.toFixed(1)}`);
    expect(new Set(spots).size).toBeGreaterThan(1);
    demo.apply({ kind: 'leave', play: 'race' });
    expect(demo.plays.isPlaying('race')).toBe(false);
    expect(demo.clock.time).toBeCloseTo(timeBefore, 9);
    expect(demo.view.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x }))).toEqual(before);
  });

  it('in Seek mode the racers chase one shared target and their hits count per racer', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'all' });
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 0, y: 14 } });
    demo.apply({ kind: 'setRaceControllers', types: ['pid', 'time-optimal'] });
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    expect(demo.view.targets.length).toBe(1);
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['racer-pid', 'racer-time-optimal']);
    run(demo, 15);
    expect(demo.view.hits.countOf('racer-pid')).toBeGreaterThanOrEqual(1);
    expect(demo.view.hits.countOf('racer-time-optimal')).toBeGreaterThanOrEqual(1);
    expect(demo.apply({ kind: 'setRaceControllers', types: [] })).toMatchObject({ ok: false });
    demo.apply({ kind: 'reset' });
    expect(demo.plays.isPlaying('race')).toBe(false);
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1', 'missile-2', 'character-1']);
  });
});

describe('Race: racers told apart at a glance, timed fairly', () => {
  /** The smallest distance between two racers' centres, m. */
  function closest(demo: Demo): number {
    let least = Infinity;
    const racers = demo.view.records;
    for (let i = 0; i < racers.length; i++) {
      for (let j = 0; j < i; j++) {
        const a = (racers[i] as (typeof racers)[number]).entity.position;
        const b = (racers[j] as (typeof racers)[number]).entity.position;
        least = Math.min(least, Math.hypot(a.x - b.x, a.y - b.y));
      }
    }
    return least;
  }

  it.each(['track', 'seek', 'path'] as const)('in %s mode, 3 s after the start no two racers are within 3 m (15 px at 5 px/m)', (mode) => {
    for (const layout of ['landscape', 'portrait'] as const) {
      const demo = new Demo({ layout });
      demo.apply({ kind: 'setMode', mode });
      expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
      run(demo, 3);
      expect(closest(demo), `${layout}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('in Seek and Track they start at once on an arc round the target, each as far from it and facing away', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'seek' });
    demo.apply({ kind: 'play', play: 'race' });
    const target = demo.view.targets[0]?.position as { x: number; y: number };
    const distances = demo.view.records.map((r) => Math.hypot(r.entity.position.x - target.x, r.entity.position.y - target.y));
    for (const d of distances) expect(d).toBeCloseTo(distances[0] as number, 9);
    for (const { entity } of demo.view.records) {
      const away = Math.atan2(entity.position.y - target.y, entity.position.x - target.x);
      expect(Math.cos(entity.angle - away)).toBeCloseTo(1, 9);
    }
    expect(demo.plays.raceResults?.rows.every((row) => row.startTime === 0)).toBe(true);
  });

  it('on a course they start one after another from one spot, each timed from its own start', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    demo.apply({ kind: 'play', play: 'race' });
    const starts = demo.plays.raceResults?.rows.map((row) => row.startTime) ?? [];
    const stagger = raceStagger(CONTROLLER_TYPES.length);
    expect(starts).toEqual(CONTROLLER_TYPES.map((_, i) => i * stagger));
    // However many race, all are off within the start window, at most 0.5 s apart.
    expect(stagger).toBeLessThanOrEqual(0.5);
    expect((starts.at(-1) ?? Infinity) - (starts[0] ?? 0)).toBeLessThanOrEqual(2.5 + 1e-9);
    run(demo, stagger * 1.5);
    // The first two are off; the others wait at rest on the start.
    expect(demo.view.records.map((r) => r.entity.mode)).toEqual(CONTROLLER_TYPES.map((_, i) => (i < 2 ? 'followPath' : 'idle')));
    run(demo, 60);
    const results = demo.plays.raceResults;
    expect(results?.complete).toBe(true);
    // Times are the racers' own: none longer than the time since its own start.
    for (const row of results?.rows ?? [])
      if (row.finishTime !== null) expect(row.finishTime).toBeLessThanOrEqual(demo.clock.time - row.startTime + 1e-9);
  });
});

describe('a racer the player removes leaves the race', () => {
  it('its row leaves the table (of the race and of the Hunt over it), and the racers after it still start on time', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'path' });
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    const stagger = raceStagger(CONTROLLER_TYPES.length);
    // The first racer removed before the third one's start: the rest still start one after another.
    run(demo, stagger * 0.5);
    const [first] = demo.view.records;
    demo.editor.entities.select(first!.entity.id);
    expect(demo.apply({ kind: 'removeEntity' })).toMatchObject({ ok: true });
    const ids = () => demo.view.records.map((r) => r.entity.id);
    expect(demo.plays.raceResults?.rows.map((row) => row.id)).toEqual(ids());
    run(demo, stagger * 2);
    expect(demo.view.records.map((r) => r.entity.mode)).toEqual(CONTROLLER_TYPES.slice(1).map((_, i) => (i < 2 ? 'followPath' : 'idle')));
    expect(demo.plays.raceResults?.rows.map((row) => row.startTime)).toEqual(CONTROLLER_TYPES.slice(1).map((_, i) => (i + 1) * stagger));
    // The Hunt over the race: removed there too, its row goes.
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    demo.editor.entities.select(demo.view.records[1]!.entity.id);
    expect(demo.apply({ kind: 'removeEntity' })).toMatchObject({ ok: true });
    run(demo, 1);
    expect(demo.plays.raceResults?.rows.map((row) => row.id)).toEqual(ids());
  });
});

describe('a race is timed in the mode it began in', () => {
  it('the mode keys are refused while a racers’ table shows (the race, the Hunt over it), not under Intercept or in the Hunt alone', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'seek' });
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    const refused = demo.apply({ kind: 'setMode', mode: 'track' });
    // Its table timed first hits while the racers turned in place, under a status box saying Track.
    expect(refused).toMatchObject({ ok: false, field: 'mode' });
    expect(refused.ok ? '' : refused.message).toBe(
      'leave race mode (K) to change the mode: the race is timed in Seek mode (K, the mode, then K races in it)',
    );
    expect(demo.apply({ kind: 'setMode', mode: 'seek' }).ok).toBe(true);
    expect([demo.editor.entities.mode, demo.plays.raceResults?.lap]).toEqual(['seek', 'seek']);
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setMode', mode: 'path' }).ok).toBe(false);
    expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setMode', mode: 'track' }).ok).toBe(true);
    demo.apply({ kind: 'leave', play: 'race' });
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setMode', mode: 'path' }).ok).toBe(true);
  });
});

describe('Race, as a scene', () => {
  it('races in a world of its own and returns to the scene it replaced, with that scene’s time where it stopped', () => {
    const context = sceneContext();
    const playground = openPlayground(context);
    for (let i = 0; i < 30; i++) playground.model.world.step();
    const timeBefore = playground.model.time;
    const placesBefore = playground.model.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x, y: r.entity.position.y }));
    const race = new Race(context, playground, [
      { type: 'pid', controller: startingController('pid', 'missile') },
      { type: 'time-optimal', controller: startingController('time-optimal', 'missile') },
    ]);
    race.setUp();
    expect(race.model).not.toBe(playground.model);
    expect(race.model.time).toBe(0);
    expect(race.model.records.map((r) => r.entity.id)).toEqual(['racer-pid', 'racer-time-optimal']);
    for (let i = 0; i < 60; i++) race.model.world.step();
    expect(race.model.time).toBeCloseTo(1, 9);
    // The disturbance is changed during the race: the scene returned to feels it too.
    Object.assign(context.session.disturbance, { torqueOn: true, angularAcceleration: 6 });
    race.model.world.setDisturbance({ angularAcceleration: 6 });

    expect(race.tearDown()).toBe(playground);
    expect(playground.model.time).toBe(timeBefore);
    expect(playground.model.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x, y: r.entity.position.y }))).toEqual(
      placesBefore,
    );
    expect(playground.model.world.disturbance.angularAcceleration).toBe(6);
    playground.model.world.step();
    expect(playground.model.time).toBeCloseTo(timeBefore + DT, 12);
  });
});
