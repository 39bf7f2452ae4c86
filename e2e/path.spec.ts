import { expect, test, type Page } from '@playwright/test';
import { freePolyline } from './helpers/canvasPoints';
import { distance, distanceToPolyline, type Vec2 } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { mouseDrag } from './helpers/pointer';
import { entityById, occupiedScreenPoints, snapshot, summarize } from './helpers/snapshot';
import { setPausedWithSpace, stepUntil } from './helpers/waits';
import { clickControl } from './helpers/controls';

/** Selects an entity with a real click on it (the sim paused so that it holds still). */
async function selectByClick(page: Page, entityId: string): Promise<void> {
  const paused = await setPausedWithSpace(page, true);
  const entity = entityById(paused, entityId);
  await page.mouse.click(entity.screen[0], entity.screen[1]);
  await stepUntil(page, (s) => s.selectedId === entityId, 1, { description: `clicking ${entityId} selects it`, wallTimeoutMs: 5000 });
  const after = await snapshot(page);
  // A click on an entity in Path mode must not draw a path or move anything.
  expect(after.time).toBe(paused.time);
  await setPausedWithSpace(page, false);
}

/**
 * Draws a path with the mouse on empty canvas for the selected entity, then waits until it has
 * reached every waypoint (its counter) and has actually passed near each one (its positions).
 */
async function drawPathAndFollow(page: Page, entityId: string, options: { simSeconds: number; passDistance: number }): Promise<number> {
  const before = await snapshot(page);
  expect(before.selectedId).toBe(entityId);
  const line = await freePolyline(page, occupiedScreenPoints(before), { count: 4, spacing: 110, clearance: 90 });
  await mouseDrag(page, line, { stepsPerLeg: 8 });

  const drawn = await snapshot(page);
  const entity = entityById(drawn, entityId);
  const path = entity.path;
  expect(path.length, `a path was created for ${entityId}: ${summarize(drawn)}`).toBeGreaterThanOrEqual(4);
  expect(entity.mode).toBe('followPath');
  // The waypoints are where the mouse went: the first where it was pressed, the last near the release.
  const drawnWaypoints = drawn.waypoints.filter((w) => w.entityId === entityId).sort((a, b) => a.index - b.index);
  expect(drawnWaypoints.length).toBe(path.length);
  const first = drawnWaypoints[0]?.screen as Vec2;
  const last = drawnWaypoints[drawnWaypoints.length - 1]?.screen as Vec2;
  expect(distance(first, line[0] as Vec2), 'first waypoint at the press point (px)').toBeLessThan(3);
  expect(distance(last, line[line.length - 1] as Vec2), 'last waypoint near the release point (px)').toBeLessThan(25);

  const baseline = entity.waypointsReached;
  const track: Vec2[] = [entity.position];
  const round = (points: Vec2[]) => JSON.stringify(points.map((w) => w.map((v) => Number(v.toFixed(1)))));
  try {
    await stepUntil(
      page,
      (s) => {
        const e = entityById(s, entityId);
        track.push(e.position);
        return e.waypointsReached >= baseline + path.length;
      },
      options.simSeconds,
      { description: `${entityId} reaches all ${path.length} waypoints` },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\ndrawn path (m): ${round(path)}\nlast positions (m): ${round(track.slice(-15))}`, {
      cause: error,
    });
  }
  // Positions are polled every few steps (fewer on a busy machine): measure from the polyline
  // through them. Where the entity turned at a waypoint between two polls, that chord cuts the
  // corner by at most half its length, so the tolerance grows by half the largest polling gap.
  const closest = path.map((w) => distanceToPolyline(w, track));
  let largestGap = 0;
  for (let i = 1; i < track.length; i++) largestGap = Math.max(largestGap, distance(track[i - 1] as Vec2, track[i] as Vec2));
  const allowed = options.passDistance + largestGap / 2;
  const missed = closest.map((d, i) => [i, Number(d.toFixed(2))] as const).filter(([, d]) => d > allowed);
  expect(
    missed,
    `waypoints ${entityId} never came within ${allowed.toFixed(2)} m (${options.passDistance} m + half the largest polling gap) ` +
      `of (index, closest m)`,
  ).toEqual([]);
  return path.length;
}

test('Path mode: a path drawn with the mouse is followed through every waypoint by the character, then by the missile', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('3');
  await stepUntil(page, (s) => s.mode === 'path', 1, { description: 'mode is path after pressing 3' });

  const snap = await snapshot(page);
  const character = snap.entities.find((e) => e.type === 'character');
  const missiles = snap.entities.filter((e) => e.type === 'missile');
  if (!character || missiles.length === 0) throw new Error(`expected missiles and a character: ${summarize(snap)}`);

  // One entity at a time, as in the original demo. Select each missile with a click and remove it
  // with the Remove button.
  for (const [i, missile] of missiles.entries()) {
    await selectByClick(page, missile.id);
    await clickControl(page, '#remove-entity');
    await stepUntil(page, (s) => s.entities.length === snap.entities.length - i - 1, 1, {
      description: `Remove deletes the selected missile ${missile.id}`,
    });
  }
  const alone = await snapshot(page);
  expect(alone.entities[0]?.id).toBe(character.id);
  expect(alone.selectedId, 'the remaining character is selected').toBe(character.id);

  // Character: a waypoint counts as reached within 1 m.
  const characterWaypoints = await drawPathAndFollow(page, character.id, { simSeconds: 30, passDistance: 1.5 });
  await saveScreenshot(page, testInfo, 'character-path-done');

  // Y (next type) turns the selected character into a missile, selected; draw it a new path.
  await page.keyboard.press('y');
  const swapped = await stepUntil(page, (s) => s.entities.length === 1 && s.entities[0]?.type === 'missile', 1, {
    description: 'Y replaces the character by a missile',
  });
  const newMissileId = swapped.entities[0]?.id as string;
  expect(swapped.selectedId).toBe(newMissileId);
  // Missile: a waypoint counts as reached within 4 m.
  const missileWaypoints = await drawPathAndFollow(page, newMissileId, { simSeconds: 40, passDistance: 4.5 });
  await saveScreenshot(page, testInfo, 'missile-path-done');

  testInfo.annotations.push({ type: 'waypoints', description: `character ${characterWaypoints}, missile ${missileWaypoints}` });
  expect(problems.messages).toEqual([]);
});
