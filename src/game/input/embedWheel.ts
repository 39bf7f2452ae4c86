/**
 * The mouse wheel in an embedded game (`?embed=1`): it scrolls the page around the frame, as the
 * wheel does over any part of a page, until the player clicks in the frame (or holds Ctrl, ⌘,
 * Alt or Shift); then it zooms the game, until focus leaves the frame. A wheel event the game does
 * not take is stopped before Phaser sees it (on `gameElement`, in the capture phase), so Phaser
 * neither zooms nor cancels it, and the browser scrolls the host page. Returns the function that
 * removes the listeners.
 */
export function keepWheelForHostPage(gameElement: HTMLElement, frameWindow: Window): () => void {
  let engaged = false;
  const engage = (): void => {
    engaged = true;
  };
  const release = (): void => {
    engaged = false;
  };
  const onWheel = (event: WheelEvent): void => {
    if (engaged || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.stopPropagation();
  };
  frameWindow.addEventListener('pointerdown', engage, true);
  frameWindow.addEventListener('blur', release);
  gameElement.addEventListener('wheel', onWheel, { capture: true, passive: true });
  return () => {
    frameWindow.removeEventListener('pointerdown', engage, true);
    frameWindow.removeEventListener('blur', release);
    gameElement.removeEventListener('wheel', onWheel, { capture: true });
  };
}
