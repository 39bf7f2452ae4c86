import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from '../../../src/app/settings/base64url';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { applyPatch } from '../../../src/app/settings/settingsSchema';
import {
  encodeSettings,
  encodeSettingsParam,
  readSettingsParam,
  readSettingsText,
  readSettingsValue,
} from '../../../src/app/settings/settingsCodec';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { SETTINGS_FORMAT, SETTINGS_VERSION } from '../../../src/app/settings/settingsSchema';
import { defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { startingController } from '../../../src/app/fields/controllerPresets';

const header = { format: SETTINGS_FORMAT, version: SETTINGS_VERSION };

describe('settings text and URL parameter', () => {
  it('round-trip every setting exactly, through JSON and through base64url', () => {
    const settings = defaultSettings();
    settings.controllers.character = defaultControllerSettings('stable-pd');
    settings.maxAngularAcceleration = Math.PI;
    settings.timeScale = 0.25;
    settings.pathLoop = false;
    settings.guidance = 'proportional-navigation';
    settings.navigationConstant = 3.5;
    settings.targetMotion = { type: 'zigzag', speed: 6, radius: 8, amplitude: 7 };
    settings.disturbance = {
      torqueOn: true,
      angularAcceleration: -2.5,
      windOn: true,
      windDirectionDeg: 90,
      windStrength: 3,
      noiseOn: false,
      headingNoiseDeg: 1,
      angularVelocityNoise: 0.1,
    };
    settings.raceControllers = ['stolk', 'time-optimal'];

    const fromText = readSettingsText(encodeSettings(settings));
    expect(fromText.ok).toBe(true);
    if (fromText.ok) expect(applyPatch(defaultSettings(), fromText.patch)).toEqual(settings);

    const param = encodeSettingsParam(settings);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    const fromParam = readSettingsParam(param);
    expect(fromParam).toMatchObject({ ok: true, problems: [] });
    if (fromParam.ok) expect(applyPatch(defaultSettings(), fromParam.patch)).toEqual(settings);
  });

  it('write the versioned format', () => {
    const json = toSettingsJson(defaultSettings());
    expect(json).toMatchObject({
      format: 'pid-steering-settings',
      version: 3,
      maxSpeed: 10,
      pathLoop: true,
      guidance: 'pursuit',
      navigationConstant: 4,
    });
    expect(JSON.parse(encodeSettings(defaultSettings()))).toEqual(json);
  });

  it('refuse unknown keys and out-of-range values, naming the field and the range', () => {
    expect(readSettingsValue({ ...header, colour: 'red' })).toEqual({ ok: false, problems: ['colour: unknown key'] });
    expect(readSettingsValue({ ...header, maxAngularAcceleration: 0 })).toEqual({
      ok: false,
      problems: ['maxAngularAcceleration: must be a number ≥ 0.1 and ≤ 10000 (below 0.1 a 180° turn would take more than 11 s)'],
    });
    expect(readSettingsValue({ ...header, timeScale: 10 })).toEqual({
      ok: false,
      problems: ['timeScale: must be a number ≥ 0.05 and ≤ 4'],
    });
    expect(readSettingsValue({ ...header, maxSpeed: '10' })).toEqual({
      ok: false,
      problems: ['maxSpeed: must be a number > 0 and ≤ 1000'],
    });
    expect(readSettingsValue({ ...header, controllers: { missile: { type: 'pid', kp: 2e6 } } })).toEqual({
      ok: false,
      problems: ['controllers.missile.kp: must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target)'],
    });
    expect(readSettingsValue({ ...header, controllers: { missile: { type: 'pid', gain: 2 } } })).toEqual({
      ok: false,
      problems: ['controllers.missile.gain: unknown key'],
    });
    expect(readSettingsValue({ ...header, guidance: 'teleport' })).toEqual({
      ok: false,
      problems: ['guidance: must be one of "pursuit", "lead", "proportional-navigation"'],
    });
    expect(readSettingsValue({ ...header, disturbance: { windStrength: -1 } })).toEqual({
      ok: false,
      problems: ['disturbance.windStrength: must be a number ≥ 0 and ≤ 100'],
    });
    expect(readSettingsValue({ ...header, raceControllers: ['pid', 'pid'] })).toEqual({
      ok: false,
      problems: ['raceControllers: must name each controller type at most once'],
    });
    expect(readSettingsValue({ ...header, raceControllers: [] })).toEqual({
      ok: false,
      problems: ['raceControllers: must name at least one controller type'],
    });
    expect(readSettingsValue({ ...header, targetMotion: { radius: 0 } })).toEqual({
      ok: false,
      problems: ['targetMotion.radius: must be a number > 0 and ≤ 40'],
    });
  });

  it('refuse corrupt text, another format and versions it cannot read, saying what is wrong', () => {
    expect(readSettingsText('{"format": "pid-steering-settings", "vers')).toEqual({ ok: false, problems: ['settings: is not valid JSON'] });
    expect(readSettingsText('[1, 2]')).toMatchObject({ ok: false, problems: [expect.stringMatching(/^settings: must be a JSON object/)] });
    expect(readSettingsText('{"format": "other", "version": 1}')).toEqual({
      ok: false,
      problems: ['format: must be "pid-steering-settings"'],
    });
    expect(readSettingsText('{"format": "pid-steering-settings", "version": 99}')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^version: 99 was written by a newer version/)],
    });
    expect(readSettingsText('{"format": "pid-steering-settings", "version": 0}')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^version: must be an integer ≥ 1/)],
    });
    expect(readSettingsText('x'.repeat(70_000))).toMatchObject({ ok: false });
    expect(readSettingsParam('not base64!')).toEqual({ ok: false, problems: ['settings: is not base64url-encoded UTF-8 text'] });
    expect(readSettingsParam(encodeBase64Url('{oops'))).toEqual({ ok: false, problems: ['settings: is not valid JSON'] });
  });

  it('keep the valid fields of a link and report each refused one; a bad controller field drops that controller', () => {
    const value = {
      ...header,
      maxSpeed: 20,
      timeScale: Number.POSITIVE_INFINITY,
      extra: true,
      controllers: { missile: { type: 'pid', kp: 1e9 }, character: { type: 'spd', kp: 50, kd: 20 } },
      guidance: 'lead',
      navigationConstant: -1,
    };
    // JSON has no Infinity: it arrives as null, which is refused like any non-number.
    const result = readSettingsParam(encodeBase64Url(JSON.stringify(value)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The controller is completed as it is read: the keys it leaves out take the type's starting values.
    expect(result.patch).toEqual({
      ...header,
      maxSpeed: 20,
      controllers: { character: { ...startingController('spd', 'character'), kp: 50, kd: 20 } },
      guidance: 'lead',
    });
    expect(result.problems).toEqual([
      'controllers.missile.kp: must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target)',
      'timeScale: must be a number ≥ 0.05 and ≤ 4',
      'navigationConstant: must be a number > 0 and ≤ 100',
      'extra: unknown key',
    ]);
  });

  it('never let a "__proto__" key through', () => {
    const text = `{"format": "pid-steering-settings", "version": 1, "__proto__": {"maxSpeed": 5}}`;
    expect(readSettingsText(text)).toEqual({ ok: false, problems: ['__proto__: unknown key'] });
    const kept = readSettingsText(text, 'keepValid');
    expect(kept).toMatchObject({ ok: true, patch: header });
    expect(({} as Record<string, unknown>).maxSpeed).toBeUndefined();
  });

  it('base64url handles any Unicode text and refuses what is not base64url', () => {
    for (const text of ['', 'a', 'ab', 'abc', '{"é": "π ≤ 4π"}', '😀']) expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
    expect(decodeBase64Url('a')).toBeNull();
    expect(decodeBase64Url('ab+c')).toBeNull();
    expect(decodeBase64Url('_w')).toBeNull(); // a lone 0xFF byte is not UTF-8
  });
});
