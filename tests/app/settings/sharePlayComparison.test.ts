import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
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
    seen.respawns += demo.view.records.filter((r, k) => r.entity.type === 'missile' && before.entities[k]?.id === r.entity.id && r.entity.id === before.entities[k]?.id && r.entity !== before.entities[k] && r.entity.velocity.x === 0 && r.entity.velocity.y === 0).length;
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

/** A comparison in the Hunt: 12 s of it, back 5 s, a slower turn rate, played again for 5 s; hits, respawns and jumps in both runs. */
function huntComparison(): Demo {
  const demo = new Demo();
  steps(demo, 30);
  expect(demo.plays.play('hunt').ok).toBe(true);
  steps(demo, 420);
  const recorded = playCounting(demo, 300);
  expect(demo.history.show(demo.history.presentStep - 300).ok).toBe(true);
  demo.tuning.toggleTurnRate();
  const whatIf = playCounting(demo, 300);
  for (const run of [recorded, whatIf]) {
    expect(run.hits, 'hits in each run').toBeGreaterThan(1);
    expect(run.respawns, 'a missile started again in each run').toBeGreaterThan(0);
    expect(run.jumps, 'a character’s target jumped in each run').toBeGreaterThan(0);
  }
  expect(demo.history.comparing).toBe(true);
  return demo;
}

describe('Share while comparing in the Hunt', () => {
  const sharer = huntComparison();
  const { text, param } = share(sharer);

  test('the link opens the same comparison in the Hunt, bit for bit, and both step on alike', () => {
    expect(param, 'it fits in a link').not.toBeNull();
    const opened = openLink(param!);
    expect(opened.plays.kind).toBe('hunt');
    expect(opened.history.ghost).not.toBeNull();
    expect(screen(opened)).toBe(screen(sharer));
    expect(stateOf(opened)).toBe(stateOf(sharer));
    stepOnAlike(sharer, opened, 30, stateOf);
  });

  test('the scene file opens it the same way over the scene on screen; played on, hits and jumps come alike, and leaving the Hunt gives the scene before it, as the sharer’s does', () => {
    const mine = new Demo();
    steps(mine, 10);
    expect(mine.sceneFiles.open(text)).toEqual({ ok: true });
    const original = huntComparison();
    expect(stateOf(mine)).toBe(stateOf(original));
    const before = { hits: original.view.hits.total, random: original.plays.randomState };
    stepOnAlike(original, mine, 300, stateOf);
    expect(original.view.hits.total).toBeGreaterThan(before.hits);
    expect(original.plays.randomState).not.toBe(before.random);
    original.plays.leave('hunt');
    mine.plays.leave('hunt');
    expect(mine.plays.kind).toBe('playground');
    expect(stateOf(mine)).toBe(stateOf(original));
    expect(screen(mine)).toBe(screen(original));
    stepOnAlike(original, mine, 30, stateOf);
  });
});
