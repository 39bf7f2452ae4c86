import { describeInput } from '../fields/tuningFields';

/** The URL parameter that shows the game embedded in another page: `?embed=1`. */
export const EMBED_PARAM = 'embed';

/** The one value {@link EMBED_PARAM} takes. */
export const EMBED_VALUE = '1';

/**
 * Reads `?embed=` from a query string (`location.search`). Only `1` turns the embed on; any other
 * value (`yes`, `true`, empty) is refused with a notice naming the parameter and its value, and the
 * full demo starts, as if the parameter were absent: `embed` false (the full demo) or true (the play
 * area and a minimal bar, nothing offered, nothing saved); `notice`, a refusal for the start-up
 * notice, or null. Never throws.
 */
export function readEmbedParam(search: string): { readonly embed: boolean; readonly notice: string | null } {
  const value = new URLSearchParams(search).get(EMBED_PARAM);
  if (value === null) return { embed: false, notice: null };
  if (value === EMBED_VALUE) return { embed: true, notice: null };
  return {
    embed: false,
    notice:
      `URL parameter "${EMBED_PARAM}" was refused: must be ${EMBED_VALUE} (embedded in another page); got ${describeInput(value)}. ` +
      `The full demo is shown.`,
  };
}

/**
 * The address of the full demo for an embedded one: the same address without `?embed=` (the scene,
 * share link and settings parameters kept), for the embed's "Open in the full demo" link.
 */
export function fullDemoAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(EMBED_PARAM);
  return url.href;
}

/**
 * The same address with `?embed=1` added (any other value replaced), for an `<iframe>` snippet.
 */
export function embedAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.set(EMBED_PARAM, EMBED_VALUE);
  return url.href;
}

/** Escapes text for an HTML attribute value in double quotes. */
function attributeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A copyable `<iframe>` snippet that embeds the page at `href` (with `?embed=1`): 640×400 CSS px by
 * default (the play area fills whatever size the frame is given), a title for screen readers, lazy
 * loading, and no `allow` of anything the game does not use.
 */
export function iframeSnippet(href: string, width = 640, height = 400): string {
  return (
    `<iframe src="${attributeText(embedAddress(href))}" width="${width}" height="${height}" title="PID steering of physics bodies ` +
    `(live demo)" loading="lazy" style="border:0;max-width:100%"></iframe>`
  );
}
