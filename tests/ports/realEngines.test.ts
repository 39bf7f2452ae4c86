/**
 * The controllers in real engines, not stand-ins: a body steered in a Box2D v3 world (box2d3-wasm,
 * Box2D v3's C API compiled to WebAssembly) through the guide's loop (examples/box2d-steering.ts:
 * a fixed step of 1/60 s, 4 sub-steps, uneven frames, one torque per b2World_Step), and in a
 * Rapier world (@dimforge/rapier2d-compat) next to Rapier's own PidController on the same turns
 * (examples/rapier-steering.ts). Both packages ship their WebAssembly inside the npm package.
 *
 * It prints each table and requires docs/real-engines.md to show exactly these figures, and it
 * holds the behaviour a user would see: the PD family and the PID settle every turn without a
 * visible overshoot and never ask more of the motor than its limit; Rapier's PID, made to set the
 * velocity, takes hundreds of times the limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Box2DFactory from 'box2d3-wasm';
import RAPIER from '@dimforge/rapier2d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { planningWith, turnShipInBox2d, type Box2D, type TurnRecord } from '../../examples/box2d-steering';
import { turnBodyInRapier, type RapierTurnRecord, type Turner } from '../../examples/rapier-steering';
import { CONTROLLER_TYPES, CONTROLLER_LABELS, createTurnController, type ControllerType } from '../../src/controllers';
import { report } from './portDrivers';
import { repoRoot } from './toolchain';

/** The turns of both tables: 90° and 170° at π and 4π rad/s². */
const TURNS = [
  { degrees: 90, limit: Math.PI, label: '90° at π rad/s²' },
  { degrees: 170, limit: Math.PI, label: '170° at π rad/s²' },
  { degrees: 90, limit: 4 * Math.PI, label: '90° at 4π rad/s²' },
  { degrees: 170, limit: 4 * Math.PI, label: '170° at 4π rad/s²' },
] as const;
const SECONDS = 6;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const degrees = (radians: number): string => `${((radians * 180) / Math.PI).toFixed(2)}°`;

function cell(record: TurnRecord): string {
  return `${degrees(record.overshoot)} · ${record.settleTime.toFixed(2)} s`;
}

function table(header: string, rows: readonly (readonly string[])[]): string {
  const lines = [`| ${header} | ${TURNS.map((turn) => turn.label).join(' | ')} |`, `| --- | ${TURNS.map(() => '---').join(' | ')} |`];
  return [...lines, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The text between `<!-- name -->` and `<!-- /name -->` in docs/real-engines.md. */
function documented(name: string): string {
  const page = readFileSync(join(repoRoot, 'docs', 'real-engines.md'), 'utf8');
  const match = new RegExp(`<!-- ${name} -->\\n([\\s\\S]*?)\\n<!-- /${name} -->`).exec(page);
  if (!match) throw new Error(`docs/real-engines.md has no ${name} table`);
  return match[1] as string;
}

const controllerOf = (type: ControllerType) => createTurnController({ type } as { type: ControllerType });

describe('the controllers in a real Box2D v3 world (box2d3-wasm), through the guide loop', () => {
  let box2d: Box2D;
  const runs = new Map<string, TurnRecord[]>();

  beforeAll(async () => {
    box2d = await Box2DFactory();
    for (const type of CONTROLLER_TYPES) runs.set(type, TURNS.map((turn) => turnShipInBox2d(box2d, controllerOf(type), toRadians(turn.degrees), turn.limit, SECONDS)));
    runs.set('planning', TURNS.map((turn) => turnShipInBox2d(box2d, planningWith(controllerOf('time-optimal'), 0.95), toRadians(turn.degrees), turn.limit, SECONDS)));
    runs.set('one sub-step', TURNS.map((turn) => turnShipInBox2d(box2d, controllerOf('time-optimal'), toRadians(turn.degrees), turn.limit, SECONDS, 1)));
  }, 120_000);

  it('prints overshoot and settle against the limit for every controller with no settings, and docs/real-engines.md shows them', () => {
    const rows = [
      ['fastest possible, 2·√(angle/limit), to the exact heading', ...TURNS.map((turn) => `${(2 * Math.sqrt(toRadians(turn.degrees) / turn.limit)).toFixed(2)} s`)],
      ...CONTROLLER_TYPES.map((type) => [CONTROLLER_LABELS[type], ...(runs.get(type) as TurnRecord[]).map(cell)]),
      ['time-optimal planning with 95% of the limit', ...(runs.get('planning') as TurnRecord[]).map(cell)],
      ['time-optimal, 1 sub-step instead of 4', ...(runs.get('one sub-step') as TurnRecord[]).map(cell)],
    ];
    const box2dTable = table('overshoot · settled within 2° after', rows);
    report(`Box2D v3 (box2d3-wasm), the guide's loop:\n${box2dTable}`);
    expect(documented('box2d-table')).toBe(box2dTable);
  });

  it('ends every turn on its heading; the PID and the PD family without a visible overshoot, the time-optimal controller within 2.5° (0.5° planning with 95%)', () => {
    for (const [name, records] of runs) {
      records.forEach((record, index) => {
        const turn = TURNS[index] as (typeof TURNS)[number];
        expect(Math.abs(record.heading - toRadians(turn.degrees)), `${name}, ${turn.label}`).toBeLessThan(toRadians(2.5));
        if (['pid', 'pd', 'stable-pd', 'spd'].includes(name)) expect(record.overshoot, `${name}, ${turn.label}`).toBeLessThan(toRadians(0.1));
        if (name === 'time-optimal') expect(record.overshoot).toBeLessThan(toRadians(2.5));
        if (name === 'planning') expect(record.overshoot).toBeLessThan(toRadians(0.5));
      });
    }
  });
});

describe("the controllers in a Rapier world, next to Rapier's own PidController", () => {
  const turners: readonly { readonly label: string; readonly turner: Turner }[] = [
    { label: 'our PID (no settings), torque cut to the motor', turner: { controller: controllerOf('pid') } },
    { label: 'our time-optimal (no settings), torque cut to the motor', turner: { controller: controllerOf('time-optimal') } },
    { label: "Rapier's PidController at its defaults (kp 60, ki 1, kd 0.8), setting the velocity as it is made to", turner: { rapierPid: { kp: 60, ki: 1, kd: 0.8 }, limitedToMotor: false } },
    { label: "Rapier's PidController with our PID's gains per step (kp 1, ki 1/30, kd 14/60), cut to the motor", turner: { rapierPid: { kp: 1, ki: 1 / 30, kd: 14 / 60 }, limitedToMotor: true } },
  ];
  const runs = new Map<string, RapierTurnRecord[]>();

  beforeAll(async () => {
    await RAPIER.init();
    for (const { label, turner } of turners) {
      // A new controller for each turn: our controllers keep memory, as Rapier's does (a new PidController per world).
      const fresh = (): Turner => ('controller' in turner ? { controller: controllerOf(turner.controller.type as ControllerType) } : turner);
      runs.set(label, TURNS.map((turn) => turnBodyInRapier(RAPIER, fresh(), toRadians(turn.degrees), turn.limit, SECONDS)));
    }
  }, 120_000);

  it('prints both libraries’ figures on the same turns, and docs/real-engines.md shows them', () => {
    const rows = turners.map(({ label }) => [label, ...(runs.get(label) as RapierTurnRecord[]).map((record) => `${cell(record)} · ${record.peakAngularAcceleration.toFixed(1)} rad/s²`)]);
    const rapierTable = table('turned by (overshoot · settled within 2° after · largest angular acceleration)', rows);
    report(`Rapier (@dimforge/rapier2d-compat):\n${rapierTable}`);
    expect(documented('rapier-table')).toBe(rapierTable);
  });

  it("ours stay within the motor's limit and settle without a visible overshoot; Rapier's PID takes over 100 times the limit", () => {
    const [pid, timeOptimal, rapierDefaults] = turners.map(({ label }) => runs.get(label) as RapierTurnRecord[]);
    TURNS.forEach((turn, index) => {
      for (const record of [pid, timeOptimal].map((records) => (records as RapierTurnRecord[])[index] as RapierTurnRecord)) {
        expect(record.peakAngularAcceleration, turn.label).toBeLessThanOrEqual(turn.limit * 1.001);
        expect(record.overshoot, turn.label).toBeLessThan(toRadians(2.5));
      }
      expect(((pid as RapierTurnRecord[])[index] as RapierTurnRecord).overshoot).toBeLessThan(toRadians(0.1));
      expect(((rapierDefaults as RapierTurnRecord[])[index] as RapierTurnRecord).peakAngularAcceleration).toBeGreaterThan(100 * turn.limit);
    });
  });
});
