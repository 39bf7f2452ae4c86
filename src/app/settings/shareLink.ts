import { deflateSync, inflateSync } from 'fflate';
import { MAX_SCENARIO_TEXT } from '../../sim/scenario/parseScenario';
import { checkJsonText } from '../../sim/validation/jsonLimits';
import { decodeBytesBase64Url, encodeBytesBase64Url } from './base64url';
import { MAX_SETTINGS_PARAM } from './settingsCodec';

/** The URL parameter of a share link: the settings and the scene, compressed (`?z=`). */
export const SHARE_PARAM = 'z';

/**
 * Significant digits a link keeps of where things are and how they move (positions, angles,
 * velocities, spins, waypoints): 9 puts every position within a micrometre on this field and every
 * angle within a nanoradian, and makes the link about a sixth shorter than full precision. Settings
 * (limits, gains, motions) keep every bit, as does a saved scene file.
 */
export const LINK_DIGITS = 9;

/** The scene's keys whose numbers a link rounds to {@link LINK_DIGITS} digits: the state, not the settings. */
const ROUNDED_KEYS: ReadonlySet<string> = new Set(['position', 'angle', 'velocity', 'angularVelocity', 'path']);

/** What a share link carries: the settings (as their JSON value) and the scene (scenario JSON value), either may be missing. */
export interface SharePayload {
  readonly settings?: unknown;
  readonly scene?: unknown;
}

/** What reading a share link gave: its settings value and scene text, or why it was refused. */
export type ShareReadResult = { ok: true; settings: unknown; sceneText: string | null } | { ok: false; problem: string };

/**
 * The `?z=` value for a payload: base64url of the raw-deflated JSON `{ "settings", "scene" }`, the
 * scene's state rounded to {@link LINK_DIGITS} digits. The default scene with a drawn path of 20
 * waypoints and the default settings take about 1,630 characters (tests/app/settings/shareLink.test.ts).
 */
export function encodeShareLink(payload: SharePayload): string {
  const value = { settings: payload.settings, scene: payload.scene === undefined ? undefined : roundState(payload.scene) };
  return encodeBytesBase64Url(deflateSync(new TextEncoder().encode(JSON.stringify(value)), { level: 9 }));
}

/** Reads a `?z=` value. Never throws; a refusal says what was wrong in one line. */
export function readShareLink(param: string): ShareReadResult {
  if (param.length > MAX_SETTINGS_PARAM) return { ok: false, problem: `must be at most ${MAX_SETTINGS_PARAM} characters; got ${param.length}` };
  const bytes = decodeBytesBase64Url(param);
  if (bytes === null) return { ok: false, problem: 'is not base64url' };
  let text: string;
  try {
    const inflated = inflateSync(bytes);
    if (inflated.length > MAX_SCENARIO_TEXT) return { ok: false, problem: `unpacks to more than ${MAX_SCENARIO_TEXT} bytes` };
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { ok: false, problem: 'is not a compressed share link (it may have been cut short)' };
  }
  // Bounded before anything recursive reads it (jsonLimits.ts): the settings are cloned, the scene re-encoded.
  const shape = checkJsonText(text, MAX_SCENARIO_TEXT);
  if (shape !== null) return { ok: false, problem: `unpacks to JSON that ${shape}` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'does not hold JSON' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: 'must hold an object with "settings" and "scene"' };
  const { settings, scene } = value as { settings?: unknown; scene?: unknown };
  return { ok: true, settings, sceneText: scene === undefined ? null : JSON.stringify(scene) };
}

/** A copy of a JSON value with the numbers under {@link ROUNDED_KEYS} rounded to {@link LINK_DIGITS} digits. */
function roundState(value: unknown, rounding = false): unknown {
  if (typeof value === 'number') return rounding && Number.isFinite(value) ? Number(value.toPrecision(LINK_DIGITS)) : value;
  if (Array.isArray(value)) return value.map((item) => roundState(item, rounding));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundState(item, rounding || ROUNDED_KEYS.has(key))]));
  return value;
}
