import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

describe('customController', () => {
  it('says whether a controller given with useController steers (the HUD names it), until settings build one again', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    expect(entity.customController).toBe(false);
    let calls = 0;
    entity.useController({ type: 'pid', update: () => (calls++, 1), reset: () => {} });
    entity.steering.face({ x: 0, y: 10 });
    world.step();
    expect(entity.customController).toBe(true);
    expect(calls).toBe(1);
    entity.setController(entity.getSettings().controller);
    world.step();
    expect(entity.customController).toBe(false);
    expect(calls).toBe(1);
  });
});
