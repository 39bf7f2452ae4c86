/** A scene file's text that carries a comparison, read and checked whole before anything is played. */
import { deflateSync } from 'fflate';
import type { Scenario } from '../../sim/scenario/schema';
import { describeError } from '../../sim/validation/oneLine';
import { readSceneText } from '../sceneFile/openScene';
import { readComparison } from './comparisonFile';
import { planComparison, type ComparisonPlan } from './comparisonPlan';

/** A comparison read: its scene (the file without its comparison) and how its runs are played; or one line naming the field refused. */
export type ReadComparisonText = { ok: true; scenario: Scenario; plan: ComparisonPlan } | { ok: false; error: string };

/** Characters of a text's start and end whose packing tells whether it fits in a link ({@link tooLargeForLink}). */
const SAMPLE_CHARACTERS = 65536;

/** Deflate's window, bytes: what a part of a text may refer back to. */
const DEFLATE_WINDOW = 32768;

/** The most deflate packs, bytes in to bytes out (a run of one byte, 258 at a time). */
const MAX_DEFLATE_RATIO = 1032;

/**
 * Characters a link's `?z=` may hold: settingsCodec.ts's MAX_SETTINGS_PARAM (the settings sit above the history, which cannot import them;
 * a test holds the two equal).
 */
export const LINK_CHARACTERS = 8000;

/** Bytes a link's packed settings, scene and view may take (its characters of base64url). */
const LINK_BYTES = (LINK_CHARACTERS * 3) / 4;

/** `part` packed as a link packs it (raw deflate), bytes. */
function packedLength(part: string): number {
  return deflateSync(new TextEncoder().encode(part), { level: 6 }).length;
}

/**
 * Whether scene file `text` is far too large for a link: longer than deflate could ever pack into
 * one, or a part of it alone packing into more than twice what a whole link may take: its first
 * {@link SAMPLE_CHARACTERS} characters, or its last twice as many less the window their start may
 * refer back to (a comparison's runs come last). Twice allows for the link's own packing and layout.
 * A few milliseconds whatever the text's length; false says nothing.
 */
export function tooLargeForLink(text: string): boolean {
  if (text.length > MAX_DEFLATE_RATIO * LINK_BYTES) return true;
  if (text.length <= SAMPLE_CHARACTERS) return false;
  const limit = 2 * LINK_BYTES;
  if (packedLength(text.slice(0, SAMPLE_CHARACTERS)) > limit) return true;
  const end = text.slice(-2 * SAMPLE_CHARACTERS);
  return packedLength(end) - packedLength(end.slice(0, DEFLATE_WINDOW)) > limit;
}

/**
 * Whether `text` may carry a comparison (its key is written in it): the page hands such a text to its Workers to read. Linear, allocates
 * nothing.
 */
export function mayCarryComparison(text: string): boolean {
  return text.includes('"comparison"');
}

/**
 * Reads scene file `text` that carries a comparison: the scene by the game's rules (openScene.ts),
 * the comparison's format, snapshot and intents' shapes (comparisonFile.ts), then how its runs
 * are played and named (comparisonPlan.ts). Every refusal a comparison can meet without playing it
 * comes from here; what is left is what a run's replay finds (an intent its part refuses). Null
 * when the text is a scene without a comparison. Never throws.
 */
export function readComparisonText(text: string): ReadComparisonText | null {
  try {
    const read = readSceneText(text);
    if (!read.ok) return { ok: false, error: read.error };
    if (read.scenario.comparison === undefined) return null;
    const compared = readComparison(read.scenario);
    if (!compared.ok) return { ok: false, error: compared.error };
    const planned = planComparison(compared.comparison);
    if (!planned.ok) return { ok: false, error: planned.error };
    const { comparison: _comparison, ...scenario } = read.scenario;
    return { ok: true, scenario, plan: planned.plan };
  } catch (error) {
    return { ok: false, error: `scenario: could not be read (${describeError(error)})` };
  }
}
