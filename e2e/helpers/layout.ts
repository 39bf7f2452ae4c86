/** What covers the play area: the page's overlays measured from the DOM, in CSS px. */
import type { Page } from '@playwright/test';

/** A rectangle on the page, CSS px: x, y, width, height, and what it is. */
export interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What the page shows now: the canvas's box and every visible overlay over the play area. */
export interface Layout {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly canvas: Box;
  readonly overlays: Box[];
}

/**
 * Measures the layout: the canvas and what lies over it (every visible child of #world but the
 * game and screen-reader-only text, the overlays along the top edge rather than the invisible row
 * that lays them out, the open menu, open dialogs). Transparent (opacity 0) and
 * hidden elements do not count; elements that let the pointer through (the hint) do.
 */
export async function measureLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (name: string, element: Element): { name: string; x: number; y: number; width: number; height: number } => {
      const r = element.getBoundingClientRect();
      return { name, x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const canvas = document.querySelector('#game canvas');
    if (!canvas) throw new Error('no canvas');
    const candidates = [
      ...document.querySelectorAll(
        '#world > *:not(#game):not(.visually-hidden):not(#top-overlays), #top-overlays > *, #toolbar-menu, dialog[open]',
      ),
    ];
    const overlays = candidates
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => box(element.id || element.className, element))
      .filter((b) => b.width > 0 && b.height > 0);
    return { viewport: { width: window.innerWidth, height: window.innerHeight }, canvas: box('canvas', canvas), overlays };
  });
}

/** Whether (x, y) is inside `b`. */
export function inside(b: Box, x: number, y: number): boolean {
  return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
}

/**
 * The fraction of the viewport that is unobstructed play area: on the canvas and under no
 * overlay, sampled on a 4 px grid.
 */
export function unobstructedFraction(layout: Layout): number {
  const step = 4;
  let free = 0;
  let all = 0;
  for (let y = step / 2; y < layout.viewport.height; y += step) {
    for (let x = step / 2; x < layout.viewport.width; x += step) {
      all++;
      if (inside(layout.canvas, x, y) && !layout.overlays.some((o) => inside(o, x, y))) free++;
    }
  }
  return free / all;
}

/** The overlay over screen point (x, y), or null when the point is free play area (or off the canvas). */
export function overlayAt(layout: Layout, x: number, y: number): Box | null {
  return layout.overlays.find((o) => inside(o, x, y)) ?? null;
}
