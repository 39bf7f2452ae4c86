import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { run } from '../helpers';

// Save scene / Open scene (issue 16): the scene on screen as the scenario JSON `npm run sim`
// reads, and back, with the runner's rules and messages; a refused file changes nothing.

function saved(demo: Demo): Scenario {
  const parsed = parseScenario(demo.sceneFiles.save());
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.scenario;
}

function stepFixed(demo: Demo, steps: number): void {
  for (let i = 0; i < steps; i++) demo.clock.singleStep();
}

/** What the game shows of each entity, for comparing two scenes (the path shows in Path mode). */
function state(demo: Demo) {
  return demo.view.records.map(({ entity, target, path }) => ({
    id: entity.id,
    position: { ...entity.position },
    angle: entity.angle,
    velocity: { ...entity.velocity },
    angularVelocity: entity.angularVelocity,
    mode: entity.mode,
    target: target.id,
    targetAt: { ...target.position },
    path: demo.editor.entities.mode === 'path' ? path.map((p) => ({ ...p })) : [],
  }));
}

describe('saving the scene', () => {
  it('describes the opening as a valid scenario: three entities chasing one shared target, stopping there', () => {
    const scenario = saved(new Demo());
    expect(scenario.entities.map((e) => e.type)).toEqual(['missile', 'missile', 'character']);
    expect(scenario.targets).toHaveLength(1);
    expect(scenario.entities.every((e) => e.command.type === 'seek' && e.command.targetId === scenario.targets?.[0]?.id)).toBe(true);
    expect(scenario.entities.map((e) => e.maxAngularAcceleration)).toEqual([4 * Math.PI, Math.PI, 4 * Math.PI]);
    expect(scenario.entities.every((e) => e.chaseArrival === 'stop' && (e.collisionGroup ?? 0) < 0)).toBe(true);
    expect(scenario.timeBase).toBe('standard');
  });

  it('saves Track as facing the target by id, Path with its waypoints, and the disturbance and obstacles set in the game', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    expect(saved(demo).entities.every((e) => e.command.type === 'turnTowards' && e.command.targetId !== undefined)).toBe(true);
    demo.apply({ kind: 'setMode', mode: 'path' });
    const first = demo.view.records[0];
    if (!first) throw new Error('no entity');
    const path = [
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      { x: 20, y: 0 },
    ];
    expect(demo.apply({ kind: 'setPath', entity: first.entity.id, points: path }).ok).toBe(true);
    demo.apply({ kind: 'setDisturbance', changes: { windOn: true, windStrength: 3, windDirectionDeg: 90 } });
    expect(demo.apply({ kind: 'addObstacle', obstacle: 'crate', at: { x: 5, y: 20 } }).ok).toBe(true);
    const scenario = saved(demo);
    const command = scenario.entities[0]?.command;
    expect(command?.type).toBe('followPath');
    if (command?.type === 'followPath') expect(command.path).toEqual(path.map((p) => [p.x, p.y]));
    expect(scenario.disturbance?.wind?.[1]).toBeCloseTo(3, 12);
    expect(scenario.obstacles?.[0]).toMatchObject({ loose: true, density: 0.5, shape: { type: 'box', halfWidth: 1.5 } });
  });
});

describe('opening a scene', () => {
  it('round-trips what is on screen, mid-flight: the opened scene is the same state, at the same time, and saves to the same text', () => {
    const demo = new Demo();
    run(demo, 1.5);
    demo.apply({ kind: 'moveTarget', target: demo.view.targets[0]?.id ?? '', position: { x: 12, y: -8 } });
    run(demo, 0.5);
    const text = demo.sceneFiles.save();
    const before = state(demo);
    const other = new Demo();
    expect(other.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(other.clock.time).toBe(demo.clock.time);
    expect(state(other)).toEqual(before);
    expect(other.sceneFiles.save()).toBe(text);
    expect(other.plays.openedSceneName).toBe('A scene saved from the game');
  });

  it(
    'opens what the player saw: the mode, the selected entity, and colours that are not their place in the file (Next Type, an ' +
      'entity removed and one added)',
    () => {
      const demo = new Demo();
      demo.apply({ kind: 'setMode', mode: 'track' });
      demo.editor.entities.select('missile-1');
      demo.apply({ kind: 'nextType' });
      demo.editor.entities.select('missile-2');
      demo.apply({ kind: 'removeEntity' });
      demo.apply({ kind: 'addEntity', type: 'missile' });
      demo.editor.entities.select('character-1');
      run(demo, 0.5);
      const seen = (d: Demo) => ({
        mode: d.editor.entities.mode,
        selected: d.editor.entities.selectedId,
        colours: Object.fromEntries(d.view.records.map((r) => [r.entity.id, r.colorIndex])),
      });
      const other = new Demo();
      expect(other.apply({ kind: 'openScene', text: demo.sceneFiles.save() })).toEqual({ ok: true });
      expect(seen(other)).toEqual(seen(demo));
    },
  );

  it('saves and opens a scene with every entity removed: the arena, its target and obstacles', () => {
    const demo = new Demo();
    demo.apply({ kind: 'addObstacle', obstacle: 'wall', at: { x: 0, y: 5 } });
    while (demo.view.records.length > 0) {
      demo.editor.entities.select(demo.view.records[0]!.entity.id);
      demo.apply({ kind: 'removeEntity' });
    }
    const other = new Demo();
    expect(other.apply({ kind: 'openScene', text: demo.sceneFiles.save() })).toEqual({ ok: true });
    expect(other.view.records).toEqual([]);
    expect(other.view.obstacles.length).toBe(1);
    expect(other.apply({ kind: 'addEntity', type: 'missile' }).ok).toBe(true);
  });

  it('runs exactly as npm run sim runs the same file, step for step (same engine: bit for bit)', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true, angularAcceleration: 2, noiseOn: true } });
    run(demo, 1);
    demo.apply({ kind: 'setMode', mode: 'seek' });
    run(demo, 0.5);
    const text = demo.sceneFiles.save();
    const game = new Demo();
    expect(game.apply({ kind: 'openScene', text }).ok).toBe(true);
    stepFixed(game, 300);
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const report = runScenario({ ...parsed.scenario, duration: 300 * parsed.scenario.dt! });
    expect(report.steps).toBe(300);
    for (const entity of report.entities) {
      const record = game.view.findRecord(entity.id);
      expect(record?.entity.position.x).toBe(entity.final.position[0]);
      expect(record?.entity.position.y).toBe(entity.final.position[1]);
      expect(record?.entity.angle).toBe(entity.final.angle);
      expect(record?.entity.angularVelocity).toBe(entity.final.angularVelocity);
    }
  });

  it('refuses a bad file with the runner’s one-line message and keeps the scene, its time and its settings', () => {
    const demo = new Demo();
    run(demo, 1);
    const before = { state: state(demo), time: demo.clock.time, timeBase: demo.clock.timeBase, disturbance: { ...demo.view.disturbance } };
    const cases: [string, RegExp][] = [
      ['{ not json', /^scenario: not valid JSON/],
      [
        '{"duration": 1, "entities": [{"id": "m", "type": "rocket", "position": [0, 0], "command": {"type": "idle"}}]}',
        /^entities\[0\]\.type: must be one of "missile", "character"/,
      ],
      ['{"entities": [], "dt": 0}', /^dt: .*\(and 1 more problem\)$/],
      [
        JSON.stringify({
          duration: 1,
          entities: Array.from({ length: 11 }, (_, i) => ({
            id: `m${i}`,
            type: 'missile',
            position: [i * 5, 0],
            command: { type: 'idle' },
          })),
        }),
        /^scenario\.entities: the game shows at most 10 entities; this scene has 11/,
      ],
      [' '.repeat(8 * 1024 * 1024 + 1), /^scenario: must be at most 8388608 characters of JSON/],
    ];
    for (const [text, message] of cases) {
      const result = demo.apply({ kind: 'openScene', text });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
    expect(state(demo)).toEqual(before.state);
    expect(demo.clock.time).toBe(before.time);
    expect(demo.clock.timeBase).toBe(before.timeBase);
    expect(demo.view.disturbance).toEqual(before.disturbance);
    expect(demo.plays.openedSceneName).toBeNull();
  });

  it(
    'opens a scenario of the runner: its time base, disturbance and noise reach the panel; Reset restarts it; closing brings the ' +
      'opening back',
    () => {
      const demo = new Demo();
      const scenario = {
        name: 'two missiles in the original time base',
        timeBase: 'original',
        duration: 5,
        disturbance: { angularAcceleration: 2, wind: [0, 1] },
        sensorNoise: { headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: 4 },
        entities: [
          { id: 'a', type: 'missile', position: [-10, 0], command: { type: 'turnTowards', target: [-10, 20] } },
          { id: 'b', type: 'missile', position: [10, 0], command: { type: 'seek', target: [30, 10] } },
        ],
      };
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scenario) }).ok).toBe(true);
      expect(demo.clock.timeBase).toBe('original');
      expect(demo.clock.dt).toBe(1 / 30);
      expect(demo.view.disturbance).toMatchObject({ torqueOn: true, angularAcceleration: 2, windOn: true, noiseOn: true });
      expect(demo.view.disturbance.windStrength).toBeCloseTo(1, 12);
      expect(demo.view.disturbance.windDirectionDeg).toBeCloseTo(90, 9);
      // Each entity got a standing target of its own where it aims.
      expect(demo.view.records.map((r) => r.target.position)).toEqual([
        { x: -10, y: 20 },
        { x: 30, y: 10 },
      ]);
      run(demo, 1);
      demo.apply({ kind: 'reset' });
      expect(demo.clock.time).toBe(0);
      expect(demo.view.records.map((r) => r.entity.id)).toEqual(['a', 'b']);
      expect(demo.view.records[0]?.entity.position).toEqual({ x: -10, y: 0 });
      demo.apply({ kind: 'closeScene' });
      expect(demo.plays.openedSceneName).toBeNull();
      expect(demo.view.records.map((r) => r.entity.type)).toEqual(['missile', 'missile', 'character']);
    },
  );
});

describe("a target no entity chases (a scene file's spare one)", () => {
  const scenario: Scenario = {
    duration: 5,
    targets: [
      { id: 'chased', position: [20, 0] },
      { id: 'spare', position: [-20, 10], motion: { type: 'circle', center: [-20, 0], angularSpeed: 0.5 } },
    ],
    entities: [{ id: 'a', type: 'missile', position: [0, 0], command: { type: 'seek', targetId: 'chased' } }],
  };

  it("is the player's: listed with no entity, dragged and moved like the others, and saved where it was left", () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scenario) }).ok).toBe(true);
    expect(demo.view.targets.map((t) => [t.id, t.entityId])).toEqual([
      ['chased', 'a'],
      ['spare', null],
    ]);
    expect(demo.view.looseTargets.map((t) => t.id)).toEqual(['spare']);
    expect(demo.apply({ kind: 'moveTarget', target: 'spare', position: { x: -30, y: 5 } })).toMatchObject({ ok: true });
    expect(demo.view.targets[1]?.position).toEqual({ x: -30, y: 5 });
    // Its circle restarts from where it was put; held, it follows the pointer by velocity.
    expect(demo.apply({ kind: 'dragTarget', target: 'spare', point: { x: -31, y: 5 } })).toMatchObject({ ok: true });
    expect(demo.view.targets[1]?.held).toBe(true);
    expect(demo.apply({ kind: 'releaseTarget', target: 'spare', throwVelocity: null })).toMatchObject({ ok: true });
    expect(saved(demo).targets?.map((t) => t.id)).toEqual(['chased', 'spare']);
    // The scene opened again has it loose once more.
    const again = new Demo();
    expect(again.apply({ kind: 'openScene', text: demo.sceneFiles.save() }).ok).toBe(true);
    expect(again.view.looseTargets.map((t) => t.id)).toEqual(['spare']);
  });
});

describe('what a missile of a scene file does at its target is its own', () => {
  it(
    'a file\'s "fly-through" and "stop" stay as the file says after the player picks Seek and after a Hunt; an added missile ' +
      "stops, as the playground's do",
    () => {
      const demo = new Demo();
      const file = {
        name: 'arrivals',
        duration: 10,
        targets: [{ id: 't', position: [20, 0] }],
        entities: [
          { id: 'through', type: 'missile', position: [-20, 0], chaseArrival: 'fly-through', command: { type: 'seek', targetId: 't' } },
          { id: 'stopper', type: 'missile', position: [-20, 10], chaseArrival: 'stop', command: { type: 'seek', targetId: 't' } },
        ],
      };
      expect(demo.apply({ kind: 'openScene', text: JSON.stringify(file) }).ok).toBe(true);
      const arrivals = () => demo.view.records.map((r) => [r.entity.id, r.entity.chaseArrival]);
      const asInFile = [
        ['through', 'fly-through'],
        ['stopper', 'stop'],
      ];
      expect(arrivals()).toEqual(asInFile);
      demo.apply({ kind: 'setMode', mode: 'track' });
      demo.apply({ kind: 'setMode', mode: 'seek' });
      expect(arrivals()).toEqual(asInFile);
      demo.apply({ kind: 'play', play: 'hunt' });
      expect(demo.view.records.every((r) => r.entity.chaseArrival === 'fly-through')).toBe(true);
      demo.apply({ kind: 'leave', play: 'hunt' });
      expect(arrivals()).toEqual(asInFile);
      expect(demo.apply({ kind: 'addEntity', type: 'missile' }).ok).toBe(true);
      expect(demo.view.records.at(-1)?.entity.chaseArrival).toBe('stop');
    },
  );
});
