import { Demo } from '../../../src/app/Demo';
import type { Hunt } from '../../../src/app/plays/Hunt';
import { kindOf } from '../../../src/app/plays/Play';
import type { Playground } from '../../../src/app/plays/Playground';

/**
 * A scene's complete state as exact text, kept step by step as a Demo plays: what a shown step of
 * the history, and a run played again from one, must give back bit for bit (historyProperty.test.ts,
 * historyCheckpoint.test.ts).
 */

/** JSON with every number exact: −0, NaN and the infinities spelled out (JSON.stringify writes 0 and null for them). */
export function exactText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'number') return v;
    if (Object.is(v, -0)) return '#-0';
    return Number.isFinite(v) ? v : `#${String(v)}`;
  });
}

/** An entity's pose as the ghost shows it: id, x, y, angle. */
export type Pose = readonly [string, number, number, number];

/** What a step left: the scene's complete state as text, and the bodies' poses. */
export interface KeptStep {
  readonly text: string;
  readonly poses: readonly Pose[];
}

/**
 * The scene's complete state now, as exact text: the world's memory (every body's exact state,
 * targets' motion memory, loose obstacles, touches), every entity's pose, command and settings,
 * every record (target, colour, path, launch time, remembered controllers, target motion chosen),
 * every target's captured state and motion, every obstacle, the mode and the opening's
 * choreography (not the selections: they are the player's view, which the timeline leaves as it is); the play on screen, the Hunt's memory
 * of the scene before it, the game's random numbers and the labels.
 */
export function stateOf(demo: Demo): string {
  const model = demo.plays.model;
  const world = model.world;
  const scratch = new Float64Array(9);
  return exactText({
    steps: world.steps,
    play: kindOf(demo.plays.current),
    hunt: kindOf(demo.plays.current) === 'hunt' ? (demo.plays.current as Hunt).saveState() : null,
    random: demo.plays.randomState,
    memory: memoryOf(demo),
    mode: model.mode,
    spawnCount: model.spawnCount,
    idCounters: model.idCounters,
    choreography: choreographyOf(demo),
    entities: world.entities.map((e) => [
      e.id,
      e.type,
      e.mode,
      e.targetId,
      e.collisionGroup,
      e.position.x,
      e.position.y,
      e.angle,
      e.velocity.x,
      e.velocity.y,
      e.angularVelocity,
      e.pathIndex,
      e.path,
      e.getSettings(),
    ]),
    records: model.records.map((r) => [
      r.entity.id,
      r.target.id,
      r.colorIndex,
      r.path,
      r.launchTime,
      r.spawnIndex,
      r.controllerMemory,
      r.target.motionSettings,
      r.target.direction,
      r.hits,
      r.label,
    ]),
    targets: world.targets.map((t) => {
      const motion = t.capture(scratch);
      return [t.id, [...scratch], motion];
    }),
    obstacles: world.obstacles.map((o) => [o.id, o.loose, o.position.x, o.position.y, o.angle, o.heldAt]),
  });
}

/**
 * The world's memory, each target's touching entities sorted: a set, whose order is the order
 * planck's broad-phase tree lists them in (TargetTouches), a tree a rebuilt scene grows anew.
 */
function memoryOf(demo: Demo) {
  const memory = demo.view.world.saveMemory();
  const touches = Object.entries(memory.touches).map(([target, entities]) => [target, [...entities].sort()] as const);
  return { ...memory, touches: Object.fromEntries(touches) };
}

/**
 * The opening's choreography as it acts on the scene: its entities those still there (the
 * playground keeps a removed one in its list and skips it: Playground.afterStep), and none once its
 * target is gone (removed with its entities, it hops on out of the world, moving nothing); a
 * rewound playground finds only what is there.
 */
function choreographyOf(demo: Demo) {
  const play = demo.plays.current;
  const model = demo.plays.model;
  const state = kindOf(play) === 'playground' ? (play as Playground).saveChoreography() : null;
  if (!state || !model.findTarget(state.sharedTarget)) return null;
  return { ...state, opening: state.opening.filter((id) => model.findRecord(id)) };
}

/** The bodies' poses now, as the ghost gives them. */
export function posesOf(demo: Demo): Pose[] {
  return demo.view.world.entities.map((e) => [e.id, e.position.x, e.position.y, e.angle] as const);
}

/** A Demo played through actions, with what every step left, by step. */
export interface Walk {
  readonly demo: Demo;
  readonly kept: Map<number, KeptStep>;
  /**
   * The state just before the first step of the history's present run ran (the opening's, or a
   * play's started since), after the player's input there: what the history's first checkpoint
   * holds, and so what showing its oldest step shows (nothing older tells it what that step was
   * before that input).
   */
  startText: string | null;
  /** The step the history's present run starts at: 0, or where a play started or ended. */
  since: number;
  /** Whether two bodies touched at any step (an entity and an obstacle, two obstacles): see {@link bodiesTouch}. */
  touched: boolean;
}

/** A fresh Demo (the opening), its step 0 kept. */
export function startWalk(): Walk {
  const walk: Walk = { demo: new Demo(), kept: new Map(), startText: null, since: 0, touched: false };
  keep(walk);
  return walk;
}

/** Keeps what the scene is now, under its step. */
export function keep(walk: Walk): void {
  walk.kept.set(walk.demo.view.world.steps, { text: stateOf(walk.demo), poses: posesOf(walk.demo) });
}

/**
 * Whether two bodies of the scene touch now (a contact planck solves; a target is a sensor, and the
 * player's entities fly through each other). A scene rebuilt from a checkpoint has planck's
 * contacts made anew, in the order its scene file builds the bodies, so touching bodies may part
 * from the recording in the last bits (docs/playing.md says so of share links).
 */
export function bodiesTouch(demo: Demo): boolean {
  for (let contact = demo.view.world.physics.getContactList(); contact; contact = contact.getNext()) {
    if (contact.isTouching() && !contact.getFixtureA().isSensor() && !contact.getFixtureB().isSensor()) return true;
  }
  return false;
}
