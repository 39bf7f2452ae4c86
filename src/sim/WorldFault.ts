import type { Body, World } from 'planck';
import { isBodyFinite } from './body/bodyFinite';
import { Obstacle } from './obstacles/Obstacle';
import { Target } from './targets/Target';
import { quoteForMessage } from './validation/oneLine';

/**
 * The world cannot go on: a target or an obstacle holds a number that is not finite (NaN or
 * infinity), or planck failed inside its step. Entities have a guard of their own that puts them
 * back to their last good state (SteeringWorld's per-step guard); a target or an obstacle has no
 * such state, and planck cannot take a NaN (it throws from deep inside its broad phase, e.g.
 * "Cannot read properties of undefined (reading 'x')"), so the world stops before planck sees one
 * and throws this instead. The input rules keep every accepted scene from getting here
 * (src/sim/validation/quantities.ts); this is the line behind them. The CLI prints the message as
 * its one refusal line (exit status 2); the game replaces the scene and shows the message.
 */
export class WorldFault extends Error {
  constructor(
    message: string,
    /** Simulated time of the step that could not be taken, s. */
    readonly time: number,
  ) {
    super(message);
    this.name = 'WorldFault';
  }
}

/** "target "t1"", "obstacle "crate"", "entity "m"": who owns a planck body, for a message. */
export function describeOwner(owner: unknown, kind: 'target' | 'obstacle' | 'entity'): string {
  const id = (owner as { id?: unknown } | null)?.id;
  return `${kind} ${typeof id === 'string' ? quoteForMessage(id) : '(unnamed)'}`;
}

/** The fault for a body whose numbers are no longer finite at `time` (s). */
export function nonFiniteFault(who: string, time: number): WorldFault {
  return new WorldFault(`${who}: its state became non-finite (NaN or infinity) at ${time.toFixed(3)} s, so the scene was stopped`, time);
}

/**
 * Throws a {@link WorldFault} naming the first target or obstacle whose state is not finite.
 * Called by the world before every planck step; reads each body once and allocates nothing.
 */
export function checkTargetsAndObstacles(targets: readonly Target[], obstacles: readonly Obstacle[], time: number): void {
  for (let i = 0; i < targets.length; i++) {
    const target = targets[i] as Target;
    if (!target.isFinite()) throw nonFiniteFault(describeOwner(target, 'target'), time);
  }
  for (let i = 0; i < obstacles.length; i++) {
    const obstacle = obstacles[i] as Obstacle;
    if (!obstacle.isFinite()) throw nonFiniteFault(describeOwner(obstacle, 'obstacle'), time);
  }
}

/**
 * The fault for an exception thrown inside planck's step at `time` (s; NaN when unknown): names the
 * first body whose numbers are no longer finite, if there is one (there usually is: that is what
 * makes planck throw).
 */
export function planckFault(world: World, error: unknown, time: number): WorldFault {
  const reason = error instanceof Error ? error.message : String(error);
  const at = Number.isFinite(time) ? ` at ${time.toFixed(3)} s` : '';
  for (let body = world.getBodyList(); body; body = body.getNext()) {
    if (isBodyFinite(body)) continue;
    return new WorldFault(
      `${describeBody(body)}: its state became non-finite (NaN or infinity) inside the physics step${at} (${reason}), so the ` +
        `scene was stopped`,
      time,
    );
  }
  return new WorldFault(`the physics step failed${at} (${reason}), so the scene was stopped`, time);
}

/** Who a planck body belongs to: a target, an obstacle or (any other owner) an entity. */
function describeBody(body: Body): string {
  const owner = body.getUserData();
  return describeOwner(owner, owner instanceof Target ? 'target' : owner instanceof Obstacle ? 'obstacle' : 'entity');
}
