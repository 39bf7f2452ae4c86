import type { Demo } from '../Demo';
import { openingHref } from '../gallery/addressLinks';
import { comparisonSummary } from '../history/comparisonWords';
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
export function shareNote(
  demo: Pick<Demo, 'plays' | 'history' | 'clock'>,
  address: (query: string) => string,
  comparison: WrittenComparison | null = null,
): string | null {
  const challenge = demo.plays.challenge;
  if (challenge) {
    const own = address(openingHref({ kind: 'level', name: challenge.level.name }));
    return (
      `This link opens the level’s scene as it is now, as plain play: a level’s goal, check and verdict are not in links. The ` +
      `level itself, from its start: ${own}`
    );
  }
  const compared = demo.history.compared;
  if (comparison?.ok && compared) {
    const runs = compared.list;
    return (
      `This link opens the comparison${playNames[demo.plays.kind] ?? ''} as it is now, all ${runs.length} runs from where they ` +
      `part, at the moment shown: ${comparisonSummary(runs, compared.title, demo.clock.dt)}.`
    );
  }
  if (comparison && !comparison.ok)
    return `This link opens the run playing as it is now, without the other runs beside it: ${comparison.reason}.`;
  return null;
}
