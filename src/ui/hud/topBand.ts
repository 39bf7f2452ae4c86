/**
 * Keeps the CSS custom property `--top-band` on #world at the height of the band the top overlays
 * take (the HUD, and the race legend under it on a phone), in px from the top of the play area:
 * what else goes at the top of a phone's play area (a message, the challenge card) starts below it
 * instead of covering it. A ResizeObserver: nothing runs per frame.
 */
export function watchTopBand(world: HTMLElement, topOverlays: HTMLElement): () => void {
  const update = (): void => {
    const band = Math.max(0, Math.round(topOverlays.getBoundingClientRect().bottom - world.getBoundingClientRect().top));
    world.style.setProperty('--top-band', `${band}px`);
  };
  update();
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(update);
  observer.observe(topOverlays);
  observer.observe(world);
  return () => observer.disconnect();
}
