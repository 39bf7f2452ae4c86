/**
 * The page's address opened at start, never throwing: its links read, what they name opened, and
 * any failure, even one no rule foresaw, turned into the default scene and a notice saying why.
 */
import { readAddressLinks } from '../../app/gallery/addressLinks';
import { describeError } from '../../sim/validation/oneLine';
import { openFromAddress, type AddressHost } from './openFromAddress';

/** What opening the address did, for the page to show. */
export interface AddressOpened {
  /** Whether the address named something it may open (a scene, a tour step, a level, a play), and it was tried. */
  readonly opening: boolean;
  /** The start-up notices: each refused parameter, or why the address could not be opened. */
  readonly notices: readonly string[];
  /** Whether the address asks for the gallery (`?gallery`). */
  readonly gallery: boolean;
}

/**
 * Opens what the query string `search` names (src/app/gallery/addressLinks.ts) through `host`; a refused value is named in the notices,
 * and the game starts as without it.
 */
export function openAddressLinks(search: string, host: AddressHost): AddressOpened {
  const links = readAddressLinks(search);
  const notices = [...links.notices];
  const opening = links.opening;
  try {
    openFromAddress(opening, host, notices);
  } catch (error) {
    // No address may stop the start: whatever failed, the opening plays, and the notice says why.
    host.demo.apply({ kind: 'closeScene' });
    notices.push(`The address could not be opened (${describeError(error)}), so the default scene is shown.`);
  }
  return { opening: opening !== null, notices, gallery: links.gallery };
}
