// What the game needs of BodySteering, as a library user gets it: its state saved and put back bit
// for bit, a controller that answers a step later, the dead stop, turning in place, the controller's
// hand-over, sensor noise, a waypoint dragged, and a measure of the heading error without side effects.
import { Box, Circle, World, type Body } from 'planck';
import { describe, expect, it, vi } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import type { DeferredTurnController } from '../../src/sim/control/DeferredTurnController';
import type { TurnInput } from '../../src/sim/control/TurnController';
import { BodySteering } from '../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../src/sim/steering2d/CharacterPropulsion';
import { MissilePropulsion } from '../../src/sim/steering2d/MissilePropulsion';
import type { MovingTarget } from '../../src/sim/body/MovingTarget';
import type { SteeringState } from '../../src/sim/state/memory';
import { DT, tunedPid } from './userWorld';

/** A top-down world with one disc (its centre of mass exactly at its origin, so a transform set from a saved pose is the pose). */
function disc(world: World, x = 0, y = 0): Body {
  const body = world.createDynamicBody({ position: { x, y }, angle: 0.4 });
  body.createFixture(new Circle(0.5), { density: 1 });
  return body;
}

/** A target circling (0, 0) at 0.5 rad/s, 12 m out, its motion a function of the step it is told. */
function circling(): MovingTarget & { step: number } {
  const target = {
    step: 0,
    get position() {
      const a = 0.5 * target.step * DT;
      return { x: 12 * Math.cos(a), y: 12 * Math.sin(a) };
    },
    get velocity() {
      const a = 0.5 * target.step * DT;
      return { x: -6 * Math.sin(a), y: 6 * Math.cos(a) };
    },
  };
  return target;
}

interface Scene {
  world: World;
  body: Body;
  steering: BodySteering;
  target: MovingTarget & { step: number };
}

type Setup = (body: Body, target: MovingTarget) => BodySteering;

const SETUPS: Record<string, Setup> = {
  'a character arriving on a moving target': (body, target) => {
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
    });
    steering.arrive(target);
    return steering;
  },
  'a character following a loop, facing its travel': (body) => {
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new CharacterPropulsion({ maxSpeed: 8, maxLinearAcceleration: 40 }),
      facing: 'travel',
    });
    steering.follow(
      [
        { x: 6, y: 0 },
        { x: 6, y: 6 },
        { x: 0, y: 6 },
      ],
      true,
    );
    return steering;
  },
  'a missile seeking by proportional navigation, its sensor noisy': (body, target) => {
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new MissilePropulsion({ maxSpeed: 15, maxLinearAcceleration: 40 }),
      guidance: { law: 'proportional-navigation' },
    });
    steering.setSensorNoise({ headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: 3 });
    steering.seek(target);
    return steering;
  },
  'a turret facing a moving target': (body, target) => {
    const steering = new BodySteering(body, { controller: new PidController(), maxAngularAcceleration: Math.PI });
    steering.face(target);
    return steering;
  },
};

function build(setup: Setup): Scene {
  const world = new World({ gravity: { x: 0, y: 0 } });
  const body = disc(world);
  const target = circling();
  return { world, body, steering: setup(body, target), target };
}

function run(scene: Scene, steps: number): void {
  for (let i = 0; i < steps; i++) {
    scene.steering.step(DT);
    scene.world.step(DT);
    scene.target.step++;
  }
}

/** The body's state, every bit. */
function bits(body: Body): string {
  const p = body.getPosition();
  const v = body.getLinearVelocity();
  return JSON.stringify([p.x, p.y, body.getAngle(), v.x, v.y, body.getAngularVelocity()]);
}

describe('BodySteering saves and restores its state bit for bit', () => {
  it.each(Object.keys(SETUPS))(
    '%s: a steering built and commanded alike, its body and state put back, steps on as the saved one',
    (name) => {
      const setup = SETUPS[name] as Setup;
      const original = build(setup);
      run(original, 37);
      const state: SteeringState = structuredClone(original.steering.saveState());
      const pose = {
        p: original.body.getPosition().clone(),
        a: original.body.getAngle(),
        v: original.body.getLinearVelocity().clone(),
        w: original.body.getAngularVelocity(),
      };
      const restore = (withState: boolean): Scene => {
        const copy = build(setup);
        copy.target.step = 37;
        copy.body.setTransform(pose.p, pose.a);
        copy.body.setLinearVelocity(pose.v);
        copy.body.setAngularVelocity(pose.w);
        if (withState) copy.steering.restoreState(state);
        return copy;
      };
      const restored = restore(true);
      expect(bits(restored.body)).toBe(bits(original.body));
      run(original, 90);
      run(restored, 90);
      expect(bits(restored.body)).toBe(bits(original.body));
      expect(JSON.stringify(restored.steering.saveState())).toBe(JSON.stringify(original.steering.saveState()));
      // Without its state (a controller's memory, the set-point's filters, the path, guidance), the same pose steps on otherwise.
      const forgetful = restore(false);
      run(forgetful, 90);
      expect(bits(forgetful.body)).not.toBe(bits(original.body));
    },
  );

  it('refuses a saved path index its path does not have, naming it', () => {
    const { steering } = build(SETUPS['a character following a loop, facing its travel'] as Setup);
    const state = steering.saveState();
    expect(() => steering.restoreState({ ...state, path: { index: 7, reached: 0, legStart: [0, 0] } })).toThrow(
      /^restoreState: state.path.index must be a whole number from 0 to 3, got 7$/,
    );
  });
});

/** A PID whose answer is computed "elsewhere": asked with request, ready after a microtask. */
class LaterPid implements DeferredTurnController {
  readonly type = 'later';
  readonly inner = tunedPid();
  private ready: Promise<void> | null = null;
  request(_input: Readonly<TurnInput>): void {
    this.ready = Promise.resolve().then(() => {
      this.ready = null;
    });
  }
  pending(): Promise<void> | null {
    return this.ready;
  }
  update(input: TurnInput): number {
    return this.inner.update(input);
  }
  reset(): void {
    this.inner.reset();
  }
}

describe('a controller that answers a step later (the player’s code in a Worker)', () => {
  it('is asked between the halves of a step, and steers the body as the same controller answering at once', async () => {
    const later = build((body, target) => {
      const steering = new BodySteering(body, {
        controller: new LaterPid(),
        propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
      });
      steering.arrive(target);
      return steering;
    });
    const atOnce = build(SETUPS['a character arriving on a moving target'] as Setup);
    let waited = 0;
    for (let i = 0; i < 120; i++) {
      later.steering.sense(DT);
      const pending = later.steering.pending();
      if (pending) {
        waited++;
        await pending;
      }
      expect(later.steering.pending()).toBeNull();
      later.steering.finish();
      later.world.step(DT);
      later.target.step++;
      run(atOnce, 1);
    }
    expect(waited).toBe(120);
    expect(bits(later.body)).toBe(bits(atOnce.body));
    // A controller that answers at once never keeps a step waiting.
    atOnce.steering.sense(DT);
    expect(atOnce.steering.pending()).toBeNull();
  });
});

describe('arrival against chase, turning in place, coming to rest', () => {
  function missile(stopDead: boolean): { world: World; body: Body; steering: BodySteering } {
    const world = new World({ gravity: { x: 0, y: 0 } });
    const body = world.createDynamicBody({ position: { x: 0, y: 0 }, angle: 0 });
    body.createFixture(new Box(1, 0.2), { density: 1 });
    const steering = new BodySteering(body, {
      controller: tunedPid(),
      propulsion: new MissilePropulsion({ maxSpeed: 10, maxLinearAcceleration: 40, stopDead }),
      reachDistance: 2,
    });
    return { world, body, steering };
  }

  it('a missile that stops dead arrives on a point: at rest within its reach, reported once; seeking, it flies through', () => {
    const reached: number[] = [];
    const { world, body, steering } = missile(true);
    steering.onReached = (index) => reached.push(index);
    steering.arrive({ x: 20, y: 5 });
    for (let i = 0; i < 300; i++) {
      steering.step(DT);
      world.step(DT);
    }
    expect(body.getPosition().clone().sub({ x: 20, y: 5 }).length()).toBeLessThan(2);
    expect(body.getLinearVelocity().length()).toBe(0);
    expect(reached).toEqual([0]);
    const through = missile(true);
    through.steering.seek({ x: 20, y: 5 });
    let passed = false;
    for (let i = 0; i < 300; i++) {
      through.steering.step(DT);
      through.world.step(DT);
      passed ||= through.body.getPosition().x > 22;
    }
    expect(passed).toBe(true);
  });

  it('stop() halts a missile that stops dead at once; one without brakes only cuts its thrust, and cannot arrive', () => {
    const dead = missile(true);
    dead.body.setLinearVelocity({ x: 8, y: 0 });
    dead.body.setAngularVelocity(2);
    dead.steering.stop();
    expect(dead.body.getLinearVelocity().length()).toBe(0);
    expect(dead.body.getAngularVelocity()).toBe(0);
    const coasting = missile(false);
    coasting.body.setLinearVelocity({ x: 8, y: 0 });
    coasting.steering.stop();
    coasting.steering.step(DT);
    expect(coasting.body.getLinearVelocity().x).toBe(8);
    expect(coasting.steering.thrustFraction).toBe(0);
    expect(() => coasting.steering.arrive({ x: 1, y: 1 })).toThrow(/^arrive: this propulsion cannot stop on a point/);
  });

  it(
    'facing a point, a moving character brakes to a stand while it turns, and a drifting missile points its nose (not its flight) ' +
      'at it with no thrust',
    () => {
      const world = new World({ gravity: { x: 0, y: 0 } });
      const walker = disc(world, 0, 0);
      walker.setLinearVelocity({ x: 5, y: 0 });
      const character = new BodySteering(walker, {
        controller: tunedPid(),
        propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
      });
      character.face({ x: 0, y: 20 });
      const { body, steering } = missile(true);
      body.setLinearVelocity({ x: 3, y: 0 });
      steering.face({ x: 0, y: -20 });
      for (let i = 0; i < 180; i++) {
        character.step(DT);
        steering.step(DT);
        world.step(DT);
        body.getWorld().step(DT);
        expect(steering.thrustFraction).toBe(0);
      }
      expect(walker.getLinearVelocity().length()).toBeLessThan(0.01);
      expect(Math.abs(character.headingError)).toBeLessThan(0.01);
      // On the bearing, but for the lag its own drift makes (a missile's own motion is not fed forward: 1.7° here).
      const bearing = Math.atan2(-20 - body.getPosition().y, -body.getPosition().x);
      expect(Math.abs(body.getAngle() - bearing)).toBeLessThan(0.05);
      // Its flight did not turn: it drifts on along x.
      expect(body.getLinearVelocity().x).toBeCloseTo(3, 9);
    },
  );
});

describe('controllers handed over, sensor noise, waypoints dragged, the error measured', () => {
  it('useController mid-command hands over from the last reading and command; stopped, it does not', () => {
    const { world, body, steering } = build(SETUPS['a turret facing a moving target'] as Setup);
    for (let i = 0; i < 20; i++) {
      steering.step(DT);
      world.step(DT);
    }
    const next = tunedPid();
    const handOver = vi.spyOn(next, 'handOver');
    steering.useController(next);
    expect(handOver).toHaveBeenCalledTimes(1);
    expect(handOver.mock.calls[0]?.[1]).toBe(steering.command);
    expect(steering.controller).toBe(next);
    steering.stop();
    const idle = tunedPid();
    const idleHandOver = vi.spyOn(idle, 'handOver');
    steering.useController(idle);
    expect(idleHandOver).not.toHaveBeenCalled();
    expect(body.getAngularVelocity()).not.toBe(0);
  });

  it('sensor noise is seeded: the same run twice gives the same body, a clean sensor another', () => {
    const angle = (noise: boolean) => {
      const { world, body, steering } = build(SETUPS['a turret facing a moving target'] as Setup);
      if (noise) steering.setSensorNoise({ headingErrorStdDev: 0.05, angularVelocityStdDev: 0.2, seed: 7 });
      for (let i = 0; i < 120; i++) {
        steering.step(DT);
        world.step(DT);
      }
      return body.getAngle();
    };
    expect(angle(true)).toBe(angle(true));
    expect(angle(true)).not.toBe(angle(false));
  });

  it('sensor noise switched off: from the next step the controller reads the body exactly again', () => {
    const { world, body, steering } = build(SETUPS['a turret facing a moving target'] as Setup);
    steering.setSensorNoise({ headingErrorStdDev: 0.05, angularVelocityStdDev: 0.2, seed: 7 });
    for (let i = 0; i < 30; i++) {
      steering.step(DT);
      world.step(DT);
    }
    steering.setSensorNoise(null);
    // A controller that the crowd runs through its update (the library's PID it runs on its block): spied on.
    const pid = tunedPid();
    steering.useController({ type: 'pid', update: (input) => pid.update(input), reset: () => pid.reset() });
    const update = vi.spyOn(steering.controller, 'update');
    for (let i = 0; i < 5; i++) {
      steering.step(DT);
      const input = update.mock.calls[i]?.[0];
      // What it reads now is what the steering measured this step, not a noisy reading kept from before.
      expect(input?.headingError).toBe(steering.headingError);
      expect(input?.angularVelocity).toBe(body.getAngularVelocity());
      world.step(DT);
    }
  });

  it('a waypoint moved while it is sought is steered at from the next step', () => {
    const { world, body, steering } = build(SETUPS['a character following a loop, facing its travel'] as Setup);
    steering.facing = 'target';
    steering.moveWaypoint(0, { x: 0, y: -10 });
    steering.step(DT);
    world.step(DT);
    expect(steering.path[0]).toEqual({ x: 0, y: -10 });
    expect(steering.desiredHeading).toBeCloseTo(Math.atan2(-10 - 0, 0 - 0), 2);
    expect(body.getLinearVelocity().y).toBeLessThan(0);
  });

  it('measureHeadingError reads the state without changing it: a run that measures after every step is the run that does not', () => {
    const measured = build(SETUPS['a missile seeking by proportional navigation, its sensor noisy'] as Setup);
    const plain = build(SETUPS['a missile seeking by proportional navigation, its sensor noisy'] as Setup);
    for (let i = 0; i < 90; i++) {
      run(measured, 1);
      const error = measured.steering.measureHeadingError();
      expect(measured.steering.measureHeadingError()).toBe(error);
      expect(Number.isFinite(error)).toBe(true);
      run(plain, 1);
    }
    expect(bits(measured.body)).toBe(bits(plain.body));
  });
});
