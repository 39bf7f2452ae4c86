// The article's numbers and static pictures written into its HTML when the page builds, from each figure's run with its first what-if: the
// page without scripts (and in print) reads the same numbers and sees the runs they come from.
import { sectionById } from './articleSections';
import { claimKey, claimText, numbersOf, type FigureNumbers } from './claimNumbers';
import { FigureRun } from './FigureRun';
import { sayText } from './sectionWords';
import { staticFigureHtml } from './staticFigure';
import { TURN_3D_SECTION, turn3dClaimText, turn3dFigureHtml, type Turns3D } from './turn3dFigure';

/** An element whose text is a claim's figure: `<strong data-claim="section:run.field">…</strong>` (text only inside). */
const CLAIM = /(<(strong|span)\b[^>]*\bdata-claim="([\w-]+):([\w.]+)"[^>]*>)([^<]*)(<\/\2>)/g;

/** An element whose text is a sentence written from its figure's numbers: `<span data-say="section:key">…</span>` (text only inside). */
const SAY = /(<(strong|span)\b[^>]*\bdata-say="([\w-]+):(\w+)"[^>]*>)([^<]*)(<\/\2>)/g;

/** The 3D turn's figure, `<figure class="turn3d" …>…</figure>`: its content is the static picture of the lab's turn. */
const TURN_3D_FIGURE = /(<figure class="turn3d"[^>]*>)[\s\S]*?(<\/figure>)/g;

/** A live figure's placeholder, `<figure class="live" data-section="id" …>…</figure>`: its content is the static picture. */
const FIGURE = /(<figure class="live" data-section="([\w-]+)"[^>]*>)[\s\S]*?(<\/figure>)/g;

/** The section of the sentences about how the figures time a turn: its numbers are the first figure's. */
export const TIMING_SECTION = 'timing';

/** The figure whose missile the timing section describes. */
const TIMING_FIGURE = 'p-and-d';

/** Each claim of `html` as "section:key", in the page's order. */
export function claimsOf(html: string): string[] {
  return [...html.matchAll(CLAIM)].map((match) => `${match[3]}:${match[4]}`);
}

/** Each sentence of `html` written from numbers, as "section:key", in the page's order. */
export function saysOf(html: string): string[] {
  return [...html.matchAll(SAY)].map((match) => `${match[3]}:${match[4]}`);
}

/** The timing section's sentence `key` from the first figure's numbers; throws naming a key that names none. */
export function timingText(numbers: FigureNumbers, key: string): string {
  if (key === 'inertia') return `${numbers.inertia.toFixed(1)} kg·m²`;
  throw new Error(`the article's sentence "${TIMING_SECTION}:${key}" is not one of its section's`);
}

/**
 * `html` with every claim's and sentence's text replaced by its figure's measured numbers and every
 * live figure holding its static picture, from one run per section, and the 3D turn's claims and
 * picture from `turns3d` (the 3D lab's turn, measured by the caller: the article may not import the
 * lab); throws on a claim, a sentence or a figure that names no section or no figure.
 */
export function fillClaims(html: string, turns3d: Turns3D | null, measure: (id: string) => FigureRun = runById): string {
  const runs = new Map<string, { run: FigureRun; numbers: FigureNumbers }>();
  const measured = (id: string) => {
    let found = runs.get(id);
    if (!found) {
      const run = measure(id);
      found = { run, numbers: numbersOf(run) };
      runs.set(id, found);
    }
    return found;
  };
  const turn3d = (): Turns3D => {
    if (turns3d === null) throw new Error(`the article names the 3D turn ("${TURN_3D_SECTION}") but the build measured none`);
    return turns3d;
  };
  const withClaims = html.replace(CLAIM, (_all, open: string, tag: string, id: string, key: string) => {
    if (id === TURN_3D_SECTION) return `${open}${turn3dClaimText(turn3d(), key)}</${tag}>`;
    const parsed = claimKey(key);
    if (!parsed) throw new Error(`the article's claim "${id}:${key}" names no figure of a run`);
    return `${open}${claimText(measured(id).numbers, parsed.run, parsed.field)}</${tag}>`;
  });
  const withSays = withClaims.replace(SAY, (_all, open: string, tag: string, id: string, key: string) => {
    const text = id === TIMING_SECTION ? timingText(measured(TIMING_FIGURE).numbers, key) : sayText(measured(id).numbers, key);
    return `${open}${escapeText(text)}</${tag}>`;
  });
  return withSays
    .replace(FIGURE, (_all, open: string, id: string, close: string) => {
      const { run, numbers } = measured(id);
      return `${open}${staticFigureHtml(run, numbers)}${close}`;
    })
    .replace(TURN_3D_FIGURE, (_all, open: string, close: string) => `${open}${turn3dFigureHtml(turn3d())}${close}`);
}

/** Text safe inside an HTML element. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Section `id`'s figure with its first what-if, played to its end. */
function runById(id: string): FigureRun {
  const section = sectionById(id);
  if (!section) throw new Error(`the article names no section "${id}"`);
  const run = new FigureRun(section, section.choices[0]);
  run.finish();
  return run;
}
