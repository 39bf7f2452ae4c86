/**
 * What the page shows of the plays against the play on screen (issue 50: a race's rows stayed over
 * the Hunt and over Intercept started on top of it): the status box names the plays that play, and
 * the racers' table is the present play's (its caption, subtitle, rows and hits) or hidden.
 */
import type { Page } from '@playwright/test';
import type { Snapshot } from './snapshot';

/** What the page shows, read in one call. */
interface Shown {
  legend: boolean;
  subtitle: string;
  caption: string;
  heads: string[];
  rows: { id: string; last: string }[];
  status: string;
  hits: string;
}

/**
 * Where the status box and the racers' table disagree with the play on screen (`s`, the game's own snapshot), in words; empty when they
 * agree.
 */
export async function playShownProblems(page: Page, s: Snapshot): Promise<string[]> {
  const shown = await page.evaluate((): Shown => {
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
    return {
      legend: document.querySelector<HTMLElement>('#race-legend')?.checkVisibility() ?? false,
      subtitle: text('#race-legend .race-subtitle'),
      caption: text('#race-results caption'),
      heads: [...document.querySelectorAll('#race-results thead th')].map((th) => th.textContent ?? ''),
      rows: [...document.querySelectorAll('#race-results tr[data-racer]')].map((row) => ({
        id: row.getAttribute('data-racer') ?? '',
        last: row.querySelector('td:last-child')?.textContent ?? '',
      })),
      status: text('#hud dd.hud-mode'),
      hits: text('#hud dd.hud-hits'),
    };
  });
  const problems: string[] = [];
  for (const [playing, label] of [
    [s.plays.includes('race'), 'Race'],
    [s.plays.includes('hunt'), 'Hunt'],
    [s.plays.includes('intercept'), 'Intercept'],
  ] as const) {
    if (shown.status.includes(`${label} · `) !== playing)
      problems.push(
        `the status box (“${shown.status}”) ${playing ? 'does not name' : 'names'} ${label}, which ${playing ? 'plays' : 'does not play'}`,
      );
  }
  const table = s.raceResults;
  if (shown.legend !== (table !== null))
    problems.push(
      `the racers’ table is ${shown.legend ? 'shown' : 'hidden'} while the play on screen (${s.scene}) keeps ${table ? 'one' : 'none'}`,
    );
  if (!table || !shown.legend) return problems;
  if (table.play !== s.scene) problems.push(`the table is the ${table.play}’s, the play on screen the ${s.scene}`);
  const hunt = table.play === 'hunt';
  if (shown.caption.startsWith('Racers in the Hunt') !== hunt || shown.subtitle.startsWith('each hunting') !== hunt)
    problems.push(`the table of the ${table.play} reads “${shown.subtitle}”, “${shown.caption}”`);
  const ids = (list: readonly { id: string }[]) =>
    list
      .map(({ id }) => id)
      .sort()
      .join(', ');
  if (ids(shown.rows) !== ids(table.rows))
    problems.push(`the table’s rows (${ids(shown.rows)}) are not the play’s racers (${ids(table.rows)})`);
  if (table.complete) return problems;
  if (ids(shown.rows) !== ids(s.entities))
    problems.push(`the table’s rows (${ids(shown.rows)}) are not the bodies on screen (${ids(s.entities)})`);
  if (shown.heads.at(-1) === 'hits') {
    for (const row of shown.rows)
      if (row.last !== String(s.hitsByEntity[row.id] ?? 0))
        problems.push(`the table gives ${row.id} ${row.last} hits, the game ${s.hitsByEntity[row.id] ?? 0}`);
    // (No hits yet outside the Hunt: the row shows a dash.)
    if ((s.hits > 0 || s.hunt) && !shown.hits.startsWith(`${s.hits} (`) && shown.hits !== String(s.hits))
      problems.push(`the status box’s hits (“${shown.hits}”) are not the game’s ${s.hits}`);
  }
  return problems;
}
