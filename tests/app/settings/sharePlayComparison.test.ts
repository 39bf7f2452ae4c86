import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { shareNote } from '../../../src/app/settings/shareNote';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { shareParamFor } from '../../../src/app/settings/shareLink';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { stateOf } from '../history/historyState';
import { openLink, screen, stepOnAlike, steps } from './comparisonScreen';

// Share while comparing in the Hunt (over a playground) and in Intercept: the link or the scene
// file opens the same comparison in the same play, bit for bit.

/** What happened in `n` steps: hits, missiles started again (a respawn), characters’ targets jumped (the game’s random numbers drawn). */
function playCounting(demo: Demo, n: number): { hits: number; respawns: number; jumps: number } {
  const seen = { hits: 0, respawns: 0, jumps: 0 };
  for (let i = 0; i < n; i++) {
    const before = { hits: demo.view.hits.total, entities: demo.view.records.map((r) => r.entity), random: demo.plays.randomState };
    demo.clock.singleStep();
    seen.hits += demo.view.hits.total - before.hits;
    seen.respawns += demo.view.records.filter(
      (r, k) =>
        r.entity.type === 'missile' &&
        before.entities[k]?.id === r.entity.id &&
        r.entity.id === before.entities[k]?.id &&
        r.entity !== before.entities[k] &&
        r.entity.velocity.x === 0 &&
        r.entity.velocity.y === 0,
    ).length;
    if (demo.plays.randomState !== before.random) seen.jumps++;
  }
  return seen;
}

/** Shares `sharer`’s comparison: its scene, and its link’s `?z=` when it fits in one. */
function share(sharer: Demo): { text: string; param: string | null } {
  const written = writeComparison(sharer);
  if (!written.ok) throw new Error(written.reason);
  const shared = shareParamFor({ settings: toSettingsJson(readDemoSettings(sharer)), scene: written.scene, view: { paused: true } });
  return { text: sceneFileText(written.scene), param: shared.ok ? shared.param : null };
}

/** A comparison in the Hunt: 20 s of it, back 5 s, a slower turn rate, played again for 5 s; hits, respawns and jumps in both runs. */
function huntComparison(): Demo {
  const demo = new Demo();
  steps(demo, 30);
  expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
  // Long enough for a character’s target to jump before the comparison starts: the random numbers have moved on there.
  const before = playCounting(demo, 900);
  expect(before.jumps, 'a jump before the start').toBeGreaterThan(0);
  const recorded = playCounting(demo, 300);
  expect(demo.history.show(demo.history.presentStep - 300).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  const whatIf = playCounting(demo, 300);
  for (const run of [recorded, whatIf]) {
    expect(run.hits, 'hits in each run').toBeGreaterThan(1);
    expect(run.respawns, 'a missile started again in each run').toBeGreaterThan(0);
    expect(run.jumps, 'a character’s target jumped in each run').toBeGreaterThan(0);
  }
  expect(demo.history.comparing).toBe(true);
  return demo;
}

/**
 * The link of `sharer`'s comparison (`param`) opens it in its play (`kind`, named `name` in the Share note), bit for bit, and both step on
 * alike.
 */
function expectLinkOpensIt(sharer: Demo, param: string | null, kind: 'hunt' | 'intercept', name: string): void {
  expect(param, 'it fits in a link').not.toBeNull();
  const opened = openLink(param!);
  expect(opened.plays.kind).toBe(kind);
  expect(opened.history.ghost).not.toBeNull();
  expect(shareNote(sharer, (query) => query, writeComparison(sharer))).toMatch(
    new RegExp(
      `^This link opens the comparison in ${name} as it is now, all 2 runs from where they part, at the moment shown: the ` +
        `recorded run and what if 1 \\(at \\d+\\.\\d\\d s: .+\\)\\.$`,
    ),
  );
  expect(screen(opened)).toBe(screen(sharer));
  expect(stateOf(opened)).toBe(stateOf(sharer));
  stepOnAlike(sharer, opened, 30, stateOf);
}

describe('Share while comparing in the Hunt', () => {
  const sharer = huntComparison();
  const { text, param } = share(sharer);

  test('the link opens the same comparison in the Hunt, bit for bit, and both step on alike', () => {
    expectLinkOpensIt(sharer, param, 'hunt', 'the Hunt');
  });

  test(
    'the scene file opens it the same way over the scene on screen; played on, hits come alike, and leaving the Hunt gives the ' +
      'scene before it, as the sharer’s does',
    () => {
      const mine = new Demo();
      steps(mine, 10);
      expect(mine.apply({ kind: 'openScene', text })).toEqual({ ok: true });
      const original = huntComparison();
      expect(stateOf(mine)).toBe(stateOf(original));
      const before = { hits: original.view.hits.total };
      stepOnAlike(original, mine, 300, stateOf);
      expect(original.view.hits.total).toBeGreaterThan(before.hits);
      // Both comparing: the door asks first, the same again leaves.
      for (const demo of [original, mine]) {
        expect(demo.apply({ kind: 'leave', play: 'hunt' })).toMatchObject({ ok: false, field: 'comparison' });
        expect(demo.apply({ kind: 'leave', play: 'hunt' }).ok).toBe(true);
      }
      expect(mine.plays.kind).toBe('playground');
      expect(stateOf(mine)).toBe(stateOf(original));
      expect(screen(mine)).toBe(screen(original));
      stepOnAlike(original, mine, 30, stateOf);
    },
  );
});

/** Missiles of Intercept that started again on the start line (at rest, nose up, y = -18 m) in `n` steps, and the hits. */
function interceptCounting(demo: Demo, n: number): { hits: number; respawns: number } {
  const seen = { hits: 0, respawns: 0 };
  for (let i = 0; i < n; i++) {
    const before = { hits: demo.view.hits.total, entities: demo.view.records.map((r) => r.entity) };
    demo.clock.singleStep();
    seen.hits += demo.view.hits.total - before.hits;
    seen.respawns += demo.view.records.filter(
      (r, k) => r.entity !== before.entities[k] && r.entity.position.y === -18 && r.entity.angle === Math.PI / 2,
    ).length;
  }
  return seen;
}

/**
 * A comparison in Intercept: 10 s of it, back 4 s, a slower turn rate, played again for 4 s; hits and respawns on the start line in both
 * runs.
 */
function interceptComparison(): Demo {
  const demo = new Demo();
  steps(demo, 20);
  expect(demo.apply({ kind: 'play', play: 'intercept' }).ok).toBe(true);
  steps(demo, 360);
  const recorded = interceptCounting(demo, 240);
  expect(demo.history.show(demo.history.presentStep - 240).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  const whatIf = interceptCounting(demo, 240);
  for (const run of [recorded, whatIf]) {
    expect(run.hits, 'hits in each run').toBeGreaterThan(0);
    expect(run.respawns, 'a missile started again on the start line in each run').toBeGreaterThan(0);
  }
  expect(demo.history.comparing).toBe(true);
  return demo;
}

describe('Share while comparing in Intercept', () => {
  const sharer = interceptComparison();
  const { text, param } = share(sharer);

  test('the link opens the same comparison in Intercept, bit for bit, and both step on alike', () => {
    expectLinkOpensIt(sharer, param, 'intercept', 'Intercept');
  });

  test('the scene file opens it the same way; played on, hits come alike; leaving Intercept gives the default opening', () => {
    const mine = new Demo();
    steps(mine, 10);
    expect(mine.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    const original = interceptComparison();
    expect(stateOf(mine)).toBe(stateOf(original));
    const hits = original.view.hits.total;
    stepOnAlike(original, mine, 300, stateOf);
    expect(original.view.hits.total).toBeGreaterThan(hits);
    expect(mine.apply({ kind: 'leave', play: 'intercept' })).toMatchObject({ ok: false, field: 'comparison' });
    expect(mine.apply({ kind: 'leave', play: 'intercept' }).ok).toBe(true);
    expect(mine.plays.kind).toBe('playground');
    expect(mine.plays.openedSceneName).toBeNull();
    expect(stateOf(mine)).toBe(stateOf(new Demo()));
  });
});

test('over a race the Hunt keeps no timeline, so Share has no comparison to write down and says why', () => {
  const demo = new Demo();
  expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
  steps(demo, 30);
  expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
  steps(demo, 120);
  expect(demo.history.show(60).ok).toBe(false);
  expect(demo.history.comparing).toBe(false);
  expect(writeComparison(demo)).toEqual({ ok: false, reason: 'there is no comparison on screen' });
});

describe('a comparison’s bad play in a link or a file', () => {
  const hunt = JSON.parse(share(huntComparison()).text) as { comparison: { start: Record<string, any> } };
  const intercept = JSON.parse(share(interceptComparison()).text) as { comparison: { start: Record<string, any> } };

  const cases: [string, typeof hunt, (start: Record<string, any>) => void, RegExp][] = [
    [
      'a kind of play not shared',
      hunt,
      (p) => void (p.play = 'race'),
      /^comparison\.start\.play: must be one of "playground", "hunt", "intercept"$/,
    ],
    [
      'random numbers out of range',
      hunt,
      (p) => void (p.random = -1),
      /^comparison\.start\.random: must be an integer ≥ 0 and ≤ 4294967295$/,
    ],
    [
      'the Hunt without its memory',
      hunt,
      (p) => void (p.hunt = null),
      /^comparison\.start\.hunt: is required in the Hunt \(its memory of the scene before it\)$/,
    ],
    [
      'Intercept with a Hunt’s memory',
      intercept,
      (p) => void (p.hunt = hunt.comparison.start.hunt),
      /^comparison\.start\.hunt: must be null outside the Hunt$/,
    ],
    [
      'a mode before the Hunt unknown',
      hunt,
      (p) => void (p.hunt.modeBefore = 'race'),
      /^comparison\.start\.hunt\.modeBefore: must be one of "track", "seek", "path"$/,
    ],
    [
      'a motion before the Hunt unknown',
      hunt,
      (p) => void (p.hunt.motionsBefore[0][1].type = 'spiral'),
      /^comparison\.start\.hunt\.motionsBefore\[0\]\[1\]\.type: must be one of "static", "linear", "circle", "zigzag"$/,
    ],
    [
      'explosions missing',
      intercept,
      (p) => void p.hits.explosions.pop(),
      /^comparison\.start\.hits\.explosions: must have 16 explosions \(the slots drawn\)$/,
    ],
    [
      'a spawn point that is none',
      hunt,
      (p) => void (p.records[0].spawnIndex = 8),
      /^comparison\.start\.records\[0\]\.spawnIndex: must be an integer ≥ -1 and ≤ 7$/,
    ],
    [
      'an entity the scene has not',
      intercept,
      (p) => void p.records.push({ ...p.records[0], id: 'nope' }),
      /^comparison\.start\.records: must list each entity of the scene once \("prop-nav", "lead", "pursuit"\)$/,
    ],
    [
      'a target the scene has not',
      intercept,
      (p) => void (p.targets[0].id = 'nope'),
      /^comparison\.start\.targets\[0\]\.id: must name a target of the scene \("target-crossing"\)$/,
    ],
    // The HUD shows the hit log: nothing in it the scene cannot have done.
    [
      'hits by an entity the scene has not',
      intercept,
      (p) => void (p.hits.byEntity.ghost = 3),
      /^comparison\.start\.hits\.byEntity\.ghost: must name an entity of the scene \("prop-nav", "lead", "pursuit"\)$/,
    ],
    [
      'fewer hits in all than by entity',
      intercept,
      (p) => void (p.hits.byEntity.lead = p.hits.total + 1),
      /^comparison\.start\.hits\.total: must be at least the hits counted by entity \(\d+\); got \d+$/,
    ],
    [
      'a time to hit longer than the scene has run',
      intercept,
      (p) => void (p.hits.lastTimeToHit = 1e308),
      /^comparison\.start\.hits\.lastTimeToHit: must be at most the scene's time \([\d.]+ s, its steps × dt\) or null; got 1e\+308$/,
    ],
    [
      'an explosion after the scene’s time',
      intercept,
      (p) => void (p.hits.explosions[3].time = 1e6),
      /^comparison\.start\.hits\.explosions\[3\]\.time: must be at most the scene's time \([\d.]+ s, its steps × dt\); got 1000000$/,
    ],
    ['an unknown key', intercept, (p) => void (p.ghost = true), /^comparison\.start\.ghost: unknown key$/],
  ];

  for (const [name, good, edit, message] of cases) {
    test(`refused, naming the field, and the scene on screen stays as it was: ${name}`, () => {
      const scene = structuredClone(good);
      edit(scene.comparison.start);
      const demo = new Demo();
      steps(demo, 20);
      const before = stateOf(demo);
      const opened = demo.apply({ kind: 'openScene', text: JSON.stringify(scene) });
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(opened.message).toMatch(message);
      expect(stateOf(demo)).toBe(before);
    });
  }

  test('the good ones open: the cases above spoil one field each', () => {
    expect(new Demo().apply({ kind: 'openScene', text: JSON.stringify(hunt) })).toEqual({ ok: true });
    expect(new Demo().apply({ kind: 'openScene', text: JSON.stringify(intercept) })).toEqual({ ok: true });
  });
});
