import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { run } from '../helpers';

describe('a finished race’s table is a record', () => {
  it('Seek: once every racer has hit, dragging the target round them for 10 s changes nothing in the table', () => {
    const demo = new Demo();
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 0, y: 14 } });
    demo.apply({ kind: 'setRaceControllers', types: ['pid', 'stolk', 'time-optimal'] });
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    for (let t = 0; t < 60 && !demo.plays.raceResults?.complete; t += 0.5) run(demo, 0.5);
    const atEnd = demo.plays.raceResults;
    expect(atEnd?.complete).toBe(true);
    const frozen = JSON.parse(JSON.stringify(atEnd)) as unknown;
    const target = demo.view.targets[0];
    if (!target) throw new Error('the race has no target');
    const hitsBefore = demo.view.records.map((r) => r.hits);
    // The player drags on: round and behind the racers, so they turn, overshoot and hit again.
    for (let i = 0; i < 100; i++) {
      const racer = demo.view.records[i % demo.view.records.length];
      if (!racer) break;
      const angle = racer.entity.angle + Math.PI;
      demo.apply({
        kind: 'dragTarget',
        target: target.id,
        point: { x: racer.entity.position.x + 2 * Math.cos(angle), y: racer.entity.position.y + 2 * Math.sin(angle) },
      });
      run(demo, 0.1);
    }
    demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
    // The racers did go on (their own counts moved), but the table is as it was at the end.
    expect(demo.view.records.map((r) => r.hits)).not.toEqual(hitsBefore);
    expect(JSON.parse(JSON.stringify(demo.plays.raceResults))).toEqual(frozen);
  });
});

describe('a table belongs to the play on screen (issue 50, case 3)', () => {
  /** A Seek race (as `?play=race` opens it) run to its end. */
  function finishedRace(): Demo {
    const demo = new Demo();
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    for (let t = 0; t < 60 && !demo.plays.raceResults?.complete; t += 0.5) run(demo, 0.5);
    expect(demo.plays.raceResults?.complete).toBe(true);
    return demo;
  }

  it('the Hunt over a race starts a table of its own: hits since it began, row by row the status box’s, never frozen', () => {
    const demo = finishedRace();
    const racers = demo.view.records.map((r) => r.entity.id);
    expect(demo.view.hits.total).toBeGreaterThan(0);
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    const start = demo.clock.time;
    // A new table: nobody has hit in the Hunt yet, and the status box's count starts with it.
    expect(demo.plays.raceResults).toMatchObject({ play: 'hunt', lap: 'seek', complete: false });
    expect(demo.plays.raceResults?.rows.map((row) => [row.id, row.hits, row.finishTime, row.startTime])).toEqual(
      racers.map((id) => [id, 0, null, start]),
    );
    expect(demo.view.hits.total).toBe(0);
    for (let i = 0; i < 6; i++) {
      run(demo, 5);
      const rows = demo.plays.raceResults?.rows ?? [];
      expect(rows.map((row) => row.hits)).toEqual(racers.map((id) => demo.view.hits.countOf(id)));
      expect(rows.reduce((sum, row) => sum + row.hits, 0)).toBe(demo.view.hits.total);
      for (const row of rows) if (row.finishTime !== null) expect(row.finishTime).toBeLessThanOrEqual(demo.clock.time - start + 1e-9);
    }
    expect(demo.view.hits.total).toBeGreaterThan(racers.length);
    expect(demo.plays.raceResults?.complete).toBe(false);
    // Leaving the Hunt: the race's own record, as it was, and its hits.
    demo.apply({ kind: 'leave', play: 'hunt' });
    const raceTable = demo.plays.raceResults;
    expect(raceTable).toMatchObject({ play: 'race', complete: true });
    expect(raceTable?.rows.every((row) => row.hits === 1)).toBe(true);
  });

  it('Intercept over a race, or over the Hunt over it, shows no racers’ table over its three missiles', () => {
    const demo = finishedRace();
    expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
    expect(demo.view.records).toHaveLength(3);
    expect(demo.plays.raceResults).toBeNull();
    expect(demo.plays.racersTabled).toBe(false);
    demo.apply({ kind: 'leave', play: 'intercept' });
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    expect(demo.plays.racersTabled).toBe(true);
    expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
    run(demo, 2);
    expect(demo.plays.raceResults).toBeNull();
    expect(demo.plays.racersTabled).toBe(false);
    expect(demo.plays.raceOnScreen).toBe(false);
  });
});
