import type { Body, World } from 'planck';

/** The planck body whose user data is `owner` (a target, an obstacle or an entity), or null. */
export function findBodyOf(physics: World, owner: unknown): Body | null {
  for (let body = physics.getBodyList(); body; body = body.getNext()) if (body.getUserData() === owner) return body;
  return null;
}

/** Destroys the planck body `owner` owns, if any. */
export function destroyBodyOf(physics: World, owner: unknown): void {
  const body = findBodyOf(physics, owner);
  if (body) physics.destroyBody(body);
}
