import type { Demo } from '../Demo';
import type { CrowdPlacement } from '../scenes/Crowd';
import type { CrowdSetup } from './crowdWorkerProtocol';

/** What a Worker needs to build the crowd `demo` would build from `placements`: its step, entity defaults and session settings, as plain data. */
export function crowdSetupFor(demo: Demo, placements: readonly CrowdPlacement[]): CrowdSetup {
  const defaults = demo.tuning.defaults;
  return {
    placements,
    dt: demo.dt,
    entitySettings: { missile: defaults.settingsFor('missile'), character: defaults.settingsFor('character') },
    session: { pathLoop: demo.pathLoop, disturbance: { ...demo.disturbance } },
  };
}
