/**
 * On an engine that integrates the gyroscopic term (I·ω̇ = τ − ω × I·ω: Rapier 0.21 does), a turn
 * about an axis that is not principal needs the torque ω × I·ω besides I·α to keep its axis. With
 * the option `gyroscopic` the controller adds it, and the turn is the eigenaxis turn at the bound;
 * without it the body leaves its axis. Under torque limits the gyroscopic torque takes what fits.
 */
import { describe, expect, it } from 'vitest';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { rotationAbout, unitVector } from './rigidBody3d';
import { runTurn } from './turnRun';

const DT = 1 / 60;
const SLAB = { moments: { x: 0.5, y: 4, z: 4.3 }, frame: rotationAbout(unitVector(0.2, 0.9), 0.6) };
const TURN = {
  start: rotationAbout(unitVector(0.4, 0.6), 0.8),
  axis: unitVector(0.3, 0.15),
  angle: 2.5,
  inertia: SLAB,
  dt: DT,
  integration: { gyroscopic: true },
};

describe('the gyroscopic term', () => {
  it(
    'with gyroscopic: true on a gyroscopic engine, 2.5 rad about a skew axis of a slab at 3 rad/s² keeps its axis and meets ' +
      '2·√(θ/a) within 2 steps',
    () => {
      const figures = runTurn(new AttitudeController(new TimeOptimalController(), { gyroscopic: true }), {
        ...TURN,
        limit: { maxAngularAcceleration: 3 },
        steps: 200,
      });
      const bound = 2 * Math.sqrt(TURN.angle / 3);
      console.log(
        `gyroscopic compensated: arrived ${figures.arrivalTime?.toFixed(4)} s (bound ${bound.toFixed(4)} s), off its axis by ` +
          `${figures.worstAxisDeviation.toExponential(1)} rad`,
      );
      expect(figures.worstAxisDeviation).toBeLessThan(1e-6);
      expect(Math.abs((figures.arrivalTime as number) - bound)).toBeLessThanOrEqual(2 * DT);
    },
  );

  it('without it, the same turn on the same engine leaves its axis (and the damping across brings it back, later)', () => {
    const figures = runTurn(new AttitudeController(new TimeOptimalController()), {
      ...TURN,
      limit: { maxAngularAcceleration: 3 },
      steps: 600,
    });
    const bound = 2 * Math.sqrt(TURN.angle / 3);
    console.log(
      `gyroscopic not compensated: off its axis by up to ${((figures.worstAxisDeviation * 180) / Math.PI).toFixed(1)}°, arrived ` +
        `${figures.arrivalTime?.toFixed(3)} s (bound ${bound.toFixed(3)} s)`,
    );
    expect(figures.worstAxisDeviation).toBeGreaterThan((2 * Math.PI) / 180);
  });

  it('under torque limits, the compensated turn never exceeds a limit and arrives (figures printed)', () => {
    const maxTorque = { x: 3, y: 6, z: 5 };
    const figures = runTurn(new AttitudeController(new TimeOptimalController(), { gyroscopic: true }), {
      ...TURN,
      limit: { maxTorque },
      steps: 900,
    });
    console.log(
      `gyroscopic under torque limits: arrived ${figures.arrivalTime?.toFixed(3)} s, α(n) at the start ` +
        `${figures.firstBudget.toFixed(3)} rad/s² (bound ${(2 * Math.sqrt(TURN.angle / figures.firstBudget)).toFixed(3)} s), off ` +
        `its axis by up to ${((figures.worstAxisDeviation * 180) / Math.PI).toFixed(2)}°, |torque|/limit at most ` +
        `${figures.worstTorqueRatio.toFixed(6)}`,
    );
    expect(figures.arrivalTime).not.toBeNull();
    expect(figures.worstTorqueRatio).toBeLessThanOrEqual(1 + 1e-12);
  });
});
