import { describe, expect, it } from 'vitest';
import * as library from '../src/index';

describe('library entry', () => {
  it('exports every controller, each usable on its own with a plain input', () => {
    for (const type of library.CONTROLLER_TYPES) {
      const controller = library.createTurnController(library.defaultControllerSettings(type));
      expect(controller.type).toBe(type);
      const command = controller.update({ headingError: 0.5, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 10, inertia: 30 });
      // A positive error (turned too far counter-clockwise) calls for a clockwise acceleration.
      expect(command).toBeLessThan(0);
    }
    // Every controller's class by name, and its own subpath: tests/lib/controllerExports.test.ts.
    expect(typeof library.SteeringWorld).toBe('function');
  });

  it('runs the README example: a planck body turned by a controller', async () => {
    const { World, Box } = await import('planck');
    // --- README example (keep in sync) ---
    const world = new World({ gravity: { x: 0, y: 0 } });
    const body = world.createBody({ type: 'dynamic', position: { x: 0, y: 0 } });
    body.createFixture(new Box(1, 0.5), { density: 1 });
    const controller = new library.TimeOptimalController();
    const maxAngularAcceleration = 4 * Math.PI; // rad/s²: the "max turn rate"
    const dt = 1 / 60;
    const target = { x: 0, y: 10 };

    for (let step = 0; step < 120; step++) {
      const p = body.getPosition();
      const desired = Math.atan2(target.y - p.y, target.x - p.x);
      const headingError = library.wrapAngle(body.getAngle() - desired);
      const command = controller.update({
        headingError,
        angularVelocity: body.getAngularVelocity(),
        dt,
        maxAngularAcceleration,
        inertia: body.getInertia(),
      });
      const angularAcceleration = Math.max(-maxAngularAcceleration, Math.min(maxAngularAcceleration, command));
      body.applyTorque(angularAcceleration * body.getInertia()); // turn by torque, never setAngle
      world.step(dt);
    }
    // --- end of README example ---
    expect(Math.abs(library.wrapAngle(body.getAngle() - Math.PI / 2))).toBeLessThan(1e-3);
  });
});
