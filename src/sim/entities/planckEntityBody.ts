// A planck body as a game entity's body: the plane's adapter with the guard's reset, the bullet flag and the exact snapshot.
import type { Body } from 'planck';
import { restoreBody, saveBody } from '../body/bodyState';
import { PlanckBody } from '../planck/planckBody';
import type { BodyMemory } from '../state/memory';
import type { EntityBody } from './SteeredBody';

/**
 * A planck body as an entity's body (EntityBody): planckBody's reads and commands, the guard's
 * reset (setTransform, awake), the bullet flag, and the exact snapshot of bodyState.ts.
 */
export function planckEntityBody(body: Body): EntityBody {
  return new PlanckEntityBody(body);
}

class PlanckEntityBody extends PlanckBody implements EntityBody {
  setTransform(x: number, y: number, angle: number): void {
    this.body.setTransform({ x, y }, angle);
    this.body.setAwake(true);
  }
  isBullet(): boolean {
    return this.body.isBullet();
  }
  setBullet(flag: boolean): void {
    this.body.setBullet(flag);
  }
  saveMemory(): BodyMemory {
    return saveBody(this.body);
  }
  restoreMemory(memory: Readonly<BodyMemory>, field: string): void {
    restoreBody(this.body, memory, field);
  }
}
