import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { turnMatterBody } from '../../examples/matter-steering';
import { wrapAngle } from '../../src/sim/math/angle';
import { tunedPid } from './userWorld';

/**
 * Phaser's own Matter.js: its CommonJS sources ship inside the phaser package. Phaser's bundle needs
 * a DOM, and its export map hides the sources, so they are loaded by path (Node only; in a game,
 * `Phaser.Physics.Matter.Matter` is the same library).
 */
const require = createRequire(import.meta.url);
const matterLib = join(dirname(require.resolve('phaser/package.json')), 'src/physics/matter-js/lib');
/* eslint-disable @typescript-eslint/no-explicit-any -- Matter's sources have no types */
const Engine = require(join(matterLib, 'core/Engine')) as any;
const Bodies = require(join(matterLib, 'factory/Bodies')) as any;
const Body = require(join(matterLib, 'body/Body')) as any;
const Composite = require(join(matterLib, 'body/Composite')) as any;
const Constraint = require(join(matterLib, 'constraint/Constraint')) as any;

const DEG = Math.PI / 180;
const DELTA_MS = 1000 / 60;

function matterWorld(): { engine: any; barrel: any } {
  // Gravity on (Matter's default, y down), a ground and crates; a barrel pinned at its centre.
  const engine = Engine.create();
  const ground = Bodies.rectangle(0, 300, 2000, 40, { isStatic: true });
  const crates = [-200, -100, 100, 200].map((x) => Bodies.rectangle(x, 260, 40, 40));
  const barrel = Bodies.rectangle(0, 100, 120, 20, { frictionAir: 0 });
  const pin = Constraint.create({ pointA: { x: 0, y: 100 }, bodyB: barrel, length: 0, stiffness: 1 });
  Composite.add(engine.world, [ground, ...crates, barrel, pin]);
  return { engine, barrel };
}

describe("the Matter example (Phaser's bundled Matter.js, run in Node)", () => {
  it('a 1 rad/s² command, as converted, gives 1 rad/s after 1 s', () => {
    const engine = Engine.create();
    engine.gravity.y = 0;
    const box = Bodies.rectangle(0, 0, 40, 10, { frictionAir: 0 });
    Composite.add(engine.world, box);
    for (let i = 0; i < 60; i++) {
      box.torque += 1 * box.inertia * 1e-6;
      Engine.update(engine, DELTA_MS);
    }
    expect(Body.getAngularVelocity(box) * 60).toBeCloseTo(1, 9);
  });

  it('turns a pinned barrel to 60° under gravity by torque: settles within 2°, commands within the limit', () => {
    const { engine, barrel } = matterWorld();
    const controller = tunedPid();
    const limit = 4 * Math.PI;
    let peak = 0;
    for (let i = 0; i < 180; i++) {
      peak = Math.max(peak, Math.abs(turnMatterBody(barrel, controller, 60 * DEG, limit, DELTA_MS)));
      Engine.update(engine, DELTA_MS);
    }
    expect(Math.abs(wrapAngle(barrel.angle - 60 * DEG))).toBeLessThan(2 * DEG);
    expect(Math.abs(Body.getAngularVelocity(barrel) * 60)).toBeLessThan(0.05);
    expect(peak).toBeLessThanOrEqual(limit);
  });
});
