/**
 * The tables of docs/real-engines.md, measured in real engines: every controller with no settings
 * steering a body in a Box2D v3 world (box2d3-wasm) through the guide's loop
 * (examples/box2d-steering.ts), and our PID and time-optimal controller beside Rapier's own
 * PidController in a Rapier world (examples/rapier-steering.ts). `npm run docs:generate` writes
 * them between their markers; tests/ports/realEngines.test.ts checks the page and the behaviour.
 */
import Box2DFactory from 'box2d3-wasm';
import RAPIER from '@dimforge/rapier2d-compat';
import { turnShipInBox2d, type TurnRecord } from '../examples/box2d-steering';
import { turnBodyInRapier, type RapierTurnRecord, type Turner } from '../examples/rapier-steering';
import { CONTROLLER_LABELS, CONTROLLER_TYPES, createTurnController, withSubSteps, type ControllerType } from '../src/controllers';

/** The turns of both tables: 90° and 170° at π and 4π rad/s². */
export const TURNS = [
  { degrees: 90, limit: Math.PI, label: '90° at π rad/s²' },
  { degrees: 170, limit: Math.PI, label: '170° at π rad/s²' },
  { degrees: 90, limit: 4 * Math.PI, label: '90° at 4π rad/s²' },
  { degrees: 170, limit: 4 * Math.PI, label: '170° at 4π rad/s²' },
] as const;

/** How long each turn is run, s. */
const SECONDS = 6;

/** Degrees to radians. */
export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const degrees = (radians: number): string => `${((radians * 180) / Math.PI).toFixed(2)}°`;

function cell(record: TurnRecord): string {
  return `${degrees(record.overshoot)} · ${record.settleTime.toFixed(2)} s`;
}

function table(header: string, rows: readonly (readonly string[])[]): string {
  const lines = [`| ${header} | ${TURNS.map((turn) => turn.label).join(' | ')} |`, `| --- | ${TURNS.map(() => '---').join(' | ')} |`];
  return [...lines, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const controllerOf = (type: ControllerType) => createTurnController({ type } as { type: ControllerType });

/** The sub-steps of the guide's Box2D loop, and Rapier's by default (its `numSolverIterations`). */
export const SUB_STEPS = 4;

/** The Box2D runs: one list of turns (in {@link TURNS}' order) per controller type, and two time-optimal variants. */
export interface Box2dMeasurement {
  readonly runs: ReadonlyMap<string, readonly TurnRecord[]>;
  readonly table: string;
}

/** Runs every controller with no settings through the guide's loop in Box2D v3, and its table. */
export async function measureBox2d(): Promise<Box2dMeasurement> {
  const box2d = await Box2DFactory();
  const runs = new Map<string, TurnRecord[]>();
  for (const type of CONTROLLER_TYPES)
    runs.set(
      type,
      TURNS.map((turn) => turnShipInBox2d(box2d, controllerOf(type), toRadians(turn.degrees), turn.limit, SECONDS)),
    );
  runs.set(
    'told',
    TURNS.map((turn) =>
      turnShipInBox2d(
        box2d,
        withSubSteps(controllerOf('time-optimal'), SUB_STEPS),
        toRadians(turn.degrees),
        turn.limit,
        SECONDS,
        SUB_STEPS,
      ),
    ),
  );
  runs.set(
    'one sub-step',
    TURNS.map((turn) => turnShipInBox2d(box2d, controllerOf('time-optimal'), toRadians(turn.degrees), turn.limit, SECONDS, 1)),
  );
  const rows = [
    [
      'fastest possible, 2·√(angle/limit), to the exact heading',
      ...TURNS.map((turn) => `${(2 * Math.sqrt(toRadians(turn.degrees) / turn.limit)).toFixed(2)} s`),
    ],
    ...CONTROLLER_TYPES.map((type) => [CONTROLLER_LABELS[type], ...(runs.get(type) as TurnRecord[]).map(cell)]),
    ['time-optimal told the 4 sub-steps, `withSubSteps(controller, 4)`', ...(runs.get('told') as TurnRecord[]).map(cell)],
    ['time-optimal, 1 sub-step instead of 4', ...(runs.get('one sub-step') as TurnRecord[]).map(cell)],
  ];
  return { runs, table: table('overshoot · settled within 2° after', rows) };
}

/** Who turns in the Rapier table, in its order. */
export const RAPIER_TURNERS: readonly { readonly label: string; readonly turner: Turner; readonly subSteps?: number }[] = [
  { label: 'our PID (no settings), torque cut to the motor', turner: { controller: controllerOf('pid') } },
  { label: 'our time-optimal (no settings), torque cut to the motor', turner: { controller: controllerOf('time-optimal') } },
  {
    label: "our time-optimal told Rapier's 4 sub-steps, `withSubSteps(controller, 4)`",
    turner: { controller: controllerOf('time-optimal') },
    subSteps: SUB_STEPS,
  },
  {
    label: "Rapier's PidController at its defaults (kp 60, ki 1, kd 0.8), setting the velocity as it is made to",
    turner: { rapierPid: { kp: 60, ki: 1, kd: 0.8 }, limitedToMotor: false },
  },
  {
    label: "Rapier's PidController with our PID's gains per step (kp 1, ki 1/30, kd 14/60), cut to the motor",
    turner: { rapierPid: { kp: 1, ki: 1 / 30, kd: 14 / 60 }, limitedToMotor: true },
  },
];

/** The Rapier runs, by the turner's label, and the table. */
export interface RapierMeasurement {
  readonly runs: ReadonlyMap<string, readonly RapierTurnRecord[]>;
  readonly table: string;
}

/** Runs {@link RAPIER_TURNERS} on the same turns in Rapier, and their table. */
export async function measureRapier(): Promise<RapierMeasurement> {
  await RAPIER.init();
  const runs = new Map<string, RapierTurnRecord[]>();
  for (const { label, turner, subSteps = 1 } of RAPIER_TURNERS) {
    // A new controller for each turn: our controllers keep memory, as Rapier's does (a new PidController per world).
    const fresh = (): Turner =>
      'controller' in turner ? { controller: withSubSteps(controllerOf(turner.controller.type as ControllerType), subSteps) } : turner;
    runs.set(
      label,
      TURNS.map((turn) => turnBodyInRapier(RAPIER, fresh(), toRadians(turn.degrees), turn.limit, SECONDS)),
    );
  }
  const rows = RAPIER_TURNERS.map(({ label }) => [
    label,
    ...(runs.get(label) as RapierTurnRecord[]).map((record) => `${cell(record)} · ${record.peakAngularAcceleration.toFixed(1)} rad/s²`),
  ]);
  return { runs, table: table('turned by (overshoot · settled within 2° after · largest angular acceleration)', rows) };
}

/** The text between `<!-- name -->` and `<!-- /name -->` of `page`, or null. */
export function tableIn(page: string, name: string): string | null {
  const match = new RegExp(`<!-- ${name} -->\\n([\\s\\S]*?)\\n<!-- /${name} -->`).exec(page);
  return match ? (match[1] as string) : null;
}

/** `page` with the text between the markers of `name` replaced by `table`; throws when they are missing. */
export function withTable(page: string, name: string, table: string): string {
  if (tableIn(page, name) === null) throw new Error(`docs/real-engines.md has no ${name} table`);
  return page.replace(
    new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(\\n<!-- /${name} -->)`),
    (_, start: string, end: string) => `${start}${table}${end}`,
  );
}
