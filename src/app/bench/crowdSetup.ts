import type { Demo } from '../Demo';
import type { CrowdPlacement } from '../../sim/crowdLayout';
import type { CrowdEngine, CrowdSettings, CrowdSetup } from './crowdWorkerProtocol';
import { perEntityType } from '../../sim/entities/EntitySettings';

/** The settings a crowd built now by `demo` would take: its entity defaults and session settings, as plain data. */
export function crowdSettingsFor(demo: Demo): CrowdSettings {
  const defaults = demo.tuning.defaults;
  return {
    entitySettings: perEntityType((type) => defaults.settingsFor(type)),
    session: { pathLoop: demo.editor.paths.loop, disturbance: { ...demo.view.disturbance }, layout: demo.plays.layout },
  };
}

/** What a Worker needs to build the crowd `demo` would build from `placements` on `engine`: its step and {@link crowdSettingsFor}. */
export function crowdSetupFor(demo: Demo, placements: readonly CrowdPlacement[], engine: CrowdEngine = 'planck'): CrowdSetup {
  return { placements, dt: demo.clock.dt, engine, ...crowdSettingsFor(demo) };
}
