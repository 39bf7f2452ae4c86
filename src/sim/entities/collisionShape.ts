import { PolygonShape, type Body, type FixtureOpt, type MassData } from 'planck';
import type { Point } from '../math/vec2';
import type { BodyPart } from './shapes';

/**
 * What an entity collides with:
 * - "detailed": one fixture per convex part of its outline (3 for a missile, 5 for a character),
 *   so that what you see is exactly what collides;
 * - "hull": one fixture, the convex hull of those parts. It fills the small notches between the
 *   hull and the tail flare or the side jets (missile +0.75 m², character +1.5 m² of collision
 *   area), and gives planck's broad phase one proxy per body instead of 3 to 5, which is about
 *   half of a crowd's step (docs/performance.md). Mass, centre of mass and inertia stay those of
 *   the detailed parts, so an entity moves and turns exactly as before until it touches something.
 */
export type CollisionShape = 'detailed' | 'hull';

/** Every {@link CollisionShape}, for validation. */
export const COLLISION_SHAPES: readonly CollisionShape[] = ['detailed', 'hull'];

/** The z component of (a − o) × (b − o): > 0 when o, a, b turn counter-clockwise. */
function cross(o: Point, a: Point, b: Point): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/**
 * The convex hull of every vertex of `parts` (body coordinates, m), counter-clockwise, without
 * collinear points (Andrew's monotone chain).
 */
export function convexHullOf(parts: readonly BodyPart[]): Point[] {
  const points = parts.flatMap((part) => part.vertices.map(([x, y]): Point => [x, y]));
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const lower: Point[] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as Point;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function polygonOf(vertices: readonly Point[]): PolygonShape {
  return new PolygonShape(vertices.map(([x, y]) => ({ x, y })));
}

/** The shapes and mass data of one outline, built once and shared by every body that has it. */
interface SharedOutline {
  /** One polygon per part (the "detailed" fixtures). */
  parts: PolygonShape[];
  /** The convex hull of the parts (the "hull" fixture). */
  hull: PolygonShape;
  /** The detailed parts' mass data at density 1, summed the way planck sums a body's fixtures. */
  partsMass: MassData;
}

/**
 * planck does not copy a fixture's shape (Box2D does): a fixture keeps the shape it was given, and
 * only reads it. So every body of one outline can share the same polygons. A crowd of 1,000 then
 * holds two hulls instead of 1,000, each a dozen vectors planck reads in every collision test and
 * bounding-box update; the shared ones stay in the processor's cache (docs/performance.md).
 */
const sharedOutlines = new WeakMap<readonly BodyPart[], SharedOutline>();

function sharedOutline(parts: readonly BodyPart[]): SharedOutline {
  const known = sharedOutlines.get(parts);
  if (known) return known;
  const outline: SharedOutline = {
    parts: parts.map((part) => polygonOf(part.vertices)),
    hull: polygonOf(convexHullOf(parts)),
    partsMass: partsMassData(parts),
  };
  sharedOutlines.set(parts, outline);
  return outline;
}

/** The mass data of `parts` at density 1, summed as planck sums a body's fixtures (newest first). */
export function partsMassData(parts: readonly BodyPart[]): MassData {
  let mass = 0;
  let centerX = 0;
  let centerY = 0;
  let inertia = 0;
  const partMass = { mass: 0, center: { x: 0, y: 0 }, I: 0 };
  for (let i = parts.length - 1; i >= 0; i--) {
    polygonOf((parts[i] as BodyPart).vertices).computeMass(partMass, 1);
    mass += partMass.mass;
    centerX += partMass.mass * partMass.center.x;
    centerY += partMass.mass * partMass.center.y;
    inertia += partMass.I;
  }
  // As planck does: the centre scaled by 1/mass; setMassData takes the inertia about the body
  // origin, which the sum of the parts' is.
  const inverseMass = 1 / mass;
  return { mass, center: { x: centerX * inverseMass, y: centerY * inverseMass }, I: inertia };
}

/**
 * Gives `body` its collision fixtures for `parts` at density 1 (kg/m²): one per part ("detailed"),
 * or one convex hull ("hull") whose mass data is then set to the detailed parts' own, summed the
 * way planck sums a body's fixtures, so mass and inertia match the detailed body to rounding. The
 * shapes are shared with every other body of the same `parts` (see {@link sharedOutlines}).
 */
export function createCollisionFixtures(
  body: Body,
  parts: readonly BodyPart[],
  shape: CollisionShape,
  fixture: Omit<FixtureOpt, 'density'>,
): void {
  const outline = sharedOutline(parts);
  if (shape === 'detailed') {
    for (const part of outline.parts) body.createFixture(part, { ...fixture, density: 1 });
    return;
  }
  body.createFixture(outline.hull, { ...fixture, density: 1 });
  const { mass, center, I } = outline.partsMass;
  body.setMassData({ mass, center: { x: center.x, y: center.y }, I });
}
