import { checkSettings, shownValue } from './checkSettings';
import { checkSettingsWithOldNames } from './oldSettingNames';
import { CONTROLLER_SPECS, type ControllerSettings, type ControllerType } from './registry/controllerSpecs';

/**
 * Settings as a user may write them: the `type` and any of that type's settings (every other one
 * takes the controller's documented default), e.g. `{ type: 'pid', kp: 1 }`.
 */
export type PartialControllerSettings = {
  [T in ControllerType]: { type: T } & Partial<Omit<Extract<ControllerSettings, { type: T }>, 'type'>>;
}[ControllerType];

/**
 * Checks plain controller settings at run time against the rules of their type's spec (the same
 * ranges as the scenario files): throws a TypeError or RangeError naming the field and what it
 * allows, e.g. `pid: kp must be a number ≥ 0 and ≤ 1000000 (…), got "x"` (checkSettings, the
 * check each controller's constructor makes too). A setting left out (or undefined) is fine: it takes
 * its default. Returns a checked copy, without the settings left undefined.
 */
export function checkControllerSettings(settings: unknown): PartialControllerSettings {
  if (typeof settings !== 'object' || settings === null)
    throw new TypeError(`controller settings must be an object with a type, got ${shownValue(settings)}`);
  const record = settings as Record<string, unknown>;
  const spec = CONTROLLER_SPECS.find((candidate) => candidate.type === record.type);
  if (spec === undefined)
    throw new TypeError(
      `controller settings: type must be one of ` +
        `${CONTROLLER_SPECS.map((candidate) => JSON.stringify(candidate.type)).join(', ')}, got ${shownValue(record.type)}`,
    );
  return (
    spec.oldNames
      ? checkSettingsWithOldNames(spec.type, record, spec.settings, spec.oldNames)
      : checkSettings(spec.type, record, spec.settings)
  ) as PartialControllerSettings;
}
