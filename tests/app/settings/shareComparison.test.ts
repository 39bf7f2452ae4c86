import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { MAX_SETTINGS_PARAM } from '../../../src/app/settings/settingsCodec';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { shareParamFor } from '../../../src/app/settings/shareLink';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { stateOf } from '../history/historyState';
import { openLink, screen, stepOnAlike, steps } from './comparisonScreen';

// Issue 49: Share while comparing gives a link (or, past a link's 8,000 characters, a scene file)
// that opens the same comparison: the recorded run as the ghost, the what-if run, the moment shown.

/** Drags the first target for `n` steps, `dx` m a step and wavering, then lets it go (thrown). */
function drag(demo: Demo, n: number, dx: number): void {
  const target = demo.view.targets[0]!;
  for (let i = 0; i < n; i++) {
    demo.editor.targets.drag(target.id, { x: target.position.x + dx, y: target.position.y + 0.3 * Math.sin(i * 0.7) });
    demo.clock.singleStep();
  }
  demo.editor.targets.release(target.id);
}

/** The classic comparison (docs/playing.md) with a drag in the recorded run: 4 s in, back 1.5 s, T, played again for half a second. */
function classicComparison(): Demo {
  const demo = new Demo();
  steps(demo, 150);
  drag(demo, 12, 0.5);
  steps(demo, 78);
  expect(demo.history.show(150).ok).toBe(true);
  demo.tuning.toggleTurnRate();
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
    expect(sharer.tuning.setMaxAngularAcceleration(2, 'all').ok).toBe(true);
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
    expect(opened.sceneFiles.open(text)).toEqual({ ok: true });
    expect(opened.history.behind).toBe(true);
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 40);
  });

  test('with crates and a wall in the chase, pushed about, a comparison branched after earlier ones opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 30);
    const target = sharer.view.targets[0]!;
    for (const [i, kind] of (['crate', 'crate', 'wall', 'crate'] as const).entries()) {
      expect(sharer.editor.obstacles.add(kind, { x: target.position.x - 6 - 3 * i, y: target.position.y + (i % 2 ? 2 : -2) }).ok).toBe(true);
      steps(sharer, 40);
    }
    drag(sharer, 90, -0.25);
    steps(sharer, 300);
    // Two what-ifs, the second from before the first: its recorded run holds the first one's branch.
    for (const back of [100, 300]) {
      expect(sharer.history.show(sharer.history.presentStep - back).ok).toBe(true);
      sharer.tuning.toggleTurnRate();
      steps(sharer, 40);
    }
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const opened = new Demo();
    expect(opened.sceneFiles.open(sceneFileText(written.scene))).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 30);
  });

  test('a comparison over the opening’s target hopping on by itself opens the same, the hops where they were', () => {
    const sharer = new Demo();
    // The opening's target first hops at step 494, once its chasers have arrived.
    steps(sharer, 560);
    expect(sharer.history.show(440).ok).toBe(true);
    sharer.tuning.toggleTurnRate();
    steps(sharer, 90);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    expect(written.scene.comparison).toMatchObject({ choreography: { on: true }, recorded: { inputs: [] } });
    const opened = new Demo({ layout: 'portrait' });
    expect(opened.sceneFiles.open(JSON.stringify(written.scene))).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 40);
  });

  test('a comparison branched at the oldest moment the timeline keeps opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 90);
    expect(sharer.history.show(sharer.history.oldestStep).ok).toBe(true);
    sharer.tuning.toggleTurnRate();
    steps(sharer, 30);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const opened = new Demo();
    expect(opened.sceneFiles.open(JSON.stringify(written.scene))).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    stepOnAlike(sharer, opened, 30);
  });

  // What a player changes at the branch: each what-if opens the same (the scene each change made,
  // what the game keeps beside it: drawn paths, guidance, the entities' order, a target's owner).
  const whatIfs: [string, (demo: Demo) => unknown][] = [
    ['Track', (demo) => demo.editor.entities.setMode('track')],
    ['Path, a path drawn', (demo) => {
      demo.editor.entities.setMode('path');
      return demo.editor.paths.set(demo.view.records[0]!.entity.id, [{ x: 0, y: 0 }, { x: 10, y: 5 }, { x: -10, y: 8 }]);
    }],
    ['another controller', (demo) => demo.tuning.setControllerType('time-optimal', 'all')],
    ['a gain', (demo) => demo.tuning.setControllerSettings({ kp: 20 }, 'all')],
    ['the selected entity’s turn rate', (demo) => demo.tuning.setMaxAngularAcceleration(3, 'selected')],
    ['a max speed', (demo) => demo.tuning.setMaxSpeed(5, 'all')],
    ['a missile added', (demo) => demo.editor.entities.add('missile')],
    ['Next Type', (demo) => demo.editor.entities.nextType()],
    ['a crate', (demo) => demo.editor.obstacles.add('crate', { x: 0, y: 5 })],
    ['a disturbing torque', (demo) => demo.tuning.setDisturbance({ torqueOn: true, angularAcceleration: 2 })],
    ['the target circling', (demo) => demo.tuning.setTargetMotion({ type: 'circle' }, 'all')],
    ['proportional navigation', (demo) => demo.tuning.setGuidance({ guidance: 'proportional-navigation' }, 'all')],
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
      expect(opened.sceneFiles.open(JSON.stringify(written.scene))).toEqual({ ok: true });
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
    ['branch', (c) => void (c.branch = start - 1), new RegExp(`^comparison\\.branch: must be an integer from ${start} \\(the scene’s step\\) to ${start + 7200}; got ${start - 1}$`)],
    ['recorded.end', (c) => void (c.recorded.end = c.branch), /^comparison\.recorded\.end: must be an integer from \d+ \(after branch\) to \d+; got \d+$/],
    ['shown', (c) => void (c.shown = c.whatIf.end + 1), /^comparison\.shown: must be an integer from \d+ \(the scene’s step\) to \d+ \(whatIf\.end\); got \d+$/],
    ['a step not a whole number', (c) => void (c.whatIf.end = 1.5), /^comparison\.whatIf\.end: must be an integer ≥ 0 and ≤ 1099511627776/],
    ['an unknown key', (c) => void (c.ghost = true), /^comparison\.ghost: unknown key$/],
    ['inputs out of order', (c) => void (c.recorded.inputs = c.recorded.inputs.toReversed()), /^comparison\.recorded\.inputs\[1\]\.step: must be an integer from \d+ to \d+ \(in order, before recorded\.end\); got \d+$/],
    ['a choreography on a target the scene has not', (c) => void (c.choreography = { on: true, sharedTarget: 'nope', opening: [], route: [[0, 0]], routeIndex: 0, lastHop: 0, allArrivedSince: null }), /^comparison\.choreography\.sharedTarget: must name a target of the scene \("target-missile-1"\); got "nope"$/],
    ['a choreography off its route', (c) => void (c.choreography = { on: true, sharedTarget: 'target-missile-1', opening: [], route: [[0, 0]], routeIndex: 3, lastHop: 0, allArrivedSince: null }), /^comparison\.choreography\.routeIndex: must be an integer from 0 to 0 \(a place on the route\); got 3$/],
    ['a drawn path of an entity the scene has not', (c) => void (c.entities = { nope: { path: [[0, 0]] } }), /^comparison\.entities\.nope: must be an entity of the scene \("missile-1", "missile-2", "character-1"\)$/],
    ['a guidance without its constant', (c) => void (c.entities = { 'missile-1': { guidance: 'lead' } }), /^comparison\.entities\["missile-1"\]: must have "guidance" and "navigationConstant" together, or neither$/],
    ['an order missing an entity', (c) => void (c.order = ['missile-1']), /^comparison\.order: must list each entity of the scene once \("missile-1", "missile-2", "character-1"\)$/],
    ['an owner of a target the scene has not', (c) => void (c.owners = { nope: null }), /^comparison\.owners\.nope: must be a target of the scene \("target-missile-1"\)$/],
    ['checkpoints out of order', (c) => void (c.whatIf.checkpoints = [c.whatIf.end - 1, c.branch]), /^comparison\.whatIf\.checkpoints\[1\]: must be an integer from \d+ to \d+ \(in order, before whatIf\.end\); got \d+$/],
    ['a target the scene has not', (c) => void (c.recorded.inputs[0].targets[0].id = 'nope'), /^comparison\.recorded\.inputs\[0\]\.targets\[0\]\.id: must name a target of the scene at step \d+ \("target-missile-1"\); got "nope"$/],
    ['a velocity past the limit', (c) => void (c.recorded.inputs[0].targets[0].velocity = [1e9, 0]), /^comparison\.recorded\.inputs\[0\]\.targets\[0\]\.velocity\[0\]: must be \[x, y\]: two numbers ≥ -1000 and ≤ 1000$/],
    ['a held point that is no point', (c) => void (c.recorded.inputs[0].targets[0].held = ['a', 0]), /^comparison\.recorded\.inputs\[0\]\.targets\[0\]\.held\[0\]: must be \[x, y\]: two numbers ≥ -100000 and ≤ 100000$/],
    ['a motion too fast', (c) => void Object.assign(c.recorded.inputs[0].targets[0], { motion: { type: 'circle', center: [0, 0], angularSpeed: 100 }, motionStart: [50, 0], motionTime: 0 }), /^comparison\.recorded\.inputs\[0\]\.targets\[0\]\.motion: must move at most 1000 m\/s \(the speed limit of every body\); this one reaches 5000 m\/s$/],
    ['a changed scene with a bad turn rate', (c) => void (c.whatIf.changes[0].scene.entities[0].maxAngularAcceleration = -1), /^comparison\.whatIf\.changes\[0\]\.scene\.entities\[0\]\.maxAngularAcceleration: must be a number ≥ 0\.1 and ≤ 10000/],
    ['a changed scene of another step', (c) => void (c.whatIf.changes[0].scene.state.steps += 1), /^comparison\.whatIf\.changes\[0\]\.scene\.state\.steps: must be \d+, the change’s step; got \d+$/],
    ['no comparison at all', (c) => void Object.keys(c).forEach((key) => delete c[key]), /^comparison\.choreography: is required/],
  ];

  for (const [name, edit, message] of cases) {
    test(`refused, naming the field, and the scene on screen stays as it was: ${name}`, () => {
      const demo = new Demo();
      steps(demo, 20);
      const before = stateOf(demo);
      const opened = demo.sceneFiles.open(spoiled(edit));
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(opened.message).toMatch(message);
      expect(stateOf(demo)).toBe(before);
    });
  }

  test('the good one opens: the cases above spoil one field each', () => {
    expect(new Demo().sceneFiles.open(JSON.stringify(good))).toEqual({ ok: true });
  });
});
