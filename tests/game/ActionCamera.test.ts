import { describe, expect, it } from 'vitest';
import { Demo } from '../../src/app/Demo';
import { ActionCamera } from '../../src/game/ActionCamera';
import { Viewport } from '../../src/game/Viewport';
import { BODY_GEOMETRY } from '../../src/game/draw/EntityPainter';
import { TARGET_REACH_PX } from '../../src/game/draw/TargetPainter';
import { DT, run } from '../app/helpers';

/** The missile's length, nose to tail, m. */
const MISSILE_LENGTH_M = 7.5;

/**
 * Runs `demo` for `seconds`, the camera framing every frame; returns the smallest gap (px) between what the player owns and the canvas's
 * edge, and the shortest missile (px).
 */
function play(demo: Demo, view: Viewport, seconds: number): { gap: number; missile: number } {
  const camera = new ActionCamera(view, demo.changes);
  let gap = Infinity;
  let missile = Infinity;
  for (let t = 0; t < seconds; t += DT) {
    demo.clock.advance(DT);
    camera.update(demo, t, false, false);
    for (const record of demo.view.records) {
      const radius = BODY_GEOMETRY[record.entity.type].radius * view.pixelsPerMetre;
      const x = view.toScreenX(record.entity.position.x);
      const y = view.toScreenY(record.entity.position.y);
      gap = Math.min(gap, x - radius, y - radius, view.width - x - radius, view.height - y - radius);
      const target = record.target.position;
      const tx = view.toScreenX(target.x);
      const ty = view.toScreenY(target.y);
      gap = Math.min(
        gap,
        tx - TARGET_REACH_PX,
        ty - TARGET_REACH_PX,
        view.width - tx - TARGET_REACH_PX,
        view.height - ty - TARGET_REACH_PX,
      );
    }
    missile = Math.min(missile, MISSILE_LENGTH_M * view.pixelsPerMetre);
  }
  return { gap, missile };
}

describe('ActionCamera', () => {
  it(
    'on a phone held upright, the opening fills the play area for a minute: the missile at least 45 px long, nothing within 8 ' +
      'px of an edge',
    () => {
      const view = new Viewport();
      view.resize(390, 780);
      view.setInsets(58, 0, 76, 0);
      const { gap, missile } = play(new Demo({ layout: 'portrait' }), view, 60);
      expect(missile).toBeGreaterThanOrEqual(45);
      expect(gap).toBeGreaterThanOrEqual(8);
    },
  );

  it('on a desktop it keeps the whole arena framed while the action stays in it', () => {
    const view = new Viewport();
    view.resize(1280, 752);
    view.setInsets(76, 0, 0, 0);
    const { gap } = play(new Demo(), view, 20);
    expect(gap).toBeGreaterThanOrEqual(8);
    // The arena (100 m × 66 m) in view with its edge clear of the HUD and of the canvas's edges.
    expect(view.toScreenX(-50)).toBeGreaterThanOrEqual(8);
    expect(view.toScreenX(50)).toBeLessThanOrEqual(1280 - 8);
    expect(view.toScreenY(33)).toBeGreaterThanOrEqual(76 + 8);
    expect(view.toScreenY(-33)).toBeLessThanOrEqual(752 - 8);
  });

  it('follows a target moved far out of view by the keys, and leaves the view to a player who zoomed', () => {
    const view = new Viewport();
    view.resize(1280, 752);
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    const camera = new ActionCamera(view, demo.changes);
    camera.update(demo, 0, false, false);
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 0, y: 206 } });
    for (let t = DT; t < 2; t += DT) {
      demo.clock.advance(DT);
      camera.update(demo, t, false, false);
    }
    const y = view.toScreenY(206);
    expect(y).toBeGreaterThanOrEqual(TARGET_REACH_PX + 8);
    expect(y).toBeLessThanOrEqual(752);
    // The player zooms in: the camera lets the view be.
    view.zoomCentre(2);
    const zoom = view.zoom;
    run(demo, 0.5);
    camera.update(demo, 2.5, false, false);
    expect(view.zoom).toBe(zoom);
    // Fit (or an arrow key) hands it back.
    camera.follow();
    camera.update(demo, 2.6, false, false);
    expect(view.zoom).not.toBe(zoom);
  });

  it.each([
    ['a desktop', 1280, 752, 76, undefined],
    ['a phone held upright', 390, 780, 58, 'portrait'],
  ] as const)(
    'on %s frames a target at the farthest point a scene may hold (100 km out on both axes)',
    (_screen, width, height, inset, layout) => {
      const view = new Viewport();
      view.resize(width, height);
      view.setInsets(inset, 0, 0, 0);
      const demo = new Demo(layout ? { layout } : {});
      demo.apply({ kind: 'setMode', mode: 'track' });
      demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 100_000, y: 100_000 } });
      const camera = new ActionCamera(view, demo.changes);
      for (let t = 0; t < 2; t += DT) camera.update(demo, t, false, false);
      const x = view.toScreenX(100_000);
      const y = view.toScreenY(100_000);
      expect(x).toBeLessThanOrEqual(width - TARGET_REACH_PX - 8);
      expect(y).toBeGreaterThanOrEqual(inset + TARGET_REACH_PX + 8);
      for (const record of demo.view.records) {
        expect(view.toScreenX(record.entity.position.x)).toBeGreaterThanOrEqual(8);
        expect(view.toScreenY(record.entity.position.y)).toBeLessThanOrEqual(height - 8);
      }
    },
  );

  it('keeps still for a moment after a drag ends: what was dropped stays under the finger, then the camera frames it', () => {
    const view = new Viewport();
    view.resize(390, 780);
    const demo = new Demo({ layout: 'portrait' });
    const camera = new ActionCamera(view, demo.changes);
    camera.update(demo, 0, false, false);
    camera.update(demo, 0.1, true, false);
    // Dropped a little to the side, inside the view: nothing has to move.
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: view.toWorldX(300), y: view.toWorldY(300) } });
    const before = [view.zoom, view.centreX, view.centreY];
    for (let t = 0.2; t < 0.8; t += DT) camera.update(demo, t, false, false);
    expect([view.zoom, view.centreX, view.centreY]).toEqual(before);
    for (let t = 0.8; t < 3; t += DT) camera.update(demo, t, false, false);
    expect([view.zoom, view.centreX, view.centreY]).not.toEqual(before);
  });

  it('holds still while the player drags (the world stays under the pointer)', () => {
    const view = new Viewport();
    view.resize(390, 780);
    const demo = new Demo({ layout: 'portrait' });
    const camera = new ActionCamera(view, demo.changes);
    camera.update(demo, 0, false, false);
    const before = [view.zoom, view.centreX, view.centreY];
    demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: 0, y: 120 } });
    camera.update(demo, 0.5, true, false);
    expect([view.zoom, view.centreX, view.centreY]).toEqual(before);
  });
});
