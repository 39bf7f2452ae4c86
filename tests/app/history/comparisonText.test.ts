import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { LINK_CHARACTERS, mayCarryComparison, tooLargeForLink } from '../../../src/app/history/comparisonText';
import { MAX_SETTINGS_PARAM } from '../../../src/app/settings/settingsCodec';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { shareParamOf } from '../../../src/app/settings/shareLink';
import { fourRunsAfterAPushOut } from './fourRuns';

// What the page learns of a scene file's text without reading it: whether it may carry a comparison
// (its Workers then read it), and whether it is far too large for a link (the address then does not
// pack it to find out).

describe('a scene file’s text, looked at', () => {
  const sharer = fourRunsAfterAPushOut();
  const written = writeComparison(sharer);
  if (!written.ok) throw new Error(written.reason);
  const text = sceneFileText(written.scene);

  test('one that carries a comparison says so; one that does not, not', () => {
    expect(mayCarryComparison(text)).toBe(true);
    expect(mayCarryComparison(sceneFileText({ ...written.scene, comparison: undefined }))).toBe(false);
  });

  test('a scene that only names the word (its name) opens as a scene', () => {
    const named = JSON.stringify({
      name: 'comparison',
      duration: 5,
      entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'idle' } }],
    });
    expect(mayCarryComparison(named)).toBe(true);
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: named })).toEqual({ ok: true });
    expect(demo.plays.openedSceneName).toBe('comparison');
    expect(demo.view.records.map((record) => record.entity.id)).toEqual(['m']);
  });

  test('what it takes a link to hold is what a link may hold', () => {
    expect(LINK_CHARACTERS).toBe(MAX_SETTINGS_PARAM);
  });

  test('a comparison that fits in a link is never called too large; one of thousands of random paths is', () => {
    expect(shareParamOf(sharer, written.scene, null).ok).toBe(true);
    expect(tooLargeForLink(text)).toBe(false);
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const comparison = written.scene.comparison as { whatIfs: { branch: number; log: unknown[] }[] };
    const run = comparison.whatIfs.at(-1)!;
    const paths = structuredClone(written.scene) as typeof written.scene & { comparison: typeof comparison };
    paths.comparison.whatIfs.at(-1)!.log = Array.from({ length: 300 }, () => [
      run.branch,
      {
        kind: 'setPath',
        entity: 'missile-1',
        points: Array.from({ length: 100 }, () => ({ x: Math.round(random() * 18 - 9), y: Math.round(random() * 18 - 9) })),
      },
    ]);
    // Runs of thousands of toggles make a megabyte that packs into a link: not too large.
    const toggles = structuredClone(written.scene) as typeof written.scene & { comparison: typeof comparison };
    for (const whatIf of toggles.comparison.whatIfs)
      whatIf.log = Array.from({ length: 7799 }, () => [whatIf.branch, { kind: 'toggleTurnRate' }]);
    expect(JSON.stringify(toggles).length).toBeGreaterThan(500_000);
    expect(shareParamOf(sharer, toggles, null).ok).toBe(true);
    expect(tooLargeForLink(JSON.stringify(toggles))).toBe(false);
    const big = JSON.stringify(paths);
    expect(shareParamOf(sharer, paths, null).ok).toBe(false);
    expect(tooLargeForLink(big)).toBe(true);
  });
});
