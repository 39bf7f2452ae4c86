import type { Demo } from '../Demo';
import { openingHref } from '../gallery/addressLinks';
import type { WrittenComparison } from './writeComparison';

/** The plays a comparison is shared in besides the playground, as the note names them. */
const playNames: Partial<Record<string, string>> = { hunt: ' in the Hunt', intercept: ' in Intercept' };

/**
 * What a share link of the scene on screen leaves out, in the Share dialog's words, or null when it
 * carries what plays: inside a challenge level, that the link opens the level's scene as plain play
 * (a level's goal, check and verdict are not in links), with the level's own link (`?level=NAME`,
 * made a whole address by `address`); while comparing, what the link brings: the comparison
 * (`comparison`, as Share wrote it into the link: in the playground, the Hunt over it or
 * Intercept, the play it was made in), or the what-if run alone and why.
 */
export function shareNote(demo: Pick<Demo, 'plays' | 'history'>, address: (query: string) => string, comparison: WrittenComparison | null = null): string | null {
  const challenge = demo.plays.challenge;
  if (challenge) {
    const own = address(openingHref({ kind: 'level', name: challenge.level.name }));
    return `This link opens the level’s scene as it is now, as plain play: a level’s goal, check and verdict are not in links. The level itself, from its start: ${own}`;
  }
  if (comparison?.ok) return `This link opens the comparison${playNames[demo.plays.kind] ?? ''} as it is now: your what-if run beside the recorded run (the ghost), both from where they part, at the moment shown.`;
  if (comparison) return `This link opens your what-if run as it is now, without the recorded run beside it: ${comparison.reason}.`;
  if (demo.history.comparing) return 'This link opens your what-if run as it is now; the recorded run beside it (the ghost) and the timeline are not in links.';
  return null;
}
