import { fromWuTuning } from '../control/naturalFrequency';

/**
 * Controller settings written before the PD family was tuned by its true natural frequency and
 * damping ratio still load: this converts them, as plain JSON, before any schema reads
 * them. A stable PD given as the forces-and-torques article's `frequency` f and `damping` d becomes `naturalFrequency`
 * 3·f rad/s and `dampingRatio` 0.75·d, the continuous-time values of its gains kp = 9·f²,
 * kd = 4.5·f·d (now sampled exactly: the old backward step damped a little more); written when its
 * gains were neither scaled with the turn rate nor shaped by the braking curve, it keeps both off
 * (unless it says otherwise), so it turns as it did. Anything else is returned unchanged
 * (and a controller giving the old and the new names at once keeps the old ones, which the schema
 * then refuses by name).
 */
export function upgradeLegacyController(controller: unknown): unknown {
  if (!isObject(controller) || controller.type !== 'stable-pd') return controller;
  const { frequency, damping } = controller;
  if (frequency === undefined && damping === undefined) return controller;
  if (controller.naturalFrequency !== undefined || controller.dampingRatio !== undefined) return controller;
  // The forces-and-torques article's defaults where one of the two was left out: f = 2, damping 1.
  const f = frequency === undefined ? 2 : frequency;
  const d = damping === undefined ? 1 : damping;
  if (typeof f !== 'number' || typeof d !== 'number') return controller;
  const upgraded: Record<string, unknown> = { ...controller };
  delete upgraded.frequency;
  delete upgraded.damping;
  const { naturalFrequency, dampingRatio } = fromWuTuning(f, d);
  upgraded.naturalFrequency = naturalFrequency;
  upgraded.dampingRatio = dampingRatio;
  upgraded.scaleWithTurnRate ??= false;
  upgraded.brakingCurve ??= false;
  return upgraded;
}

/**
 * A scenario value (parsed JSON) with every entity's controller upgraded by {@link upgradeLegacyController}; unchanged when none needs it.
 */
export function upgradeLegacyScenario(value: unknown): unknown {
  if (!isObject(value) || !Array.isArray(value.entities)) return value;
  let changed = false;
  const entities = value.entities.map((entity: unknown) => {
    if (!isObject(entity) || entity.controller === undefined) return entity;
    const controller = upgradeLegacyController(entity.controller);
    if (controller === entity.controller) return entity;
    changed = true;
    return { ...entity, controller };
  });
  return changed ? { ...value, entities } : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
