import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { applyDemoSettings, readDemoSettings } from '../../../src/app/settings/demoSettings';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { applyPatch } from '../../../src/app/settings/settingsSchema';
import { presetController } from '../../../src/app/fields/controllerPresets';
import { findPreset } from '../../../src/app/settings/settingsPresets';
import { defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { defaultStablePdSettings } from '../../../src/sim/control/StablePdController';
import { ORIGINAL_GAINS } from '../../../src/sim/entities/EntitySettings';

function run(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds; t += 1 / 60) demo.clock.advance(1 / 60);
}

function changedSettings() {
  const settings = defaultSettings();
  settings.controllers.missile = { ...defaultStablePdSettings(), naturalFrequency: 9 };
  settings.controllers.character = defaultControllerSettings('stolk');
  settings.maxAngularAcceleration = Math.PI;
  settings.maxSpeed = 6;
  settings.timeScale = 0.5;
  settings.pathLoop = false;
  settings.guidance = 'proportional-navigation';
  settings.navigationConstant = 3;
  settings.targetMotion = { type: 'circle', speed: 3, radius: 6, amplitude: 5 };
  settings.disturbance = {
    torqueOn: true,
    angularAcceleration: 2,
    windOn: false,
    windDirectionDeg: 45,
    windStrength: 1,
    noiseOn: true,
    headingNoiseDeg: 3,
    angularVelocityNoise: 0.5,
  };
  settings.raceControllers = ['pid', 'spd'];
  return settings;
}

describe('the demo and its settings', () => {
  it('a new demo reads as the defaults', () => {
    expect(readDemoSettings(new Demo())).toEqual(defaultSettings());
  });

  it('settings applied to a demo read back the same, and reach every entity and new ones', () => {
    const demo = new Demo();
    const settings = changedSettings();
    expect(applyDemoSettings(demo, settings)).toEqual([]);
    expect(readDemoSettings(demo)).toEqual(settings);
    for (const { entity } of demo.view.records) {
      expect(entity.getSettings().controller).toEqual(settings.controllers[entity.type]);
      expect(entity.maxAngularAcceleration).toBe(Math.PI);
      expect(entity.maxSpeed).toBe(6);
    }
    expect(demo.view.world.disturbance.angularAcceleration).toBe(2);
    expect(demo.view.targets.every((target) => target.motion.type === 'circle')).toBe(true);
    expect(demo.apply({ kind: 'addEntity', type: 'character' }).ok).toBe(true);
    expect(demo.apply({ kind: 'addEntity', type: 'missile' }).ok).toBe(true);
    for (const { entity } of demo.view.records) expect(entity.getSettings().controller).toEqual(settings.controllers[entity.type]);
    run(demo, 2);
    for (const { entity } of demo.view.records) expect(Number.isFinite(entity.position.x) && Number.isFinite(entity.angle)).toBe(true);
  });

  it('apply to all entities, whichever entity is selected', () => {
    const demo = new Demo();
    demo.editor.entities.select('character-1');
    applyDemoSettings(demo, changedSettings());
    expect(demo.view.records.every((r) => r.entity.maxSpeed === 6)).toBe(true);
  });

  it('the original article preset gives each type its own gains, also to entities added later', () => {
    const demo = new Demo();
    const preset = findPreset('original') ?? expect.fail('no original preset');
    applyDemoSettings(demo, applyPatch(readDemoSettings(demo), preset.settings));
    demo.apply({ kind: 'addEntity', type: 'missile' });
    demo.apply({ kind: 'addEntity', type: 'character' });
    for (const { entity } of demo.view.records)
      expect(entity.getSettings().controller).toMatchObject({ type: 'pid', arithmetic: 'as-published', ...ORIGINAL_GAINS[entity.type] });
    // A later panel change for all entities still reaches the per-type controllers.
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kd: 7 }, scope: 'all' }).ok).toBe(true);
    demo.apply({ kind: 'addEntity', type: 'character' });
    const added = demo.view.records[demo.view.records.length - 1]?.entity.getSettings().controller;
    expect(added).toMatchObject({ kp: ORIGINAL_GAINS.character.kp, kd: 7 });
    // A panel preset replaces them: "tuned" is the tuned gains with the library's defaults (scaled, braking curve).
    demo.apply({ kind: 'applyPreset', preset: 'tuned', scope: 'all' });
    expect(readDemoSettings(demo).controllers).toEqual({
      missile: presetController('tuned', 'missile'),
      character: presetController('tuned', 'character'),
    });
  });

  it('reads the shown entity’s controller for its type, another entity’s for the other type', () => {
    const demo = new Demo();
    demo.editor.entities.select('character-1');
    expect(demo.apply({ kind: 'setControllerType', type: 'spd', scope: 'selected' }).ok).toBe(true);
    const read = readDemoSettings(demo);
    expect(read.controllers.character.type).toBe('spd');
    expect(read.controllers.missile.type).toBe('pid');
  });

  it('are refused in a race, whose racers keep their own controllers', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    const before = demo.view.records.map((r) => r.entity.getSettings().controller.type);
    expect(applyDemoSettings(demo, changedSettings())).toEqual([expect.stringMatching(/race mode/)]);
    expect(demo.view.records.map((r) => r.entity.getSettings().controller.type)).toEqual(before);
  });

  it('a controller refused by the demo changes nothing', () => {
    const demo = new Demo();
    const bad = { ...defaultControllerSettings('pid'), kp: Number.NaN };
    const result = demo.apply({ kind: 'setControllersByType', controllers: { missile: bad, character: defaultControllerSettings('pd') } });
    expect(result).toMatchObject({ ok: false, field: 'kp', message: expect.stringMatching(/^missile: kp/) });
    expect(readDemoSettings(demo).controllers).toEqual(defaultSettings().controllers);
  });
});
