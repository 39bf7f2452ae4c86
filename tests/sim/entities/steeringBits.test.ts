import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../src/sim/scenario/parseScenario';
import { describeWorld } from '../../../src/sim/scenario/describeWorld';
import { buildScenarioWorld } from '../../../src/sim/scenario/runScenario';
import type { SteeringWorld } from '../../../src/sim/SteeringWorld';

/**
 * The game's motion, every bit of it, pinned by two hashes: missiles chasing by each guidance law,
 * stopping dead and flying through, characters arriving, facing their travel, turning in place,
 * looping paths, under sensor noise and a disturbance, saved mid-run as a scene file and opened
 * again. A change of any step's arithmetic or order (the propulsion before the turn, a missile's
 * heading, an arrival) changes a hash here; a change meant to move the bodies records new hashes,
 * and says so in CHANGELOG.md (saved scenes and links then continue otherwise than they were saved).
 * The two hashes are equal: a scene saved mid-run and opened again continues as if never saved.
 */
const SCENE = {
  name: 'steering bits',
  duration: 8,
  sensorNoise: { headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: 5 },
  disturbance: { angularAcceleration: 1.5, wind: [0.5, -0.25] },
  targets: [
    { id: 'circling', position: [20, 0], motion: { type: 'circle', center: [0, 0], angularSpeed: 0.6 } },
    { id: 'crossing', position: [-20, 30], motion: { type: 'linear', velocity: [4, -1] } },
    { id: 'zigzag', position: [10, -30], motion: { type: 'zigzag', velocity: [-3, 2], amplitude: 5, period: 3 } },
  ],
  entities: [
    {
      id: 'pursuit',
      type: 'missile',
      position: [-30, -25],
      angle: 1,
      speed: 5,
      guidance: 'pursuit',
      command: { type: 'seek', targetId: 'crossing' },
    },
    {
      id: 'lead',
      type: 'missile',
      position: [-18, -25],
      angle: 1,
      speed: 5,
      guidance: 'lead',
      thrust: 'toward-target',
      command: { type: 'seek', targetId: 'zigzag' },
    },
    {
      id: 'pn',
      type: 'missile',
      position: [-6, -25],
      angle: 1,
      speed: 5,
      guidance: 'proportional-navigation',
      navigationConstant: 3,
      command: { type: 'seek', targetId: 'circling' },
    },
    { id: 'stops', type: 'missile', position: [6, -25], angle: 1, chaseArrival: 'stop', command: { type: 'seek', targetId: 'crossing' } },
    { id: 'arrives', type: 'character', position: [18, -25], angle: 2, velocity: [3, -2], command: { type: 'seek', targetId: 'circling' } },
    {
      id: 'faces',
      type: 'character',
      position: [30, -25],
      maxAngularAcceleration: Math.PI,
      controller: { type: 'time-optimal' },
      command: { type: 'turnTowards', targetId: 'circling' },
    },
    { id: 'turns', type: 'missile', position: [-30, 25], angle: 2.5, speed: 4, command: { type: 'turnTowards', target: [-10, 12] } },
    {
      id: 'loops',
      type: 'missile',
      position: [30, 25],
      command: {
        type: 'followPath',
        path: [
          [42, 25],
          [42, 37],
          [30, 37],
        ],
        loop: true,
      },
    },
    {
      id: 'walks',
      type: 'character',
      position: [0, 40],
      command: {
        type: 'followPath',
        path: [
          [10, 40],
          [10, 50],
          [0, 45],
        ],
      },
    },
    { id: 'rests', type: 'character', position: [-40, 0], velocity: [4, 1], angularVelocity: 2, command: { type: 'idle' } },
  ],
};

/** Steps `world` `steps` times, hashing every entity's exact state after each step. */
function hashSteps(world: SteeringWorld, steps: number, hash = createHash('sha256')) {
  for (let i = 0; i < steps; i++) {
    world.step();
    for (const e of world.entities)
      hash.update(
        JSON.stringify([
          e.id,
          e.position.x,
          e.position.y,
          e.angle,
          e.velocity.x,
          e.velocity.y,
          e.angularVelocity,
          e.commandedAngularAcceleration,
          e.thrustFraction,
          e.headingError,
          e.measureHeadingError(),
        ]),
      );
  }
  return hash;
}

function scene() {
  const parsed = validateScenario(SCENE);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.scenario;
}

describe("the game's motion, bit for bit as it was recorded", () => {
  it('ten missiles and characters, 480 steps', () => {
    expect(hashSteps(buildScenarioWorld(scene()), 480).digest('hex').slice(0, 32)).toBe('0d606e5e6f13c2373419de30c15cb267');
  });

  it('the same, saved at step 200 as a scene file and opened again for 280 more steps', () => {
    const world = buildScenarioWorld(scene());
    const hash = hashSteps(world, 200);
    // What the game writes for a file or a link: every body where it is, its command, its state.
    const saved = validateScenario(JSON.parse(JSON.stringify(describeWorld(world, { name: 'saved', duration: 5 }))));
    if (!saved.ok) throw new Error(saved.errors.join('; '));
    expect(hashSteps(buildScenarioWorld(saved.scenario), 280, hash).digest('hex').slice(0, 32)).toBe('0d606e5e6f13c2373419de30c15cb267');
  });
});
