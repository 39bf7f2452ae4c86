/**
 * The analytic table of docs/controllers-3d.md: rest-to-rest turns in 3D with the time-optimal law
 * along the eigenaxis against the bound 2·√(θ/α(n)), on the test integrator
 * (tests/sim/control3d/rigidBody3d.ts) at 60 Hz. `npm run docs:generate` and `npm run docs:plots`
 * write it between its markers (scripts/controllerTables.ts); tests/docs/controllerTables.test.ts
 * checks the doc holds the current one.
 */
import { TimeOptimalController } from '../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../src/sim/control3d/AttitudeController';
import type { AttitudeLimit } from '../src/sim/control3d/AttitudeLimit';
import type { InertiaTensor } from '../src/sim/control3d/InertiaTensor';
import { rotationAbout, unitVector } from '../tests/sim/control3d/rigidBody3d';
import { runTurn, type TurnCase } from '../tests/sim/control3d/turnRun';

const DT = 1 / 60;
const CUBE: InertiaTensor = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
const SLAB: InertiaTensor = { moments: { x: 0.4, y: 3, z: 3.2 }, frame: rotationAbout(unitVector(0.15, 0.85), 0.7) };
const SKEW = { x: 1 / Math.sqrt(14), y: 2 / Math.sqrt(14), z: 3 / Math.sqrt(14) };
const START = rotationAbout(unitVector(0.6, 0.3), 0.5);
const THRUSTERS: AttitudeLimit = { maxTorque: { x: 1, y: 6, z: 2 } };

/** The table's turns: a name, the turn, and whether the engine integrates the gyroscopic term (the controller then compensates it). */
const CASES: readonly { name: string; turn: Omit<TurnCase, 'steps' | 'dt'>; gyroscopic: boolean }[] = [
  {
    name: 'cube, 120° about (1, 2, 3), \\|α\\| ≤ 4π',
    turn: { start: START, axis: SKEW, angle: (2 * Math.PI) / 3, inertia: CUBE, limit: { maxAngularAcceleration: 4 * Math.PI } },
    gyroscopic: false,
  },
  {
    name: 'slab, 120° about (1, 2, 3), \\|α\\| ≤ 2',
    turn: { start: START, axis: SKEW, angle: (2 * Math.PI) / 3, inertia: SLAB, limit: { maxAngularAcceleration: 2 } },
    gyroscopic: false,
  },
  {
    name: 'slab, 120° about (1, 2, 3), torques ≤ (1, 6, 2) N·m',
    turn: { start: START, axis: SKEW, angle: (2 * Math.PI) / 3, inertia: SLAB, limit: THRUSTERS },
    gyroscopic: false,
  },
  {
    name: 'slab, 180° about world z, torques ≤ (1, 6, 2) N·m',
    turn: { start: START, axis: { x: 0, y: 0, z: 1 }, angle: Math.PI, inertia: SLAB, limit: THRUSTERS },
    gyroscopic: false,
  },
  {
    name: 'slab, 5° about world y, torques ≤ (1, 6, 2) N·m',
    turn: { start: START, axis: { x: 0, y: 1, z: 0 }, angle: (5 * Math.PI) / 180, inertia: SLAB, limit: THRUSTERS },
    gyroscopic: false,
  },
  {
    name: 'slab, gyroscopic engine, 143° about (1, 2, 3), \\|α\\| ≤ 3',
    turn: { start: START, axis: SKEW, angle: 2.5, inertia: SLAB, limit: { maxAngularAcceleration: 3 } },
    gyroscopic: true,
  },
  {
    name: 'slab, gyroscopic engine, 143° about (1, 2, 3), torques ≤ (1, 6, 2) N·m',
    turn: { start: START, axis: SKEW, angle: 2.5, inertia: SLAB, limit: THRUSTERS },
    gyroscopic: true,
  },
];

/** The table, as markdown. */
export function attitudeTable(): string {
  const rows = CASES.map(({ name, turn, gyroscopic }) => {
    const probe = runTurn(new AttitudeController(new TimeOptimalController(), { gyroscopic }), {
      ...turn,
      dt: DT,
      steps: 1,
      integration: { gyroscopic },
    });
    const bound = 2 * Math.sqrt(turn.angle / probe.firstBudget);
    const figures = runTurn(new AttitudeController(new TimeOptimalController(), { gyroscopic }), {
      ...turn,
      dt: DT,
      steps: Math.ceil((3 * bound + 1) / DT),
      integration: { gyroscopic },
    });
    const arrival = figures.arrivalTime;
    const steps = arrival === null ? '–' : ((arrival - bound) / DT).toFixed(2);
    const ratio = 'maxTorque' in turn.limit ? figures.worstTorqueRatio.toFixed(6) : '–';
    return (
      `| ${name} | ${probe.firstBudget.toFixed(4)} | ${bound.toFixed(4)} | ${arrival === null ? 'never' : arrival.toFixed(4)} | ` +
      `${steps} | ${ratio} |`
    );
  });
  return [
    '| turn (rest to rest, 60 Hz) | α(n) (rad/s²) | bound 2·√(θ/α(n)) (s) | arrived (s) | steps over the bound | largest \\|τᵢ\\|/Tᵢ |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
