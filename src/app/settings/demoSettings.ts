import type { Demo } from '../Demo';
import type { DemoSettings } from './settingsSchema';
import { perEntityType } from '../../sim/entities/EntitySettings';

/**
 * The demo's settings as the panel shows them: each entity type's controller (the shown entity's
 * for its type, else the first entity's of that type, else a new entity's), and the shown entity's
 * max turn rate, max speed, guidance and target motion; the time scale, path loop, disturbance and
 * race line-up of the demo.
 */
export function readDemoSettings(demo: Demo): DemoSettings {
  const view = demo.tuning.view();
  return {
    controllers: perEntityType((type) => demo.tuning.controllerInUse(type)),
    maxAngularAcceleration: view.maxAngularAcceleration,
    maxSpeed: view.maxSpeed,
    timeScale: demo.clock.timeScale,
    timeBase: demo.clock.timeBase,
    pathLoop: demo.editor.pathLoop,
    guidance: { law: view.guidance.guidance, navigationConstant: view.guidance.navigationConstant },
    targetMotion: { ...view.targetMotion },
    disturbance: { ...demo.view.disturbance },
    raceControllers: [...demo.plays.raceControllers],
  };
}

/**
 * Gives the demo these settings, for every entity and new ones (whatever the panel's "apply changes to"
 * says: every setter is called for all). Each setting goes through the demo's validated setter; paths restart
 * only if the loop setting changes, targets restart their motion only if it changes. Returns the
 * messages of refused settings (none for settings that passed the settings schema), or one message
 * when the demo is in a race, which keeps its racers' settings.
 */
export function applyDemoSettings(demo: Demo, settings: Readonly<DemoSettings>): string[] {
  if (demo.plays.racing) return ['Leave race mode (K) first: a race keeps its racers’ settings.'];
  const problems: string[] = [];
  const note = (result: { ok: true } | { ok: false; message: string }): void => {
    if (!result.ok) problems.push(result.message);
  };
  // First: a new time base starts the scene again, which the other settings then reach.
  note(demo.clock.setTimeBase(settings.timeBase));
  note(demo.tuning.setControllersByType(settings.controllers));
  // Only a turn rate that differs from what new entities get: the opening's fast and slow missiles
  // keep their contrast under the default settings.
  if (settings.maxAngularAcceleration !== demo.tuning.defaults.maxAngularAcceleration) note(demo.tuning.setMaxAngularAcceleration(settings.maxAngularAcceleration, 'all'));
  note(demo.tuning.setMaxSpeed(settings.maxSpeed, 'all'));
  note(demo.clock.setTimeScale(settings.timeScale));
  if (demo.editor.pathLoop !== settings.pathLoop) demo.editor.setPathLoop(settings.pathLoop);
  note(demo.tuning.setGuidance({ guidance: settings.guidance.law, navigationConstant: settings.guidance.navigationConstant }, 'all'));
  const motion = demo.tuning.view().targetMotion;
  const wanted = settings.targetMotion;
  if (motion.type !== wanted.type || motion.speed !== wanted.speed || motion.radius !== wanted.radius || motion.amplitude !== wanted.amplitude) note(demo.tuning.setTargetMotion({ ...wanted }, 'all'));
  note(demo.tuning.setDisturbance({ ...settings.disturbance }));
  note(demo.plays.setRaceControllers(settings.raceControllers));
  return problems;
}
