import fc from 'fast-check';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { readSceneText } from '../../../src/app/sceneFile/openScene';
import { encodeBase64Url, encodeBytesBase64Url } from '../../../src/app/settings/base64url';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { MAX_SETTINGS_PARAM, readSettingsParam, readSettingsText, readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { readShareLink } from '../../../src/app/settings/shareLink';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';
import { parseScenario, validateScenario } from '../../../src/sim/scenario/parseScenario';

// Issue 28, finding 3: settings nested about 10,000 levels deep in a 164-character link reached
// structuredClone ("Maximum call stack size exceeded"): no canvas, no game; in Node,
// chooseStartupSettings threw on a 71-character link, despite its "never throws". Every reader of
// outside JSON now bounds its depth and size before anything recursive touches it, and each
// start-up path that says it never throws is fed hostile input here.

const HEADER = '{"format":"pid-steering-settings","version":1';

/** `levels` of arrays (or objects) around 0. */
function deep(levels: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? `${'['.repeat(levels)}0${']'.repeat(levels)}` : `${'{"k":'.repeat(levels)}0${'}'.repeat(levels)}`;
}

/** A `?z=` value holding this JSON text, as the game packs a share link. */
function shareParam(json: string): string {
  return encodeBytesBase64Url(deflateSync(new TextEncoder().encode(json), { level: 9 }));
}

/** Hostile JSON texts: deep in a refused key, deep in a known key, deep as the whole value, and one level past the limit. */
const HOSTILE: readonly [string, string][] = [
  ['10,000 arrays in an unknown key', `${HEADER},"x":${deep(10_000)}}`],
  ['10,000 objects in a known key', `${HEADER},"guidance":${deep(10_000, 'object')}}`],
  ['10,000 arrays as the whole value', deep(10_000)],
  ['33 levels in the controllers', `${HEADER},"controllers":{"missile":${deep(31)}}}`],
];

describe('a hostile settings text, link or scene never stops the start-up', () => {
  it('is 71 characters of link in the report, and refused with a notice naming the depth', () => {
    // The report's link: a refused key nested so deep that dropping it cloned the whole value.
    const link = `?z=${shareParam(`{"settings":${HEADER},"x":${deep(10_000)}}}`)}`;
    expect(link.length).toBeLessThan(200);
    const result = chooseStartupSettings({ search: link, stored: null });
    expect(result.settings).toEqual(defaultSettings());
    expect(result.notices).toEqual([
      'URL parameter "z" was refused (unpacks to JSON that nests arrays and objects more than 32 levels deep (a valid one nests ' +
        'at most 12)), so the defaults are in use.',
    ]);
  });

  it.each(HOSTILE)('refuses %s in every place start-up reads settings: storage, ?s=, ?z=', (_what, json) => {
    for (const sources of [
      { search: '', stored: json },
      { search: `?s=${encodeBase64Url(json)}`, stored: null },
      { search: `?z=${shareParam(`{"settings":${json}}`)}`, stored: null },
      { search: `?z=${shareParam(`{"scene":${json}}`)}`, stored: null },
    ]) {
      let result: ReturnType<typeof chooseStartupSettings> | undefined;
      expect(() => (result = chooseStartupSettings(sources))).not.toThrow();
      expect(result?.settings).toEqual(defaultSettings());
      expect(result?.sceneText).toBeNull();
      if (sources.search.startsWith('?s=') && encodeBase64Url(json).length > MAX_SETTINGS_PARAM) continue; // refused for its length first
      expect(result?.notices.join(' ')).toMatch(/levels deep/);
    }
  });

  it.each(HOSTILE)('refuses %s as a scene file (game and CLI) and as a settings value, naming the depth', (_what, json) => {
    expect(readSceneText(json)).toEqual({
      ok: false,
      error: expect.stringMatching(/^scenario: nests arrays and objects more than 32 levels deep/),
    });
    expect(parseScenario(json)).toEqual({ ok: false, errors: [expect.stringMatching(/^scenario: nests/)] });
    expect(readSettingsText(json, 'keepValid')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^settings: (nests|must be at most)/)],
    });
    expect(readSettingsParam(encodeBase64Url(json)).ok).toBe(false);
    expect(readShareLink(shareParam(json))).toEqual({ ok: false, problem: expect.stringMatching(/levels deep/) });
    const value: unknown = JSON.parse(json);
    expect(readSettingsValue(value, 'keepValid')).toEqual({ ok: false, problems: [expect.stringMatching(/^settings: nests/)] });
    expect(validateScenario(value)).toEqual({ ok: false, errors: [expect.stringMatching(/^scenario: nests/)] });
  });

  it('refuses a settings value that contains itself', () => {
    const value: Record<string, unknown> = { format: 'pid-steering-settings', version: 1 };
    value.guidance = value;
    expect(readSettingsValue(value, 'keepValid')).toEqual({ ok: false, problems: [expect.stringMatching(/levels deep/)] });
  });

  it('never throws for any query string and any stored text, deep ones included', () => {
    const deepText = fc.integer({ min: 0, max: 20_000 }).map((levels) => `${HEADER},"x":${deep(levels)}}`);
    const text = fc.oneof(fc.string(), fc.json(), deepText);
    const param = fc.oneof(
      text.map((t) => `s=${encodeBase64Url(t)}`),
      text.map((t) => `z=${shareParam(`{"settings":${t}}`)}`),
      text.map((t) => `z=${shareParam(t)}`),
      fc.string().map((t) => `preset=${encodeURIComponent(t)}`),
      fc.string().map((t) => `z=${encodeURIComponent(t)}`),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 3 }), fc.option(text), (params, stored) => {
        const result = chooseStartupSettings({ search: `?${params.join('&')}`, stored });
        return result.settings !== undefined && Array.isArray(result.notices);
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});

// Issue 40, finding 1: a 684-character link of 13 missiles, each with a followPath of 10,000 zeros,
// made zod collect 130,000 problems, whose spread overflowed the browser's stack in `safeParse`:
// uncaught at start-up, no game. The lists are checked no further than their first few refused
// items now (src/sim/validation/boundedLists.ts), and opening a scene never throws.
describe('a short link to a scene of huge invalid lists starts the opening, naming the field', () => {
  const path = (waypoint: unknown) => Array.from({ length: 10_000 }, () => waypoint);
  const missiles = (count: number, waypoint: unknown) =>
    Array.from({ length: count }, (_, i) => ({
      id: `m${i}`,
      type: 'missile',
      position: [0, i * 3],
      command: { type: 'followPath', path: path(waypoint) },
    }));

  it.each([
    ['13 paths of 10,000 zeros (the report)', missiles(13, 0), /^entities\[0\]\.command\.path\[0\]: must be \[x, y\]/],
    ['20 paths of 10,000 nulls', missiles(20, null), /^entities\[0\]\.command\.path\[0\]: must be \[x, y\]/],
    ['5 paths of 10,000 points out of range', missiles(5, [1e9, 1e9]), /^entities\[0\]\.command\.path\[0\]\[0\]: must be \[x, y\]/],
  ])('%s', (_what, entities, field) => {
    const link = `?z=${shareParam(JSON.stringify({ scene: { duration: 1, entities } }))}`;
    expect(link.length).toBeLessThan(MAX_SETTINGS_PARAM);
    const startup = chooseStartupSettings({ search: link, stored: null });
    const demo = new Demo();
    const before = demo.view.records.map((record) => record.entity.id);
    const opened = demo.apply({ kind: 'openScene', text: startup.sceneText as string });
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.message).toMatch(field);
    expect(opened.message).toMatch(/\(and more problems\)/);
    // The opening is still there, and steps on.
    expect(demo.view.records.map((record) => record.entity.id)).toEqual(before);
    demo.clock.advance(1 / 60);
    expect(demo.clock.time).toBeGreaterThan(0);
  });

  it(
    'refuses the settings of a link by their count before reading them (100,000 race controllers, 100,000 numbers under an ' +
      'unknown key)',
    () => {
      const header = '"format":"pid-steering-settings","version":2';
      const racers = `{"settings":{${header},"raceControllers":${JSON.stringify(Array.from({ length: 100_000 }, () => 'pid'))}}}`;
      const unknown = `{"settings":{${header},"x":${JSON.stringify(Array.from({ length: 100_000 }, () => 0))}}}`;
      for (const json of [racers, unknown]) {
        const startup = chooseStartupSettings({ search: `?z=${shareParam(json)}`, stored: null });
        expect(startup.settings).toEqual(defaultSettings());
        expect(startup.notices).toEqual([
          'URL parameter "z": its settings were refused (settings: holds more than 1024 values (complete settings hold about 60)), ' +
            'so the defaults are in use.',
        ]);
      }
    },
  );

  it('refuses saved settings and ?s= of too many values the same way, and starts with the defaults', () => {
    const controllers = JSON.stringify(Array.from({ length: 5000 }, () => 'pid'));
    const saved = `{"format":"pid-steering-settings","version":2,"raceControllers":${controllers}}`;
    const stored = chooseStartupSettings({ search: '', stored: saved });
    expect(stored.settings).toEqual(defaultSettings());
    expect(stored.notices.join(' ')).toMatch(/^Your saved settings could not be used \(settings: holds more than 1024 values/);
    const small = `{"format":"pid-steering-settings","version":2,"x":${JSON.stringify(Array.from({ length: 2000 }, () => 0))}}`;
    const shared = chooseStartupSettings({ search: `?s=${encodeBase64Url(small)}`, stored: null });
    expect(shared.settings).toEqual(defaultSettings());
    expect(shared.notices.join(' ')).toMatch(/^URL parameter "s" was refused \(settings: holds more than 1024 values/);
  });
});
