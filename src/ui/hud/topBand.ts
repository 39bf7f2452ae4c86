/**
 * Keeps the CSS custom property `--top-band` on #world at the height of the band the top overlays
 * take (the HUD, and the race legend under it on a phone), in px from the top of the play area:
 * what else goes at the top of a phone's play area (a message, the challenge card) starts below it
 * instead of covering it. A ResizeObserver: nothing runs per frame, and nothing forces a layout.
 */
export function watchTopBand(world: HTMLElement, topOverlays: HTMLElement): () => void {
  const update = (): void => {
    const band = Math.max(0, Math.round(topOverlays.getBoundingClientRect().bottom - world.getBoundingClientRect().top));
    world.style.setProperty('--top-band', `${band}px`);
  };
  if (typeof ResizeObserver !== 'function') {
    update();
    return () => undefined;
  }
  // No measurement now: that would make the browser lay out the page in the middle of its start-up.
  // An observer reports every element it starts to observe once, after the next layout and before
  // that frame is painted, so the band is set from the first frame.
  const observer = new ResizeObserver(update);
  observer.observe(topOverlays);
  observer.observe(world);
  return () => observer.disconnect();
}
