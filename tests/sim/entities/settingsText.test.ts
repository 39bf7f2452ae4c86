import { describe, expect, it } from 'vitest';
import { defaultControllerSettings, type ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import type { MovingEntity } from '../../../src/sim/entities/MovingEntity';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

/** Each way a setting changes, by the entity's own API. */
const CHANGES: readonly [string, (entity: MovingEntity) => void][] = [
  ['the turn rate limit', (e) => (e.maxAngularAcceleration = 7.5)],
  ['the same limit again', (e) => (e.maxAngularAcceleration = 7.5)],
  ['the top speed', (e) => (e.maxSpeed = 4.25)],
  ['what it does at its target', (e) => (e.chaseArrival = e.chaseArrival === 'stop' ? 'fly-through' : 'stop')],
  ['the guidance law', (e) => e.setGuidance({ guidance: 'lead' })],
  ['N', (e) => e.setGuidance({ navigationConstant: 4.5 })],
  ['the controller', (e) => e.setController({ ...defaultControllerSettings('pd'), kp: 11 } as ControllerSettings)],
  ['the controller’s gains alone', (e) => e.setController({ ...e.getSettings().controller, kd: 0.125 } as ControllerSettings)],
];

describe('settingsText: the settings as JSON, kept between changes (what the history compares every step)', () => {
  for (const type of ['missile', 'character'] as const) {
    it(`is JSON.stringify(getSettings()) after every kind of change, a ${type}`, () => {
      const world = new SteeringWorld();
      const entity = world.addEntity({ id: 'e', type, position: { x: 0, y: 0 } });
      expect(entity.settingsText()).toBe(JSON.stringify(entity.getSettings()));
      for (const [what, change] of CHANGES) {
        const before = entity.settingsText();
        change(entity);
        expect(entity.settingsText(), what).toBe(JSON.stringify(entity.getSettings()));
        if (what !== 'the same limit again') expect(entity.settingsText(), `${what} changes it`).not.toBe(before);
      }
    });
  }

  it('is unchanged by a copy of the settings changed outside', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'e', type: 'missile', position: { x: 0, y: 0 } });
    const text = entity.settingsText();
    const copy = entity.getSettings();
    copy.maxSpeed = 1;
    copy.controller.type = 'pd';
    expect(entity.settingsText()).toBe(text);
    expect(JSON.stringify(entity.getSettings())).toBe(text);
  });
});
