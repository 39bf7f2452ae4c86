/**
 * The counts a scenario may hold, and the products of those that interact, so that every accepted
 * scene costs time and memory in proportion to what it holds, within a bound measured on the
 * development machine (docs/reliability.md#limits, with the figures before and after).
 *
 * Where the cost came from: planck pairs bodies whose boxes overlap, and adds a contact by walking
 * every contact its bodies already have. Bodies that collide cannot pile up (they push apart), so
 * their pairs grow with their number. Two kinds of bodies overlap freely instead, any number of them
 * on one spot: targets, which were planck sensors, and entities sharing a negative collision group,
 * which pass through each other. Their cost grew with the square of their numbers, or worse. Targets
 * are now bodies without fixtures, tested against the entities near them each step
 * (src/sim/targets/TargetTouches.ts): a target costs a tree query and a shape test per entity
 * fixture inside it. What remains to bound is the product of targets and entities, and the entities
 * that pass through each other.
 */

/** Most targets in a scene (1,000 circling targets: about 10 ms a step, planck's bookkeeping of that many bodies). */
export const MAX_SCENARIO_TARGETS = 1000;

/** Most entities in a scene (the benchmark's crowd has up to 5,000; a step of 5,000 takes about 0.1 s). */
export const MAX_SCENARIO_ENTITIES = 5000;

/** Most obstacles in a scene. */
export const MAX_SCENARIO_OBSTACLES = 5000;

/** Most waypoints in one path. */
export const MAX_SCENARIO_PATH_WAYPOINTS = 10_000;

/**
 * Most targets × entities: each step every target tests every entity fixture inside it (up to 5 per
 * entity), and nothing stops all the entities from being inside all the targets at once. At the
 * limit, all on one spot, a step costs less than one of the largest crowd's (docs/reliability.md#limits).
 * The benchmark's crowd of 5,000 entities and its one target is 5,000.
 */
export const MAX_TARGET_PAIRS = 10_000;

/**
 * Most entities in negative collision groups (the entities of one such group pass through each
 * other, as the game's do): nothing keeps them apart, so they can pile up on one spot, and planck
 * pairs every fixture of a pile with every other at every step: n² pairs (2,000 such entities on
 * one point: 131 s per simulated second; 500: about as much as the largest crowd).
 */
export const MAX_PASS_THROUGH_ENTITIES = 500;

/**
 * Most waypoints in all paths together: each is an object the runner and the game keep, and the
 * game draws. The 8 Mi characters of a scenario text could otherwise hold about 1.4 million.
 */
export const MAX_TOTAL_WAYPOINTS = 200_000;

/**
 * Most contacts a scene's state may carry (`state.contacts`): four for every entity and obstacle
 * the scene may hold. Bodies that collide push apart, so each touches a few others at most.
 */
export const MAX_SCENARIO_CONTACTS = 4 * (MAX_SCENARIO_ENTITIES + MAX_SCENARIO_OBSTACLES);
