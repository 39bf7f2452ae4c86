// The article's numbers written into its HTML when the page builds, from each figure's run with its first what-if: the page without scripts (and in print) reads the same numbers.
import { sectionById } from './articleSections';
import { claimKey, claimText, measureSection, type FigureNumbers } from './claimNumbers';

/** An element whose text is a claim's figure: `<strong data-claim="section:run.field">…</strong>` (text only inside). */
const CLAIM = /(<(strong|span)\b[^>]*\bdata-claim="([\w-]+):([\w.]+)"[^>]*>)([^<]*)(<\/\2>)/g;

/** Each claim of `html` as "section:key", in the page's order. */
export function claimsOf(html: string): string[] {
  return [...html.matchAll(CLAIM)].map((match) => `${match[3]}:${match[4]}`);
}

/** `html` with every claim's text replaced by its figure's measured number; throws on a claim that names no section or no figure. */
export function fillClaims(html: string, measure: (id: string) => FigureNumbers = measureById): string {
  const measured = new Map<string, FigureNumbers>();
  return html.replace(CLAIM, (_all, open: string, tag: string, id: string, key: string) => {
    const parsed = claimKey(key);
    if (!parsed) throw new Error(`the article's claim "${id}:${key}" names no figure of a run`);
    let numbers = measured.get(id);
    if (!numbers) {
      numbers = measure(id);
      measured.set(id, numbers);
    }
    return `${open}${claimText(numbers, parsed.run, parsed.field)}</${tag}>`;
  });
}

function measureById(id: string): FigureNumbers {
  const section = sectionById(id);
  if (!section) throw new Error(`the article's claim names no section "${id}"`);
  return measureSection(section);
}
