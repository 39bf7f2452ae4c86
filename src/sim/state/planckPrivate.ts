/**
 * Every read and write of planck's state beyond its public API, in one file: what an exact restore and a
 * settle need that planck offers no call for. Read against {@link PLANCK_VERSION_READ}; tests/sim/state/planckPrivate.test.ts fails when
 * one moves.
 */
import type { Body, Contact, World } from 'planck';
import type { ContactMemory } from './memory';

/**
 * The planck version whose internals this file was read against (its `dist/planck.mjs`). An upgrade
 * fails tests/sim/state/planckPrivate.test.ts until each access below is read again in the new
 * planck and this is raised. Why each is needed (planck's public API has no call that does it):
 *
 * - The body list (`World.m_bodyList`, `Body.m_prev`, `Body.m_next`), {@link relinkBodies}: planck
 *   puts a new body at the head of its list and its solver walks islands, and their contacts, in that
 *   order, which decides the last bits of every contact's result. A world rebuilt from a snapshot
 *   made its bodies in another order than the live one. The only public way to reorder the list is
 *   to destroy every body and make it again, which gives every owner (entity, target, obstacle, its
 *   steering) a new object.
 * - A body's sweep (`Body.m_sweep`: `c`, `c0`, `a`, `a0`, `alpha0`), {@link placeSweep}: planck
 *   integrates the centre of mass and the angle there and derives the origin from them. Its setters go
 *   the other way (`setTransform` derives the centre from the origin and reads the angle back through
 *   its sine and cosine, `atan2`), which may differ in the last bit from the state a step left.
 * - A body's transform written in place (the object `getTransform()` returns is the body's own),
 *   {@link placeTransform}: a body placed and not stepped since keeps the origin and rotation it was
 *   given, which a step would not derive from its sweep; `setTransform` would also rewrite the sweep
 *   from them, move its fixtures in the broad phase and wake it.
 * - A contact's warm start, written into the manifold `getManifold()` returns (its points' ids and
 *   accumulated impulses, and their count), {@link writeWarmStart}: planck has no call that gives a
 *   contact the impulses it carried, and its next step starts its solver from them, matched by id.
 */
export const PLANCK_VERSION_READ = '1.5.0';

/** planck's world as its body list holds it. */
interface ListedWorld {
  m_bodyList: Body | null;
}

/** planck's body as its world's list links it, and its sweep. */
interface InternalBody {
  m_prev: Body | null;
  m_next: Body | null;
  m_sweep: { c: { x: number; y: number }; c0: { x: number; y: number }; a: number; a0: number; alpha0: number };
}

/** Throws when planck no longer has `field` where this file reads it: an upgrade that moved it fails here, never silently. */
function checkField(owner: object, field: string, of: string): void {
  if (!(field in owner))
    throw new Error(
      `planck has no ${of}.${field}: src/sim/state/planckPrivate.ts was read against planck ${PLANCK_VERSION_READ}; read it ` +
        `again against the installed planck`,
    );
}

/**
 * Links `bodies` (every body of `world`, each once) into `world`'s body list in that order, as if
 * planck had made them in the reverse order. Between steps only; the count is unchanged.
 */
export function relinkBodies(world: World, bodies: readonly Body[]): void {
  checkField(world, 'm_bodyList', 'World');
  let previous: InternalBody | null = null;
  for (const body of bodies) {
    checkField(body, 'm_prev', 'Body');
    checkField(body, 'm_next', 'Body');
    const links = body as unknown as InternalBody;
    links.m_prev = previous as unknown as Body | null;
    links.m_next = null;
    if (previous) previous.m_next = body;
    previous = links;
  }
  (world as unknown as ListedWorld).m_bodyList = bodies[0] ?? null;
}

/**
 * Writes `body`'s centre of mass (`cx`, `cy`, m) and angle (rad) into its sweep as a step leaves it:
 * the start of the sweep the same as its end, and its time at 0. Its transform and fixtures are the
 * caller's to derive (`synchronizeTransform`, `synchronizeFixtures`).
 */
export function placeSweep(body: Body, cx: number, cy: number, angle: number): void {
  checkField(body, 'm_sweep', 'Body');
  const sweep = (body as unknown as InternalBody).m_sweep;
  sweep.c.x = cx;
  sweep.c.y = cy;
  sweep.c0.x = cx;
  sweep.c0.y = cy;
  sweep.a = angle;
  sweep.a0 = angle;
  sweep.alpha0 = 0;
}

/**
 * Writes `body`'s transform itself, its origin (`px`, `py`, m) and rotation (sine `s`, cosine `c`), touching nothing else (its sweep, its
 * fixtures).
 */
export function placeTransform(body: Body, px: number, py: number, s: number, c: number): void {
  const { p, q } = body.getTransform();
  p.x = px;
  p.y = py;
  q.s = s;
  q.c = c;
}

/**
 * Gives `contact` the points of `points` (the ids and impulses a step left on them): planck's next
 * step matches its new points to these by id and starts its solver from their impulses. `turned`:
 * planck made the contact the other way round (the saved B is its fixture A), so the ids are swapped
 * and the tangent impulse turned (the normal, and so the tangent, point the other way). At most as
 * many points as a manifold holds.
 */
export function writeWarmStart(contact: Contact, points: ContactMemory['points'], turned: boolean): void {
  const manifold = contact.getManifold();
  const count = Math.min(points.length, manifold.points.length);
  for (let i = 0; i < count; i++) {
    const { features, normalImpulse, tangentImpulse } = points[i] as ContactMemory['points'][number];
    const point = manifold.points[i] as (typeof manifold.points)[number];
    const [indexA, typeA, indexB, typeB] = features;
    if (turned) point.id.setFeatures(indexB, typeB, indexA, typeA);
    else point.id.setFeatures(indexA, typeA, indexB, typeB);
    point.normalImpulse = normalImpulse;
    point.tangentImpulse = turned ? -tangentImpulse : tangentImpulse;
  }
  manifold.pointCount = count;
}
