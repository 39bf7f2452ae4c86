/**
 * The play area is the page (issue 13): on first load most of the screen is unobstructed play
 * area, measured from the DOM, and for the first 20 s of simulated time no overlay (HUD, hint,
 * tour card, legends, messages) covers the screen position of any entity or target; the missile is
 * drawn large enough to read. At a desktop size and at both phone orientations, with touch on the
 * phones. Time is stepped, half a second between looks, each look after a frame as drawn (the
 * camera framed the bodies where they are): the overlays that come and go without input (the tour
 * card, the hint, the legends) follow simulated time; only a toast follows the wall clock, and
 * none shows without input.
 */
import { expect, test } from '@playwright/test';
import { measureLayout, overlayAt, unobstructedFraction } from './helpers/layout';
import { openDemo, saveScreenshot } from './helpers/page';
import { entityOfType, snapshot } from './helpers/snapshot';
import { distance } from './helpers/geometry';
import { stepFor } from './helpers/waits';

/** Length of the missile's outline, m (src/sim/entities/shapes.ts: nose at +5 m, tail at −2.5 m). */
const MISSILE_LENGTH_M = 7.5;

const SIZES = [
  { name: 'desktop 1280×800', width: 1280, height: 800, phone: false, minFree: 0.85, minMissilePx: 48 },
  { name: 'phone portrait 390×844', width: 390, height: 844, phone: true, minFree: 0.8, minMissilePx: 32 },
  { name: 'phone landscape 844×390', width: 844, height: 390, phone: true, minFree: 0.8, minMissilePx: 32 },
] as const;

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.phone, isMobile: size.phone });

    test(
      `at least ${size.minFree * 100}% of the screen is play area, the missile is at least ${size.minMissilePx} px long, and for ` +
        `20 s no overlay covers an entity or a target`,
      async ({ page }, testInfo) => {
        const problems = await openDemo(page);
        const layout = await measureLayout(page);
        const free = unobstructedFraction(layout);
        testInfo.annotations.push({
          type: 'play area',
          description:
            `${(free * 100).toFixed(1)}% unobstructed; overlays: ` +
            `${layout.overlays.map((o) => `${o.name} ${Math.round(o.width)}×${Math.round(o.height)}`).join(', ')}`,
        });
        expect(free, `unobstructed play area at ${size.name}`).toBeGreaterThanOrEqual(size.minFree);

        // Pixels per metre from two entities' screen and world distances: the missile's drawn length.
        const first = await snapshot(page);
        const a = first.entities[0];
        const b = first.entities[first.entities.length - 1];
        if (!a || !b || a === b) throw new Error('the opening needs at least two entities');
        const pixelsPerMetre = distance(a.screen, b.screen) / distance(a.position, b.position);
        const missilePx = MISSILE_LENGTH_M * pixelsPerMetre;
        testInfo.annotations.push({ type: 'missile', description: `${missilePx.toFixed(1)} px long (${pixelsPerMetre.toFixed(2)} px/m)` });
        expect(missilePx, 'the missile at the default zoom').toBeGreaterThanOrEqual(size.minMissilePx);
        expect(entityOfType(first, 'missile')).toBeTruthy();

        // Every half second of the first 20 s: every entity and target is on the canvas, under no overlay.
        const covered: string[] = [];
        let samples = 0;
        while (first.time + samples * 0.5 < 20) {
          const [snap, now] = await Promise.all([snapshot(page), measureLayout(page)]);
          samples++;
          const points = [
            ...snap.entities.map((e) => ({ name: e.id, screen: e.screen })),
            ...snap.targets.map((t) => ({ name: t.id, screen: t.screen })),
          ];
          for (const point of points) {
            const [x, y] = point.screen;
            const onCanvas =
              x >= now.canvas.x && x <= now.canvas.x + now.canvas.width && y >= now.canvas.y && y <= now.canvas.y + now.canvas.height;
            if (!onCanvas) covered.push(`${snap.time.toFixed(1)} s: ${point.name} off the play area at (${x.toFixed(0)}, ${y.toFixed(0)})`);
            const overlay = overlayAt(now, x, y);
            if (overlay)
              covered.push(`${snap.time.toFixed(1)} s: ${point.name} under ${overlay.name} at (${x.toFixed(0)}, ${y.toFixed(0)})`);
          }
          await stepFor(page, 0.5);
        }
        await saveScreenshot(page, testInfo, `layout-${size.width}x${size.height}`);
        expect(samples, 'samples taken in 20 s of simulated time').toBeGreaterThanOrEqual(20);
        expect(covered, 'entities and targets covered by an overlay or off the play area').toEqual([]);
        expect(problems.messages).toEqual([]);
      },
    );
  });
}
