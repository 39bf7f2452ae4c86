import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { EntityDefaults } from '../../../src/app/model/EntityDefaults';
import { ENTITY_TYPES, ORIGINAL_GAINS, TUNED_GAINS } from '../../../src/sim/entities/EntitySettings';

/** The PID gains of a controller, or null for another type. */
function gainsOf(controller: { type: string; kp?: number; ki?: number; kd?: number }): [number, number, number] | null {
  return controller.type === 'pid' ? [controller.kp ?? Number.NaN, controller.ki ?? Number.NaN, controller.kd ?? Number.NaN] : null;
}

describe('EntityDefaults: what new entities get', () => {
  it('starts with the tuned PID per type, 4π rad/s², 10 m/s and pursuit', () => {
    const defaults = new EntityDefaults();
    for (const type of ENTITY_TYPES) {
      const settings = defaults.settingsFor(type);
      expect(gainsOf(settings.controller)).toEqual([TUNED_GAINS[type].kp, TUNED_GAINS[type].ki, TUNED_GAINS[type].kd]);
      expect(settings).toMatchObject({ maxAngularAcceleration: 4 * Math.PI, maxSpeed: 10, guidance: 'pursuit', navigationConstant: 4 });
    }
  });

  it('one rule: a controller change for all reaches new entities of both types, and other controller types are left alone', () => {
    const defaults = new EntityDefaults();
    defaults.changeControllers('pid', { kp: 33 });
    for (const type of ENTITY_TYPES) expect(defaults.controllerOf(type)).toMatchObject({ type: 'pid', kp: 33 });
    defaults.useControllerType('stable-pd');
    defaults.changeControllers('pid', { kp: 1 });
    for (const type of ENTITY_TYPES)
      expect(defaults.controllerOf(type)).toEqual({
        type: 'stable-pd',
        naturalFrequency: 8,
        dampingRatio: 1,
        scaleWithTurnRate: true,
        brakingCurve: true,
      });
  });

  it('a change for all in the panel reaches entities added afterwards, missiles and characters alike', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'setControllerType', type: 'stable-pd', scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setControllerSettings', changes: { naturalFrequency: 9 }, scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 20, scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 5, scope: 'all' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setGuidance', changes: { guidance: 'lead' }, scope: 'all' }).ok).toBe(true);
    for (const type of ENTITY_TYPES) {
      expect(demo.apply({ kind: 'addEntity', type }).ok).toBe(true);
      const settings = demo.view.selected!.entity.getSettings();
      expect(demo.view.selected!.entity.type).toBe(type);
      expect(settings).toMatchObject({
        controller: { type: 'stable-pd', naturalFrequency: 9, dampingRatio: 1, scaleWithTurnRate: true, brakingCurve: true },
        maxSpeed: 20,
        maxAngularAcceleration: 5,
        guidance: 'lead',
      });
    }
  });

  it('switching the controller type and back restores the settings each type had', () => {
    const defaults = new EntityDefaults();
    defaults.changeControllers('pid', { kp: 33 });
    defaults.useControllerType('stable-pd');
    defaults.changeControllers('stable-pd', { naturalFrequency: 9 });
    defaults.useControllerType('pid');
    for (const type of ENTITY_TYPES) expect(gainsOf(defaults.controllerOf(type))).toEqual([33, TUNED_GAINS[type].ki, TUNED_GAINS[type].kd]);
    defaults.useControllerType('stable-pd');
    for (const type of ENTITY_TYPES)
      expect(defaults.controllerOf(type)).toEqual({
        type: 'stable-pd',
        naturalFrequency: 9,
        dampingRatio: 1,
        scaleWithTurnRate: true,
        brakingCurve: true,
      });
    // Whole settings (the auto-tuner's) are remembered the same way.
    defaults.useController({ type: 'spd', kp: 1000, kd: 300 });
    defaults.useControllerType('stable-pd');
    defaults.useControllerType('spd');
    for (const type of ENTITY_TYPES) expect(defaults.controllerOf(type)).toEqual({ type: 'spd', kp: 1000, kd: 300 });
  });

  it('a preset resets every type to its gains, forgets remembered settings and is where PIDs start from', () => {
    const defaults = new EntityDefaults();
    defaults.changeControllers('pid', { kp: 33 });
    defaults.useControllerType('stable-pd');
    defaults.changeControllers('stable-pd', { naturalFrequency: 9 });
    defaults.usePreset('original');
    for (const type of ENTITY_TYPES) {
      expect(defaults.controllerOf(type)).toMatchObject({ type: 'pid', ...ORIGINAL_GAINS[type], arithmetic: 'as-published' });
    }
    defaults.useControllerType('stable-pd');
    for (const type of ENTITY_TYPES)
      expect(defaults.controllerOf(type)).toEqual({
        type: 'stable-pd',
        naturalFrequency: 8,
        dampingRatio: 1,
        scaleWithTurnRate: true,
        brakingCurve: true,
      });
    // With another type in use, a PID chosen for a comparison or a race starts from the preset.
    for (const type of ENTITY_TYPES)
      expect(defaults.startingSettings('pid', type)).toMatchObject({ ...ORIGINAL_GAINS[type], arithmetic: 'as-published' });
  });

  it('the panel’s preset reaches entities added afterwards, each type with its own gains', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setControllerSettings', changes: { kp: 33 }, scope: 'all' });
    demo.apply({ kind: 'applyPreset', preset: 'original', scope: 'all' });
    for (const type of ENTITY_TYPES) {
      demo.apply({ kind: 'addEntity', type });
      expect(demo.view.selected!.entity.getSettings().controller).toMatchObject({
        type: 'pid',
        ...ORIGINAL_GAINS[type],
        arithmetic: 'as-published',
      });
    }
  });
});
