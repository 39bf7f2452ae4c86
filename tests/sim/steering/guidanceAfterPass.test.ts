import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario, type ScenarioReport } from '../../../src/sim/scenario/runScenario';
import { FAST_TARGET_SPEED_RATIO, Guidance } from '../../../src/sim/steering/Guidance';

/**
 * Proportional navigation re-engages after a pass. A missile that flies through its target (the
 * Hunt's fly-through) has it behind: PN turns back toward it until it closes again, and navigates
 * only once its flight is near the course it navigates from. Before, it commanded N·λ̇ of a line of
 * sight spinning past and circled its target: 5 hits against pursuit's 12 on a zig-zag at π.
 */

const MISSILE_SPEED = 10;

/** The hits of each entity of `text` (a scenario), by id. */
function hitsOf(text: string): Map<string, number> {
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const report: ScenarioReport = runScenario(parsed.scenario);
  return new Map(report.entities.map((entity) => [entity.id, entity.hits.count]));
}

type Motion = { type: 'circle'; speed: number; radius: number } | { type: 'zigzag'; speed: number; amplitude: number };

/** A scenario of one pursuit and one PN missile per (motion, limit), each with a target of its own, 300 m apart; 40 s. */
function duel(cells: readonly { motion: Motion; limit: number }[]): string {
  const targets: unknown[] = [];
  const entities: unknown[] = [];
  cells.forEach(({ motion, limit }, cell) => {
    for (const law of ['pursuit', 'proportional-navigation'] as const) {
      const x = (2 * cell + (law === 'pursuit' ? 0 : 1)) * 300;
      const id = `${cell}-${law}`;
      targets.push(
        motion.type === 'circle'
          ? {
              id,
              position: [x + motion.radius, 30],
              motion: { type: 'circle', center: [x, 30], angularSpeed: motion.speed / motion.radius },
            }
          : // A period of 4 s: the swerve's sideways speed is 4·amplitude/period = the amplitude, per second.
            { id, position: [x, 40], motion: { type: 'zigzag', velocity: [motion.speed, 0], amplitude: motion.amplitude, period: 4 } },
      );
      entities.push({
        id,
        type: 'missile',
        position: [x, 0],
        angle: Math.PI / 2,
        speed: MISSILE_SPEED,
        maxAngularAcceleration: limit,
        guidance: law,
        chaseArrival: 'fly-through',
        command: { type: 'seek', targetId: id },
      });
    }
  });
  return JSON.stringify({ duration: 40, targets, entities });
}

describe('proportional navigation after a pass', () => {
  it(
    'scenarios/guidance-after-a-pass.json: PN scores at least as many hits as pursuit on a circling and a zig-zagging target, at π ' +
      'and 4π, over 40 s',
    () => {
      const hits = hitsOf(readFileSync(join(__dirname, '../../../scenarios/guidance-after-a-pass.json'), 'utf8'));
      for (const cell of ['circle-pi', 'circle-4pi', 'zigzag-pi', 'zigzag-4pi']) {
        const pursuit = hits.get(`${cell}-pursuit`) as number;
        const navigation = hits.get(`${cell}-pn`) as number;
        expect(pursuit, cell).toBeGreaterThan(3);
        expect(navigation, `${cell}: PN ${navigation}, pursuit ${pursuit}`).toBeGreaterThanOrEqual(pursuit);
      }
    },
  );

  it(
    `and for every target slower than ${FAST_TARGET_SPEED_RATIO}× the missile: circles and zig-zags of several sizes and speeds, ` +
      `at π, 2π and 4π`,
    () => {
      const motions: Motion[] = [
        ...[4, 6, 8].flatMap((speed) => [8, 10, 15].map((radius): Motion => ({ type: 'circle', speed, radius }))),
        // Speeds (drift and swerve together) from 5.7 to 8.9 m/s.
        ...[
          [4, 4],
          [4, 6],
          [6, 4],
          [6, 6],
          [8, 4],
        ].map(([speed, amplitude]): Motion => ({ type: 'zigzag', speed: speed as number, amplitude: amplitude as number })),
      ];
      const cells = motions.flatMap((motion) => [1, 2, 4].map((k) => ({ motion, limit: k * Math.PI })));
      const hits = hitsOf(duel(cells));
      const worse = cells.flatMap(({ motion, limit }, cell) => {
        const pursuit = hits.get(`${cell}-pursuit`) as number;
        const navigation = hits.get(`${cell}-proportional-navigation`) as number;
        return navigation < pursuit
          ? [`${JSON.stringify(motion)} at ${(limit / Math.PI).toFixed(0)}π: PN ${navigation}, pursuit ${pursuit}`]
          : [];
      });
      expect(worse).toEqual([]);
    },
  );

  it(
    'with the target behind (closing speed ≤ 0) it steers at the target, as pursuit does, and navigates again once it closes ' +
      'within the cone',
    () => {
      const guidance = new Guidance({ law: 'proportional-navigation', navigationConstant: 4 });
      const dt = 1 / 60;
      // Just past a target at rest 3 m behind and 1 m to the left: the line of sight points back.
      const behind = guidance.desiredHeading({ x: 0, y: 0 }, { x: 10, y: 0 }, 10, { x: -3, y: 1 }, { x: 0, y: 0 }, dt);
      expect(behind).toBeCloseTo(Math.atan2(1, -3), 12);
      expect(guidance.rate).toBe(0);
      // Turned round and closing, 30° off the line of sight: still turning onto it, no navigation yet.
      const off = guidance.desiredHeading(
        { x: 0, y: 0 },
        { x: -10 * Math.cos(Math.PI / 6), y: 10 * Math.sin(Math.PI / 6) },
        10,
        { x: -30, y: 0 },
        { x: 0, y: 0 },
        dt,
      );
      expect(off).toBeCloseTo(Math.PI, 12);
      expect(guidance.rate).toBe(0);
      // Within the cone: PN commands N·λ̇ (λ̇ from the missile's own crossing flight, about 5°/s here).
      guidance.desiredHeading({ x: 0, y: 0 }, { x: -10 * Math.cos(0.1), y: 10 * Math.sin(0.1) }, 10, { x: -30, y: 0 }, { x: 0, y: 0 }, dt);
      expect(Math.abs(guidance.rate)).toBeGreaterThan(0.1);
    },
  );
});
