import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { encodeBytesBase64Url } from '../../../src/app/settings/base64url';
import { readDemoSettings } from '../../../src/app/settings/demoSettings';
import { toSettingsJson } from '../../../src/app/settings/settingsSchema';
import { encodeShareLink, readShareLink } from '../../../src/app/settings/shareLink';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';

// Share links carry the settings and the scene with its state, exactly, compressed: at most 3,000
// characters for the default scene with a drawn path of 20 waypoints.

/** The default scene in Path mode with a drawn path of 20 waypoints, a second and a half in. */
function sceneWithDrawnPath(): Demo {
  const demo = new Demo();
  demo.apply({ kind: 'setMode', mode: 'path' });
  const waypoints = Array.from({ length: 20 }, (_, i) => ({ x: -40 + i * 4.1234567, y: 10 * Math.sin(i / 3) }));
  const first = demo.view.records[0];
  if (!first || !demo.apply({ kind: 'setPath', entity: first.entity.id, points: waypoints }).ok) throw new Error('no path');
  for (let i = 0; i < 90; i++) demo.clock.singleStep();
  return demo;
}

describe('share links', () => {
  it('hold the default settings and the default scene with a 20-waypoint path in under 3,000 characters of link', () => {
    const demo = sceneWithDrawnPath();
    const param = encodeShareLink({ settings: toSettingsJson(readDemoSettings(demo)), scene: JSON.parse(demo.sceneFiles.save()) });
    const link = `https://example.org/some/deep/path/?z=${param}`;
    console.log(`share link for the default scene with a 20-waypoint path: ${link.length} characters`);
    expect(link.length).toBeLessThanOrEqual(3000);
  });

  it(
    'round-trip: the page opening the link gets the settings and opens the scene exactly, mid-path, and steps on as the page it ' +
      'was taken from',
    () => {
      const demo = sceneWithDrawnPath();
      const saved = JSON.parse(demo.sceneFiles.save());
      const param = encodeShareLink({ settings: toSettingsJson(readDemoSettings(demo)), scene: saved });
      const startup = chooseStartupSettings({ search: `?z=${param}`, stored: null });
      expect(startup.source).toBe('link');
      expect(startup.notices).toEqual([]);
      expect(startup.settings).toEqual(readDemoSettings(demo));
      const other = new Demo();
      expect(other.apply({ kind: 'openScene', text: startup.sceneText ?? '' })).toEqual({ ok: true });
      // Every bit, the state included: the opened scene saves to the same text, and both step on alike.
      expect(JSON.parse(other.sceneFiles.save())).toEqual(saved);
      for (let i = 0; i < 120; i++) {
        demo.clock.singleStep();
        other.clock.singleStep();
      }
      expect(JSON.parse(other.sceneFiles.save())).toEqual(JSON.parse(demo.sceneFiles.save()));
      expect(other.view.records[0]?.entity.pathIndex).toBeGreaterThan(0);
    },
  );

  it('refuse a damaged link with a notice naming the parameter, and use what was there before', () => {
    const cut = encodeShareLink({ settings: toSettingsJson(readDemoSettings(new Demo())) }).slice(0, 40);
    const result = chooseStartupSettings({ search: `?z=${cut}`, stored: null });
    expect(result.source).toBe('defaults');
    expect(result.sceneText).toBeNull();
    expect(result.notices).toEqual([
      'URL parameter "z" was refused (is not a compressed share link (it may have been cut short)), so the defaults are in use.',
    ]);
    expect(readShareLink('%%%')).toEqual({ ok: false, problem: 'is not base64url' });
    expect(readShareLink(encodeBytesBase64Url(new Uint8Array([3, 0])))).toEqual({ ok: false, problem: 'does not hold JSON' });
  });
});
