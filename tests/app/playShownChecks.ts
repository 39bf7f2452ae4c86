/**
 * What the player walk (tests/app/playerWalk.test.ts) checks of the plays on screen, on what the
 * Demo hands the page: after any switch of plays (one on top of another, one left, a level
 * entered) the racers' table, the status box's plays and the cards shown are the present play's;
 * and a share link taken inside a challenge level either opens that level or the Share dialog says
 * it does not (issue 50).
 */
import { expect } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { TOGGLED_PLAYS } from '../../src/app/plays/playList';
import type { Play } from '../../src/app/plays/Play';
import { readAddressLinks } from '../../src/app/gallery/addressLinks';
import { linkLevelController } from '../../src/app/gallery/linkLevelController';
import { shareNote } from '../../src/app/settings/shareNote';
import { openShareLinkOf } from './helpers';

/** How often the walk reached what these checks are about (its test asserts that it did). */
export const reached = { stacks: 0, raceTables: 0, huntTables: 0, levelShares: 0 };

/**
 * The table, the status box and the cards belong to the play on screen: a racers' table shows only
 * over a race or the Hunt over one, made by that play (its caption and columns say which), a row
 * for each body on screen and no other, its hits the status box's while it runs and its lap the
 * mode the status box names (a finished race's table is a record: rows of racers removed since stay);
 * the status box names that play among those playing; the level's card
 * shows only while its level is the play on screen, and no level card or table beside the tour's.
 */
export function checkPlayShown(demo: Demo, what: string): void {
  const plays = demo.plays;
  const table = plays.raceResults;
  let depth = 0;
  for (let play: Play | null = plays.current; play; play = play.previous) depth++;
  if (depth >= 3) reached.stacks++;
  if (table) reached[table.play === 'race' ? 'raceTables' : 'huntTables']++;
  const onScreen = plays.kind;
  expect(
    table !== null,
    `${what}: a racers’ table shows (${table?.play ?? 'none'}) exactly when the play on screen (${onScreen}) keeps one`,
  ).toBe(plays.racersTabled);
  const named = TOGGLED_PLAYS.filter(({ kind }) => plays.isPlaying(kind)).map(({ kind }) => kind);
  if (table) {
    expect(table.play, `${what}: the table is the play on screen’s`).toBe(onScreen);
    expect(named, `${what}: the status box names the table’s play`).toContain(table.play);
    const bodies = demo.view.records.map((record) => record.entity.id);
    const rows = table.rows.map((row) => row.id);
    if (table.complete) {
      // A finished race's table is a record, as it stood at the end: a racer removed since keeps its row, and hits after it are not the
      // race's.
      expect(
        bodies.filter((id) => !rows.includes(id)),
        `${what}: a row for each racer on screen`,
      ).toEqual([]);
    } else {
      expect(rows, `${what}: a row for each body on screen, and no other (${table.play})`).toEqual(bodies);
      expect(
        table.rows.map((row) => row.hits),
        `${what}: the table’s hits are the status box’s`,
      ).toEqual(bodies.map((id) => demo.view.hits.countOf(id)));
    }
    // The caption and the lap's column say what the racers do: the mode the status box shows (the Hunt's own: Seek).
    expect(table.lap, `${what}: the table’s lap is the mode on screen`).toBe(demo.editor.entities.mode);
  }
  const level = plays.challenge;
  expect(level !== null, `${what}: the level’s card shows exactly while a level is the play on screen (${onScreen})`).toBe(
    onScreen === 'challenge',
  );
  if (demo.tour.active) {
    expect(level, `${what}: no level card beside the tour’s`).toBeNull();
    expect(table, `${what}: no racers’ table beside the tour’s card`).toBeNull();
  }
}

/**
 * A share taken inside a level: the link, opened in a fresh page, opens that level (its goal and
 * check) or the Share dialog's note says that it does not carry the level and gives the level's own
 * link, which, opened in a fresh page, plays that level from its start.
 */
export function checkShareInLevel(demo: Demo, what: string): Demo {
  const level = demo.plays.challenge;
  if (!level) throw new Error(`${what}: not in a level`);
  reached.levelShares++;
  const opened = openShareLinkOf(demo);
  const note = shareNote(demo, (query) => query);
  const carried = opened.plays.challenge;
  if (carried && carried.level.name === level.level.name && carried.level.goal === level.level.goal) return opened;
  expect(
    note,
    `${what}: the link opens ${carried ? carried.level.name : 'plain play'}, not the level ${level.level.name}: the dialog must say so`,
  ).not.toBeNull();
  expect(note, `${what}: the note says what the link leaves out`).toMatch(/goal, check and verdict are not in links/);
  const own = /\?level=[^\s]+$/.exec(note ?? '')?.[0];
  expect(own, `${what}: the note gives the level’s own link`).toBeDefined();
  const { opening, notices } = readAddressLinks(own as string);
  expect(notices, `${what}: ${own}`).toEqual([]);
  expect(opening, `${what}: ${own} opens a level`).toMatchObject({ kind: 'level' });
  const fresh = new Demo();
  const name = opening?.kind === 'level' ? opening.name : '';
  const { settings, label } = linkLevelController();
  expect(
    fresh.apply({ kind: 'play', play: 'challenge', args: { levelName: name, controller: { settings }, label } }).ok,
    `${what}: ${own}`,
  ).toBe(true);
  expect(
    { name: fresh.plays.challenge?.level.name, goal: fresh.plays.challenge?.level.goal, check: fresh.plays.challenge?.check.status },
    `${what}: ${own} opens the level, from its start`,
  ).toEqual({ name: level.level.name, goal: level.level.goal, check: 'running' });
  return opened;
}
