/**
 * The public methods of every class the package exports, driven on a working instance with
 * generated hostile arguments: each answers or refuses with an Error of its own, never a raw engine
 * TypeError; and a body steered by BodySteering (planck) or BodySteering3D (cannon-es) through any
 * sequence of accepted and refused commands keeps a finite position, angle and velocities. Fixed seed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as CANNON from 'cannon-es';
import fc from 'fast-check';
import { Box, World } from 'planck';
import { describe, expect, it } from 'vitest';
import * as root from '../../src/index';
import * as steering3d from '../../src/steering3d';
import { createAttitudeController } from '../../src/sim/control3d/createAttitudeController';
import { ENTRIES, hostile, isClass, PROXY, RAW, throwingProxy } from './hostileValues';

const SOURCES = join(__dirname, '../../src');

/** A working instance of each exported class, as a user makes one; a class missing here fails the first test. */
const MAKE: Readonly<Record<string, () => object>> = {
  SteeringWorld: () => new root.SteeringWorld(),
  FixedStepClock: () => new root.FixedStepClock(),
  BodySteering: () => planarSteering().steering,
  MissilePropulsion: () => new root.MissilePropulsion({ maxSpeed: 10, maxLinearAcceleration: 20 }),
  CharacterPropulsion: () => new root.CharacterPropulsion({ maxSpeed: 4, maxLinearAcceleration: 8 }),
  PidController: () => new root.PidController(),
  PublishedPidController: () => new root.PublishedPidController(),
  StolkController: () => new root.StolkController(),
  ForwardPdController: () => new root.ForwardPdController(),
  StablePdController: () => new root.StablePdController(),
  SpdController: () => new root.SpdController(),
  NaiveSnippetController: () => new root.NaiveSnippetController(),
  TimeOptimalController: () => new root.TimeOptimalController(),
  AttitudeController: () => new root.AttitudeController(new root.PidController()),
  BodySteering3D: () => spaceSteering().steering,
  MissilePropulsion3D: () => new steering3d.MissilePropulsion3D({ maxSpeed: 10, maxLinearAcceleration: 20 }),
  CharacterPropulsion3D: () => new steering3d.CharacterPropulsion3D({ maxSpeed: 4, maxLinearAcceleration: 8 }),
  Guidance3D: () => new steering3d.Guidance3D({ law: 'proportional-navigation', navigationConstant: 4 }),
  TurnResponse: () => new root.TurnResponse(),
};

/**
 * A propulsion's methods are the steerer's calls, once a step, with the body the steerer was given
 * (the Propulsion interface a user implements, not calls): not checked on that path, not driven here.
 */
const STEERER_CALLS = new Set(['heading', 'drive', 'coast', 'hold', 'brake', 'push']);
const PROPULSIONS = new Set(['MissilePropulsion', 'CharacterPropulsion', 'MissilePropulsion3D', 'CharacterPropulsion3D']);

/** A planck world with one dynamic box steered by BodySteering with a character's propulsion. */
function planarSteering() {
  const world = new World({ gravity: { x: 0, y: 0 } });
  const body = world.createDynamicBody({ position: { x: 0, y: 0 }, angle: 0.3 });
  body.createFixture(new Box(0.5, 0.3), { density: 1 });
  const steering = new root.BodySteering(body, {
    controller: new root.PidController(),
    propulsion: new root.CharacterPropulsion({ maxSpeed: 4, maxLinearAcceleration: 8 }),
  });
  return { world, body, steering };
}

/** A cannon-es world with one box steered by BodySteering3D with a character's propulsion. */
function spaceSteering() {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
  const body = new CANNON.Body({ mass: 2, shape: new CANNON.Box(new CANNON.Vec3(0.4, 0.25, 1.2)) });
  world.addBody(body);
  const steering = new steering3d.BodySteering3D(steering3d.cannonBody(body), {
    controller: createAttitudeController({ type: 'time-optimal' }),
    propulsion: new steering3d.CharacterPropulsion3D({ maxSpeed: 4, maxLinearAcceleration: 8 }),
  });
  return { world, body, steering };
}

/** Every .ts file under `folder`. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** For each class in the sources, the names its file declares `private` or `protected`: not a user's to call. */
function hiddenNames(): Map<string, Set<string>> {
  const hidden = new Map<string, Set<string>>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    const names = new Set(
      [...text.matchAll(/\b(?:private|protected)\s+(?:static\s+)?(?:readonly\s+)?(?:get\s+|set\s+)?(\w+)/g)].map(
        (match) => match[1] as string,
      ),
    );
    for (const match of text.matchAll(/\bclass (\w+)/g)) hidden.set(match[1] as string, names);
  }
  return hidden;
}

/**
 * The methods of `instance`'s class and the classes it extends, and its setters as `name=`, but the
 * constructor and `hidden` ones.
 */
function publicMethods(instance: object, hidden: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(instance) as object | null;
    proto !== null && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const own = hidden.get((proto as { constructor: { name: string } }).constructor.name);
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (name === 'constructor' || own?.has(name)) continue;
      if (typeof descriptor.value === 'function') names.add(name);
      else if (descriptor.set !== undefined) names.add(`${name}=`);
    }
  }
  return [...names].sort();
}

describe("every exported class's public methods refuse hostile arguments by name", async () => {
  const classes = new Map<string, Function>();
  for (const { file } of ENTRIES) {
    for (const [name, value] of Object.entries((await import(file)) as Record<string, unknown>))
      if (typeof value === 'function' && isClass(value)) classes.set(name, value);
  }
  const hidden = hiddenNames();
  const cases = [...classes.keys()]
    .filter((name) => MAKE[name] !== undefined)
    .flatMap((name) =>
      publicMethods((MAKE[name] as () => object)(), hidden)
        .filter((method) => !(PROPULSIONS.has(name) && STEERER_CALLS.has(method)))
        .map((method) => ({ label: `${name}.${method}`, name, method })),
    );

  it('has a working instance of every exported class, and drives their methods', () => {
    expect([...classes.keys()].filter((name) => MAKE[name] === undefined)).toEqual([]);
    expect(classes.size).toBeGreaterThanOrEqual(18);
    expect(cases.length).toBeGreaterThan(75);
    expect(cases.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        'BodySteering.seek',
        'BodySteering3D.step',
        'SteeringWorld.addEntity',
        'PidController.update',
        'AttitudeController.update',
        'BodySteering.maxAngularAcceleration=',
        'BodySteering3D.limit=',
      ]),
    );
  });

  it.each(cases)('$label', ({ name, method }) => {
    const make = MAKE[name] as () => object;
    const run = fc.check(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 3 }), (generated) => {
        const instance = make() as Record<string, (...args: unknown[]) => unknown>;
        const args = generated.map((value) => (value === PROXY ? throwingProxy() : value));
        try {
          if (method.endsWith('=')) (instance as Record<string, unknown>)[method.slice(0, -1)] = args[0];
          else instance[method]?.(...args);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).not.toMatch(RAW);
        }
      }),
      { seed: 75, numRuns: 25 },
    );
    expect(
      run.failed,
      `${name}.${method}(${run.counterexample?.[0] ? JSON.stringify(run.counterexample[0]) : ''}): ` +
        `${String((run.errorInstance as Error | undefined)?.message ?? '')}`,
    ).toBe(false);
  });
});
