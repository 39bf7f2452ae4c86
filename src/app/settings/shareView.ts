import { describeInput } from '../fields/tuningFields';
import { describeRange, isInRange, type NumberRange } from '../../sim/validation/numberRange';
import { MAX_COORDINATE } from '../../sim/validation/fields';
import type { SharedCamera } from '../presentation/viewOptions';

/** The zoom a link may carry: the game's own limits (src/game/Viewport.ts), 1 being the world fitted. */
export const SHARED_ZOOM_RANGE: NumberRange = { min: 0.25, max: 8 };

/** A coordinate of the view's centre a link may carry, m: any point of any scene. */
const CENTRE_RANGE: NumberRange = { min: -MAX_COORDINATE, max: MAX_COORDINATE };

/**
 * How a share link shows its scene (the `view` of `?z=`, src/app/settings/shareLink.ts): paused or
 * playing, and the view the player chose by zooming or panning (null: the camera frames the action
 * by itself, as it does in a scene just opened).
 */
export interface SharedView {
  readonly paused: boolean;
  readonly camera: SharedCamera | null;
}

/** A refused value for a message: what it was, or "nothing" where the field was missing. */
function got(value: unknown): string {
  return value === undefined ? 'nothing' : describeInput(value);
}

/**
 * A view as a link writes it: `{ "paused": true, "zoom": 2.5, "centre": [x, y] }`, the camera's fields only when the player chose the view.
 */
export function sharedViewJson(view: SharedView): Record<string, unknown> {
  return view.camera
    ? { paused: view.paused, zoom: view.camera.zoom, centre: [view.camera.centre[0], view.camera.centre[1]] }
    : { paused: view.paused };
}

/**
 * Reads a link's `view`, field by field: a field that is not what it must be is refused with a line
 * naming it and its allowed range, and what it would have changed stays as a scene opens (playing;
 * the camera framing the action), while the other fields apply. `undefined` (a link from before
 * links carried a view) gives no view and no problem.
 */
export function readSharedView(value: unknown): { view: SharedView | null; problems: string[] } {
  if (value === undefined) return { view: null, problems: [] };
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return {
      view: null,
      problems: [
        `view (must be an object with "paused", and "zoom" and "centre" when the view was zoomed or panned; got ` +
          `${value === null ? 'null' : Array.isArray(value) ? 'an array' : describeInput(value)}), so the scene plays, framed ` +
          `by the camera`,
      ],
    };
  const { paused, zoom, centre, ...unknown } = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(unknown).slice(0, 3)) problems.push(`view.${key} (unknown key)`);
  let shownPaused = false;
  if (typeof paused === 'boolean') shownPaused = paused;
  else if (paused !== undefined) problems.push(`view.paused (must be true or false; got ${got(paused)}), so the scene plays`);
  let camera: SharedCamera | null = null;
  if (zoom !== undefined || centre !== undefined) {
    const zoomOk = typeof zoom === 'number' && isInRange(zoom, SHARED_ZOOM_RANGE);
    const point = Array.isArray(centre) && centre.length === 2 ? (centre as unknown[]) : null;
    const centreOk = point !== null && point.every((c) => typeof c === 'number' && isInRange(c, CENTRE_RANGE));
    if (!zoomOk) problems.push(`view.zoom (must be ${describeRange(SHARED_ZOOM_RANGE)}; got ${got(zoom)}), so the camera frames the scene`);
    if (!centreOk)
      problems.push(
        `view.centre (must be [x, y]: two numbers ${describeRange(CENTRE_RANGE).replace(/^a number /, '')}; got ` +
          `${Array.isArray(centre) ? `an array of ${centre.length}` : got(centre)}), so the camera frames the scene`,
      );
    if (zoomOk && centreOk) camera = { zoom: zoom as number, centre: [point[0] as number, point[1] as number] };
  }
  return { view: { paused: shownPaused, camera }, problems };
}
