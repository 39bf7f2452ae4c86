import { exactJsonText } from '../../sim/validation/exactJson';
import { deflateSync, inflateSync } from 'fflate';
import { MAX_SCENARIO_TEXT } from '../../sim/scenario/parseScenario';
import { checkJsonText } from '../../sim/validation/jsonLimits';
import { decodeBytesBase64Url, encodeBytesBase64Url } from './base64url';
import { MAX_SETTINGS_PARAM } from './settingsCodec';
import type { Demo } from '../Demo';
import type { SharedCamera } from '../presentation/viewOptions';
import { readDemoSettings } from './demoSettings';
import { toSettingsJson } from './settingsSchema';
import { sharedViewJson } from './shareView';

/** The URL parameter of a share link: the settings and the scene, compressed (`?z=`). */
export const SHARE_PARAM = 'z';

/**
 * What a share link carries: the settings (as their JSON value), the scene (scenario JSON value) and
 * how it is shown (paused, the player's zoom and pan: src/app/settings/shareView.ts), any may be missing.
 */
export interface SharePayload {
  readonly settings?: unknown;
  readonly scene?: unknown;
  readonly view?: unknown;
}

/** What reading a share link gave: its settings value, scene text and view value (each unread yet), or why it was refused. */
export type ShareReadResult = { ok: true; settings: unknown; sceneText: string | null; view: unknown } | { ok: false; problem: string };

/**
 * The `?z=` value for a payload: base64url of the raw-deflated JSON `{ "settings", "scene", "view" }`. The
 * scene keeps every bit of every number, its state included, so that the page the link opens steps
 * on exactly as the one it was taken from (a shorter link with rounded positions drifted from it).
 * The default scene with a drawn path of 20 waypoints and the default settings take about 2,700
 * characters (tests/app/settings/shareLink.test.ts), far under the {@link MAX_SETTINGS_PARAM} a link may hold
 * ({@link shareParamFor} checks it).
 */
export function encodeShareLink(payload: SharePayload): string {
  const value = { settings: payload.settings, scene: payload.scene, view: payload.view };
  return encodeBytesBase64Url(deflateSync(new TextEncoder().encode(exactJsonText(value)), { level: 9 }));
}

/**
 * The `?z=` value for a payload when it fits in a link ({@link MAX_SETTINGS_PARAM}: what common
 * web servers take in an address), else why not, in words for the player.
 */
export function shareParamFor(payload: SharePayload): { ok: true; param: string } | { ok: false; problem: string; length: number } {
  const param = encodeShareLink(payload);
  if (param.length <= MAX_SETTINGS_PARAM) return { ok: true, param };
  return {
    ok: false,
    length: param.length,
    problem:
      `This scene is too large for a link (${param.length} characters; common web servers take at most ${MAX_SETTINGS_PARAM} in an ` +
      `address): save it as a file with More › Save scene and send that.`,
  };
}

/**
 * The `?z=` value of the demo's settings now, `scene` and its view (paused or not, `camera`), when it fits in a link ({@link
 * shareParamFor}).
 */
export function shareParamOf(demo: Demo, scene: unknown, camera: SharedCamera | null): ReturnType<typeof shareParamFor> {
  return shareParamFor({
    settings: toSettingsJson(readDemoSettings(demo)),
    scene,
    view: sharedViewJson({ paused: demo.clock.paused, camera }),
  });
}

/** Reads a `?z=` value. Never throws; a refusal says what was wrong in one line. */
export function readShareLink(param: string): ShareReadResult {
  if (param.length > MAX_SETTINGS_PARAM)
    return { ok: false, problem: `must be at most ${MAX_SETTINGS_PARAM} characters; got ${param.length}` };
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
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problem: 'must hold an object with "settings" and "scene"' };
  const { settings, scene, view } = value as { settings?: unknown; scene?: unknown; view?: unknown };
  return { ok: true, settings, sceneText: scene === undefined ? null : exactJsonText(scene), view };
}
