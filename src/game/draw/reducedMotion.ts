/** The media query, made once (null where there is no window, as in unit tests). */
const query: MediaQueryList | null =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

/**
 * Whether the player asked the system for less motion (`prefers-reduced-motion: reduce`): the
 * drawing then keeps trails short and faint, explosions small and still (no flying sparks, no
 * shock ring), the selection ring still, and the camera jumps instead of gliding.
 */
export function prefersReducedMotion(): boolean {
  return query?.matches ?? false;
}
