import { describe, expect, it } from 'vitest';
import { encodeShareLink, readShareLink } from '../../../src/app/settings/shareLink';
import { readSharedView, sharedViewJson } from '../../../src/app/settings/shareView';
import { chooseStartupSettings } from '../../../src/app/settings/startupSettings';

/** What a page opening a link with this `view` starts with: the view and the notices. */
function opening(view: unknown) {
  const startup = chooseStartupSettings({ search: `?z=${encodeShareLink({ view })}`, stored: null });
  return { view: startup.view, notices: startup.notices };
}

describe('a share link’s view: paused or playing, the player’s zoom and pan (issue 50, case 10)', () => {
  it('round-trips: paused at a zoom and centre, and playing with the camera framing', () => {
    const paused = { paused: true, camera: { zoom: 2.5, centre: [-12.25, 7.125] as const } };
    expect(sharedViewJson(paused)).toEqual({ paused: true, zoom: 2.5, centre: [-12.25, 7.125] });
    expect(opening(sharedViewJson(paused))).toEqual({ view: paused, notices: [] });
    expect(opening(sharedViewJson({ paused: false, camera: null }))).toEqual({ view: { paused: false, camera: null }, notices: [] });
  });

  it('a link from before links carried a view opens as it always did: no view, no notice', () => {
    const read = readShareLink(encodeShareLink({ settings: undefined }));
    expect(read).toMatchObject({ ok: true, view: undefined });
    expect(opening(undefined)).toEqual({ view: null, notices: [] });
  });

  it('refuses each bad field naming it and its range, keeps what it would have changed as a scene opens, and applies the others', () => {
    expect(opening({ paused: true, zoom: 20, centre: [1, 2] })).toEqual({
      view: { paused: true, camera: null },
      notices: ['URL parameter "z": refused view.zoom (must be a number ≥ 0.25 and ≤ 8; got 20), so the camera frames the scene.'],
    });
    expect(opening({ paused: 'yes', zoom: 2, centre: [1, 2] })).toEqual({
      view: { paused: false, camera: { zoom: 2, centre: [1, 2] } },
      notices: ['URL parameter "z": refused view.paused (must be true or false; got "yes"), so the scene plays.'],
    });
    expect(opening({ paused: false, zoom: 2, centre: [1e9, 2] }).notices).toEqual([
      'URL parameter "z": refused view.centre (must be [x, y]: two numbers ≥ -100000 and ≤ 100000; got an array of 2), so the ' +
        'camera frames the scene.',
    ]);
    expect(opening({ paused: false, zoom: 2 }).notices).toEqual([
      'URL parameter "z": refused view.centre (must be [x, y]: two numbers ≥ -100000 and ≤ 100000; got nothing), so the camera ' +
        'frames the scene.',
    ]);
    expect(opening({ paused: false, zoom: 2, centre: [0, 0], tilt: 3 }).notices).toEqual([
      'URL parameter "z": refused view.tilt (unknown key).',
    ]);
    expect(opening([true]).notices).toEqual([
      'URL parameter "z": refused view (must be an object with "paused", and "zoom" and "centre" when the view was zoomed or ' +
        'panned; got an array), so the scene plays, framed by the camera.',
    ]);
    expect(readSharedView(null)).toEqual({
      view: null,
      problems: [
        'view (must be an object with "paused", and "zoom" and "centre" when the view was zoomed or panned; got null), so the ' +
          'scene plays, framed by the camera',
      ],
    });
  });
});
