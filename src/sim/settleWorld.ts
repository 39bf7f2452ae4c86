/** planck's state laid out in the one way a world rebuilt from a snapshot also lays it out (WorldSettling.ts says when). */
import type { Body, World } from 'planck';
import type { ContactMemory } from './state/memory';
import { restoreBody, saveBody } from './body/bodyState';
import { warmStartContacts, type OwnerName } from './contactMemory';
import { relinkBodies } from './state/planckPrivate';

/**
 * Puts planck's state of `physics` in the one state that a world rebuilt from a snapshot of it is
 * also put in, so that both step on bit for bit: every body's sweep written as a step leaves it
 * (bodyState.ts), the body list in the world's order (`order`: its bodies' owners, the entities,
 * targets and obstacles), the broad phase built again by inserting every fixture in that order,
 * and the contacts with it. What planck's past left behind (the order it made bodies and pairs in,
 * its tree's shape, its boxes fattened at other steps) is then the same in both. Only the body
 * list's order needs planck's internals (state/planckPrivate.ts); the rest is its public API.
 *
 * With `contacts` (what the world's contacts carried: contactMemory.ts), planck finds its contacts
 * at once, in the new tree's order, and each that touched gets back its points and impulses, so the
 * next step's solver starts where it would have (a body pressed on a wall is not let go for a
 * step). planck scales those impulses by the ratio of the step to the one before (a world just
 * built has none, and would start them from 0), so while every body is out of the world it is
 * stepped by `dt` (s): nothing moves, and the next step's ratio is that of a world that went on.
 * Then a step of 0 finds the contacts and updates them as a step's start does, moving nothing: each
 * that touches ends and begins again for planck's contact listeners (`end-contact`, `begin-contact`).
 * With null, every contact is dropped and planck finds them at its next step, starting from
 * nothing: how every world settled before contacts were kept (WorldSettling.settleDroppingContacts).
 * Between steps only.
 */
export function settleWorld(
  physics: World,
  dt: number,
  order: readonly unknown[],
  contacts: readonly ContactMemory[] | null,
  nameOf: OwnerName,
): void {
  const rank = new Map<unknown, number>();
  order.forEach((owner, i) => rank.set(owner, i));
  const bodies: Body[] = [];
  for (let body = physics.getBodyList(); body; body = body.getNext()) bodies.push(body);
  // Bodies of no listed owner keep their order, after the listed ones.
  const ranked = bodies.map((body, i) => ({ body, rank: rank.get(body.getUserData()) ?? order.length + i }));
  ranked.sort((a, b) => a.rank - b.rank);
  for (const { body } of ranked) body.setActive(false);
  // No body in the world: the step before becomes one of dt, and nothing else changes.
  if (contacts !== null) physics.step(dt);
  for (const { body } of ranked) restoreBody(body, saveBody(body));
  relinkBodies(
    physics,
    ranked.map(({ body }) => body),
  );
  for (const { body } of ranked) body.setActive(true);
  if (contacts === null) return;
  // What planck's next step would do first (fixtures were added), done here so that the contacts exist to be given back.
  physics.step(0);
  warmStartContacts(physics, contacts, nameOf);
}
