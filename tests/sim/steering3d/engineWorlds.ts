/**
 * Worlds of the two engines the 3D adapters answer for, as a user makes them: Rapier 3D
 * (`@dimforge/rapier3d-compat`) and cannon-es, no gravity, one asymmetric body each. The Rapier body
 * is built of boxes off its origin, so its centre of mass is not its origin and its principal
 * frame is not its body frame; cannon-es has a diagonal inertia only (cannonBody.ts).
 */
import RAPIER from '@dimforge/rapier3d-compat';
import * as CANNON from 'cannon-es';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { withSubSteps } from '../../../src/sim/control/subSteps';
import type { Body3D } from '../../../src/sim/steering3d/Body3D';
import { cannonBody } from '../../../src/sim/steering3d/cannonBody';
import { rapierBody } from '../../../src/sim/steering3d/rapierBody';
import { rapierGyroscopicStep } from '../../../src/sim/steering3d/rapierGyroscopicStep';
import type { GyroscopicStep } from '../../../src/sim/control3d/GyroscopicStep';
import type { PartialControllerSettings } from '../../../src/sim/control/checkControllerSettings';

export const DT = 1 / 60;

let rapierReady: Promise<void> | null = null;

/** Loads Rapier's WebAssembly once per test file. */
export function initRapier(): Promise<void> {
  rapierReady ??= RAPIER.init();
  return rapierReady;
}

/** Boxes (half extents, centre, m) of the asymmetric Rapier body: a hull, a wing, a fin and a pod to one side. */
export const RAPIER_BOXES = [
  { half: [0.45, 0.3, 1.5], at: [0, 0, 0] },
  { half: [1.6, 0.05, 0.45], at: [0, -0.05, -0.5] },
  { half: [0.04, 0.45, 0.35], at: [0, 0.7, -1.05] },
  { half: [0.2, 0.2, 0.45], at: [0.75, 0.2, 0.3] },
] as const;

/** A Rapier world (dt 1/60 s, no gravity) with the asymmetric body at `translation`, at rest. */
export function rapierWorld(translation = { x: 1, y: 2, z: -3 }): { world: RAPIER.World; body: RAPIER.RigidBody } {
  const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
  world.timestep = DT;
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.dynamic().setTranslation(translation.x, translation.y, translation.z).setCanSleep(false),
  );
  for (const box of RAPIER_BOXES) {
    world.createCollider(
      RAPIER.ColliderDesc.cuboid(box.half[0], box.half[1], box.half[2]).setTranslation(box.at[0], box.at[1], box.at[2]).setDensity(1),
      body,
    );
  }
  return { world, body };
}

/** Half extents of the cannon-es box, m: three different moments. */
export const CANNON_HALF_EXTENTS = { x: 0.4, y: 0.25, z: 1.2 };

/** A cannon-es world (no gravity) with a 3 kg box, undamped (cannon-es damps by 0.01 by default). */
export function cannonWorld(position = { x: -2, y: 1, z: 4 }): { world: CANNON.World; body: CANNON.Body } {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
  const body = new CANNON.Body({
    mass: 3,
    shape: new CANNON.Box(new CANNON.Vec3(CANNON_HALF_EXTENTS.x, CANNON_HALF_EXTENTS.y, CANNON_HALF_EXTENTS.z)),
    position: new CANNON.Vec3(position.x, position.y, position.z),
    angularDamping: 0,
    linearDamping: 0,
  });
  world.addBody(body);
  return { world, body };
}

/**
 * One engine as the steering tests drive it: a world with one body, its Body3D, one step, and what its attitude controller cancels of the
 * gyroscopic term.
 */
export interface EngineCase {
  readonly name: 'Rapier 3D' | 'cannon-es';
  /** What the controller cancels of the engine's gyroscopic term: Rapier's own step (adapters.test.ts), nothing on cannon-es. */
  readonly gyroscopic: boolean | GyroscopicStep;
  /** The sub-steps the engine splits a step into (Rapier: numSolverIterations, 4 by default): the 2D law is told (withSubSteps). */
  readonly subSteps: number;
  /** A new world with the engine's asymmetric body at rest, orientation `orientation`. */
  make(orientation?: { x: number; y: number; z: number; w: number }): { body: Body3D; step(): void };
}

export const ENGINES: readonly EngineCase[] = [
  {
    name: 'Rapier 3D',
    gyroscopic: rapierGyroscopicStep(4),
    subSteps: 4,
    make(orientation = { x: 0, y: 0, z: 0, w: 1 }) {
      const { world, body } = rapierWorld();
      if (world.numSolverIterations !== this.subSteps)
        throw new Error(`Rapier's numSolverIterations is ${world.numSolverIterations}, the case says ${this.subSteps}`);
      body.setRotation(orientation, true);
      return { body: rapierBody(body), step: () => world.step() };
    },
  },
  {
    name: 'cannon-es',
    gyroscopic: false,
    subSteps: 1,
    make(orientation = { x: 0, y: 0, z: 0, w: 1 }) {
      const { world, body } = cannonWorld();
      body.quaternion.set(orientation.x, orientation.y, orientation.z, orientation.w);
      body.updateInertiaWorld(true);
      return { body: cannonBody(body), step: () => world.step(DT) };
    },
  },
];

/**
 * The attitude controller an engine's steering is given: the 2D law `settings` along the axis, told the engine's sub-steps, cancelling the
 * gyroscopic term where the engine integrates it.
 */
export function controllerFor(engine: EngineCase, settings: PartialControllerSettings = { type: 'time-optimal' }): AttitudeController {
  return new AttitudeController(withSubSteps(createTurnController(settings), engine.subSteps), { gyroscopic: engine.gyroscopic });
}
