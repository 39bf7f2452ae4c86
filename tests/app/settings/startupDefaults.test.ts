import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { applyDemoSettings, readDemoSettings } from '../../../src/app/settings/demoSettings';
import { defaultSettings } from '../../../src/app/settings/defaultSettings';
import { buildSnapshot } from '../../../src/app/snapshot';
import type { ScreenLayout } from '../../../src/app/setup/screenLayout';

// The page applies no settings at start-up when they are the defaults (src/ui/settings/SettingsSession.ts):
// a new demo must then be exactly what the defaults applied to it give, on either layout.

/** What the page can show of a demo after `seconds` of simulated time: its scene file and its snapshot (the timeline's place left out). */
function shownAfter(demo: Demo, seconds: number): { scene: string; settings: unknown; snapshot: unknown } {
  for (let t = 0; t < seconds; t += 1 / 60) demo.clock.advance(1 / 60);
  const { timeline: _timeline, ...snapshot } = buildSnapshot(demo, (point) => [point.x, point.y]);
  return { scene: demo.sceneFiles.save(), settings: readDemoSettings(demo), snapshot };
}

describe('start-up with the default settings', () => {
  for (const layout of ['landscape', 'portrait'] as ScreenLayout[]) {
    it(`a new demo (${layout}) is what the defaults applied to it give, then and 2 s later`, () => {
      const plain = new Demo({ layout });
      const applied = new Demo({ layout });
      expect(applyDemoSettings(applied, defaultSettings())).toEqual([]);
      expect(applied.sceneFiles.save()).toBe(plain.sceneFiles.save());
      expect(shownAfter(applied, 2)).toEqual(shownAfter(plain, 2));
    });
  }
});
