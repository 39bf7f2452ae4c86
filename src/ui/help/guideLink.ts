/** A link to a page of the guide the built page carries beside itself (src/app/export/guideDocs.ts). */
import { guideHref, type GuideDoc } from '../../app/export/guidePages';
import { el } from '../dom';

/** A link to guide page `doc` (its words `text`), opened in a new tab: the browser shows its Markdown as text. */
export function guideLink(doc: GuideDoc, text: string = doc): HTMLAnchorElement {
  return el('a', { className: 'guide-link', text, attributes: { href: guideHref(doc), target: '_blank', rel: 'noopener' } });
}
