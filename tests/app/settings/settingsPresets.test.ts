import { describe, expect, it } from 'vitest';
import { startingController } from '../../../src/app/fields/controllerPresets';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { applyPatch } from '../../../src/app/settings/settingsSchema';
import { readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { findPreset, SETTINGS_PRESETS } from '../../../src/app/settings/settingsPresets';
import { settingsSchema } from '../../../src/app/settings/settingsSchema';
import { CONTROLLER_TYPES, defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { ORIGINAL_GAINS, TUNED_GAINS, TURN_RATE_PRESETS } from '../../../src/sim/entities/EntitySettings';

describe('settings presets', () => {
  it('every preset passes the settings schema (strict), through JSON', () => {
    for (const preset of SETTINGS_PRESETS) {
      const parsed = settingsSchema().safeParse(JSON.parse(JSON.stringify(preset.settings)));
      expect(parsed.success, `${preset.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(readSettingsValue(JSON.parse(JSON.stringify(preset.settings)), 'strict')).toMatchObject({ ok: true, problems: [] });
    }
  });

  it('have unique ids and labels', () => {
    expect(new Set(SETTINGS_PRESETS.map((p) => p.id)).size).toBe(SETTINGS_PRESETS.length);
    expect(new Set(SETTINGS_PRESETS.map((p) => p.label)).size).toBe(SETTINGS_PRESETS.length);
  });

  it('"Original article" is the original demo: its gains, as-published arithmetic, 4π rad/s²', () => {
    const original = applyPatch(defaultSettings(), (findPreset('original') ?? expect.fail('no original preset')).settings);
    expect(original.controllers.missile).toMatchObject({
      type: 'pid',
      ...ORIGINAL_GAINS.missile,
      arithmetic: 'as-published',
      asPublishedDt: 0.01,
      maxHistory: 7,
      kPlant: 1,
    });
    expect(original.controllers.character).toMatchObject({ type: 'pid', ...ORIGINAL_GAINS.character, arithmetic: 'as-published' });
    expect(original.maxAngularAcceleration).toBe(4 * Math.PI);
  });

  it('"Video look" is the defaults; its low-rate twin only lowers the turn rate', () => {
    const changed = defaultSettings();
    changed.timeScale = 0.25;
    changed.controllers.missile = defaultControllerSettings('spd');
    changed.disturbance.torqueOn = true;
    const video = applyPatch(changed, (findPreset('video') ?? expect.fail('no video preset')).settings);
    expect(video).toEqual(defaultSettings());
    expect(video.controllers.missile).toMatchObject({ ...TUNED_GAINS.missile, arithmetic: 'corrected' });
    const low = applyPatch(changed, (findPreset('video-low-turn-rate') ?? expect.fail('no low preset')).settings);
    expect(low).toEqual({ ...defaultSettings(), maxAngularAcceleration: TURN_RATE_PRESETS.low });
  });

  it('each controller type has a preset with its tuned defaults that changes only the controllers', () => {
    const base = defaultSettings();
    base.maxAngularAcceleration = 2;
    base.timeScale = 0.5;
    for (const type of CONTROLLER_TYPES) {
      const preset = findPreset(`controller-${type}`) ?? expect.fail(`no preset for ${type}`);
      const result = applyPatch(base, preset.settings);
      expect(result.controllers.missile).toEqual(type === 'pid' ? startingController('pid', 'missile') : defaultControllerSettings(type));
      expect(result.controllers.character).toEqual(
        type === 'pid' ? startingController('pid', 'character') : defaultControllerSettings(type),
      );
      expect({ ...result, controllers: base.controllers }).toEqual(base);
    }
  });
});
