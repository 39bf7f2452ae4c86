import { describe, expect, it } from 'vitest';
import { migrateSettings, SETTINGS_MIGRATIONS, type SettingsMigration } from '../../../src/app/settings/migrateSettings';
import { SETTINGS_VERSION } from '../../../src/app/settings/settingsSchema';
import { readSettingsValue } from '../../../src/app/settings/settingsCodec';
import { encodeShareLink, readShareLink } from '../../../src/app/settings/shareLink';
import { stablePdGains, type StablePdSettings } from '../../../src/sim/control/StablePdController';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';

describe('settings migration', () => {
  it('passes the current version through', () => {
    const value = { format: 'pid-steering-settings', version: SETTINGS_VERSION, maxSpeed: 3 };
    expect(migrateSettings(value)).toEqual({ ok: true, value, fromVersion: SETTINGS_VERSION });
  });

  it('has a migration from every older version to the current one', () => {
    for (let version = 1; version < SETTINGS_VERSION; version++)
      expect(SETTINGS_MIGRATIONS[version], `migration from version ${version}`).toBeTypeOf('function');
  });

  it('brings an old version up step by step', () => {
    // A made-up history: v1 had "turnRate", v2 renamed it, v3 added nothing but a version.
    const migrations: Record<number, SettingsMigration> = {
      1: ({ turnRate, ...rest }) => ({ ...rest, maxAngularAcceleration: turnRate }),
      2: (old) => ({ ...old }),
    };
    const result = migrateSettings({ format: 'pid-steering-settings', version: 1, turnRate: 3 }, migrations, 3);
    expect(result).toEqual({ ok: true, value: { format: 'pid-steering-settings', version: 3, maxAngularAcceleration: 3 }, fromVersion: 1 });
  });

  it('refuses what it cannot read, naming the field', () => {
    expect(migrateSettings({ format: 'pid-steering-settings', version: 1 }, {}, 2)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^version: 1 is outdated/),
    });
    expect(migrateSettings({ format: 'pid-steering-settings', version: 7 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^version: 7 was written by a newer version of the demo/),
    });
    expect(migrateSettings({ format: 'pid-steering-settings', version: 1.5 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^version: must be an integer/),
    });
    expect(migrateSettings({ format: 'pid-steering-settings' })).toMatchObject({ ok: false, message: expect.stringMatching(/^version:/) });
    expect(migrateSettings({ version: 1 })).toEqual({ ok: false, message: 'format: must be "pid-steering-settings"' });
    for (const value of [null, 3, 'text', [1]])
      expect(migrateSettings(value)).toMatchObject({ ok: false, message: expect.stringMatching(/^settings: must be a JSON object/) });
  });
});

describe('version 1 settings (before issue 29) keep loading, and turn as they did', () => {
  /** Saved by the last version-1 build: complete controllers, stable PD in seed 004's units. */
  const version1 = {
    format: 'pid-steering-settings',
    version: 1,
    controllers: {
      missile: { type: 'stable-pd', frequency: 2, damping: 1 },
      character: {
        type: 'pid',
        kp: 60,
        ki: 2,
        kd: 14,
        kPlant: 1,
        maxHistory: 7,
        arithmetic: 'corrected',
        asPublishedDt: 0.01,
        integral: 'window',
        outputLimit: 0,
        antiWindup: true,
        derivativeOn: 'error',
        derivativeFilterTime: 0,
        scaleWithTurnRate: false,
      },
    },
    maxAngularAcceleration: Math.PI,
  };

  it('converts the stable PD to its true natural frequency and damping ratio (the same gains) and keeps the new options off', () => {
    const read = readSettingsValue(version1);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.fromVersion).toBe(1);
    const missile = read.patch.controllers?.missile;
    expect(missile).toEqual({ type: 'stable-pd', naturalFrequency: 6, dampingRatio: 0.75, scaleWithTurnRate: false, brakingCurve: false });
    // kp = (6f)²/4 = 36 and kd = 4.5·f·d = 9, as before.
    expect(stablePdGains(missile as StablePdSettings)).toEqual({ kp: 36, kd: 9 });
    expect(read.patch.controllers?.character).toMatchObject({
      type: 'pid',
      scaleWithTurnRate: false,
      brakingCurve: false,
      derivativeOn: 'error',
    });
  });

  it('a version-1 share link with an old scene file loads both', () => {
    const scene = {
      duration: 3,
      entities: [
        {
          id: 'm',
          type: 'missile',
          position: [0, 0],
          controller: { type: 'stable-pd', frequency: 3, damping: 0.5 },
          command: { type: 'turnTowards', target: [0, 10] },
        },
      ],
    };
    const link = readShareLink(encodeShareLink({ settings: version1, scene }));
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(readSettingsValue(link.settings).ok).toBe(true);
    const parsed = parseScenario(link.sceneText ?? '');
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.scenario.entities[0]?.controller).toEqual({
        type: 'stable-pd',
        naturalFrequency: 9,
        dampingRatio: 0.375,
        scaleWithTurnRate: false,
        brakingCurve: false,
      });
  });
});
