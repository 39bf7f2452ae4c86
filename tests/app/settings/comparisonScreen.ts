import { expect } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { applyDemoSettings } from '../../../src/app/settings/demoSettings';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';
import { buildSnapshot } from '../../../src/app/snapshot';
import { exactText } from '../history/historyState';

/**
 * What the player sees of a comparison, exactly: every body (its pose, settings, turn figures), the
 * targets, the hits, the ghost, the compare card's figures and where the timeline is (its oldest
 * step aside: the opened comparison keeps its runs from where the recorded run starts).
 */
export function screen(demo: Demo): string {
  const { entities, targets, waypoints, obstacles, ghost, time, mode, selectedId, timeline, hits, hitsByEntity, lastTimeToHit } =
    buildSnapshot(demo, () => [0, 0]);
  return exactText({
    entities,
    targets,
    waypoints,
    obstacles,
    ghost,
    time,
    mode,
    selectedId,
    hits,
    hitsByEntity,
    lastTimeToHit,
    card: demo.history.comparison,
    shown: timeline?.shownStep,
    present: timeline?.presentStep,
    behind: timeline?.behind,
    comparing: timeline?.comparing,
  });
}

export function steps(demo: Demo, n: number): void {
  for (let i = 0; i < n; i++) demo.clock.singleStep();
}

/** Opens a share link's `?z=` as a page does: its settings over the defaults, then its scene. */
export function openLink(param: string): Demo {
  const startup = chooseStartupSettings({ search: `?z=${param}`, stored: null });
  expect(startup.notices).toEqual([]);
  const demo = new Demo();
  expect(applyDemoSettings(demo, startup.settings)).toEqual([]);
  expect(demo.apply({ kind: 'openScene', text: startup.sceneText! })).toEqual({ ok: true });
  return demo;
}

/** Steps both demos on, `n` steps, holding the second to the first at each (and to `also`, a text of each demo's, when given). */
export function stepOnAlike(sharer: Demo, opened: Demo, n: number, also: (demo: Demo) => string = () => ''): void {
  for (let i = 0; i < n; i++) {
    sharer.clock.singleStep();
    opened.clock.singleStep();
    expect(screen(opened), `step ${sharer.view.world.steps}`).toBe(screen(sharer));
    expect(also(opened), `step ${sharer.view.world.steps}`).toBe(also(sharer));
  }
}
