import { describeRange, isInRange } from '../validation/numberRange';
import { CONTROLLER_SPECS, type ControllerSettings, type ControllerType } from './registry/controllerSpecs';

/**
 * Settings as a user may write them: the `type` and any of that type's settings (every other one
 * takes the controller's documented default), e.g. `{ type: 'pid', kp: 1 }`.
 */
export type PartialControllerSettings = {
  [T in ControllerType]: { type: T } & Partial<Omit<Extract<ControllerSettings, { type: T }>, 'type'>>;
}[ControllerType];

/** How a value that is not the rule's kind is shown in a message: strings quoted, the rest as they print. */
function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Checks plain controller settings at run time against the rules of their type's spec (the same
 * ranges as the scenario files): throws a TypeError or RangeError naming the field and what it
 * allows, e.g. `pid: kp must be a number ≥ -1000000 and ≤ 1000000, got "x"`. A setting left out
 * (or undefined) is fine: it takes its default. Returns the settings, checked.
 */
export function checkControllerSettings(settings: unknown): PartialControllerSettings {
  if (typeof settings !== 'object' || settings === null) throw new TypeError(`controller settings must be an object with a type, got ${shown(settings)}`);
  const record = settings as Record<string, unknown>;
  const spec = CONTROLLER_SPECS.find((candidate) => candidate.type === record.type);
  if (spec === undefined) throw new TypeError(`type must be one of ${CONTROLLER_SPECS.map((candidate) => JSON.stringify(candidate.type)).join(', ')}, got ${shown(record.type)}`);
  for (const [key, value] of Object.entries(record)) {
    if (key === 'type' || value === undefined) continue;
    const rule = spec.settings[key];
    if (rule === undefined) throw new TypeError(`${spec.type}: ${key} is not one of its settings (${Object.keys(spec.settings).join(', ')})`);
    if (rule.kind === 'number' && !(typeof value === 'number' && isInRange(value, rule.range))) throw new RangeError(`${spec.type}: ${key} must be ${describeRange(rule.range)}, got ${shown(value)}`);
    if (rule.kind === 'boolean' && typeof value !== 'boolean') throw new TypeError(`${spec.type}: ${key} must be true or false, got ${shown(value)}`);
    if (rule.kind === 'choice' && !rule.values.includes(value as string)) throw new RangeError(`${spec.type}: ${key} must be one of ${rule.values.map((choice) => JSON.stringify(choice)).join(', ')}, got ${shown(value)}`);
  }
  return settings as PartialControllerSettings;
}
