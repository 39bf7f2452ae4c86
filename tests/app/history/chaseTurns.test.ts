import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { figureLines } from '../../../src/app/history/comparisonWords';
import { POSE, POSE_SIZE } from '../../../src/app/history/HistoryFrame';
import { CHASE_TURN_ERROR } from '../../../src/sim/metrics/TurnMeter';
import { steps } from '../settings/comparisonScreen';

// Issue 76, point 2: turns are counted in every play, target moving or not. In Intercept and the
// Hunt the targets never rest, and every card said "facing its target all along".

/** `play` played `warm` steps, then from its oldest moment with the turn rate toggled, `whatIf` steps. */
function compared(play: 'intercept' | 'hunt', warm: number, whatIf: number): Demo {
  const demo = new Demo();
  expect(demo.apply({ kind: 'play', play }).ok).toBe(true);
  steps(demo, warm);
  expect(demo.history.show(demo.history.oldestStep).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, whatIf);
  expect(demo.history.comparing).toBe(true);
  return demo;
}

/** Whether entity `id` kept within the chase threshold of its wanted heading over every one of `frames`. */
function keptClose(frames: readonly { ids: readonly string[]; poses: Float64Array | null }[], id: string): boolean {
  return frames.every((frame) => {
    const i = frame.ids.indexOf(id);
    return i < 0 || !frame.poses || Math.abs(frame.poses[i * POSE_SIZE + POSE.headingError] as number) <= CHASE_TURN_ERROR;
  });
}

describe('turns counted where targets never rest', () => {
  for (const [play, warm] of [
    ['intercept', 360],
    ['hunt', 480],
  ] as const) {
    test(
      `${play}: every missile's card gives its turn (reached, settled, overshoot) in both runs, and "facing its target all along" ` +
        `only for a body that kept within 5°`,
      () => {
        const demo = compared(play, warm, warm);
        const card = demo.history.compared!;
        const comparison = card.figures;
        let turns = 0;
        for (const entity of comparison.entities) {
          for (const [run, figures] of entity.runs.entries()) {
            if (!figures) continue;
            const lines = figureLines(figures);
            if (figures.turn) {
              turns++;
              expect(lines.join(' | '), `${entity.id} in run ${run}`).toMatch(
                /° turn, .* \| (reached \d+\.\d\d s|not within 1° yet) \| .* \| overshoot \d+\.\d°/,
              );
            } else {
              expect(lines[0]).toBe('facing its target all along');
              expect(
                keptClose(card.frames[run]!.frames.slice(0, Math.round(comparison.seconds / demo.clock.dt)), entity.id),
                `${entity.id} in run ${run} said to face its target all along`,
              ).toBe(true);
            }
          }
        }
        const missiles = comparison.entities.filter((entity) => entity.id !== 'character-1');
        expect(turns, 'turns counted').toBeGreaterThanOrEqual(missiles.length);
        const settled = comparison.entities
          .flatMap((entity) => entity.runs)
          .filter((figures) => figures?.turn?.settled !== null && figures?.turn?.settled !== undefined);
        expect(settled.length, 'some turns settled').toBeGreaterThan(0);
      },
    );
  }
});
