import type { Body, Fixture, World } from 'planck';
import type { BodyOwner, ContactMemory, FixtureName } from './state/memory';
import { writeWarmStart } from './state/planckPrivate';

/**
 * The contacts planck solves between two steps, written down and put back (its warm starting):
 * what a settle keeps of them (settleWorld.ts) and a snapshot holds (state/memory.ts).
 */

/** Names the owner of a body (its kind and id), or null for a body nothing of the world owns. */
export type OwnerName = (body: Body) => readonly [BodyOwner, string] | null;

/**
 * Every contact of `physics` whose fixtures touch (a solid pair with contact points: a sensor's
 * carries nothing into the next step), with its points' ids and accumulated impulses, in planck's
 * order. A contact of a body `nameOf` cannot name is left out (the world owns every body).
 */
export function captureContacts(physics: World, nameOf: OwnerName): ContactMemory[] {
  const contacts: ContactMemory[] = [];
  for (let contact = physics.getContactList(); contact; contact = contact.getNext()) {
    const manifold = contact.getManifold();
    if (!contact.isTouching() || manifold.pointCount === 0) continue;
    const a = fixtureName(contact.getFixtureA(), contact.getChildIndexA(), nameOf);
    const b = fixtureName(contact.getFixtureB(), contact.getChildIndexB(), nameOf);
    if (!a || !b) continue;
    const points = manifold.points.slice(0, manifold.pointCount).map(({ id, normalImpulse, tangentImpulse }) => ({
      features: [id.indexA, id.typeA, id.indexB, id.typeB] as [number, number, number, number],
      normalImpulse,
      tangentImpulse,
    }));
    contacts.push({ a, b, points });
  }
  return contacts;
}

/**
 * Gives each contact of `physics` that `contacts` names (either way round) what it carried: its
 * points' ids and impulses, as the step that wrote them left it (planckPrivate.writeWarmStart).
 * Where planck made the contact the other way round (fixture B first), the ids are swapped and the
 * tangent impulse turned (the normal, and so the tangent, point the other way): the same impulses.
 * The next step matches its new points to these by id and starts its solver from their impulses.
 */
export function warmStartContacts(physics: World, contacts: readonly ContactMemory[], nameOf: OwnerName): void {
  if (contacts.length === 0) return;
  const byPair = new Map<string, ContactMemory>();
  for (const contact of contacts) byPair.set(`${nameKey(contact.a)}|${nameKey(contact.b)}`, contact);
  for (let contact = physics.getContactList(); contact; contact = contact.getNext()) {
    const a = fixtureName(contact.getFixtureA(), contact.getChildIndexA(), nameOf);
    const b = fixtureName(contact.getFixtureB(), contact.getChildIndexB(), nameOf);
    if (!a || !b) continue;
    const same = byPair.get(`${nameKey(a)}|${nameKey(b)}`);
    const turned = same ? undefined : byPair.get(`${nameKey(b)}|${nameKey(a)}`);
    const saved = same ?? turned;
    if (saved && !contact.getFixtureA().isSensor() && !contact.getFixtureB().isSensor())
      writeWarmStart(contact, saved.points, turned !== undefined);
  }
}

/**
 * `fixture`'s name: its body's owner and its place in the body's fixture list; null when its body has no owner or it is a chain's child (no
 * body of the world has one).
 */
function fixtureName(fixture: Fixture, child: number, nameOf: OwnerName): FixtureName | null {
  const body = fixture.getBody();
  const owner = nameOf(body);
  if (!owner || child !== 0) return null;
  let index = 0;
  for (let f = body.getFixtureList(); f && f !== fixture; f = f.getNext()) index++;
  return [owner[0], owner[1], index];
}

/** One text per fixture name (a map's key). */
function nameKey([kind, id, fixture]: FixtureName): string {
  return `${kind}\u0000${id}\u0000${fixture}`;
}
