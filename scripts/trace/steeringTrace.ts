// A temporary trace harness: runs a broad set of scenes and writes every step's body states, so that
// the steering's merge can be compared bit for bit with the code before it. Only APIs that both sides
// keep are used (scenario files, the world's step, the Demo's intents, the crowd's simulation).
// Usage: tsx scripts/trace/steeringTrace.ts OUT_DIR [--only substring] [--walks N]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { SteeringWorld } from '../../src/sim/SteeringWorld';
import type { MovingEntity } from '../../src/sim/entities/MovingEntity';
import type { EntityDefinition } from '../../src/sim/entities/EntityDefinition';
import { CONTROLLER_TYPES, defaultControllerSettings } from '../../src/sim/control/ControllerSettings';
import { applyCommand, buildScenarioWorld, runScenario } from '../../src/sim/scenario/runScenario';
import { describeWorld } from '../../src/sim/scenario/describeWorld';
import { parseScenario, validateScenario } from '../../src/sim/scenario/parseScenario';
import type { Scenario, ScenarioEntity } from '../../src/sim/scenario/schema';
import type { TargetDefinition } from '../../src/sim/targets/Target';
import type { ObstacleDefinition } from '../../src/sim/obstacles/Obstacle';
import { findBodyOf } from '../../src/sim/bodyOf';
import { createTurnController } from '../../src/sim/control/createTurnController';
import type { TurnController, TurnInput } from '../../src/sim/control/TurnController';
import type { DeferredTurnController } from '../../src/sim/control/DeferredTurnController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import { Demo } from '../../src/app/Demo';
import { crowdLayout } from '../../src/sim/crowdLayout';
import { CrowdSimulation } from '../../src/app/bench/CrowdSimulation';
import { crowdSetupFor } from '../../src/app/bench/crowdSetup';
import { instantiateBox2dCrowd } from '../../src/sim/box2d/box2dCrowdModule';
import { box2dCrowdModule } from '../../src/cli/box2dCrowdFile';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../src/sim/challenges/ChallengeRun';
import { builtinControllers } from '../../src/sim/challenges/builtinControllers';
import { SandboxController } from '../../src/sandbox/SandboxController';
import { CONTROLLER_TEMPLATE } from '../../src/sandbox/controllerTemplate';
import { recordStepResponse } from '../../src/sim/metrics/stepResponse';
import { measureTrackingLag } from '../../src/sim/metrics/trackingLag';
import { scoreTurnSuite } from '../../src/sim/autotune/evaluateTurns';
import { runSoak } from '../../src/sim/soak/runSoak';
import { ACTION, playWalk } from '../../tests/app/history/historyWalk';
import { exactText, stateOf } from '../../tests/app/history/historyState';
import { kindOf } from '../../src/app/plays/Play';
import { runPlanckSteeringExample } from '../../examples/planck-steering';

const out = process.argv[2];
if (!out) throw new Error('usage: steeringTrace.ts OUT_DIR [--only substring] [--walks N]');
const only = flag('--only');
const walkCount = Number(flag('--walks') ?? 200);
mkdirSync(out, { recursive: true });

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** One scene's lines, written gzipped with a hash. */
class Trace {
  readonly lines: string[] = [];
  constructor(readonly name: string) {}
  add(value: unknown): void {
    this.lines.push(exactText(value));
  }
  write(): void {
    const text = this.lines.join('\n');
    const hash = createHash('sha256').update(text).digest('hex');
    writeFileSync(join(out as string, `${this.name.replace(/[^A-Za-z0-9._@-]/g, '_')}.txt.gz`), gzipSync(text));
    summary.push(`${this.name} ${this.lines.length} ${hash.slice(0, 16)}`);
  }
}
const summary: string[] = [];
let stepsRecorded = 0;
let bodiesRecorded = 0;

function wanted(name: string): boolean {
  return only === undefined || name.includes(only);
}

/** What a step left of an entity: every number the game draws or reads. */
function entityState(e: MovingEntity): unknown[] {
  const intercept = e.intercept;
  return [e.id, e.position.x, e.position.y, e.angle, e.velocity.x, e.velocity.y, e.angularVelocity, e.commandedAngularAcceleration, e.thrustFraction, e.headingError, e.desiredHeadingRate, e.heading, e.desiredHeading, e.targetId, e.pathIndex, e.waypointsReached, intercept ? [intercept.x, intercept.y] : null, e.measureHeadingError(), e.target ? [e.target.x, e.target.y] : null];
}

function worldState(world: SteeringWorld): unknown {
  stepsRecorded++;
  bodiesRecorded += world.entities.length;
  return [world.steps, world.entities.map(entityState), world.targets.map((t) => [t.id, t.position.x, t.position.y]), world.events.stepHits, world.events.stepWarnings];
}

function memoryText(world: SteeringWorld): string {
  return exactText(world.saveMemory());
}

// ---------------------------------------------------------------- A: worlds built from scenes

interface SceneSpec {
  name: string;
  dt?: number;
  arena?: { halfWidth: number; halfHeight: number };
  targets?: TargetDefinition[];
  obstacles?: ObstacleDefinition[];
  entities: { definition: EntityDefinition; command: ScenarioEntity['command'] }[];
  noise?: { headingErrorStdDev: number; angularVelocityStdDev: number; seed?: number };
  disturbance?: { angularAcceleration?: number; wind?: { x: number; y: number } };
  steps: number;
  events?: { step: number; run(world: SteeringWorld): void }[];
  /** Save the scene as a file at this step and continue in a world built from it. */
  restoreAt?: number;
  /** Step in two halves with a controller answering later. */
  deferred?: boolean;
}

function build(spec: SceneSpec): SteeringWorld {
  const world = new SteeringWorld({ dt: spec.dt ?? 1 / 60, arena: spec.arena ?? null });
  if (spec.noise) world.setSensorNoise(spec.noise);
  if (spec.disturbance) world.setDisturbance(spec.disturbance);
  for (const target of spec.targets ?? []) world.addTarget(target);
  for (const obstacle of spec.obstacles ?? []) world.addObstacle(obstacle);
  const entities = world.addEntities(spec.entities.map((e) => e.definition));
  spec.entities.forEach((e, i) => applyCommand(entities[i] as MovingEntity, e.command, world));
  return world;
}

function rebuilt(world: SteeringWorld, name: string): SteeringWorld {
  const scenario = describeWorld(world, { name, duration: 10 });
  const text = JSON.stringify(scenario);
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(`${name}: the saved scene does not parse: ${parsed.errors.join('; ')}`);
  return buildScenarioWorld(parsed.scenario);
}

/** A controller that answers a step later: a time-optimal one, its answer ready after a microtask. */
class LaterController implements DeferredTurnController {
  readonly type = 'later';
  private readonly inner = new TimeOptimalController();
  private answered = true;
  private waiting: Promise<void> | null = null;
  request(_input: Readonly<TurnInput>): void {
    this.answered = false;
    this.waiting = Promise.resolve().then(() => {
      this.answered = true;
    });
  }
  pending(): Promise<void> | null {
    return this.answered ? null : this.waiting;
  }
  update(input: TurnInput): number {
    return this.inner.update(input);
  }
  reset(): void {
    this.inner.reset();
  }
}

/** A controller of the player's own (an object, not settings): a PD on the error and the rate. */
function ownController(): TurnController {
  return {
    type: 'own',
    update: (input: TurnInput) => -40 * input.headingError - 12 * (input.angularVelocity - (input.desiredHeadingRate ?? 0)),
    reset: () => {},
  };
}

async function runSpec(spec: SceneSpec): Promise<void> {
  if (!wanted(`scene-${spec.name}`)) return;
  const trace = new Trace(`scene-${spec.name}`);
  let world = build(spec);
  trace.add(worldState(world));
  trace.add(memoryText(world));
  for (let step = 1; step <= spec.steps; step++) {
    for (const event of spec.events ?? []) if (event.step === step) event.run(world);
    if (spec.restoreAt === step) {
      try {
        world = rebuilt(world, spec.name);
        trace.add(['restored', memoryText(world)]);
      } catch (error) {
        trace.add(['not restored', String(error)]);
      }
    }
    if (spec.deferred) {
      world.beginStep();
      const pending = world.controllersPending();
      if (pending) await pending;
      world.finishStep();
    } else world.step();
    trace.add(worldState(world));
    if (step % 50 === 0 || step === spec.steps) trace.add(memoryText(world));
  }
  trace.write();
}

const DEG = Math.PI / 180;
const at = (x: number, y: number) => ({ x, y });

function entity(id: string, type: 'missile' | 'character', x: number, y: number, extra: Partial<EntityDefinition> = {}, settings: EntityDefinition['settings'] = {}): EntityDefinition {
  return { id, type, position: at(x, y), angle: extra.angle ?? 0.3, ...extra, settings };
}

function sceneSpecs(): SceneSpec[] {
  const specs: SceneSpec[] = [];
  const types = ['missile', 'character'] as const;
  const targets: TargetDefinition[] = [
    { id: 'still', position: at(30, 10), radius: 1 },
    { id: 'circling', position: at(20, 0), radius: 1, motion: { type: 'circle', center: at(0, 0), angularSpeed: 0.6 } },
    { id: 'crossing', position: at(-20, 30), radius: 1, motion: { type: 'linear', velocity: at(4, -1) } },
    { id: 'zigzag', position: at(10, -30), radius: 1, motion: { type: 'zigzag', velocity: at(-3, 2), amplitude: 5, period: 3 } },
  ];
  const commands: { name: string; command: ScenarioEntity['command'] }[] = [
    { name: 'track-point', command: { type: 'turnTowards', target: [-10, 12] } },
    { name: 'track-circling', command: { type: 'turnTowards', targetId: 'circling' } },
    { name: 'seek-point', command: { type: 'seek', target: [25, -15] } },
    { name: 'chase-crossing', command: { type: 'seek', targetId: 'crossing' } },
    { name: 'chase-zigzag', command: { type: 'seek', targetId: 'zigzag' } },
    { name: 'path', command: { type: 'followPath', path: [[10, 10], [20, -5], [0, -15], [-12, 3]] } },
    { name: 'loop', command: { type: 'followPath', path: [[12, 0], [12, 12], [0, 12]], loop: true } },
    { name: 'idle', command: { type: 'idle' } },
  ];
  // Every controller type, each command, a missile and a character side by side (apart, never touching).
  for (const controllerType of CONTROLLER_TYPES) {
    for (const { name, command } of commands) {
      specs.push({
        name: `${controllerType}-${name}`,
        targets,
        entities: types.map((type, i) => ({
          definition: entity(`${type}`, type, -5 + 10 * i, -3 + 6 * i, { angle: 2.5, speed: type === 'missile' ? 4 : 0, velocity: type === 'character' ? at(3, -2) : undefined, angularVelocity: name === 'idle' ? 1.5 : 0 }, { controller: defaultControllerSettings(controllerType), maxAngularAcceleration: i === 0 ? Math.PI : 4 * Math.PI }),
          command,
        })).map((e) => ({ ...e, definition: Object.fromEntries(Object.entries(e.definition).filter(([, v]) => v !== undefined)) as EntityDefinition })),
        steps: 360,
        restoreAt: ['chase-crossing', 'loop', 'track-circling', 'seek-point'].includes(name) ? 180 : undefined,
      });
    }
  }
  // The same with a restore mid-run, for the default controller, and every command.
  for (const { name, command } of commands) {
    specs.push({
      name: `restore-${name}`,
      targets,
      entities: types.map((type, i) => ({ definition: entity(type, type, -5 + 10 * i, -3 + 6 * i, { angle: 2.5, speed: 3 }, {}), command })),
      steps: 400,
      restoreAt: 173,
    });
  }
  // Guidance laws, chase arrival, thrust, passDistance and facing.
  for (const guidance of ['pursuit', 'lead', 'proportional-navigation'] as const) {
    for (const chaseArrival of ['stop', 'fly-through'] as const) {
      for (const thrust of ['along-nose', 'toward-target'] as const) {
        specs.push({
          name: `guidance-${guidance}-${chaseArrival}-${thrust}`,
          targets,
          entities: ['crossing', 'zigzag', 'circling', 'still'].map((target, i) => ({
            definition: entity(`m${i}`, 'missile', -30 + 12 * i, -25, { angle: 1, speed: 5, thrust }, { guidance, chaseArrival, navigationConstant: 3 + i }),
            command: { type: 'seek', targetId: target },
          })),
          steps: 480,
          restoreAt: guidance === 'lead' ? 200 : undefined,
        });
      }
    }
  }
  for (const facing of ['target', 'travel'] as const) {
    for (const { name, command } of commands) {
      specs.push({
        name: `character-facing-${facing}-${name}`,
        targets,
        entities: [
          { definition: entity('c1', 'character', 3, 4, { velocity: at(-4, 5) }, { facing, velocityGain: 5, minSeekDistance: 2 }), command },
          { definition: entity('c2', 'character', -8, -4, { angle: -2 }, { facing, maxLinearAcceleration: 40, maxSpeed: 6 }), command },
        ],
        steps: 360,
      });
    }
  }
  // Sensor noise, disturbance, the original time base, walls and crates, collision shapes and groups.
  specs.push({
    name: 'noise-and-disturbance',
    targets,
    noise: { headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: 5 },
    disturbance: { angularAcceleration: 3, wind: at(1.5, -0.5) },
    entities: [
      { definition: entity('m', 'missile', 0, 0), command: { type: 'seek', targetId: 'crossing' } },
      { definition: entity('c', 'character', 5, 5), command: { type: 'turnTowards', targetId: 'circling' } },
      { definition: entity('p', 'character', -5, 5), command: { type: 'followPath', path: [[0, 20], [10, 20]], loop: true } },
      { definition: entity('i', 'character', -9, 9), command: { type: 'idle' } },
      { definition: entity('s', 'missile', 9, -9), command: { type: 'seek', target: [0, -20] } },
    ],
    steps: 480,
    restoreAt: 240,
    events: [
      { step: 100, run: (w) => w.setSensorNoise({ headingErrorStdDev: 0.05, angularVelocityStdDev: 0.3, seed: 9 }) },
      { step: 300, run: (w) => w.setDisturbance({ angularAcceleration: -2 }) },
    ],
  });
  specs.push({
    name: 'original-time-base',
    dt: 1 / 30,
    targets,
    entities: [
      { definition: entity('m', 'missile', 0, 0, {}, { controller: { ...defaultControllerSettings('pid'), kp: 1, ki: 0.05, kd: 5 } as never }), command: { type: 'seek', target: [20, 20] } },
      { definition: entity('c', 'character', 5, 5), command: { type: 'followPath', path: [[0, 20], [10, 20], [-5, -5]] } },
    ],
    steps: 300,
  });
  specs.push({
    name: 'walls-and-crates',
    targets,
    obstacles: [
      { id: 'wall', position: at(15, 0), shape: { type: 'box', halfWidth: 0.5, halfHeight: 10 } },
      { id: 'crate', position: at(8, 3), shape: { type: 'box', halfWidth: 1, halfHeight: 1 }, loose: true },
      { id: 'rock', position: at(3, -6), shape: { type: 'circle', radius: 1.5 }, loose: true, density: 2 },
    ],
    entities: [
      { definition: entity('m', 'missile', 0, 0, { angle: 0 }), command: { type: 'seek', target: [25, 0] } },
      { definition: entity('c', 'character', 0, 3, {}, {}), command: { type: 'followPath', path: [[20, 3], [0, -6], [20, -6]], loop: true } },
      { definition: entity('h', 'missile', -3, -6, { collisionShape: 'hull', friction: 0 }), command: { type: 'followPath', path: [[20, -6], [3, -6]], loop: true } },
      { definition: entity('g1', 'character', -10, 0, { collisionGroup: -1 }), command: { type: 'seek', target: [-10, 10] } },
      { definition: entity('g2', 'character', -10, 10, { collisionGroup: -1, angle: -1 }), command: { type: 'seek', target: [-10, 0] } },
    ],
    steps: 600,
    restoreAt: 301,
  });
  // The world's events: a target removed mid-chase, commands given again, limits and controllers changed live, the guard.
  specs.push({
    name: 'live-changes',
    targets,
    entities: [
      { definition: entity('m', 'missile', 0, 0), command: { type: 'seek', targetId: 'crossing' } },
      { definition: entity('c', 'character', 5, 5), command: { type: 'seek', targetId: 'crossing' } },
      { definition: entity('t', 'character', -5, 5), command: { type: 'turnTowards', targetId: 'circling' } },
      { definition: entity('p', 'missile', -5, -5), command: { type: 'followPath', path: [[-20, -20], [0, -30]] } },
    ],
    steps: 600,
    events: [
      { step: 60, run: (w) => w.getEntity('m')?.setController(defaultControllerSettings('time-optimal')) },
      { step: 80, run: (w) => { (w.getEntity('c') as MovingEntity).maxAngularAcceleration = 2; } },
      { step: 90, run: (w) => (w.getEntity('t') as MovingEntity).useController(ownController()) },
      { step: 120, run: (w) => w.removeTarget('crossing') },
      { step: 150, run: (w) => applyCommand(w.getEntity('m') as MovingEntity, { type: 'seek', targetId: 'zigzag' }, w) },
      { step: 160, run: (w) => w.getEntity('m')?.setGuidance({ guidance: 'proportional-navigation', navigationConstant: 5 }) },
      { step: 200, run: (w) => applyCommand(w.getEntity('c') as MovingEntity, { type: 'followPath', path: [[0, 0], [10, 0]] }, w) },
      { step: 230, run: (w) => { const t = w.getTarget('circling'); t?.drag(at(5, 5)); } },
      { step: 240, run: (w) => { const t = w.getTarget('circling'); t?.drag(at(7, 3)); } },
      { step: 250, run: (w) => { const t = w.getTarget('circling'); t?.release(); } },
      { step: 300, run: (w) => { const body = findBodyOf(w.physics, w.getEntity('p')); body?.setLinearVelocity(at(1e7, 0)); } },
      { step: 320, run: (w) => { (w.getEntity('m') as MovingEntity).chaseArrival = 'stop'; } },
      { step: 400, run: (w) => (w.getEntity('t') as MovingEntity).setController(defaultControllerSettings('stolk')) },
      { step: 420, run: (w) => applyCommand(w.getEntity('t') as MovingEntity, { type: 'idle' }, w) },
      { step: 430, run: (w) => applyCommand(w.getEntity('p') as MovingEntity, { type: 'turnTowards', target: [3, 3] }, w) },
    ],
  });
  // A controller that answers a step later (the player's code in a Worker), stepped in two halves, and the same stepped at once (its fallback).
  for (const deferred of [true, false]) {
    specs.push({
      name: `later-controller-${deferred ? 'two-halves' : 'one-step'}`,
      targets,
      entities: [
        { definition: entity('m', 'missile', 0, 0), command: { type: 'seek', targetId: 'crossing' } },
        { definition: entity('c', 'character', 5, 5), command: { type: 'turnTowards', targetId: 'circling' } },
        { definition: entity('p', 'character', -5, 5), command: { type: 'followPath', path: [[0, 20], [10, 20]], loop: true } },
      ],
      steps: 300,
      deferred,
      events: [
        { step: 1, run: (w) => w.entities.forEach((e) => e.useController(new LaterController())) },
        { step: 150, run: (w) => (w.getEntity('c') as MovingEntity).useController(createTurnController(defaultControllerSettings('pid'))) },
      ],
    });
  }
  return specs;
}

async function scenes(): Promise<void> {
  for (const spec of sceneSpecs()) await runSpec(spec);
}

// ---------------------------------------------------------------- The example scenario files and the runner's reports

function scenarioFiles(): void {
  for (const file of readdirSync('scenarios').filter((f) => f.endsWith('.json')).sort()) {
    const name = `file-${file}`;
    if (!wanted(name)) continue;
    const parsed = parseScenario(readFileSync(join('scenarios', file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.errors.join('; ')}`);
    const trace = new Trace(name);
    trace.add(runScenario(parsed.scenario));
    const world = buildScenarioWorld(parsed.scenario);
    const steps = Math.round(parsed.scenario.duration / world.dt);
    let current = world;
    for (let i = 1; i <= steps; i++) {
      if (i === Math.floor(steps / 2)) current = rebuilt(current, file);
      current.step();
      trace.add(worldState(current));
    }
    trace.add(memoryText(current));
    trace.write();
  }
}

// ---------------------------------------------------------------- B: the game, played

function walks(): void {
  const samples = fc.sample(fc.array(ACTION, { minLength: 3, maxLength: 18 }), { seed: 11, numRuns: walkCount });
  samples.forEach((actions, index) => {
    const name = `walk-${String(index).padStart(3, '0')}`;
    if (!wanted(name)) return;
    const trace = new Trace(name);
    const walk = playWalk(actions, 40);
    const steps = [...walk.kept.keys()].sort((a, b) => a - b);
    for (const step of steps) {
      const kept = walk.kept.get(step);
      if (!kept) continue;
      stepsRecorded++;
      bodiesRecorded += kept.poses.length;
      const hash = createHash('sha256').update(kept.text).digest('hex').slice(0, 24);
      trace.add([step, hash, kept.poses]);
      if (step % 30 === 0) trace.add(kept.text);
    }
    trace.add(stateOf(walk.demo));
    trace.write();
  });
}

/** Each play of the game, played from the opening. */
function plays(): void {
  const setups: { name: string; start(demo: Demo): void }[] = [
    { name: 'hunt', start: (demo) => void demo.apply({ kind: 'play', play: 'hunt' }) },
    { name: 'intercept', start: (demo) => void demo.apply({ kind: 'play', play: 'intercept' }) },
    { name: 'race-track', start: (demo) => { demo.apply({ kind: 'setMode', mode: 'track' }); void demo.apply({ kind: 'play', play: 'race' }); } },
    { name: 'race-seek', start: (demo) => { demo.apply({ kind: 'setMode', mode: 'seek' }); void demo.apply({ kind: 'play', play: 'race' }); } },
    { name: 'race-path', start: (demo) => { demo.apply({ kind: 'setMode', mode: 'path' }); void demo.apply({ kind: 'play', play: 'race' }); } },
    { name: 'opening-path', start: (demo) => demo.apply({ kind: 'setMode', mode: 'path' }) },
    { name: 'opening-track-slow', start: (demo) => { demo.apply({ kind: 'setMode', mode: 'track' }); demo.apply({ kind: 'toggleTurnRate' }); } },
    { name: 'hunt-noise', start: (demo) => { void demo.apply({ kind: 'setDisturbance', changes: { noiseOn: true, torqueOn: true, windOn: true } }); void demo.apply({ kind: 'play', play: 'hunt' }); } },
    { name: 'crowd', start: (demo) => void (demo.plays as unknown as { play(kind: string, args: unknown): unknown }).play('crowd', { placements: crowdLayout(80) }) },
  ];
  for (const setup of setups) {
    const name = `play-${setup.name}`;
    if (!wanted(name)) continue;
    const trace = new Trace(name);
    const demo = new Demo();
    setup.start(demo);
    trace.add(kindOf(demo.plays.current));
    for (let i = 0; i < 900; i++) {
      demo.clock.singleStep();
      const world = demo.plays.model.world;
      trace.add(worldState(world));
      if (i % 100 === 0) trace.add(memoryText(world));
    }
    trace.add(stateOf(demo));
    trace.write();
  }
}

// ---------------------------------------------------------------- The crowd on planck and on Box2D

function crowds(): void {
  for (const engine of ['planck', 'box2d'] as const) {
    for (const disturbed of [false, true]) {
      const name = `crowd-${engine}${disturbed ? '-disturbed' : ''}`;
      if (!wanted(name)) continue;
      const trace = new Trace(name);
      const demo = new Demo();
      if (disturbed) void demo.apply({ kind: 'setDisturbance', changes: { noiseOn: true, torqueOn: true, windOn: true } });
      const setup = crowdSetupFor(demo, crowdLayout(300), engine);
      const simulation = new CrowdSimulation(() => 0, () => instantiateBox2dCrowd(box2dCrowdModule()));
      const ready = simulation.handle({ kind: 'setUp', setup: structuredClone(setup) }).report;
      if (ready.kind !== 'ready') throw new Error(JSON.stringify(ready));
      let buffer: Float64Array | null = null;
      for (let i = 0; i < 60; i++) {
        const report: { kind: string; state?: Float64Array } = simulation.handle({ kind: 'step', steps: 5, buffer }).report;
        if (report.kind !== 'stepped' || !report.state) throw new Error(JSON.stringify(report));
        buffer = report.state;
        stepsRecorded += 5;
        bodiesRecorded += 5 * simulation.entities.length;
        trace.add(Array.from(new Uint32Array(buffer.buffer, buffer.byteOffset, buffer.length * 2)).join(','));
        trace.add(simulation.entities.map((e) => [e.commandedAngularAcceleration, e.thrustFraction, e.pathIndex, e.waypointsReached, e.headingError]));
      }
      trace.write();
    }
  }
}

// ---------------------------------------------------------------- Challenges, metrics, soak, the library's example

async function challenges(): Promise<void> {
  for (const level of CHALLENGE_LEVELS) {
    for (const builtin of builtinControllers()) {
      const name = `challenge-${level.name}-${builtin.name}`;
      if (!wanted(name)) continue;
      const trace = new Trace(name);
      const run = new ChallengeRun(level, { settings: builtin.settings });
      while (!run.done) {
        run.step();
        trace.add(worldState(run.world));
      }
      trace.add(run.runToEnd());
      trace.write();
    }
    const name = `challenge-${level.name}-player-code`;
    if (!wanted(name)) continue;
    const trace = new Trace(name);
    const controller = await SandboxController.create(CONTROLLER_TEMPLATE);
    try {
      const run = new ChallengeRun(level, { controller });
      while (!run.done) {
        run.step();
        trace.add(worldState(run.world));
      }
      trace.add(run.runToEnd());
    } finally {
      controller.dispose();
    }
    trace.write();
  }
}

function metrics(): void {
  if (!wanted('metrics')) return;
  const trace = new Trace('metrics');
  for (const type of CONTROLLER_TYPES) {
    for (const entityType of ['missile', 'character'] as const) {
      const response = recordStepResponse({ entityType, controller: defaultControllerSettings(type), angleDeg: 120, maxAngularAcceleration: Math.PI, disturbance: 1 });
      trace.add([type, entityType, Array.from(response.errorDeg), Array.from(response.commandedAngularAcceleration), response.figures]);
    }
    trace.add(measureTrackingLag({ controller: defaultControllerSettings(type), targetRate: 0.8, maxAngularAcceleration: 2 * Math.PI, duration: 6 }));
    trace.add(measureTrackingLag({ controller: defaultControllerSettings(type), targetRate: -0.5, maxAngularAcceleration: Math.PI, duration: 6, feedForward: false }));
    trace.add(scoreTurnSuite(defaultControllerSettings(type), { entityType: 'character', maxAngularAcceleration: Math.PI, anglesDeg: [30, 170], maxOvershootDeg: 5 }));
  }
  trace.add(runSoak({ entities: 30, seconds: 60, windowSeconds: 20 }));
  trace.write();
}

function library(): void {
  if (!wanted('library')) return;
  const trace = new Trace('library-example');
  trace.add(runPlanckSteeringExample());
  trace.write();
}

async function main(): Promise<void> {
  await scenes();
  scenarioFiles();
  walks();
  plays();
  crowds();
  await challenges();
  metrics();
  library();
  writeFileSync(join(out as string, 'summary.txt'), `${summary.join('\n')}\n`);
  console.log(`${summary.length} traces, ${stepsRecorded} steps, ${bodiesRecorded} body-steps recorded in ${out}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
void validateScenario;
void findBodyOf;
