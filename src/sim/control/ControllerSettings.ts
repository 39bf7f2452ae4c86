import {
  CONTROLLER_SPECS,
  byControllerType,
  controllerSpec,
  type ControllerSettings,
  type ControllerType,
} from './registry/controllerSpecs';

export type { ControllerSettings, ControllerType };

/** Every controller type name, in the order the UI lists them (that of CONTROLLER_SPECS). */
export const CONTROLLER_TYPES = /* @__PURE__ */ CONTROLLER_SPECS.map((spec) => spec.type) as readonly ControllerType[] as readonly [
  ControllerType,
  ...ControllerType[],
];

/** One-line descriptions for menus and legends (each spec's `label`). */
export const CONTROLLER_LABELS: Readonly<Record<ControllerType, string>> = /* @__PURE__ */ byControllerType((spec) => spec.label);

/**
 * The defaults the game and the scenario files give a controller type: each class's no-argument
 * defaults, except Stolk's pid1, which the game shows with his own suggested values (each spec's
 * `defaults`).
 */
export function defaultControllerSettings(type: ControllerType): ControllerSettings {
  return controllerSpec(type).defaults();
}
