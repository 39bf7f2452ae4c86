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
import { classicComparison, drag, spoiledComparisons } from './comparisonCases';
import { openLink, screen, stepOnAlike, steps } from './comparisonScreen';

// Issue 49: Share while comparing gives a link (or, past a link's 8,000 characters, a scene file)
// that opens the same comparison: the recorded run as the ghost, the what-if run, the moment shown.

describe('Share while comparing', () => {
  test(
    'a comparison shared by link opens the same comparison: the ghost, the what-if run and the card, bit for bit, and both ' +
      'step on alike',
    () => {
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
    },
  );

  test(
    'a comparison too large for a link goes to a scene file that opens it the same way, shown behind its present, and npm run sim ' +
      'runs its scene',
    () => {
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
    },
  );

  test('with crates and a wall in the chase, pushed about, a comparison branched after earlier ones opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 30);
    const target = sharer.view.targets[0]!;
    for (const [i, kind] of (['crate', 'crate', 'wall', 'crate'] as const).entries()) {
      expect(
        sharer.apply({
          kind: 'addObstacle',
          obstacle: kind,
          at: { x: target.position.x - 6 - 3 * i, y: target.position.y + (i % 2 ? 2 : -2) },
        }).ok,
      ).toBe(true);
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
    [
      'Path, a path drawn',
      (demo) => {
        demo.apply({ kind: 'setMode', mode: 'path' });
        return demo.apply({
          kind: 'setPath',
          entity: demo.view.records[0]!.entity.id,
          points: [
            { x: 0, y: 0 },
            { x: 10, y: 5 },
            { x: -10, y: 8 },
          ],
        });
      },
    ],
    ['another controller', (demo) => demo.apply({ kind: 'setControllerType', type: 'time-optimal', scope: 'all' })],
    ['a gain', (demo) => demo.apply({ kind: 'setControllerSettings', changes: { kp: 20 }, scope: 'all' })],
    ['the selected entity’s turn rate', (demo) => demo.apply({ kind: 'setMaxAngularAcceleration', value: 3, scope: 'selected' })],
    ['a max speed', (demo) => demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 5, scope: 'all' })],
    ['a missile added', (demo) => demo.apply({ kind: 'addEntity', type: 'missile' })],
    ['Next Type', (demo) => demo.apply({ kind: 'nextType' })],
    ['a crate', (demo) => demo.apply({ kind: 'addObstacle', obstacle: 'crate', at: { x: 0, y: 5 } })],
    ['a disturbing torque', (demo) => demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true, angularAcceleration: 2 } })],
    ['the target circling', (demo) => demo.apply({ kind: 'setTargetMotion', changes: { type: 'circle' }, scope: 'all' })],
    [
      'proportional navigation',
      (demo) => demo.apply({ kind: 'setGuidance', changes: { guidance: 'proportional-navigation' }, scope: 'all' }),
    ],
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

  const cases = spoiledComparisons(start);

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
