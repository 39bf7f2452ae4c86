import type { Vec2Like } from '../../sim/math/vec2';

/**
 * The shape of the play area the scenes are laid out for: "landscape" (a desktop, a phone on its
 * side) or "portrait" (a phone held upright). The opening, the race's course and the spawn lanes
 * are designed for a landscape play area; on a portrait one they are turned a quarter turn, so
 * that the action runs along the screen's long side and fills it instead of a band across it.
 */
export type ScreenLayout = 'landscape' | 'portrait';

/** The layout for a play area of this size (CSS px): portrait when it is taller than wide. */
export function layoutFor(width: number, height: number): ScreenLayout {
  return height > width ? 'portrait' : 'landscape';
}

/**
 * How far the quarter-turned scene is moved up, m: the landscape scenes keep their action in
 * x ∈ [−50, 34] m (the left of the arena, where the entities start), which turned becomes
 * y ∈ [−50, 34]; moved up by 8 m it is centred on the origin again.
 */
const PORTRAIT_SHIFT_Y = 8;

/**
 * A point of a scene designed for a landscape play area, as laid out for `layout` (m): unchanged
 * in landscape; in portrait turned a quarter turn counter-clockwise, (x, y) → (−y, x), then moved
 * up by {@link PORTRAIT_SHIFT_Y}: what was on the left is at the bottom, what was on the right at
 * the top. Turning keeps every distance and every angle between headings, so the scene plays the
 * same story.
 */
export function laidOut(point: Readonly<Vec2Like>, layout: ScreenLayout): Vec2Like {
  return layout === 'portrait' ? { x: -point.y, y: point.x + PORTRAIT_SHIFT_Y } : { x: point.x, y: point.y };
}

/** The inverse of {@link laidOut}: where a point of the scene laid out for `layout` was in the landscape design (m). */
export function designPoint(point: Readonly<Vec2Like>, layout: ScreenLayout): Vec2Like {
  return layout === 'portrait' ? { x: point.y - PORTRAIT_SHIFT_Y, y: -point.x } : { x: point.x, y: point.y };
}

/** A heading (rad) of a landscape scene as laid out for `layout` (a quarter turn more in portrait). */
export function laidOutAngle(angle: number, layout: ScreenLayout): number {
  return layout === 'portrait' ? angle + Math.PI / 2 : angle;
}
