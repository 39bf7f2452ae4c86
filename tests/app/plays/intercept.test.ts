import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { run } from '../helpers';

describe('Intercept: copies of the missile, alike but for their guidance law, chase one crossing target', () => {
  it(
    'lines up pursuit, lead and proportional navigation with the selected missile’s settings; each hits, starts again from its ' +
      'place, and leaving restores the scene',
    () => {
      const demo = new Demo();
      demo.apply({ kind: 'setMode', mode: 'track' });
      const before = demo.view.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x, y: r.entity.position.y }));
      const selected = demo.view.selected!.entity;
      expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
      expect(demo.plays.isPlaying('intercept')).toBe(true);
      expect(demo.editor.entities.mode).toBe('seek');
      expect(demo.view.records.map((r) => r.entity.getSettings().guidance)).toEqual(['pursuit', 'lead', 'proportional-navigation']);
      for (const { entity } of demo.view.records) {
        expect(entity.maxAngularAcceleration).toBe(selected.maxAngularAcceleration);
        expect(entity.getSettings().controller).toEqual(selected.getSettings().controller);
        expect(entity.chaseArrival).toBe('fly-through');
      }
      expect(demo.view.targets).toHaveLength(1);
      const starts = demo.view.records.map((r) => ({ x: r.entity.position.x, y: r.entity.position.y }));
      run(demo, 1 / 60);
      // Read after the step: the history rebuilds the scene at its checkpoints (Demo.view).
      const target = demo.view.targets[0]!;
      expect(Math.hypot(target.velocity.x, target.velocity.y), 'the target crosses at 8 m/s').toBeCloseTo(8, 6);
      let restarts = 0;
      const counts = demo.view.records.map(() => 0);
      for (let t = 0; t < 60; t += 1 / 60) {
        run(demo, 1 / 60);
        demo.view.records.forEach((hitter, slot) => {
          const count = demo.view.hits.countOf(hitter.entity.id);
          if (count === counts[slot]) return;
          counts[slot] = count;
          // Back on its place on the start line, at rest, nose up.
          expect(Math.hypot(hitter.entity.position.x - starts[slot]!.x, hitter.entity.position.y - starts[slot]!.y)).toBeLessThan(1e-9);
          restarts++;
        });
      }
      expect(restarts).toBe(demo.view.hits.total);
      for (const { entity } of demo.view.records) expect(demo.view.hits.countOf(entity.id), entity.id).toBeGreaterThanOrEqual(3);
      // What the scene shows: proportional navigation intercepts at least as often as pursuit (16 and 14 in a minute).
      expect(demo.view.hits.countOf('prop-nav')).toBeGreaterThanOrEqual(demo.view.hits.countOf('pursuit'));
      demo.apply({ kind: 'leave', play: 'intercept' });
      expect(demo.plays.isPlaying('intercept')).toBe(false);
      expect(demo.editor.entities.mode).toBe('track');
      expect(demo.view.records.map((r) => ({ id: r.entity.id, x: r.entity.position.x, y: r.entity.position.y }))).toEqual(before);
    },
  );
});
