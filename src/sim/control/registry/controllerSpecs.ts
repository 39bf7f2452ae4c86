import type { ControllerSpec } from './ControllerSpec';
import { forwardPdSpec } from './forwardPd';
import { naiveSnippetSpec } from './naiveSnippet';
import { pidSpec } from './pid';
import { spdSpec } from './spd';
import { stablePdSpec } from './stablePd';
import { stolkSpec } from './stolk';
import { timeOptimalSpec } from './timeOptimal';

/**
 * Every controller type, one spec each, in the order the UI lists them (menus, the race, the
 * tables). The one list the project reads controllers from: the types, labels, defaults, factory,
 * scenario schema, panel fields, tuner ranges and race colours are all derived from it. To add a
 * controller, add its spec here (docs/extending.md, "Add a controller").
 */
export const CONTROLLER_SPECS = [pidSpec, naiveSnippetSpec, stolkSpec, forwardPdSpec, stablePdSpec, spdSpec, timeOptimalSpec] as const;

/** The settings a spec's controller takes. */
type SettingsOf<Spec> = Spec extends ControllerSpec<infer S> ? S : never;

/** Settings of any turn controller; `type` picks the controller. Plain and JSON-able. */
export type ControllerSettings = SettingsOf<(typeof CONTROLLER_SPECS)[number]>;

/** A controller type name. */
export type ControllerType = ControllerSettings['type'];

/** The spec of controller `type`. */
export function controllerSpec<T extends ControllerType>(type: T): ControllerSpec<Extract<ControllerSettings, { type: T }>> {
  const spec = CONTROLLER_SPECS.find((candidate) => candidate.type === type);
  if (spec === undefined) throw new Error(`unknown controller type ${JSON.stringify(type)}`);
  return spec as unknown as ControllerSpec<Extract<ControllerSettings, { type: T }>>;
}

/** A record with one entry per controller type, read from each spec (for tables kept by type). */
export function byControllerType<V>(read: (spec: ControllerSpec<ControllerSettings>) => V): Record<ControllerType, V> {
  return Object.fromEntries(
    CONTROLLER_SPECS.map((spec) => [spec.type, read(spec as unknown as ControllerSpec<ControllerSettings>)]),
  ) as Record<ControllerType, V>;
}
