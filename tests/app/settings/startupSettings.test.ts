import { describe, expect, it } from 'vitest';
import { encodeBase64Url } from '../../../src/app/settings/base64url';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { encodeSettings, encodeSettingsParam } from '../../../src/app/settings/settingsCodec';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';
import { ORIGINAL_GAINS } from '../../../src/sim/entities/EntitySettings';

function changedSettings() {
  const settings = defaultSettings();
  settings.maxSpeed = 7;
  settings.timeScale = 0.5;
  return settings;
}

describe('start-up settings', () => {
  it('are the defaults on a first visit', () => {
    expect(chooseStartupSettings({ search: '', stored: null })).toEqual({
      settings: defaultSettings(),
      source: 'defaults',
      notices: [],
      savedRefused: false,
      sceneText: null,
      view: null,
    });
  });

  it('restore the saved settings', () => {
    const result = chooseStartupSettings({ search: '?renderer=webgl', stored: encodeSettings(changedSettings()) });
    expect(result).toEqual({ settings: changedSettings(), source: 'saved', notices: [], savedRefused: false, sceneText: null, view: null });
  });

  it.each([
    ['corrupt', '{"format": "pid-steer', /is not valid JSON/],
    ['outdated (newer format)', '{"format": "pid-steering-settings", "version": 4}', /version: 4 was written by a newer version/],
    ['invalid', JSON.stringify({ format: 'pid-steering-settings', version: 1, maxSpeed: -3 }), /maxSpeed: must be a number > 0 and ≤ 1000/],
    ['unknown key', JSON.stringify({ format: 'pid-steering-settings', version: 1, speed: 3 }), /speed: unknown key/],
  ])('fall back to the defaults, with a notice, for a %s saved value, and keep it until a change', (_name, stored, reason) => {
    const result = chooseStartupSettings({ search: '', stored });
    expect(result.settings).toEqual(defaultSettings());
    expect(result.source).toBe('defaults');
    expect(result.savedRefused).toBe(true);
    expect(result.notices).toHaveLength(1);
    expect(result.notices[0]).toMatch(/^Your saved settings could not be used/);
    expect(result.notices[0]).toMatch(reason);
    expect(result.notices[0]).toMatch(/defaults are in use/);
  });

  it('apply a shared link over the saved settings', () => {
    const shared = defaultSettings();
    shared.pathLoop = false;
    shared.guidance = 'lead';
    const result = chooseStartupSettings({ search: `?s=${encodeSettingsParam(shared)}`, stored: encodeSettings(changedSettings()) });
    expect(result).toEqual({ settings: shared, source: 'link', notices: [], savedRefused: false, sceneText: null, view: null });
  });

  it('keep the valid fields of a link, naming the parameter and each refused field', () => {
    const link = encodeBase64Url(JSON.stringify({ format: 'pid-steering-settings', version: 1, maxSpeed: 12, timeScale: 99 }));
    const result = chooseStartupSettings({ search: `?s=${link}`, stored: null });
    expect(result.settings).toEqual({ ...defaultSettings(), maxSpeed: 12 });
    expect(result.notices).toEqual([
      'URL parameter "s": refused timeScale: must be a number ≥ 0.05 and ≤ 4. The link\'s other settings were applied.',
    ]);
  });

  it('refuse a link that cannot be read at all and keep the saved settings', () => {
    const result = chooseStartupSettings({ search: '?s=%%%', stored: encodeSettings(changedSettings()) });
    expect(result.settings).toEqual(changedSettings());
    expect(result.source).toBe('saved');
    expect(result.notices).toEqual([
      'URL parameter "s" was refused (settings: is not base64url-encoded UTF-8 text), so your saved settings are in use.',
    ]);
  });

  it('start from a preset named in the URL, and refuse an unknown one', () => {
    const original = chooseStartupSettings({ search: '?preset=original', stored: null });
    expect(original.source).toBe('link');
    expect(original.settings.controllers.missile).toMatchObject({ ...ORIGINAL_GAINS.missile, arithmetic: 'as-published' });
    const unknown = chooseStartupSettings({ search: '?preset=%3Cscript%3E', stored: null });
    expect(unknown.settings).toEqual(defaultSettings());
    expect(unknown.notices).toHaveLength(1);
    expect(unknown.notices[0]).toMatch(/^URL parameter "preset" was refused: must be one of original, video, /);
    expect(unknown.notices[0]).toMatch(/got "<script>"\.$/);
  });

  it('name a refused ?embed= in a notice, the preset of the same link still applied; ?embed=1 needs none', () => {
    const refused = chooseStartupSettings({ search: '?preset=original&embed=yes', stored: null });
    expect(refused.source).toBe('link');
    expect(refused.notices).toEqual([
      'URL parameter "embed" was refused: must be 1 (embedded in another page); got "yes". The full demo is shown.',
    ]);
    expect(chooseStartupSettings({ search: '?embed=1', stored: null }).notices).toEqual([]);
  });

  it('report both a bad saved value and a bad link', () => {
    const result = chooseStartupSettings({ search: '?s=abc', stored: 'nope' });
    expect(result.settings).toEqual(defaultSettings());
    expect(result.savedRefused).toBe(true);
    expect(result.notices).toHaveLength(2);
  });
});
