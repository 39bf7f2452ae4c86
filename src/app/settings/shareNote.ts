import type { Demo } from '../Demo';
import { openingHref } from '../gallery/addressLinks';

/**
 * What a share link of the scene on screen leaves out, in the Share dialog's words, or null when it
 * carries what plays: inside a challenge level, that the link opens the level's scene as plain play
 * (a level's goal, check and verdict are not in links), with the level's own link (`?level=NAME`,
 * made a whole address by `address`); while comparing, that the recorded run and the timeline are
 * not in links.
 */
export function shareNote(demo: Pick<Demo, 'plays' | 'history'>, address: (query: string) => string): string | null {
  const challenge = demo.plays.challenge;
  if (challenge) {
    const own = address(openingHref({ kind: 'level', name: challenge.level.name }));
    return `This link opens the level’s scene as it is now, as plain play: a level’s goal, check and verdict are not in links. The level itself, from its start: ${own}`;
  }
  if (demo.history.comparing) return 'This link opens your what-if run as it is now; the recorded run beside it (the ghost) and the timeline are not in links.';
  return null;
}
