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
