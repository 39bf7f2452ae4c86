/**
 * A turn of 180° ± ε, the body's attitude read with noise: the short way flips with the noise
 * (Mayhew, Sanfelice and Teel's chattering). With the default hysteresis the controller picks a side
 * and keeps it (at most one flip); with it off (0) the same runs flip several times, which is what
 * the hysteresis is for (and what the mutant `attitude-hysteresis-off` must be caught by).
 */
import { describe, expect, it } from 'vitest';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { RandomStream } from '../../../src/sim/math/random';
import { angleBetween, compose, rotationAbout, stepBody, unitVector, type Body3D } from './rigidBody3d';

const DT = 1 / 60;
const NOISE_DEG = 1;

/** A standard normal number from the stream (Box–Muller). */
function gaussian(random: RandomStream): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/**
 * How many times the side of the turn flips while the error is above 90°, turning by 180° + ε (deg)
 * about z, the attitude read each step turned by a noise of NOISE_DEG (standard deviation, about a
 * random axis), with `hysteresis` (rad) or the default.
 */
function sideFlips(epsilonDeg: number, seed: number, hysteresis?: number): { flips: number; settled: boolean } {
  const random = new RandomStream(seed);
  const inertia = { moments: { x: 1, y: 2, z: 3 }, frame: rotationAbout(unitVector(0.3, 0.6), 0.4) };
  const body: Body3D = { orientation: { x: 0, y: 0, z: 0, w: 1 }, angularVelocity: { x: 0, y: 0, z: 0 }, inertia };
  const desired = rotationAbout({ x: 0, y: 0, z: 1 }, Math.PI + (epsilonDeg * Math.PI) / 180);
  const controller = new AttitudeController(new TimeOptimalController(), hysteresis === undefined ? {} : { hysteresis });
  const torque = { x: 0, y: 0, z: 0 };
  let side = 0;
  let flips = 0;
  for (let step = 0; step < 600; step++) {
    const noise = rotationAbout(unitVector(random.next(), random.next()), (gaussian(random) * NOISE_DEG * Math.PI) / 180);
    controller.update(
      {
        orientation: compose(body.orientation, noise),
        desiredOrientation: desired,
        angularVelocity: body.angularVelocity,
        dt: DT,
        inertia,
        limit: { maxAngularAcceleration: 1 },
      },
      torque,
    );
    if (angleBetween(body.orientation, desired) > Math.PI / 2) {
      // The side: which way round z the error's rotation vector points.
      const now = Math.sign(controller.axis.z);
      if (side !== 0 && now !== 0 && now !== side) flips++;
      if (now !== 0) side = now;
    }
    stepBody(body, torque, DT);
  }
  // Arrived: the dead-beat law chases the noise near the target, a few degrees about it.
  return { flips, settled: angleBetween(body.orientation, desired) < (10 * Math.PI) / 180 };
}

const CASES = [-0.3, 0, 0.3].flatMap((epsilonDeg) => [1, 2, 3, 4, 5].map((seed) => ({ epsilonDeg, seed })));

describe('near 180° with a noisy attitude', () => {
  it(
    `with the default hysteresis: at most one side flip, and the turn arrives within 10° in 10 s (180° ± 0.3°, ${NOISE_DEG}° of ` +
      `noise, 15 runs)`,
    () => {
      const flips = CASES.map(({ epsilonDeg, seed }) => {
        const run = sideFlips(epsilonDeg, seed);
        expect(run.settled, `ε ${epsilonDeg}°, seed ${seed}`).toBe(true);
        return run.flips;
      });
      console.log(`side flips with hysteresis 0.1 rad: ${flips.join(' ')}`);
      expect(Math.max(...flips)).toBeLessThanOrEqual(1);
    },
  );

  it('with the hysteresis off (0): the same runs flip more than once (the chattering it prevents)', () => {
    const flips = CASES.map(({ epsilonDeg, seed }) => sideFlips(epsilonDeg, seed, 0).flips);
    console.log(`side flips without hysteresis: ${flips.join(' ')}`);
    expect(Math.max(...flips)).toBeGreaterThan(1);
    expect(flips.filter((count) => count > 1).length).toBeGreaterThan(CASES.length / 2);
  });
});
