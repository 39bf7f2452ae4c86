/**
 * The controllers in real engines, not stand-ins: a body steered in a Box2D v3 world (box2d3-wasm,
 * Box2D v3's C API compiled to WebAssembly) through the guide's loop (examples/box2d-steering.ts:
 * a fixed step of 1/60 s, 4 sub-steps, uneven frames, one torque per b2World_Step), and in a
 * Rapier world (@dimforge/rapier2d-compat) next to Rapier's own PidController on the same turns
 * (examples/rapier-steering.ts). Both packages ship their WebAssembly inside the npm package.
 *
 * It prints each table and requires docs/real-engines.md to show exactly these figures, and it
 * holds the behaviour a user would see: the PD family and the PID settle every turn without a
 * visible overshoot and never ask more of the motor than its limit; the time-optimal controller told
 * the engine's sub-steps (withSubSteps) overshoots under 0.2°, where alone it passes by up to 2.2°;
 * Rapier's PID, made to set the velocity, takes hundreds of times the limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import RAPIER from '@dimforge/rapier2d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TurnRecord } from '../../examples/box2d-steering';
import type { RapierTurnRecord } from '../../examples/rapier-steering';
import {
  measureBox2d,
  measureRapier,
  RAPIER_TURNERS,
  SUB_STEPS,
  tableIn,
  toRadians,
  TURNS,
  type Box2dMeasurement,
  type RapierMeasurement,
} from '../../scripts/realEngineTables';
import { report } from './portDrivers';
import { repoRoot } from './toolchain';

/** The table `name` of docs/real-engines.md (npm run docs:generate writes it). */
function documented(name: string): string {
  const table = tableIn(readFileSync(join(repoRoot, 'docs', 'real-engines.md'), 'utf8'), name);
  if (table === null) throw new Error(`docs/real-engines.md has no ${name} table`);
  return table;
}

describe('the controllers in a real Box2D v3 world (box2d3-wasm), through the guide loop', () => {
  let box2d: Box2dMeasurement;

  beforeAll(async () => {
    box2d = await measureBox2d();
  });

  it(
    'prints overshoot and settle against the limit for every controller with no settings, and docs/real-engines.md shows them (npm ' +
      'run docs:generate)',
    () => {
      report(`Box2D v3 (box2d3-wasm), the guide's loop:\n${box2d.table}`);
      expect(documented('box2d-table')).toBe(box2d.table);
    },
  );

  it(
    'ends every turn on its heading; the PID and the PD family without a visible overshoot, the time-optimal controller within ' +
      '2.5°, and under 0.2° told the 4 sub-steps',
    () => {
      for (const [name, records] of box2d.runs) {
        records.forEach((record: TurnRecord, index) => {
          const turn = TURNS[index] as (typeof TURNS)[number];
          expect(Math.abs(record.heading - toRadians(turn.degrees)), `${name}, ${turn.label}`).toBeLessThan(toRadians(2.5));
          if (['pid', 'pd', 'stable-pd', 'spd'].includes(name))
            expect(record.overshoot, `${name}, ${turn.label}`).toBeLessThan(toRadians(0.1));
          if (name === 'time-optimal') expect(record.overshoot).toBeLessThan(toRadians(2.5));
          if (name === 'told') expect(record.overshoot, `told, ${turn.label}`).toBeLessThan(toRadians(0.2));
        });
      }
    },
  );
});

describe("the controllers in a Rapier world, next to Rapier's own PidController", () => {
  let rapier: RapierMeasurement;

  beforeAll(async () => {
    rapier = await measureRapier();
  });

  it('prints both libraries’ figures on the same turns, and docs/real-engines.md shows them (npm run docs:generate)', () => {
    report(`Rapier (@dimforge/rapier2d-compat):\n${rapier.table}`);
    expect(documented('rapier-table')).toBe(rapier.table);
  });

  it(
    "ours stay within the motor's limit and settle without a visible overshoot (the time-optimal under 0.2° told the sub-steps); " +
      "Rapier's PID takes over 100 times the limit",
    () => {
      // The table tells the time-optimal controller Rapier's sub-steps: its solver's iterations, 4 unless set.
      expect(new RAPIER.World({ x: 0, y: 0 }).numSolverIterations).toBe(SUB_STEPS);
      const [pid, timeOptimal, told, rapierDefaults] = RAPIER_TURNERS.map(
        ({ label }) => rapier.runs.get(label) as readonly RapierTurnRecord[],
      );
      TURNS.forEach((turn, index) => {
        expect(((told as readonly RapierTurnRecord[])[index] as RapierTurnRecord).overshoot, `told, ${turn.label}`).toBeLessThan(
          toRadians(0.2),
        );
        for (const record of [pid, timeOptimal, told].map(
          (records) => (records as readonly RapierTurnRecord[])[index] as RapierTurnRecord,
        )) {
          expect(record.peakAngularAcceleration, turn.label).toBeLessThanOrEqual(turn.limit * 1.001);
          expect(record.overshoot, turn.label).toBeLessThan(toRadians(2.5));
        }
        expect(((pid as readonly RapierTurnRecord[])[index] as RapierTurnRecord).overshoot).toBeLessThan(toRadians(0.1));
        expect(((rapierDefaults as readonly RapierTurnRecord[])[index] as RapierTurnRecord).peakAngularAcceleration).toBeGreaterThan(
          100 * turn.limit,
        );
      });
    },
  );
});
