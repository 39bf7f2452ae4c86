import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { DISTURBANCE_FIELDS } from '../../../src/app/fields/disturbanceFields';
import { NAVIGATION_CONSTANT_RANGE } from '../../../src/sim/validation/quantities';
import { applyDemoSettings } from '../../../src/app/settings/demoSettings';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { applyPatch } from '../../../src/app/settings/settingsSchema';
import { readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { buildSnapshot } from '../../../src/app/snapshot';
import { TARGET_MOTION_FIELDS } from '../../../src/app/fields/targetMotionFields';
import { entitySettingField } from '../../../src/app/fields/entitySettingFields';
import { TUNING_FIELDS } from '../../../src/app/fields/tuningFields';
import { isInRange, type NumberRange } from '../../../src/sim/validation/fields';
import { DT } from '../helpers';

// Issue 28, finding 2, for the settings (saved, ?s=, ?z=): every rule of the settings schema keeps
// the numbers finite too. Settings at the edges of every range, applied to the game in the opening
// and in the Hunt (moving targets), run a simulated second with every number of the game finite;
// values just outside are refused, naming the field.

/** Values at the edges of a range and extremes, each with whether the range takes it. */
function edgeValues(range: NumberRange): number[] {
  const tiny = [0, 5e-324, 1e-300, 1e300, -1e300, Number.MAX_VALUE];
  const around = (x: number) => [x, x + Math.abs(x) * 1e-15 + 5e-324, x - Math.abs(x) * 1e-15 - 5e-324];
  return [
    ...(range.min !== undefined ? around(range.min) : []),
    ...(range.max !== undefined ? around(range.max) : []),
    ...(range.gt !== undefined ? around(range.gt) : []),
    ...tiny,
  ];
}

/** Every numeric setting: its place in a settings object and its range. */
const SETTINGS: readonly [string, NumberRange, (patch: Record<string, any>, value: number) => void][] = [
  ['maxAngularAcceleration', TUNING_FIELDS.maxAngularAcceleration.range, (p, v) => (p.maxAngularAcceleration = v)],
  ['maxSpeed', entitySettingField('maxSpeed').rule.range, (p, v) => (p.maxSpeed = v)],
  ['timeScale', TUNING_FIELDS.timeScale.range, (p, v) => (p.timeScale = v)],
  ['navigationConstant', NAVIGATION_CONSTANT_RANGE, (p, v) => ((p.guidance = 'proportional-navigation'), (p.navigationConstant = v))],
  ['targetMotion.speed', TARGET_MOTION_FIELDS.speed.range, (p, v) => (p.targetMotion = { ...p.targetMotion, type: 'zigzag', speed: v })],
  ['targetMotion.radius', TARGET_MOTION_FIELDS.radius.range, (p, v) => (p.targetMotion = { ...p.targetMotion, type: 'circle', radius: v })],
  [
    'targetMotion.amplitude',
    TARGET_MOTION_FIELDS.amplitude.range,
    (p, v) => (p.targetMotion = { ...p.targetMotion, type: 'zigzag', amplitude: v }),
  ],
  ...(Object.entries(DISTURBANCE_FIELDS).map(([key, field]) => [
    `disturbance.${key}`,
    field.range,
    (p: Record<string, any>, v: number) => (p.disturbance = { ...p.disturbance, torqueOn: true, windOn: true, noiseOn: true, [key]: v }),
  ]) as [string, NumberRange, (p: Record<string, any>, v: number) => void][]),
  [
    'controllers.missile',
    TUNING_FIELDS.asPublishedDt.range,
    (p, v) => (p.controllers = { missile: { type: 'pid', arithmetic: 'as-published', asPublishedDt: v, ki: 1e6 } }),
  ],
];

const HEADER = { format: 'pid-steering-settings', version: 1 };

/** Every number of the game's state that is not finite. */
function nonFinite(demo: Demo): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'number' && !Number.isFinite(value)) found.push(path);
    else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(
    buildSnapshot(demo, (point) => [point.x, point.y]),
    'snapshot',
  );
  return found;
}

describe('settings at the edges of every rule', () => {
  it('are refused, naming the field, just outside each range', () => {
    for (const [field, range, set] of SETTINGS) {
      for (const value of edgeValues(range)) {
        if (isInRange(value, range)) continue;
        const patch: Record<string, any> = { ...HEADER };
        set(patch, value);
        const read = readSettingsValue(patch, 'strict');
        expect(read.ok, `${field} = ${value}`).toBe(false);
        if (!read.ok) expect(read.problems[0], `${field} = ${value}`).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}.*: must be`));
      }
    }
  });

  it('keep every number of the game finite when applied inside their ranges, in the opening and in the Hunt', () => {
    const setting = fc.integer({ min: 0, max: SETTINGS.length - 1 }).chain((index) => {
      const [, range, set] = SETTINGS[index] as (typeof SETTINGS)[number];
      return fc.constantFrom(...edgeValues(range).filter((value) => isInRange(value, range))).map((value) => ({ value, set }));
    });
    fc.assert(
      fc.property(fc.array(setting, { minLength: 1, maxLength: 6 }), fc.boolean(), (changes, hunt) => {
        const patch: Record<string, any> = { ...HEADER };
        for (const { set, value } of changes) set(patch, value);
        const read = readSettingsValue(patch, 'strict');
        if (!read.ok) throw new Error(read.problems.join('; '));
        const demo = new Demo();
        expect(applyDemoSettings(demo, applyPatch(defaultSettings(), read.patch))).toEqual([]);
        if (hunt) demo.apply({ kind: 'play', play: 'hunt' });
        for (let i = 0; i < 60; i++) demo.clock.advance(DT);
        expect(nonFinite(demo), JSON.stringify(patch)).toEqual([]);
        // No scene had to be stopped for a non-finite number.
        expect(
          demo.plays.warnings.take().filter((warning) => warning.startsWith('The scene was stopped')),
          JSON.stringify(patch),
        ).toEqual([]);
        return true;
      }),
      { seed: 28, numRuns: 60 },
    );
  });
});
