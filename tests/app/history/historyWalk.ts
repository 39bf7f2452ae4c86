import fc from 'fast-check';
import { MAX_ENTITIES } from '../../../src/app/model/playerEntities';
import { OBSTACLE_KINDS } from '../../../src/app/model/obstacleKinds';
import type { ControllerPreset, Demo, DemoMode } from '../../../src/app/Demo';
import type { TargetMotionType } from '../../../src/app/fields/targetMotionFields';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import type { EntityType } from '../../../src/sim/entities/EntitySettings';
import type { Vec2Like } from '../../../src/sim/math/vec2';
import { kindOf } from '../../../src/app/plays/Play';
import { ENTITY_SETTING_FIELDS } from '../../../src/app/fields/entitySettingFields';
import { otherValue } from '../fields/entitySettingSamples';
import { GUIDANCE_LAWS } from '../../../src/sim/steering/Guidance';
import { bodiesTouch, exactText, keep, startWalk, stateOf, type Walk } from './historyState';

/**
 * Seeded play-throughs of the playground for the history's property test (historyProperty.test.ts):
 * what a player does (drags, throws, target moves, paths, obstacles, settings, modes, entities),
 * played on a Demo step by step, with the scene's complete state kept as text after every step.
 */

/** One thing a player does (a name for counterexamples, and how to do it). */
export interface Action {
  readonly name: string;
  run(walk: Walk): void;
}

/** An action named `name` (its name is what a counterexample prints). */
function named(name: string, run: (walk: Walk) => void): Action {
  return { name, run, [fc.toStringMethod]: () => name } as Action;
}

/** One fixed step, paused (single step) or with time running (as frames run it), then kept. */
function step(walk: Walk, running = false): void {
  if (walk.demo.view.world.steps === walk.since) walk.startText = stateOf(walk.demo);
  if (running) {
    walk.demo.clock.setPaused(false);
    walk.demo.clock.runSteps(1);
  } else walk.demo.clock.singleStep();
  walk.touched ||= bodiesTouch(walk.demo);
  keep(walk);
}

/** Plays `actions` on a fresh Demo, keeping every step's state; ends with `tail` more steps. */
export function playWalk(actions: readonly Action[], tail: number): Walk {
  const walk = startWalk();
  for (const action of actions) action.run(walk);
  for (let i = 0; i < tail; i++) step(walk);
  return walk;
}

/** A target of the scene by index (wrapping round), or undefined with none. */
function targetAt(demo: Demo, index: number) {
  const targets = demo.view.targets;
  return targets.length ? targets[index % targets.length] : undefined;
}

/** A record of the scene by index (wrapping round). */
function recordAt(demo: Demo, index: number) {
  const records = demo.view.records;
  return records.length ? records[index % records.length] : undefined;
}

const point = fc.record({
  x: fc.integer({ min: -300, max: 300 }).map((v) => v / 10),
  y: fc.integer({ min: -200, max: 200 }).map((v) => v / 10),
});
const velocity = fc.record({ x: fc.integer({ min: -15, max: 15 }), y: fc.integer({ min: -15, max: 15 }) });
const applyTo = fc.constantFrom<'all' | 'selected'>('all', 'selected');

/** From `from` toward `to`, the `i`th of `n` equal steps. */
function between(from: Vec2Like, to: Vec2Like, i: number, n: number): Vec2Like {
  return { x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n };
}

const playing = fc.record({ steps: fc.integer({ min: 1, max: 90 }), running: fc.boolean() }).map(({ steps, running }) =>
  named(`play ${steps} steps${running ? ' running' : ''}`, (walk) => {
    for (let i = 0; i < steps; i++) step(walk, running);
  }),
);

const targets: fc.Arbitrary<Action> = fc.oneof(
  fc
    .record({
      target: fc.nat(9),
      from: point,
      to: point,
      steps: fc.integer({ min: 1, max: 30 }),
      running: fc.boolean(),
      thrown: fc.option(velocity, { nil: null }),
    })
    .map(({ target, from, to, steps, running, thrown }) =>
      named(
        `drag target #${target} ${exactText(from)} → ${exactText(to)} over ${steps} steps${running ? ' running' : ''}, then ` +
          `${thrown ? `throw ${exactText(thrown)}` : 'drop'}`,
        (walk) => {
          const handle = targetAt(walk.demo, target);
          if (!handle) return;
          const id = handle.id;
          for (let i = 1; i <= steps; i++) {
            walk.demo.apply({ kind: 'dragTarget', target: id, point: between(from, to, i, steps) });
            step(walk, running);
          }
          walk.demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: thrown });
        },
      ),
    ),
  fc.record({ target: fc.nat(9), to: point }).map(({ target, to }) =>
    named(`move target #${target} to ${exactText(to)}`, (walk) => {
      const handle = targetAt(walk.demo, target);
      if (handle) walk.demo.apply({ kind: 'moveTarget', target: handle.id, position: to });
    }),
  ),
);

const settings: fc.Arbitrary<Action> = fc.oneof(
  fc.constant(named('toggle turn rate', (walk) => walk.demo.apply({ kind: 'toggleTurnRate' }))),
  fc
    .record({ rate: fc.integer({ min: 1, max: 80 }), scope: applyTo })
    .map(({ rate, scope }) =>
      named(
        `max turn rate ${rate / 2} (${scope})`,
        (walk) => void walk.demo.apply({ kind: 'setMaxAngularAcceleration', value: rate / 2, scope }),
      ),
    ),
  fc
    .record({ type: fc.constantFrom(...CONTROLLER_TYPES), scope: applyTo })
    .map(({ type, scope }) =>
      named(`controller ${type} (${scope})`, (walk) => void walk.demo.apply({ kind: 'setControllerType', type, scope })),
    ),
  // Every entity setting of the panel's table, to another value its rule accepts.
  fc.record({ field: fc.constantFrom(...ENTITY_SETTING_FIELDS), scope: applyTo }).map(({ field, scope }) =>
    named(`${field.key} changed (${scope})`, (walk) => {
      void walk.demo.apply({
        kind: 'setEntitySetting',
        key: field.key,
        value: otherValue(field, walk.demo.tuning.view()[field.key]),
        scope,
      });
    }),
  ),
  fc
    .constantFrom<ControllerPreset>('tuned', 'original')
    .map((preset) => named(`preset ${preset} (selected)`, (walk) => walk.demo.apply({ kind: 'applyPreset', preset, scope: 'selected' }))),
  fc
    .constantFrom(...GUIDANCE_LAWS)
    .map((law) =>
      named(`guidance ${law}`, (walk) => void walk.demo.apply({ kind: 'setGuidance', changes: { guidance: law }, scope: 'all' })),
    ),
  fc
    .record({ type: fc.constantFrom<TargetMotionType>('static', 'linear', 'circle', 'zigzag'), speed: fc.integer({ min: 1, max: 8 }) })
    .map(({ type, speed }) =>
      named(
        `target motion ${type} at ${speed} m/s (selected)`,
        (walk) => void walk.demo.apply({ kind: 'setTargetMotion', changes: { type, speed }, scope: 'selected' }),
      ),
    ),
  fc.constantFrom('torqueOn', 'windOn', 'noiseOn').map((which) =>
    named(`disturbance ${which} toggled`, (walk) => {
      const now = walk.demo.plays.model.session.disturbance[which as 'torqueOn'];
      void walk.demo.apply({ kind: 'setDisturbance', changes: { [which]: !now } });
    }),
  ),
  fc.constant(named('path loop toggled', (walk) => walk.demo.apply({ kind: 'setPathLoop', loop: !walk.demo.editor.paths.loop }))),
);

const editing: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<DemoMode>('track', 'seek', 'path').map((mode) =>
    named(`mode ${mode}`, (walk) => {
      // Pressed again while it is the mode, it commands the entities anew (their turns start again).
      walk.demo.apply({ kind: 'setMode', mode });
    }),
  ),
  fc.constantFrom<EntityType>('missile', 'character').map((type) =>
    named(`add ${type}`, (walk) => {
      if (walk.demo.view.records.length < MAX_ENTITIES) void walk.demo.apply({ kind: 'addEntity', type });
    }),
  ),
  fc.constant(named('remove selected', (walk) => void walk.demo.apply({ kind: 'removeEntity' }))),
  fc.constant(named('next type', (walk) => void walk.demo.apply({ kind: 'nextType' }))),
  fc
    .nat(9)
    .map((index) =>
      named(`select entity #${index}`, (walk) => walk.demo.editor.entities.select(recordAt(walk.demo, index)?.entity.id ?? null)),
    ),
  fc.array(point, { minLength: 1, maxLength: 6 }).map((points) =>
    named(`draw a path ${exactText(points)} (selected)`, (walk) => {
      const id = walk.demo.editor.entities.selectedId;
      // The same path drawn again in Path mode commands the entity anew too.
      if (id !== null) void walk.demo.apply({ kind: 'setPath', entity: id, points });
    }),
  ),
  fc.record({ index: fc.nat(5), to: point }).map(({ index, to }) =>
    named(`move waypoint #${index} to ${exactText(to)} (selected)`, (walk) => {
      const id = walk.demo.editor.entities.selectedId;
      if (id !== null) walk.demo.apply({ kind: 'moveWaypoint', entity: id, index, position: to });
    }),
  ),
  fc
    .record({ kind: fc.constantFrom(...OBSTACLE_KINDS), at: point })
    .map(({ kind, at }) =>
      named(`add ${kind} at ${exactText(at)}`, (walk) => void walk.demo.apply({ kind: 'addObstacle', obstacle: kind, at })),
    ),
  fc.record({ index: fc.nat(9), to: point, steps: fc.integer({ min: 1, max: 20 }) }).map(({ index, to, steps }) =>
    named(`drag obstacle #${index} to ${exactText(to)} over ${steps} steps`, (walk) => {
      const obstacles = walk.demo.view.world.obstacles;
      const obstacle = obstacles.length ? obstacles[index % obstacles.length] : undefined;
      if (!obstacle) return;
      const from = { x: obstacle.position.x, y: obstacle.position.y };
      for (let i = 1; i <= steps; i++) {
        walk.demo.apply({ kind: 'dragObstacle', obstacle: obstacle.id, goal: between(from, to, i, steps) });
        step(walk);
      }
      walk.demo.apply({ kind: 'releaseObstacle', obstacle: obstacle.id });
    }),
  ),
);

/**
 * The plays that keep a history too: the Hunt over the playground and Intercept, started or ended,
 * then a step (the history starts again there: its present run begins at that step).
 */
const plays: fc.Arbitrary<Action> = fc.constantFrom('hunt' as const, 'intercept' as const).map((kind) =>
  named(`${kind} on/off`, (walk) => {
    const before = walk.demo.plays.current;
    if (walk.demo.plays.isPlaying(kind)) walk.demo.apply({ kind: 'leave', play: kind });
    // The Hunt over Intercept keeps no history (rewindable): not played here.
    else if (kind === 'intercept' || kindOf(before) === 'playground') void walk.demo.apply({ kind: 'play', play: kind });
    if (walk.demo.plays.current === before) return;
    walk.since = walk.demo.view.world.steps;
    step(walk);
  }),
);

/** What a player does in the playground and the plays that keep a history, weighted toward playing time and moving targets. */
export const ACTION: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: playing, weight: 4 },
  { arbitrary: targets, weight: 4 },
  { arbitrary: settings, weight: 3 },
  { arbitrary: editing, weight: 4 },
  { arbitrary: plays, weight: 2 },
);
