/**
 * planck's solver iterations for a crowd (the benchmark's hundreds or thousands of entities
 * looping paths: `?bench=N` and `npm run bench`), instead of Box2D's recommended 8 and 3.
 *
 * In a crowd, bodies meet in pairs or threes and glance off each other; nothing stacks or rests on
 * anything, which is what more iterations are for. With 4 and 2 a step of 1,000 entities is about
 * 9% shorter (docs/performance.md); contacts still separate within a few steps, and no body
 * passes through another (tests/sim/crowdSolver.test.ts). Every other scene keeps 8 and 3.
 */
export const CROWD_SOLVER_ITERATIONS = { velocityIterations: 4, positionIterations: 2 } as const;

/**
 * How far ahead planck's broad phase fattens the box of a moving body in a crowd, in steps of its
 * motion: planck's `Settings.aabbMultiplier`, 2 by default (as in early Box2D; later Box2D 2.4
 * releases use 4). A body whose box still holds it after a step stays where it is in the broad
 * phase's tree; one that left its box is taken out and put back in, with a new box reaching this
 * many steps ahead. A crowd's bodies move about 0.17 m a step, so with 2 most of them leave their
 * box every two or three steps; with 4 they are re-inserted about half as often, for a few more
 * contacts between boxes that do not touch (2,322 instead of 2,240 at 3,000 entities). The step of
 * 3,000 entities is 5–8% shorter (docs/performance.md). Motion is the same up to the order in
 * which planck meets its contacts. See WorldSettings.aabbMultiplier.
 */
export const CROWD_AABB_MULTIPLIER = 4;

/** A crowd's world settings, both of the above (for `new SteeringWorld(…)`). */
export const CROWD_WORLD_SETTINGS = { ...CROWD_SOLVER_ITERATIONS, aabbMultiplier: CROWD_AABB_MULTIPLIER } as const;

/**
 * What a crowd's entities are made of, besides their settings: one convex hull each
 * (collisionShape.ts), no friction, and missiles that thrust only toward where they steer
 * (EntityDefinition.thrust). The last two keep a crowd flowing. Pressed together by thrust of up
 * to 100 m/s² with friction 1, two bodies could not turn against each other, and two missiles
 * side by side, the back one's nose at the front one's tail, both turning the same way, locked
 * like gears: each one's velocity is re-aimed down its nose every step, so no contact ever pushed
 * them apart. Such pairs flew off together for tens of seconds, and at 2,000 entities the crowd's
 * touching contacts grew 2.3 times in 5 minutes. Now a missile whose nose points away from its
 * target stops pushing, falls back and turns free (docs/performance.md, "A crowd that keeps flowing").
 */
export const CROWD_ENTITY_OPTIONS = { collisionShape: 'hull', friction: 0, thrust: 'toward-target' } as const;
