import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { MAX_SETTINGS_PARAM } from '../../../src/app/settings/settingsCodec';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { shareParamFor } from '../../../src/app/settings/shareLink';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { MAX_COMPARISON_STEPS } from '../../../src/sim/scenario/comparisonFormat';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { stateOf } from '../history/historyState';
import { openLink, screen, stepOnAlike, steps } from './comparisonScreen';

// Issue 49: Share while comparing gives a link (or, past a link's 8,000 characters, a scene file)
// that opens the same comparison: the recorded run as the ghost, the what-if run, the moment shown.

/** Drags the first target for `n` steps, `dx` m a step and wavering, then lets it go (thrown). */
function drag(demo: Demo, n: number, dx: number): void {
  const target = demo.view.targets[0]!;
  for (let i = 0; i < n; i++) {
    demo.apply({ kind: 'dragTarget', target: target.id, point: { x: target.position.x + dx, y: target.position.y + 0.3 * Math.sin(i * 0.7) } });
    demo.clock.singleStep();
  }
  demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
}

/** The classic comparison (docs/playing.md) with a drag in the recorded run: 4 s in, back 1.5 s, T, played again for half a second. */
function classicComparison(): Demo {
  const demo = new Demo();
  steps(demo, 150);
  drag(demo, 12, 0.5);
  steps(demo, 78);
  expect(demo.history.show(150).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 30);
  expect(demo.history.comparing).toBe(true);
  return demo;
}

describe('Share while comparing', () => {
  test('a comparison shared by link opens the same comparison: the ghost, the what-if run and the card, bit for bit, and both step on alike', () => {
    const sharer = classicComparison();
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const shared = shareParamFor({ settings: toSettingsJson(readDemoSettings(sharer)), scene: written.scene, view: { paused: true } });
    if (!shared.ok) throw new Error(shared.problem);
    console.log(`a comparison's share link: ${shared.param.length} characters`);
    expect(shared.param.length).toBeLessThanOrEqual(MAX_SETTINGS_PARAM);
    const opened = openLink(shared.param);
    expect(opened.history.comparing).toBe(true);
    expect(opened.history.ghost).not.toBeNull();
    expect(screen(opened)).toBe(screen(sharer));
    // On past the moment shared, the recorded run still beside the what-if run.
    stepOnAlike(sharer, opened, 40);
    expect(opened.history.ghost).not.toBeNull();
  });

  test('a comparison too large for a link goes to a scene file that opens it the same way, shown behind its present, and npm run sim runs its scene', () => {
    const sharer = new Demo();
    steps(sharer, 60);
    // Four seconds of a wavering drag: a link cannot hold that much input.
    drag(sharer, 240, 0.08);
    steps(sharer, 60);
    expect(sharer.history.show(120).ok).toBe(true);
    // What if: a slower turn rate for everyone, and later the player takes the target over.
    expect(sharer.apply({ kind: 'setMaxAngularAcceleration', value: 2, scope: 'all' }).ok).toBe(true);
    steps(sharer, 30);
    drag(sharer, 20, -0.4);
    steps(sharer, 30);
    // Back a little in the what-if run: the file shows that moment, and plays on as it was.
    expect(sharer.history.show(sharer.history.presentStep - 25).ok).toBe(true);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const shared = shareParamFor({ settings: toSettingsJson(readDemoSettings(sharer)), scene: written.scene });
    expect(shared.ok, 'too large for a link').toBe(false);
    const text = sceneFileText(written.scene);
    expect(parseScenario(text).ok, 'the CLI reads the file').toBe(true);
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(opened.history.behind).toBe(true);
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 40);
  });

  test('with crates and a wall in the chase, pushed about, a comparison branched after earlier ones opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 30);
    const target = sharer.view.targets[0]!;
    for (const [i, kind] of (['crate', 'crate', 'wall', 'crate'] as const).entries()) {
      expect(sharer.apply({ kind: 'addObstacle', obstacle: kind, at: { x: target.position.x - 6 - 3 * i, y: target.position.y + (i % 2 ? 2 : -2) } }).ok).toBe(true);
      steps(sharer, 40);
    }
    drag(sharer, 90, -0.25);
    steps(sharer, 300);
    // Two what-ifs, the second from before the first: its recorded run holds the first one's branch.
    for (const back of [100, 300]) {
      expect(sharer.history.show(sharer.history.presentStep - back).ok).toBe(true);
      sharer.apply({ kind: 'toggleTurnRate' });
      steps(sharer, 40);
    }
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: sceneFileText(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 30);
  });

  test('a comparison over the opening’s target hopping on by itself opens the same, the hops where they were', () => {
    const sharer = new Demo();
    // The opening's target first hops at step 494, once its chasers have arrived.
    steps(sharer, 560);
    expect(sharer.history.show(440).ok).toBe(true);
    sharer.apply({ kind: 'toggleTurnRate' });
    steps(sharer, 90);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    expect(written.scene.comparison).toMatchObject({ start: { choreography: { on: true } }, recorded: { log: [] } });
    const opened = new Demo({ layout: 'portrait' });
    expect(opened.apply({ kind: 'openScene', text: JSON.stringify(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 40);
  });

  test('a comparison branched at the oldest moment the timeline keeps opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 90);
    expect(sharer.history.show(sharer.history.oldestStep).ok).toBe(true);
    sharer.apply({ kind: 'toggleTurnRate' });
    steps(sharer, 30);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: JSON.stringify(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 30);
  });

  // What a player changes at the branch: each what-if opens the same (the scene each change made,
  // what the game keeps beside it: drawn paths, guidance, the entities' order, a target's owner).
  const whatIfs: [string, (demo: Demo) => unknown][] = [
    ['Track', (demo) => demo.apply({ kind: 'setMode', mode: 'track' })],
    ['Path, a path drawn', (demo) => {
      demo.apply({ kind: 'setMode', mode: 'path' });
      return demo.apply({ kind: 'setPath', entity: demo.view.records[0]!.entity.id, points: [{ x: 0, y: 0 }, { x: 10, y: 5 }, { x: -10, y: 8 }] });
    }],
    ['another controller', (demo) => demo.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'all' })],
    ['a gain', (demo) => demo.apply({ kind: 'setControllerSettings', changes: { kp: 20 }, scope: 'all' })],
    ['the selected entity’s turn rate', (demo) => demo.apply({ kind: 'setMaxAngularAcceleration', value: 3, scope: 'selected' })],
    ['a max speed', (demo) => demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 5, scope: 'all' })],
    ['a missile added', (demo) => demo.apply({ kind: 'addEntity', type: 'missile' })],
    ['Next Type', (demo) => demo.apply({ kind: 'nextType' })],
    ['a crate', (demo) => demo.apply({ kind: 'addObstacle', obstacle: 'crate', at: { x: 0, y: 5 } })],
    ['a disturbing torque', (demo) => demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true, angularAcceleration: 2 } })],
    ['the target circling', (demo) => demo.apply({ kind: 'setTargetMotion', changes: { type: 'circle' }, scope: 'all' })],
    ['proportional navigation', (demo) => demo.apply({ kind: 'setGuidance', changes: { guidance: 'proportional-navigation' }, scope: 'all' })],
  ];
  for (const [name, change] of whatIfs) {
    test(`a what-if made by ${name} opens the same, bit for bit`, () => {
      const sharer = new Demo();
      steps(sharer, 200);
      expect(sharer.history.show(120).ok).toBe(true);
      expect(change(sharer)).not.toEqual(expect.objectContaining({ ok: false }));
      steps(sharer, 40);
      expect(sharer.history.comparing).toBe(true);
      const written = writeComparison(sharer);
      if (!written.ok) throw new Error(written.reason);
      const opened = new Demo();
      expect(opened.apply({ kind: 'openScene', text: JSON.stringify(written.scene) })).toEqual({ ok: true });
      expect(screen(opened)).toBe(screen(sharer));
      stepOnAlike(sharer, opened, 10);
    });
  }
});

describe('a bad comparison in a link or a file', () => {
  const sharer = classicComparison();
  const written = writeComparison(sharer);
  if (!written.ok) throw new Error(written.reason);
  const good = JSON.parse(JSON.stringify(written.scene)) as { comparison: Record<string, any> };
  const start = (written.scene.state?.steps ?? 0) as number;

  /** The good comparison with one field changed by `edit`. */
  function spoiled(edit: (comparison: Record<string, any>) => void): string {
    const scene = structuredClone(good);
    edit(scene.comparison);
    return JSON.stringify(scene);
  }

  const cases: [string, (comparison: Record<string, any>) => void, RegExp][] = [
    ['branch', (c) => void (c.whatIfs[0].branch = start + MAX_COMPARISON_STEPS + 1), /^comparison\.whatIfs\[0\]\.branch: must be an integer from \d+ \(the scene’s step\) to \d+ \(before recorded\.end: it branches from the run before it\); got \d+$/],
    ['recorded.end', (c) => void (c.recorded.end = start), new RegExp(`^comparison\\.recorded\\.end: must be an integer from ${start + 1} \\(after the scene’s step\\) to ${start + MAX_COMPARISON_STEPS} \\(the ${MAX_COMPARISON_STEPS} steps the game’s history keeps from the scene’s step\\); got ${start}$`)],
    ['shown', (c) => void (c.shown = c.whatIfs[0].end + 1), /^comparison\.shown: must be an integer from \d+ \(the scene’s step\) to \d+ \(the last what-if run’s end\); got \d+$/],
    ['a step not a whole number', (c) => void (c.whatIfs[0].end = 1.5), /^comparison\.whatIfs\[0\]\.end: must be an integer ≥ 0 and ≤ 1099511627776/],
    ['no what-if run', (c) => void (c.whatIfs = []), /^comparison\.whatIfs: must have at least one what-if run$/],
    ['five runs', (c) => void (c.whatIfs = [c.whatIfs[0], c.whatIfs[0], c.whatIfs[0], c.whatIfs[0]]), /^comparison\.whatIfs: must have at most 3 what-if runs \(a comparison shows 4 runs\)$/],
    ['a title too long', (c) => void (c.title = 'x'.repeat(81)), /^comparison\.title: must have at most 80 characters$/],
    ['an unknown key', (c) => void (c.ghost = true), /^comparison\.ghost: unknown key$/],
    ['a log out of order', (c) => void (c.recorded.log = c.recorded.log.toReversed()), /^comparison\.recorded\.log\[1\]\[0\]: must be an integer from \d+ to \d+ \(in step order, before recorded\.end\); got \d+$/],
    ['settles out of order', (c) => void (c.whatIfs[0].settles = [c.whatIfs[0].end - 1, c.whatIfs[0].branch]), /^comparison\.whatIfs\[0\]\.settles\[1\]: must be an integer from \d+ to \d+ \(in order, from its branch to whatIfs\[0\]\.end\); got \d+$/],
    ['a what-if run that does not branch at its branch', (c) => void (c.whatIfs[0].log[0][0] = c.whatIfs[0].branch + 1), /^comparison\.whatIfs\[0\]\.log\[0\]: must be an intent at step \d+ \(its branch: the change it branched with\)$/],
    ['an intent of no kind the game has', (c) => void (c.whatIfs[0].log[0][1] = { kind: 'teleport' }), /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]\.kind: must be an intent: an object whose "kind" is one of toggleTurnRate, setMaxAngularAcceleration/],
    ['an intent with a key it has not', (c) => void (c.whatIfs[0].log[0][1] = { kind: 'toggleTurnRate', value: 3 }), /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]\.value: unknown key$/],
    ['a turn rate out of range', (c) => void (c.whatIfs[0].log[0][1] = { kind: 'setMaxAngularAcceleration', value: -1, scope: 'all' }), /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]: max turn rate \(rad\/s²\) must be a number ≥ 0\.1 and ≤ 10000/],
    ['an entity the scene has not', (c) => void (c.whatIfs[0].log[0][1] = { kind: 'setMaxAngularAcceleration', value: 3, scope: { entity: 'nope' } }), /^comparison\.whatIfs\[0\]\.log\[0\]\[1\]: there is no entity "nope" in this scene$/],
    ['a target the scene has not', (c) => void (c.recorded.log[0][1].target = 'nope'), /^comparison\.recorded\.log\[0\]\[1\]: there is no target "nope" in this scene$/],
    ['a point that is no point', (c) => void (c.recorded.log[0][1].point = { x: 'a', y: 0 }), /^comparison\.recorded\.log\[0\]\[1\]\.point\.x: must be a number ≥ -100000 and ≤ 100000$/],
    ['a start of an entity the scene has not', (c) => void (c.start.records[0].id = 'nope'), /^comparison\.start\.records: must list each entity of the scene once \("missile-1", "missile-2", "character-1"\)$/],
    ['a choreography on a target the scene has not', (c) => void (c.start.choreography.sharedTarget = 'nope'), /^comparison\.start\.choreography\.sharedTarget: must name a target of the scene \("target-missile-1"\)$/],
    ['a choreography off its route', (c) => void (c.start.choreography.routeIndex = 63), /^comparison\.start\.choreography\.routeIndex: must be an integer from 0 to \d+ \(a place on the route\); got 63$/],
    ['what new entities get out of range', (c) => void (c.start.defaults.entitySettings.maxSpeed = -1), /^comparison\.start\.defaults\.entitySettings\.maxSpeed: must be a number/],
    ['a remembered controller of another type', (c) => void (c.start.records[0].controllerMemory = { pd: { type: 'pid' } }), /^comparison\.start\.records\[0\]\.controllerMemory\.pd: must be settings of type "pd"; got "pid"$/],
    ['a comparison of the earlier format', (c) => void (c.recorded.changes = []), /^comparison\.recorded\.changes: this comparison was written by an earlier version/],
    ['a comparison of two runs only, as this version wrote them first', (c) => void ((c.whatIf = c.whatIfs[0]), delete c.whatIfs), /^comparison\.whatIf: this comparison was written by an earlier version/],
    ['no comparison at all', (c) => void Object.keys(c).forEach((key) => delete c[key]), /^comparison\.(start|shown|recorded|whatIfs)/],
  ];

  for (const [name, edit, message] of cases) {
    test(`refused, naming the field, and the scene on screen stays as it was: ${name}`, () => {
      const demo = new Demo();
      steps(demo, 20);
      const before = stateOf(demo);
      const opened = demo.apply({ kind: 'openScene', text: spoiled(edit) });
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(opened.message).toMatch(message);
      expect(stateOf(demo)).toBe(before);
    });
  }

  test('the good one opens: the cases above spoil one field each', () => {
    expect(new Demo().apply({ kind: 'openScene', text: JSON.stringify(good) })).toEqual({ ok: true });
  });
});
