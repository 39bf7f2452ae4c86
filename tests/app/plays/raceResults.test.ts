import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { run } from '../helpers';

describe('a finished race’s table is a record', () => {
  it('Seek: once every racer has hit, dragging the target round them for 10 s changes nothing in the table', () => {
    const demo = new Demo();
    demo.editor.targets.move('target-missile-1', { x: 0, y: 14 });
    demo.plays.setRaceControllers(['pid', 'stolk', 'time-optimal']);
    expect(demo.plays.play('race').ok).toBe(true);
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
      demo.editor.targets.drag(target.id, { x: racer.entity.position.x + 2 * Math.cos(angle), y: racer.entity.position.y + 2 * Math.sin(angle) });
      run(demo, 0.1);
    }
    demo.editor.targets.release(target.id);
    // The racers did go on (their own counts moved), but the table is as it was at the end.
    expect(demo.view.records.map((r) => r.hits)).not.toEqual(hitsBefore);
    expect(JSON.parse(JSON.stringify(demo.plays.raceResults))).toEqual(frozen);
  });
});
