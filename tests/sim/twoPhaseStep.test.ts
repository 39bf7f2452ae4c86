import { describe, expect, it } from 'vitest';
import type { DeferredTurnController } from '../../src/sim/control/DeferredTurnController';
import { createTurnController } from '../../src/sim/control/createTurnController';
import type { TurnController, TurnInput } from '../../src/sim/control/TurnController';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../src/sim/challenges/ChallengeRun';
import { defaultEntitySettings } from '../../src/sim/entities/EntitySettings';
import type { MovingEntity } from '../../src/sim/entities/MovingEntity';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

/**
 * A world with one entity of every kind of step: seeking and path-following missiles and characters, one turning in place, guidance, sensor
 * noise, a disturbance.
 */
function busyWorld(): SteeringWorld {
  const world = new SteeringWorld();
  world.setSensorNoise({ headingErrorStdDev: 0.01, angularVelocityStdDev: 0.05, seed: 3 });
  world.setDisturbance({ angularAcceleration: 0.4, wind: { x: 0.3, y: -0.2 } });
  const target = world.addTarget({
    id: 't',
    position: { x: 20, y: 5 },
    motion: { type: 'circle', center: { x: 10, y: 0 }, angularSpeed: 0.4 },
  });
  const seek = world.addEntity({
    id: 'seek',
    type: 'missile',
    position: { x: -20, y: 0 },
    settings: { guidance: 'proportional-navigation' },
  });
  seek.chase(target);
  const path = world.addEntity({ id: 'path', type: 'missile', position: { x: 0, y: -20 } });
  path.steering.follow(
    [
      { x: 20, y: -20 },
      { x: 20, y: 20 },
      { x: -20, y: 20 },
    ],
    true,
  );
  const walker = world.addEntity({ id: 'walker', type: 'character', position: { x: 0, y: 25 } });
  walker.steering.follow(
    [
      { x: -25, y: -25 },
      { x: 25, y: -10 },
    ],
    true,
  );
  const turner = world.addEntity({
    id: 'turner',
    type: 'character',
    position: { x: -30, y: -30 },
    settings: { controller: { ...defaultEntitySettings('character').controller } },
  });
  turner.steering.face(target);
  return world;
}

/** Every number of every entity's state. */
function state(world: SteeringWorld): number[] {
  return world.entities.flatMap((e: MovingEntity) => [
    e.position.x,
    e.position.y,
    e.angle,
    e.velocity.x,
    e.velocity.y,
    e.angularVelocity,
    e.commandedAngularAcceleration,
    e.headingError,
    e.thrustFraction,
  ]);
}

/** Answers later, with what `inner` answers: what a Worker does, minus the Worker. */
class LaterController implements DeferredTurnController {
  readonly type: string;
  private answer = 0;
  private waiting: Promise<void> | null = null;
  requests = 0;

  constructor(private readonly inner: TurnController) {
    this.type = inner.type;
  }

  request(input: Readonly<TurnInput>): void {
    this.requests++;
    const copy = { ...input };
    this.waiting = Promise.resolve().then(() => {
      this.answer = this.inner.update(copy);
      this.waiting = null;
    });
  }

  pending(): Promise<void> | null {
    return this.waiting;
  }

  update(): number {
    return this.answer;
  }

  reset(): void {
    this.inner.reset();
  }
}

describe('the world’s step in two halves', () => {
  it('beginStep then finishStep gives the same states, bit for bit, as step()', () => {
    const whole = busyWorld();
    const halves = busyWorld();
    for (let i = 0; i < 600; i++) {
      whole.step();
      halves.beginStep();
      expect(halves.controllersPending()).toBeNull();
      halves.finishStep();
      if (i % 60 === 59) expect(state(halves)).toEqual(state(whole));
    }
    expect(halves.time).toBe(whole.time);
    expect(halves.events.hitCount).toBe(whole.events.hitCount);
  });

  it('a controller that answers later gives the same run as the same controller answering at once', async () => {
    for (const level of CHALLENGE_LEVELS) {
      const settings = { ...defaultEntitySettings('missile').controller };
      const now = new ChallengeRun(level, { controller: createTurnController(settings) }).runToEnd();
      const later = new LaterController(createTurnController(settings));
      const run = new ChallengeRun(level, { controller: later });
      const result = await run.runToEndAsync();
      expect(later.requests).toBeGreaterThan(0);
      expect(result).toEqual(now);
    }
  });

  it('a new command between the halves applies no turn of the old one: an entity made idle stays still', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    entity.steering.face({ x: 0, y: 10 });
    world.beginStep();
    entity.steering.stop();
    world.finishStep();
    expect(entity.angularVelocity).toBe(0);
    expect(entity.commandedAngularAcceleration).toBe(0);
    for (let i = 0; i < 60; i++) world.step();
    expect(entity.angle).toBe(0);
  });

  it('an entity added between the halves does not turn in that step; one removed is gone', () => {
    const world = new SteeringWorld();
    const kept = world.addEntity({ id: 'a', type: 'missile', position: { x: 0, y: 0 } });
    kept.steering.face({ x: 0, y: 10 });
    const removed = world.addEntity({ id: 'b', type: 'missile', position: { x: 10, y: 0 } });
    removed.steering.face({ x: 0, y: 10 });
    world.beginStep();
    world.removeEntity('b');
    const added = world.addEntity({ id: 'c', type: 'missile', position: { x: -10, y: 0 } });
    added.steering.face({ x: 0, y: 10 });
    world.finishStep();
    expect(kept.angularVelocity).toBeGreaterThan(0);
    expect(added.angularVelocity).toBe(0);
    expect(world.entities.map((e) => e.id)).toEqual(['a', 'c']);
    expect(() => world.finishStep()).toThrow(/no step was begun/);
  });
});
