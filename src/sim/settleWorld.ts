import type { Body } from 'planck';
import type { SteeringWorld } from './SteeringWorld';
import { restoreBody, saveBody } from './body/bodyState';

/** The part of planck's world and bodies that {@link settleWorld} relinks: its body list. */
interface LinkedWorld {
  m_bodyList: Body | null;
}
interface LinkedBody {
  m_prev: Body | null;
  m_next: Body | null;
}

/**
 * Puts a world's planck state in the one state that a world rebuilt from a snapshot of it is also put in,
 * so that both step on bit for bit: every contact dropped (planck finds them again on the next
 * step), every body's sweep written as a step leaves it (bodyState.ts), the body list in the
 * world's order (its entities, targets, obstacles), and the broad phase built again by inserting
 * every fixture in that order. What planck's past left behind (the order it made bodies and pairs
 * in, its tree's shape, its boxes fattened at other steps) is then the same in both. Between steps only.
 */
export function settleWorld(world: SteeringWorld): void {
  if (world.stepInProgress) throw new Error('settleWorld: between steps only');
  const physics = world.physics;
  const order: readonly unknown[] = [...world.entities, ...world.targets, ...world.obstacles];
  const rank = new Map<unknown, number>();
  order.forEach((owner, i) => rank.set(owner, i));
  const bodies: Body[] = [];
  for (let body = physics.getBodyList(); body; body = body.getNext()) bodies.push(body);
  // Bodies of no listed owner keep their order, after the listed ones.
  const ranked = bodies.map((body, i) => ({ body, rank: rank.get(body.getUserData()) ?? order.length + i }));
  ranked.sort((a, b) => a.rank - b.rank);
  for (const { body } of ranked) body.setActive(false);
  for (const { body } of ranked) restoreBody(body, saveBody(body));
  let previous: Body | null = null;
  for (const { body } of ranked) {
    const links = body as unknown as LinkedBody;
    links.m_prev = previous;
    links.m_next = null;
    if (previous) (previous as unknown as LinkedBody).m_next = body;
    previous = body;
  }
  (physics as unknown as LinkedWorld).m_bodyList = ranked[0]?.body ?? null;
  for (const { body } of ranked) body.setActive(true);
}
