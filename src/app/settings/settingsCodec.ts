import type { z } from 'zod';
import { formatIssues } from '../../sim/validation/formatIssues';
import { checkJsonText, checkJsonValue } from '../../sim/validation/jsonLimits';
import { decodeBase64Url, encodeBase64Url } from './base64url';
import { migrateSettings } from './migrateSettings';
import { settingsSchema, toSettingsJson, type DemoSettings, type SettingsPatch } from './settingsSchema';
import { ENTITY_TYPES } from '../../sim/entities/EntitySettings';

/** Longest settings text read (saved or pasted), characters: far more than any real settings take. */
export const MAX_SETTINGS_TEXT = 65_536;

/**
 * Most values (objects, arrays, numbers, strings…) a settings object may hold: the complete
 * settings hold about 60, so 1,024 leaves room for formats to grow. Counted before the schema reads
 * the value: a share link's settings unpack from up to 8 Mi characters, and refusing a huge
 * object key by key would block the page.
 */
export const MAX_SETTINGS_VALUES = 1024;

/**
 * Longest link parameter read or written (`?s=`, `?z=`), characters: what common web servers take
 * in the request line. nginx (`large_client_header_buffers`, 8 KiB), Apache (`LimitRequestLine`,
 * 8,190 bytes) and ASP.NET's Kestrel (8 KiB) refuse a longer request line with 414; Node's server
 * (and so `vite preview`) refuses request headers over 16 KiB in all with 431, and a browser's own
 * headers take most of a kilobyte of that (a `?z=` of 16,364 characters got 431). 8,000 leaves the
 * method, the page's path and the protocol 190 bytes of an 8,190-byte line.
 */
export const MAX_SETTINGS_PARAM = 8_000;

/**
 * What reading settings gave:
 * - `ok: true`: the settings that passed (`patch`), and in `problems` one line per field that was
 *   refused and left out (only when reading with `keepValid`); `fromVersion` is the version read;
 * - `ok: false`: nothing usable, with one line per problem, each naming the field and the range.
 */
export type SettingsReadResult =
  { ok: true; patch: SettingsPatch; problems: string[]; fromVersion: number } | { ok: false; problems: string[] };

/** How strictly to read: `strict` refuses the whole value for one bad field; `keepValid` drops the bad fields and keeps the rest. */
export type ReadMode = 'strict' | 'keepValid';

/** The settings as JSON text (what is saved in localStorage). */
export function encodeSettings(settings: Readonly<DemoSettings>): string {
  return JSON.stringify(toSettingsJson(settings));
}

/** The settings as a URL parameter value: base64url of the JSON text. */
export function encodeSettingsParam(settings: Readonly<DemoSettings>): string {
  return encodeBase64Url(encodeSettings(settings));
}

/**
 * Reads settings from JSON text, bounded in size and depth before it is parsed (jsonLimits.ts; see {@link readSettingsValue}). Never
 * throws.
 */
export function readSettingsText(text: string, mode: ReadMode = 'strict'): SettingsReadResult {
  const shape = checkJsonText(text, MAX_SETTINGS_TEXT);
  if (shape !== null) return { ok: false, problems: [`settings: ${shape}`] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['settings: is not valid JSON'] };
  }
  return readSettingsValue(value, mode);
}

/** Reads settings from a URL parameter value (base64url of the JSON text), keeping the valid fields. */
export function readSettingsParam(param: string): SettingsReadResult {
  if (param.length > MAX_SETTINGS_PARAM)
    return { ok: false, problems: [`settings: must be at most ${MAX_SETTINGS_PARAM} characters; got ${param.length}`] };
  const text = decodeBase64Url(param);
  if (text === null) return { ok: false, problems: ['settings: is not base64url-encoded UTF-8 text'] };
  return readSettingsText(text, 'keepValid');
}

/**
 * Reads a settings value (parsed JSON): checks and migrates its header ({@link migrateSettings}),
 * then validates it with {@link settingsSchema}. In `keepValid` mode each refused field is left out
 * and reported, and the rest is kept: a bad controller field drops that entity type's whole
 * controller (its gains belong together), any other bad field drops only itself. Never throws.
 */
export function readSettingsValue(value: unknown, mode: ReadMode = 'strict'): SettingsReadResult {
  // Before the migrations and structuredClone below, which recurse once per level.
  const shape = checkJsonValue(value, MAX_SETTINGS_VALUES);
  if (shape !== null)
    return { ok: false, problems: [`settings: ${shape}${shape.startsWith('holds') ? ' (complete settings hold about 60)' : ''}`] };
  const migrated = migrateSettings(value);
  if (!migrated.ok) return { ok: false, problems: [migrated.message] };
  let candidate: Record<string, unknown> = migrated.value;
  const problems: string[] = [];
  // Each pass drops at least one key, so this ends; the bound is a guard.
  for (let pass = 0; pass < 64; pass++) {
    const result = settingsSchema().safeParse(candidate);
    if (result.success) return { ok: true, patch: result.data, problems, fromVersion: migrated.fromVersion };
    for (const line of formatIssues(result.error, candidate, 'settings')) if (!problems.includes(line)) problems.push(line);
    if (mode === 'strict') return { ok: false, problems };
    const next = structuredClone(candidate);
    if (!dropRefused(next, result.error.issues)) return { ok: false, problems };
    candidate = next;
  }
  return { ok: false, problems };
}

/** Deletes what each issue refuses from `value`; false when an issue concerns the whole value. */
function dropRefused(value: Record<string, unknown>, issues: readonly z.core.$ZodIssue[]): boolean {
  for (const issue of issues) {
    const paths: PropertyKey[][] = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [[...issue.path]];
    for (const path of paths) {
      const drop = path[0] === 'controllers' && path.length > 2 && ENTITY_TYPES.includes(path[1] as never) ? path.slice(0, 2) : path;
      if (drop.length === 0 || drop[0] === 'format' || drop[0] === 'version') return false;
      deleteAt(value, drop);
    }
  }
  return true;
}

function deleteAt(value: Record<string, unknown>, path: readonly PropertyKey[]): void {
  let container: unknown = value;
  for (const key of path.slice(0, -1)) {
    if (container === null || typeof container !== 'object') return;
    container = (container as Record<PropertyKey, unknown>)[key];
  }
  if (container !== null && typeof container === 'object')
    delete (container as Record<PropertyKey, unknown>)[path[path.length - 1] as PropertyKey];
}
