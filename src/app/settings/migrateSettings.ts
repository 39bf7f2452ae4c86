import { upgradeLegacyController } from '../../sim/scenario/legacyControllers';
import { SETTINGS_FORMAT, SETTINGS_VERSION } from './settingsSchema';

/** Turns a settings object of one version into the next version's (a pure function of plain JSON). */
export type SettingsMigration = (old: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Version 1 → 2: the PD family (PD, stable PD, SPD, corrected PID) gained gains scaled
 * with the turn rate and the braking curve, both on by default, and the stable PD is tuned by its
 * true natural frequency (rad/s) and damping ratio instead of seed 004's `frequency` and `damping`.
 * A version-1 controller turns as it did: its stable-PD tuning is converted (ω = 3·f,
 * ζ = 0.75·damping: the same gains in continuous time, sampled exactly now, where the old backward
 * step damped a little more), and `scaleWithTurnRate` and `brakingCurve` it does not give are set
 * off, as they were.
 */
export function migrateVersion1(old: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const controllers = old.controllers;
  if (controllers === null || typeof controllers !== 'object' || Array.isArray(controllers)) return { ...old };
  // From entries, not by assignment: a key "__proto__" stays a key, for the schema to refuse by name (ownEntries.ts).
  const upgraded = Object.fromEntries(
    Object.entries(controllers as Record<string, unknown>).map(([entityType, controller]) => [
      entityType,
      keepVersion1Behaviour(upgradeLegacyController(controller)),
    ]),
  );
  return { ...old, controllers: upgraded };
}

/** A version-1 controller of the PD family with the two new options off unless it gives them. */
function keepVersion1Behaviour(controller: unknown): unknown {
  if (controller === null || typeof controller !== 'object' || Array.isArray(controller)) return controller;
  const record = controller as Record<string, unknown>;
  if (record.type !== 'pid' && record.type !== 'pd' && record.type !== 'stable-pd' && record.type !== 'spd') return controller;
  return { ...record, scaleWithTurnRate: record.scaleWithTurnRate ?? false, brakingCurve: record.brakingCurve ?? false };
}

/**
 * Version 2 → 3: the guidance is written as an entity's is in a scenario file and in the game,
 * `"guidance": "pursuit", "navigationConstant": 4`, where version 2 wrote an object
 * `"guidance": { "law": "pursuit", "navigationConstant": 4 }`. An object with any other key is left
 * as it was, for the schema to refuse.
 */
export function migrateVersion2(old: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const guidance = old.guidance;
  if (guidance === null || typeof guidance !== 'object' || Array.isArray(guidance)) return { ...old };
  const { law, navigationConstant, ...others } = guidance as Record<string, unknown>;
  if (Object.keys(others).length > 0) return { ...old };
  const migrated: Record<string, unknown> = { ...old };
  delete migrated.guidance;
  if (law !== undefined) migrated.guidance = law;
  if (navigationConstant !== undefined) migrated.navigationConstant = navigationConstant;
  return migrated;
}

/**
 * The migrations, by the version they read: `SETTINGS_MIGRATIONS[n]` turns version n into n + 1
 * (and sets `version` to n + 1). When the format changes, bump {@link SETTINGS_VERSION} and add the
 * step from the old version here, so that settings saved by an older build still load.
 */
export const SETTINGS_MIGRATIONS: Readonly<Record<number, SettingsMigration>> = { 1: migrateVersion1, 2: migrateVersion2 };

/** What {@link migrateSettings} answers: the object in the current version, or why it cannot be. */
export type MigrationResult = { ok: true; value: Record<string, unknown>; fromVersion: number } | { ok: false; message: string };

/**
 * Checks the header of a settings object (`format`, `version`) and brings an older version up to
 * `currentVersion` step by step. Refuses, with a message naming the field: a value that is not an
 * object, another format, a version that is not a whole number ≥ 1, a version newer than this build
 * reads (saved by a newer build), and an older version with no migration path.
 */
export function migrateSettings(
  value: unknown,
  migrations: Readonly<Record<number, SettingsMigration>> = SETTINGS_MIGRATIONS,
  currentVersion = SETTINGS_VERSION,
): MigrationResult {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: `settings: must be a JSON object with "format": "${SETTINGS_FORMAT}"` };
  const object = value as Record<string, unknown>;
  if (object.format !== SETTINGS_FORMAT) return { ok: false, message: `format: must be "${SETTINGS_FORMAT}"` };
  const version = object.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return { ok: false, message: `version: must be an integer ≥ 1 and ≤ ${currentVersion}` };
  if (version > currentVersion)
    return {
      ok: false,
      message: `version: ${version} was written by a newer version of the demo; this one reads versions 1 to ${currentVersion}`,
    };
  let migrated: Record<string, unknown> = object;
  for (let from = version; from < currentVersion; from++) {
    const step = migrations[from];
    if (!step)
      return {
        ok: false,
        message: `version: ${version} is outdated and cannot be read any more (no migration from version ${from} to ${from + 1})`,
      };
    migrated = { ...step(migrated), version: from + 1 };
  }
  return { ok: true, value: migrated, fromVersion: version };
}
