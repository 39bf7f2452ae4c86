/**
 * The way back to the explorable article from the game it opened (its "Open in the game" link):
 * `?article=SECTION:CHOICE` names the section and the what-if the reader came from, so that the
 * game's link back lands there (`article.html?SECTION=CHOICE#SECTION`).
 */
import { describeInput } from '../fields/tuningFields';
import { ARTICLE_HREF } from './labPage';

/** `?article=SECTION:CHOICE`: the article's section and what-if that opened the game. */
export const ARTICLE_RETURN_PARAM = 'article';

/** A section's id: lower-case letters, digits and hyphens, up to 40. */
const SECTION = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A what-if's id: a menu choice ("kd-7") or one with a scrubbed value on top ("p-alone.kd-9", "time-optimal.a-1.25"). */
const CHOICE = /^[a-z0-9][a-z0-9.-]{0,59}$/;

/** What `?article=` asks: the link back (href and words), or a refusal naming the parameter, or nothing. */
export type ArticleReturn = { readonly href: string; readonly section: string } | { readonly refused: string } | null;

/** Reads `?article=` from a query string (`location.search`); never throws. */
export function readArticleReturn(search: string): ArticleReturn {
  const value = new URLSearchParams(search).get(ARTICLE_RETURN_PARAM);
  if (value === null) return null;
  const [section = '', choice = '', ...rest] = value.split(':');
  if (rest.length > 0 || !SECTION.test(section) || !CHOICE.test(choice)) {
    return {
      refused:
        `URL parameter "${ARTICLE_RETURN_PARAM}" was refused: must be a section of the article and its what-if, as ` +
        `"p-and-d:p-alone"; got ${describeInput(value)}. The link back to the article is not shown.`,
    };
  }
  return { href: `${ARTICLE_HREF}?${section}=${encodeURIComponent(choice)}#${section}`, section };
}
