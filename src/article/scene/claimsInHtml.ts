// The article's numbers and static pictures written into its HTML when the page builds, from each figure's run with its first what-if: the page without scripts (and in print) reads the same numbers and sees the runs they come from.
import { sectionById } from './articleSections';
import { claimKey, claimText, numbersOf, type FigureNumbers } from './claimNumbers';
import { FigureRun } from './FigureRun';
import { staticFigureHtml } from './staticFigure';
import { TURN_3D_SECTION, turn3dClaimText, turn3dFigureHtml, type Turns3D } from './turn3dFigure';

/** An element whose text is a claim's figure: `<strong data-claim="section:run.field">…</strong>` (text only inside). */
const CLAIM = /(<(strong|span)\b[^>]*\bdata-claim="([\w-]+):([\w.]+)"[^>]*>)([^<]*)(<\/\2>)/g;

/** The 3D turn's figure, `<figure class="turn3d" …>…</figure>`: its content is the static picture of the lab's turn. */
const TURN_3D_FIGURE = /(<figure class="turn3d"[^>]*>)[\s\S]*?(<\/figure>)/g;

/** A live figure's placeholder, `<figure class="live" data-section="id" …>…</figure>`: its content is the static picture. */
const FIGURE = /(<figure class="live" data-section="([\w-]+)"[^>]*>)[\s\S]*?(<\/figure>)/g;

/** Each claim of `html` as "section:key", in the page's order. */
export function claimsOf(html: string): string[] {
  return [...html.matchAll(CLAIM)].map((match) => `${match[3]}:${match[4]}`);
}

/**
 * `html` with every claim's text replaced by its figure's measured number and every live figure
 * holding its static picture, from one run per section, and the 3D turn's claims and picture from
 * `turns3d` (the 3D lab's turn, measured by the caller: the article may not import the lab); throws
 * on a claim or a figure that names no section or no figure.
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
  return withClaims
    .replace(FIGURE, (_all, open: string, id: string, close: string) => {
      const { run, numbers } = measured(id);
      return `${open}${staticFigureHtml(id, run.section.recordedLabel, numbers, run.recordedErrors, run.whatIfErrors)}${close}`;
    })
    .replace(TURN_3D_FIGURE, (_all, open: string, close: string) => `${open}${turn3dFigureHtml(turn3d())}${close}`);
}

/** Section `id`'s figure with its first what-if, played to its end. */
function runById(id: string): FigureRun {
  const section = sectionById(id);
  if (!section) throw new Error(`the article names no section "${id}"`);
  const run = new FigureRun(section, section.choices[0]);
  run.finish();
  return run;
}
