import { CONTROLLER_TYPES } from '../../src/sim/control/ControllerSettings';
import { expect } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { readDemoSettings } from '../../src/app/settings/demoSettings';
import { toSettingsJson } from '../../src/app/settings/settingsSchema';
import { encodeShareLink, readShareLink } from '../../src/app/settings/shareLink';
import { Playground } from '../../src/app/plays/Playground';
import { EntityDefaults } from '../../src/app/model/EntityDefaults';
import { defaultSessionSettings } from '../../src/app/model/SessionSettings';
import type { PlayContext } from '../../src/app/plays/Play';
import { seededRandom } from '../../src/sim/math/random';

/** The demo's default fixed step, s. */
export const DT = 1 / 60;

/** Feeds `demo` frames of {@link DT} for `seconds` of simulated time: round(seconds / DT) steps. */
export function run(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds - 1e-9; t += DT) demo.clock.advance(DT);
}

/**
 * Feeds `demo` frames of {@link DT} while their summed time is below `seconds`. Summing 1/60 in
 * floating point may fall just short of `seconds`, so this can run one step more than {@link run}
 * (31 steps for 0.5 s); the tests written with it keep it so that they replay exactly as before.
 */
export function runUntil(demo: Demo, seconds: number): void {
  for (let t = 0; t < seconds; t += DT) demo.clock.advance(DT);
}

/** What a scene gets from the demo, built by hand to test a scene without the demo. */
export function sceneContext(warnings: string[] = []): PlayContext {
  const random = seededRandom(1);
  const defaults = new EntityDefaults();
  return {
    dt: DT,
    session: defaultSessionSettings(),
    defaults,
    random: () => random(),
    warn: (message) => warnings.push(message),
    raceControllers: CONTROLLER_TYPES,
    racerController: (type, base) => defaults.startingSettings(type, base.entity.type),
  };
}

/** A playground set up on its own, as the demo opens it. */
export function openPlayground(context: PlayContext = sceneContext()): Playground {
  const playground = new Playground(context);
  playground.setUp();
  return playground;
}

/** Takes a share link of `demo` and opens it in a fresh Demo, as the page's Share and a new tab do. */
export function openShareLinkOf(demo: Demo): Demo {
  const param = encodeShareLink({ settings: toSettingsJson(readDemoSettings(demo)), scene: JSON.parse(demo.sceneFiles.save()) });
  const read = readShareLink(param);
  if (!read.ok || read.sceneText === null) throw new Error('the link holds no scene');
  const other = new Demo();
  expect(other.apply({ kind: 'openScene', text: read.sceneText })).toEqual({ ok: true });
  return other;
}
