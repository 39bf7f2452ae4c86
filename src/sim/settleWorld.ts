/** planck's state laid out in the one way a world rebuilt from a snapshot also lays it out (WorldSettling.ts says when). */
import type { Body, World } from 'planck';
import type { ContactMemory } from './state/memory';
import { restoreBody, saveBody } from './body/bodyState';
import { warmStartContacts, type OwnerName } from './contactMemory';

/** The part of planck's world and bodies that {@link settleWorld} relinks and asks: its body list, its search for new contacts, its last step's length. */
interface LinkedWorld {
  m_bodyList: Body | null;
  m_newFixture: boolean;
  findNewContacts(): void;
  s_step: { dt: number; inv_dt: number };
}
interface LinkedBody {
  m_prev: Body | null;
  m_next: Body | null;
}

/**
 * Puts planck's state of `physics` in the one state that a world rebuilt from a snapshot of it is
 * also put in, so that both step on bit for bit: every body's sweep written as a step leaves it
 * (bodyState.ts), the body list in the world's order (`order`: its bodies' owners, the entities,
 * targets and obstacles), the broad phase built again by inserting every fixture in that order,
 * and the contacts with it. What planck's past left behind (the order it made bodies and pairs in,
 * its tree's shape, its boxes fattened at other steps) is then the same in both.
 *
 * With `contacts` (what the world's contacts carried: contactMemory.ts), planck finds its contacts
 * at once, in the new tree's order, and each that touched gets back its points and impulses, so the
 * next step's solver starts where it would have (a body pressed on a wall is not let go for a
 * step); planck scales those impulses by the ratio of the step to the one before, so the world is
 * also given a step of `dt` before (a world just built has none, and would start them from 0). With null, every contact is dropped and planck finds them at its next step, starting from
 * nothing: how every world settled before contacts were kept (WorldSettling.settleDroppingContacts).
 * Between steps only.
 */
export function settleWorld(physics: World, dt: number, order: readonly unknown[], contacts: readonly ContactMemory[] | null, nameOf: OwnerName): void {
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
  const world = physics as unknown as LinkedWorld;
  world.m_bodyList = ranked[0]?.body ?? null;
  for (const { body } of ranked) body.setActive(true);
  if (contacts === null) return;
  // What planck's next step would do first (a fixture was added), done here so that the contacts exist to be given back.
  world.findNewContacts();
  world.m_newFixture = false;
  warmStartContacts(physics, contacts, nameOf);
  world.s_step.dt = dt;
  world.s_step.inv_dt = 1 / dt;
}
