/**
 * Making missiles hit targets, in the browser (issue 5): hits as real contacts with explosions,
 * a HUD counter and the time-to-hit, respawns, the unattended Hunt, moving and thrown targets,
 * guidance in the panel, and obstacles placed, dragged and removed. Real input only; state read
 * through `window.pidDemo.snapshot()`; waits on simulated time.
 */
import { expect, test } from '@playwright/test';
import { freeCanvasPoint } from './helpers/canvasPoints';
import { distance, speedOf, type Vec2 } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { chooseOption, openPanelFolder, typeIntoField } from './helpers/panel';
import { dragAndHold, mouseFlick } from './helpers/pointer';
import { entityById, entityOfType, occupiedScreenPoints, snapshot, type Snapshot, targetOf } from './helpers/snapshot';
import { setPausedWithSpace, stepFor, stepUntil, waitForStillFraming, waitForStillTarget } from './helpers/waits';
import { clickControl } from './helpers/controls';

/** The arena moving targets bounce in (the view at zoom 1), m. */
const ARENA = { halfWidth: 50, halfHeight: 33 };

function allInArena(snap: Snapshot, margin = 2): boolean {
  return snap.targets.every(
    (t) => Math.abs(t.position[0]) <= ARENA.halfWidth + margin && Math.abs(t.position[1]) <= ARENA.halfHeight + margin,
  );
}

test('Hunt: with moving targets the hit counter increases over a minute of unattended play', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const problems = await openDemo(page);
  await page.keyboard.press('h');
  const hunt = await stepUntil(page, (s) => s.hunt, 1, { description: 'H starts the Hunt' });
  await expect(page.locator('#hunt-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(hunt.mode).toBe('seek');
  expect(
    hunt.targets.every((t) => t.motion !== 'static'),
    `every target moves: ${hunt.targets.map((t) => t.motion).join(', ')}`,
  ).toBe(true);
  expect(hunt.hits).toBe(0);
  await expect(page.locator('#hud')).toContainText('Hunt');
  // Unattended: nothing but time from here on.
  const start = await snapshot(page);
  const counts: number[] = [];
  let firstHitShot = false;
  const end = await stepUntil(
    page,
    (s) => {
      counts.push(s.hits);
      if (s.hits > 0 && !firstHitShot) firstHitShot = true;
      return s.time >= start.time + 60;
    },
    62,
    { description: 'a minute of simulated Hunt', wallTimeoutMs: 150_000 },
  );
  await saveScreenshot(page, testInfo, 'hunt-after-a-minute');
  testInfo.annotations.push({
    type: 'hits',
    description:
      `${end.hits} hits in ${(end.time - start.time).toFixed(1)} s of sim time: ${JSON.stringify(end.hitsByEntity)}; last ` +
      `time-to-hit ${end.lastTimeToHit?.toFixed(2)} s`,
  });
  expect(end.hits, 'hits over a minute').toBeGreaterThanOrEqual(4);
  const missile = entityOfType(end, 'missile');
  expect(end.hitsByEntity[missile.id] ?? 0, 'the missile hit its target more than once').toBeGreaterThanOrEqual(2);
  // The counter only ever goes up.
  expect(counts.every((count, i) => i === 0 || count >= (counts[i - 1] ?? 0))).toBe(true);
  expect(end.lastTimeToHit).toBeGreaterThan(0);
  expect(end.lastTimeToHit).toBeLessThan(60);
  expect(end.entities.every((e) => e.position.every(Number.isFinite))).toBe(true);
  expect(allInArena(end, 8), 'moving targets stay in view').toBe(true);
  // Paused, the HUD shows exactly the snapshot's count and last time-to-hit.
  const still = await setPausedWithSpace(page, true);
  await expect(page.locator('#hud dd.hud-hits')).toContainText(`${still.hits} (`);
  await expect(page.locator('#hud dd.hud-timeToHit')).toContainText(`${(still.lastTimeToHit as number).toFixed(2)} s`);
  await setPausedWithSpace(page, false);

  await page.keyboard.press('h');
  const calm = await stepUntil(page, (s) => !s.hunt, 1, { description: 'H ends the Hunt' });
  expect(calm.targets.every((t) => t.motion === 'static')).toBe(true);
  expect(problems.messages).toEqual([]);
});

test('a missile that reaches the target you placed hits it (a contact), explodes and respawns far away; the HUD counts it', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  // Hits and respawns are the Hunt's (in plain Seek a missile stops at its target). One missile
  // alone: E selects the next entity and Delete removes it; then the Hunt with static targets.
  for (let i = 0; i < 2; i++) {
    const count = (await snapshot(page)).entities.length;
    if ((await snapshot(page)).selectedId === 'missile-1') await page.keyboard.press('e');
    await stepUntil(page, (s) => s.selectedId !== 'missile-1', 1, { description: 'another entity is selected' });
    await page.keyboard.press('Delete');
    await stepUntil(page, (s) => s.entities.length === count - 1, 1, { description: 'Delete removes it' });
  }
  await page.keyboard.press('h');
  await stepUntil(page, (s) => s.hunt, 1, { description: 'the Hunt runs' });
  await openPanelFolder(page, 'panel-folder-targets');
  await chooseOption(page, '#panel-target-motion', 'static (stays put)');
  await stepUntil(page, (s) => s.targets.every((t) => t.motion === 'static'), 1, { description: 'the target stays put' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Close the panel again and let the camera settle where it frames the play area.
  await clickControl(page, '#panel-toggle');
  await page.waitForTimeout(1000);
  const paused = await setPausedWithSpace(page, true);
  const missile = entityOfType(paused, 'missile');
  const target = targetOf(paused, missile.id);
  // Put the target ahead of the missile (it flies along its nose), on free canvas.
  const ahead: Vec2 = [missile.screen[0] + 170 * Math.cos(-missile.angle), missile.screen[1] + 170 * Math.sin(-missile.angle)];
  const spot = await freeCanvasPoint(
    page,
    ahead,
    occupiedScreenPoints(paused).filter((p) => p !== target.screen),
    50,
  );
  await dragAndHold(page, target.screen, spot, { holdMs: 100 });
  const placed = await snapshot(page);
  const placedTarget = targetOf(placed, missile.id);
  expect(distance(placedTarget.screen, spot), 'the target is where the pointer let go').toBeLessThan(6);
  expect(placed.time, 'paused: no time passed').toBe(paused.time);
  await setPausedWithSpace(page, false);

  // A hit on the target placed now (the missile may have hit the Hunt's own target while the panel was in use).
  const hitsBefore = placed.hitsByEntity[missile.id] ?? 0;
  const hit = await stepUntil(page, (s) => (s.hitsByEntity[missile.id] ?? 0) > hitsBefore, 15, {
    description: `${missile.id} hits its target`,
  });
  const after = entityById(hit, missile.id);
  const targetNow = targetOf(hit, missile.id);
  expect(distance(targetNow.position, placedTarget.position), 'the placed target stays put').toBeLessThan(0.01);
  expect(distance(after.position, targetNow.position), 'the missile respawned far from the target').toBeGreaterThan(30);
  expect(after.mode).toBe('seek');
  expect(hit.lastTimeToHit).toBeGreaterThan(0);
  expect(hit.lastTimeToHit).toBeLessThan(15);
  await expect(page.locator('#hud dd.hud-hits')).toContainText(`${hit.hits} (${missile.id}: ${hitsBefore + 1})`);
  await expect(page.locator('#hud dd.hud-timeToHit')).toContainText(`${(hit.lastTimeToHit as number).toFixed(2)} s`);
  await saveScreenshot(page, testInfo, 'hit-and-respawn');
  // It comes back for another.
  await stepUntil(page, (s) => (s.hitsByEntity[missile.id] ?? 0) >= hitsBefore + 2, 20, {
    description: `${missile.id} hits again after its respawn`,
  });
  expect(problems.messages).toEqual([]);
});

test('a dragged target follows the pointer; held still it is dropped, flicked it is thrown and bounces inside the view', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'Track mode' });
  // A character added with C has a target of its own (the opening's entities share one).
  const opening = await snapshot(page);
  await page.keyboard.press('c');
  const added = await stepUntil(page, (s) => s.entities.length === opening.entities.length + 1, 1, { description: 'C adds a character' });
  const character = added.entities[added.entities.length - 1]!;
  // The camera glides to frame the new character: press on the target where it has come to rest.
  const before = await waitForStillTarget(page, targetOf(added, character.id).id);
  const target = targetOf(before, character.id);
  const spot = await freeCanvasPoint(
    page,
    [target.screen[0] - 120, target.screen[1] - 140],
    occupiedScreenPoints(before).filter((p) => p !== target.screen),
  );
  // While time runs: dragged by velocity; held still, then let go: dropped where the pointer was.
  await dragAndHold(page, target.screen, spot, { holdMs: 300 });
  const dropped = await snapshot(page);
  const droppedTarget = dropped.targets.find((t) => t.id === target.id);
  expect(droppedTarget?.motion).toBe('static');
  expect(distance(droppedTarget?.screen ?? [0, 0], spot)).toBeLessThan(6);
  await stepUntil(page, (s) => Math.abs(entityById(s, character.id).headingErrorDeg) < 3, 6, {
    description: 'the character faces the dropped target',
  });

  // A flick: pressed, swept fast to the left and let go while moving.
  const from = (await snapshot(page)).targets.find((t) => t.id === target.id)?.screen ?? spot;
  await mouseFlick(page, from, [from[0] - 300, from[1] + 100], { steps: 6, msPerStep: 12 });
  const thrown = await stepUntil(page, (s) => s.targets.find((t) => t.id === target.id)?.motion === 'linear', 1, {
    description: 'the flicked target flies on',
  });
  const flying = thrown.targets.find((t) => t.id === target.id);
  const speed = speedOf(flying?.velocity ?? [0, 0]);
  expect(speed, 'thrown at most 8 m/s').toBeLessThanOrEqual(8 + 1e-9);
  expect(speed).toBeGreaterThan(1);
  // Toward where the pointer went (left and down on screen: −x, −y in the world).
  expect(flying?.velocity[0] ?? 0).toBeLessThan(0);
  // It keeps flying, bouncing inside the view, and the character keeps turning to face it.
  const later = await stepFor(page, 12);
  expect(allInArena(later), 'the thrown target bounces inside the view').toBe(true);
  const moved = later.targets.find((t) => t.id === target.id);
  expect(distance(moved?.position ?? [0, 0], flying?.position ?? [0, 0])).toBeGreaterThan(5);
  await saveScreenshot(page, testInfo, 'thrown-target');
  expect(problems.messages).toEqual([]);
});

test('target motion and guidance in the panel: validated, live, and the debug overlay draws the line of sight and intercept', async ({
  page,
}, testInfo) => {
  const problems = await openDemo(page);
  await openPanelFolder(page, 'panel-folder-targets');
  await chooseOption(page, '#panel-target-motion', 'circle');
  const circling = await stepUntil(page, (s) => s.targets.every((t) => t.motion === 'circle'), 1, { description: 'every target circles' });
  await stepUntil(page, (s) => s.time > circling.time + 0.2 && s.targets.every((t) => Math.abs(speedOf(t.velocity) - 4) < 0.05), 2, {
    description: 'at the default 4 m/s',
  });
  await typeIntoField(page, '#panel-target-speed', '-1');
  await expect(page.locator('#panel-message')).toContainText('target speed (m/s) must be a number ≥ 0 and ≤ 50; got -1. Kept 4.');
  await typeIntoField(page, '#panel-target-radius', '0');
  await expect(page.locator('#panel-message')).toContainText('circle radius (m) must be a number > 0 and ≤ 40');
  await typeIntoField(page, '#panel-target-speed', '6');
  await stepUntil(page, (s) => s.targets.every((t) => Math.abs(speedOf(t.velocity) - 6) < 0.05), 2, {
    description: 'targets circle at 6 m/s',
  });
  await chooseOption(page, '#panel-target-motion', 'zig-zag (evasive)');
  await expect(page.locator('#panel-target-amplitude')).toBeVisible();
  await expect(page.locator('#panel-target-radius')).toBeHidden();
  await stepUntil(page, (s) => s.targets.every((t) => t.motion === 'zigzag'), 1, { description: 'every target zig-zags' });

  await openPanelFolder(page, 'panel-folder-guidance');
  await chooseOption(page, '#panel-guidance', 'proportional navigation');
  await typeIntoField(page, '#panel-navigation-constant', '0');
  await expect(page.locator('#panel-message')).toContainText('navigation constant N must be a number > 0 and ≤ 100; got 0. Kept 4.');
  await typeIntoField(page, '#panel-navigation-constant', '101');
  await expect(page.locator('#panel-message')).toContainText('got 101. Kept 4.');
  await typeIntoField(page, '#panel-navigation-constant', '3.5');
  await stepUntil(page, (s) => s.entities.every((e) => e.guidance === 'proportional-navigation' && e.navigationConstant === 3.5), 1, {
    description: 'PN with N = 3.5',
  });
  await expect(page.locator('#hud')).toContainText('PN, N = 3.5');
  await page.keyboard.press('d');
  await expect(page.locator('#debug-legend')).toContainText('line of sight');
  await expect(page.locator('#debug-legend')).toContainText('predicted intercept');
  await stepFor(page, 2);
  await saveScreenshot(page, testInfo, 'guidance-debug-overlay');
  expect(problems.messages).toEqual([]);
});

test(
  'obstacles: placed under the pointer or at the view centre, dragged by velocity, selected and deleted, cleared; a missile ' +
    'bounces off a rock and still reaches its target',
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = await openDemo(page);
    // Track mode: the entities turn in place, so they stay clear of the spots used below.
    await page.keyboard.press('1');
    await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'Track mode' });
    // Track's hint resizes the HUD and the world glides clear of it: read the screen once it is still.
    await waitForStillFraming(page);
    const start = await snapshot(page);
    const avoid = occupiedScreenPoints(start);
    const canvasBox = await page.locator('canvas').first().boundingBox();
    if (!canvasBox) throw new Error('no canvas');
    const centre: Vec2 = [canvasBox.x + canvasBox.width / 2, canvasBox.y + canvasBox.height / 2];

    // W with the pointer over the game: a wall under the pointer.
    const under = await freeCanvasPoint(page, [centre[0] - 150, centre[1] + 120], avoid, 90);
    await page.mouse.move(under[0], under[1]);
    await page.keyboard.press('w');
    const walled = await stepUntil(page, (s) => s.obstacles.length === 1, 1, { description: 'W places a wall' });
    const wall = walled.obstacles[0];
    expect(wall?.kind).toBe('wall');
    expect(wall?.shape).toEqual({ type: 'box', halfWidth: 8, halfHeight: 0.6 });
    // Under the pointer, not at the view centre (about 190 px away): the camera may already have begun
    // its glide to frame the new wall by the time the page is read, a few px on a slow machine.
    expect(distance(wall?.screen ?? [0, 0], under), 'under the pointer').toBeLessThan(20);
    expect(distance(wall?.screen ?? [0, 0], centre), 'not at the view centre').toBeGreaterThan(100);
    expect(walled.selectedObstacleId).toBe(wall?.id);

    // The Box button: at the view centre (the pointer is over the toolbar).
    await clickControl(page, '#add-box');
    const boxed = await stepUntil(page, (s) => s.obstacles.length === 2, 1, { description: 'the Box button places a box' });
    const box = boxed.obstacles[1];
    expect(box?.kind).toBe('box');
    expect(distance(box?.screen ?? [0, 0], centre), 'at the view centre').toBeLessThan(3);

    // Drag the wall (time runs): it moves by velocity and stays where it was let go. The camera may
    // have glided to frame the new obstacles: grab the wall where it is once the framing is still.
    await waitForStillFraming(page);
    const placed = await snapshot(page);
    const grab = placed.obstacles.find((o) => o.id === wall?.id)?.screen ?? under;
    const to = await freeCanvasPoint(
      page,
      [grab[0] + 40, grab[1] + 80],
      [...occupiedScreenPoints(placed), ...placed.obstacles.filter((o) => o.id !== wall?.id).map((o) => o.screen)],
      90,
    );
    // Held until the wall is under the pointer (in simulated time), then let go.
    let dragged: Snapshot | null = null;
    await dragAndHold(page, grab, to, {
      holdMs: 100,
      whileHeld: async () => {
        dragged = await stepUntil(page, (s) => distance(s.obstacles.find((o) => o.id === wall?.id)?.screen ?? [0, 0], to) < 4, 2, {
          description: 'the wall follows the drag',
        });
      },
    });
    const letGo = (dragged as Snapshot | null)?.obstacles.find((o) => o.id === wall?.id);
    await stepFor(page, 0.5);
    // In the world: the camera may since have moved to keep it clear of the edge.
    const stayed = (await snapshot(page)).obstacles.find((o) => o.id === wall?.id);
    expect(distance(stayed?.position ?? [0, 0], letGo?.position ?? [1e3, 1e3]), 'a wall stays where it was let go (m)').toBeLessThan(0.3);

    // Click the box (where it is now the framing is still), Delete removes it (and no entity).
    await waitForStillFraming(page);
    const boxNow = (await snapshot(page)).obstacles.find((o) => o.id === box?.id)?.screen ?? [0, 0];
    await page.mouse.click(boxNow[0], boxNow[1]);
    await stepUntil(page, (s) => s.selectedObstacleId === box?.id, 1, { description: 'a click selects the box' });
    await page.keyboard.press('Delete');
    const deleted = await stepUntil(page, (s) => s.obstacles.length === 1, 1, { description: 'Delete removes the selected box' });
    expect(deleted.entities.length).toBe(start.entities.length);

    // X: a loose crate; Clear removes everything.
    await page.mouse.move(centre[0], centre[1] - 60);
    await page.keyboard.press('x');
    const crated = await stepUntil(page, (s) => s.obstacles.some((o) => o.kind === 'crate' && o.loose), 1, {
      description: 'X places a loose crate',
    });
    expect(crated.obstacles.length).toBe(2);
    await clickControl(page, '#clear-obstacles');
    await stepUntil(page, (s) => s.obstacles.length === 0, 1, { description: 'Clear removes every obstacle' });

    // Seek mode, a rock between the missile and its target: it bounces off, keeps steering and gets there anyway.
    await page.keyboard.press('2');
    await stepUntil(page, (s) => s.mode === 'seek', 1, { description: 'Seek mode' });
    await setPausedWithSpace(page, true);
    await waitForStillFraming(page);
    let paused = await snapshot(page);
    const missile = entityOfType(paused, 'missile');
    // Nudge its target (the opening demo's targets stop hopping once one is moved).
    const original = targetOf(paused, missile.id).screen;
    await dragAndHold(page, original, [original[0], original[1] + 12], { holdMs: 50 });
    paused = await snapshot(page);
    const target = targetOf(paused, missile.id);
    const between: Vec2 = [(missile.screen[0] + target.screen[0]) / 2, (missile.screen[1] + target.screen[1]) / 2];
    await page.mouse.move(between[0], between[1]);
    await page.keyboard.press('o');
    const rocked = await stepUntil(page, (s) => s.obstacles.length === 1, 1, { description: 'O places a rock in the way' });
    expect(rocked.obstacles[0]?.kind).toBe('rock');
    await setPausedWithSpace(page, false);
    // In plain Seek it stops at its target (hits are the Hunt's): it gets there despite the rock.
    const arrived = await stepUntil(
      page,
      (s) => {
        const m = entityById(s, missile.id);
        return m.speed === 0 && distance(m.position, targetOf(s, missile.id).position) < 4.5;
      },
      30,
      { description: 'the missile reaches its target despite the rock', wallTimeoutMs: 60_000 },
    );
    expect(entityById(arrived, missile.id).position.every(Number.isFinite)).toBe(true);
    await saveScreenshot(page, testInfo, 'obstacles');
    expect(problems.messages).toEqual([]);
  },
);

test(
  'Intercept: I lines up pursuit, lead and proportional navigation against a crossing target; they hit, and I again ' +
    'restores the scene',
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const problems = await openDemo(page);
    const before = await snapshot(page);
    await page.keyboard.press('i');
    const intercept = await stepUntil(page, (s) => s.scene === 'intercept', 0.5, { description: 'I starts Intercept' });
    await expect(page.locator('#intercept-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#hud')).toContainText('Intercept');
    expect(intercept.entities.map((e) => e.id)).toEqual(['pursuit', 'lead', 'prop-nav']);
    expect(intercept.targets).toHaveLength(1);
    const end = await stepUntil(page, (s) => Object.keys(s.hitsByEntity).length === 3, 60, {
      description: 'every interceptor hits the crossing target',
      wallTimeoutMs: 90_000,
    });
    await saveScreenshot(page, testInfo, 'intercept');
    expect(end.hits).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('i');
    const back = await stepUntil(page, (s) => s.scene === 'playground', 1, { description: 'I again leaves Intercept' });
    expect(back.entities.map((e) => e.id)).toEqual(before.entities.map((e) => e.id));
    await expect(page.locator('#intercept-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(problems.messages).toEqual([]);
  },
);
