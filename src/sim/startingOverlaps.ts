import { testOverlap, type Body, type Fixture, type World } from 'planck';
import { quoteForMessage } from './validation/oneLine';

/**
 * Bodies that start on top of each other. planck finds and solves every touching pair of
 * fixtures (an entity has 3 to 5), so a pile of n bodies at one point costs about n² contacts per
 * step until the solver has pushed them apart, which takes many steps (measured: 100 entities at
 * one point, 12.7 s for the first step; 250, no step in two minutes). A body is only added if it
 * does not start overlapping more than {@link MAX_STARTING_OVERLAPS} bodies already there: at most
 * three bodies then share any point, the contacts at the start are at most a few per body, and a
 * step costs in proportion to the number of bodies. (Even so a pile is dear: 5,000 entities in
 * piles of 2 stepped about 5× slower than apart at first, in piles of 5 about 20×, of 9 about 45×.)
 *
 * Counted: every pair of fixtures that would collide (planck's group and category rules; the
 * player's entities, which share a negative group, never count against each other) and that
 * touch or overlap, including a wall against a wall (a pile of walls would catch whatever
 * enters it). Not counted: targets (sensors, which an entity may well start inside).
 */

/** Most bodies that a new body may start overlapping: a crate on a crate, a wall across two. */
export const MAX_STARTING_OVERLAPS = 2;

/**
 * The distinct bodies that `body` overlaps and would collide with, at most `limit + 1` of them
 * (enough to tell that the limit is exceeded), in the broad phase's order, leaving out those in
 * `ignored` (bodies of a batch not placed yet). Cost: one tree query per fixture, plus an exact
 * overlap test per fixture whose bounding box overlaps.
 */
export function findOverlappingBodies(
  world: World,
  body: Body,
  limit = MAX_STARTING_OVERLAPS,
  ignored: ReadonlySet<Body> | null = null,
): Body[] {
  const found: Body[] = [];
  const transform = body.getTransform();
  for (let fixture: Fixture | null = body.getFixtureList(); fixture && found.length <= limit; fixture = fixture.getNext()) {
    if (fixture.isSensor()) continue;
    const own = fixture;
    world.queryAABB(own.getAABB(0), (other) => {
      const otherBody = other.getBody();
      if (otherBody === body || other.isSensor() || found.includes(otherBody) || ignored?.has(otherBody) || !own.shouldCollide(other))
        return true;
      if (testOverlap(own.getShape(), 0, other.getShape(), 0, transform, otherBody.getTransform())) found.push(otherBody);
      return found.length <= limit;
    });
  }
  return found;
}

/** What a body belongs to: an entity (a missile or a character) or an obstacle, by id. */
export interface BodyRef {
  kind: 'entity' | 'obstacle';
  id: string;
  /** For messages: "missile", "character" or "obstacle". */
  label: string;
}

/**
 * A new body would start overlapping more than {@link MAX_STARTING_OVERLAPS} others; it was not
 * added. `body` is what it is, `overlapping` what it overlaps (the first ones found, more than the
 * limit). The message names them: `missile "e3" would start overlapping more than 2 other bodies
 * (character "e2", …); a body may start overlapping at most 2 others (…)`.
 */
export class CrowdedStartError extends RangeError {
  constructor(
    readonly body: BodyRef,
    readonly overlapping: readonly BodyRef[],
  ) {
    super(`${describeRef(body)} ${crowdedStartProblem(overlapping.map(describeRef))}`);
    this.name = 'CrowdedStartError';
  }
}

/** `missile "e1"`, with the id escaped and shortened for a message. */
function describeRef(ref: BodyRef): string {
  return `${ref.label} ${quoteForMessage(ref.id)}`;
}

/** "would start overlapping more than 2 other bodies (a, b, c, …); a body may …", given their names. */
export function crowdedStartProblem(overlapping: readonly string[]): string {
  const count = overlapping.length > MAX_STARTING_OVERLAPS ? `more than ${MAX_STARTING_OVERLAPS}` : String(overlapping.length);
  return `would start overlapping ${count} other bodies (${listFirst(overlapping)}); ${STARTING_OVERLAP_RULE}`;
}

/** The rule, as messages state it. */
export const STARTING_OVERLAP_RULE =
  `a body may start overlapping at most ${MAX_STARTING_OVERLAPS} others (a pile costs the square of its size in every physics ` +
  `step): move them apart`;

/** "a, b, c, …" with at most three names. */
export function listFirst(names: readonly string[], count = 3): string {
  return names.length > count ? `${names.slice(0, count).join(', ')}, …` : names.join(', ');
}
