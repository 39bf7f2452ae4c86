import { describe, expect, it } from 'vitest';
import { migrateSettings, SETTINGS_MIGRATIONS, type SettingsMigration } from '../../../src/app/settings/migrateSettings';
import { SETTINGS_VERSION } from '../../../src/app/settings/settingsSchema';

describe('settings migration', () => {
  it('passes the current version through', () => {
    const value = { format: 'pid-steering-settings', version: SETTINGS_VERSION, maxSpeed: 3 };
    expect(migrateSettings(value)).toEqual({ ok: true, value, fromVersion: SETTINGS_VERSION });
  });

  it('has a migration from every older version to the current one', () => {
    for (let version = 1; version < SETTINGS_VERSION; version++) expect(SETTINGS_MIGRATIONS[version], `migration from version ${version}`).toBeTypeOf('function');
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
    expect(migrateSettings({ format: 'pid-steering-settings', version: 1 }, {}, 2)).toMatchObject({ ok: false, message: expect.stringMatching(/^version: 1 is outdated/) });
    expect(migrateSettings({ format: 'pid-steering-settings', version: 7 })).toMatchObject({ ok: false, message: expect.stringMatching(/^version: 7 was written by a newer version of the demo/) });
    expect(migrateSettings({ format: 'pid-steering-settings', version: 1.5 })).toMatchObject({ ok: false, message: expect.stringMatching(/^version: must be an integer/) });
    expect(migrateSettings({ format: 'pid-steering-settings' })).toMatchObject({ ok: false, message: expect.stringMatching(/^version:/) });
    expect(migrateSettings({ version: 1 })).toEqual({ ok: false, message: 'format: must be "pid-steering-settings"' });
    for (const value of [null, 3, 'text', [1]]) expect(migrateSettings(value)).toMatchObject({ ok: false, message: expect.stringMatching(/^settings: must be a JSON object/) });
  });
});
