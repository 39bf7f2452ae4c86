import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { encodeBase64Url } from '../../../src/app/settings/base64url';
import { applyDemoSettings, readDemoSettings } from '../../../src/app/settings/demoSettings';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { migrateVersion2 } from '../../../src/app/settings/migrateSettings';
import { readSettingsText, readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { toSettingsJson, type DemoSettings } from '../../../src/app/settings/settingsSchema';
import { encodeShareLink } from '../../../src/app/settings/shareLink';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';
import { defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';

// Version 2 wrote the guidance as one object, `"guidance": { "law", "navigationConstant" }`; version 3
// writes it as a scenario file's entity does, `"guidance": "…", "navigationConstant": N`. Settings a
// version-2 build saved, shared or linked must open with the same meaning.

/** Settings that differ from the defaults in every group, with proportional navigation at N 3. */
function changedSettings(): DemoSettings {
  const settings = defaultSettings();
  settings.controllers.character = defaultControllerSettings('stolk');
  settings.maxSpeed = 6;
  settings.pathLoop = false;
  settings.guidance = 'proportional-navigation';
  settings.navigationConstant = 3;
  settings.targetMotion = { type: 'circle', speed: 3, radius: 6, amplitude: 5 };
  settings.raceControllers = ['pid', 'spd'];
  return settings;
}

/** `settings` as a version-2 build wrote them: the same JSON, but version 2 and the guidance as an object. */
function asVersion2(settings: DemoSettings): Record<string, unknown> {
  const { guidance, navigationConstant, ...rest } = toSettingsJson(settings);
  return { ...rest, version: 2, guidance: { law: guidance, navigationConstant } };
}

describe('version-2 settings keep loading, with the same meaning', () => {
  it('saved in the browser: the same settings as the current version', () => {
    const wanted = changedSettings();
    const result = chooseStartupSettings({ search: '', stored: JSON.stringify(asVersion2(wanted)) });
    expect(result).toMatchObject({ settings: wanted, source: 'saved', notices: [], savedRefused: false });
  });

  it('in a `?s=` link and in a `?z=` share link: the page opens the same as from the current version', () => {
    const wanted = changedSettings();
    const fromS = chooseStartupSettings({ search: `?s=${encodeBase64Url(JSON.stringify(asVersion2(wanted)))}`, stored: null });
    expect(fromS).toMatchObject({ settings: wanted, source: 'link', notices: [] });
    const fromZ = chooseStartupSettings({ search: `?z=${encodeShareLink({ settings: asVersion2(wanted) })}`, stored: null });
    expect(fromZ).toMatchObject({ settings: wanted, source: 'link', notices: [] });

    const demo = new Demo();
    expect(applyDemoSettings(demo, fromZ.settings)).toEqual([]);
    expect(readDemoSettings(demo)).toMatchObject({ guidance: 'proportional-navigation', navigationConstant: 3, maxSpeed: 6 });
  });

  it('a hand-written version-2 patch that gives only the law or only N changes only that', () => {
    const lawOnly = readSettingsText(JSON.stringify({ format: 'pid-steering-settings', version: 2, guidance: { law: 'lead' } }));
    expect(lawOnly).toMatchObject({ ok: true, fromVersion: 2, problems: [] });
    if (lawOnly.ok) expect(lawOnly.patch).toEqual({ format: 'pid-steering-settings', version: 3, guidance: 'lead' });
    const nOnly = readSettingsValue({ format: 'pid-steering-settings', version: 2, guidance: { navigationConstant: 5 } });
    expect(nOnly).toMatchObject({ ok: true, fromVersion: 2 });
    if (nOnly.ok) expect(nOnly.patch).toEqual({ format: 'pid-steering-settings', version: 3, navigationConstant: 5 });
  });

  it('a version-1 value reaches version 3 through both steps', () => {
    const read = readSettingsValue({ format: 'pid-steering-settings', version: 1, guidance: { law: 'pursuit', navigationConstant: 4.5 } });
    expect(read).toMatchObject({ ok: true, fromVersion: 1, patch: { version: 3, guidance: 'pursuit', navigationConstant: 4.5 } });
  });

  it('a bad version-2 guidance is refused naming the field, and a link keeps its other settings', () => {
    const strict = readSettingsValue({ format: 'pid-steering-settings', version: 2, guidance: { law: 'homing', navigationConstant: 3 } });
    expect(strict.ok).toBe(false);
    expect(strict.problems.join('\n')).toMatch(/guidance/);
    const version2 = { format: 'pid-steering-settings', version: 2, maxSpeed: 12, guidance: { law: 'pursuit', navigationConstant: 0 } };
    const link = chooseStartupSettings({ search: `?s=${encodeBase64Url(JSON.stringify(version2))}`, stored: null });
    expect(link.settings).toEqual({ ...defaultSettings(), maxSpeed: 12, guidance: 'pursuit' });
    expect(link.notices.join('\n')).toMatch(/navigationConstant/);
    // An object with a key version 2 never had is left for the schema to refuse, not half read.
    expect(migrateVersion2({ guidance: { law: 'lead', extra: 1 } })).toEqual({ guidance: { law: 'lead', extra: 1 } });
    expect(readSettingsValue({ format: 'pid-steering-settings', version: 2, guidance: { law: 'lead', extra: 1 } }).ok).toBe(false);
  });
});
