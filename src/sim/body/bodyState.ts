import type { Body } from 'planck';
import type { BodyMemory } from '../state/memory';
import { placeSweep, placeTransform } from '../state/planckPrivate';

/**
 * A body's exact state: centre of mass, angle and velocities, and its transform where a step would not derive it so (see {@link
 * BodyMemory}).
 */
export function saveBody(body: Body): BodyMemory {
  const center = body.getWorldCenter();
  const velocity = body.getLinearVelocity();
  const memory: BodyMemory = {
    center: [center.x, center.y],
    angle: body.getAngle(),
    velocity: [velocity.x, velocity.y],
    angularVelocity: body.getAngularVelocity(),
  };
  // What a step leaves: the transform derived from the sweep. Derived here and put back as it was.
  const { p, q } = body.getTransform();
  const [px, py, s, c] = [p.x, p.y, q.s, q.c];
  body.synchronizeTransform();
  if (p.x !== px || p.y !== py || q.s !== s || q.c !== c) memory.placed = { origin: [px, py], rotation: [s, c] };
  placeTransform(body, px, py, s, c);
  return memory;
}

/**
 * Puts a body exactly where {@link saveBody} found it (`field` names its memory in a refusal). planck integrates the centre of mass and
 * derives the origin from it after each step; setting the origin (as a scene file does) derives the
 * centre back, which may differ in the last bit. So the centre and the angle are written into the
 * body's sweep as a step leaves them (c0 = c, a0 = a), then the transform and the broad phase
 * follow from them as planck's own step does. Never sets anything a step would not.
 */
export function restoreBody(body: Body, memory: Readonly<BodyMemory>, field = 'center'): void {
  checkCenter(body, memory.center, field);
  placeCenter(body, memory.center, memory.angle, memory.placed);
  body.setLinearVelocity({ x: memory.velocity[0], y: memory.velocity[1] });
  body.setAngularVelocity(memory.angularVelocity);
}

/**
 * Refuses a saved centre of mass farther from the one the file's placement gives than the body's
 * size (the half diagonal of its fixtures' bounding box): a saved state differs from its file in
 * the last bits, never by metres; a centre 141 km off made the body jump there and the camera fit
 * both places. A RangeError naming `field` (the memory's own: `body.center` in an entity's); the
 * caller names the record (FieldError.withinField).
 */
function checkCenter(body: Body, center: readonly [number, number], field: string): void {
  const placedAt = body.getWorldCenter();
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let fixture = body.getFixtureList(); fixture; fixture = fixture.getNext()) {
    const box = fixture.getAABB(0);
    [minX, minY] = [Math.min(minX, box.lowerBound.x), Math.min(minY, box.lowerBound.y)];
    [maxX, maxY] = [Math.max(maxX, box.upperBound.x), Math.max(maxY, box.upperBound.y)];
  }
  const size = Number.isFinite(minX) ? Math.hypot(maxX - minX, maxY - minY) / 2 : 0;
  const off = Math.hypot(center[0] - placedAt.x, center[1] - placedAt.y);
  if (off > size)
    throw new RangeError(
      `${field} must be within ${size.toFixed(2)} m (the body's size) of the centre its position in the file gives, ` +
        `[${placedAt.x.toFixed(2)}, ${placedAt.y.toFixed(2)}]; got [${center[0]}, ${center[1]}], ${off.toPrecision(3)} m away`,
    );
}

/** The centre and the angle, written as a step leaves them, and a placed body's own transform (see {@link restoreBody}). */
function placeCenter(body: Body, center: readonly [number, number], angle: number, placed: BodyMemory['placed']): void {
  const [cx, cy] = center;
  const memory = { angle };
  // First through planck's own setter (wakes the body and moves its fixtures), then exactly.
  const local = body.getLocalCenter();
  const cos = Math.cos(memory.angle);
  const sin = Math.sin(memory.angle);
  body.setTransform({ x: cx - (cos * local.x - sin * local.y), y: cy - (sin * local.x + cos * local.y) }, memory.angle);
  placeSweep(body, cx, cy, memory.angle);
  body.synchronizeTransform();
  if (placed) placeTransform(body, placed.origin[0], placed.origin[1], placed.rotation[0], placed.rotation[1]);
  body.synchronizeFixtures();
}
