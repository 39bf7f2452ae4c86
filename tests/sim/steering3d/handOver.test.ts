/**
 * BodySteering3D.useController mid-turn hands over as the plane's does: the new attitude controller
 * continues the old one's turn along the same axis (its 2D law's handOver), so the torque does not
 * jump; idle, or given a controller that cannot continue, it starts afresh.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { quatFromAxisAngle } from '../../../src/sim/math3d/quaternion';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';
import type { PartialControllerSettings } from '../../../src/sim/control/checkControllerSettings';
import { controllerFor, DT, ENGINES, initRapier } from './engineWorlds';

beforeAll(initRapier);

const GOAL = quatFromAxisAngle({ x: 0, y: 0, z: 0, w: 1 }, { x: 0.6, y: 0.8, z: 0 }, 2);
const SWAP_STEP = 20;

describe.each(ENGINES)('useController mid-turn on $name', (engine) => {
  /**
   * The torque's size at each of 40 steps of a 2 rad turn, the controller replaced by a new one like it before step 20: handed over,
   * started afresh, or not at all.
   */
  function torques(settings: PartialControllerSettings, swap: 'none' | 'hand-over' | 'afresh'): number[] {
    const { body, step } = engine.make();
    const steering = new BodySteering3D(body, { controller: controllerFor(engine, settings) });
    steering.turnTo(GOAL);
    const sizes: number[] = [];
    for (let k = 0; k < 40; k++) {
      if (k === SWAP_STEP && swap === 'hand-over') steering.useController(controllerFor(engine, settings));
      if (k === SWAP_STEP && swap === 'afresh') {
        // The same controller behind an interface without handOver: what useController did before it handed over.
        const inner = controllerFor(engine, settings);
        steering.useController({ update: (input, torque) => inner.update(input, torque), reset: () => inner.reset() });
      }
      steering.step(DT);
      step();
      sizes.push(Math.hypot(steering.torque.x, steering.torque.y, steering.torque.z));
    }
    return sizes;
  }

  it.each([
    ['the PID (a window of errors)', { type: 'pid' }],
    ['the PID with a running integral', { type: 'pid', integral: 'running', kPlant: 1 }],
  ] as const)(
    "%s continues the turn: the torque after the swap is the uninterrupted run's, where starting afresh jumps",
    (_name, settings) => {
      const uninterrupted = torques(settings, 'none');
      const handedOver = torques(settings, 'hand-over');
      const afresh = torques(settings, 'afresh');
      const jump = (run: number[]): number => Math.abs((run[SWAP_STEP] as number) - (uninterrupted[SWAP_STEP] as number));
      expect(handedOver.slice(0, SWAP_STEP)).toEqual(uninterrupted.slice(0, SWAP_STEP));
      expect(jump(afresh)).toBeGreaterThan(0.05);
      expect(jump(handedOver)).toBeLessThan(jump(afresh) / 20);
    },
  );

  it('idle or stopped, the new controller starts afresh (no hand-over)', () => {
    const { body } = engine.make();
    const steering = new BodySteering3D(body, { controller: controllerFor(engine, { type: 'pid' }) });
    const next = controllerFor(engine, { type: 'pid' });
    const handOver = vi.spyOn(next, 'handOver');
    steering.useController(next);
    expect(handOver).not.toHaveBeenCalled();
    expect(steering.controller).toBe(next);
  });

  it('a controller that has not stepped since its reset gives nothing to continue: the new one starts afresh', () => {
    const fresh = new AttitudeController(createTurnController({ type: 'pid' }));
    const next = new AttitudeController(createTurnController({ type: 'pid' }));
    const handOver = vi.spyOn(next.turn, 'handOver' as never);
    next.handOver(fresh);
    next.handOver({ update: () => undefined });
    expect(handOver).not.toHaveBeenCalled();
  });
});
