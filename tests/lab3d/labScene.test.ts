/**
 * The 3D lab's simulation in Node (src/lab3d/scene/, on Rapier): the opening's turn overshoots on the
 * slow motor and far less on the fast one, as the game's turn meter measures it; every controller
 * the menu offers turns the craft onto the target; the missiles hit; a run is the same run twice;
 * the player's settings are refused out of range, naming them.
 */
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAB_CONTROLLERS, labController } from '../../src/lab3d/scene/labControllers';
import { LabScene, openingSettings, type LabTurnRate } from '../../src/lab3d/scene/LabScene';

beforeAll(() => RAPIER.init());

/** Steps `scene` until its turn meter has settled a turn that began after `changes` set-point changes, at most `seconds`; returns the turn. */
function settle(scene: LabScene, changes: number, seconds: number) {
  for (let k = 0; k < seconds * 60; k++) {
    scene.step();
    const meter = scene.turnMeter;
    if (meter.phase === 'settled' && meter.changes > changes && meter.last !== null) return meter.last;
  }
  return null;
}

describe('the 3D lab scene', () => {
  it.each(['slow', 'fast'] as LabTurnRate[])('the opening turn of about 150° at the %s rate, measured along its axis', (turnRate) => {
    const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate });
    const turn = settle(scene, 0, 5);
    scene.dispose();
    expect(turn).not.toBeNull();
    console.log(`${turnRate}: ${JSON.stringify(turn)}`);
    expect(turn?.angleDeg).toBeGreaterThan(140);
    if (turnRate === 'slow') expect(turn?.overshootDeg, 'the article’s fixed gains overshoot on the weak motor').toBeGreaterThan(30);
    else expect(turn?.overshootDeg).toBeLessThan(10);
    // The limit is the discrete bound from the craft's state at the start: no turn beats it.
    expect(turn?.limitSeconds).not.toBeNull();
    expect(turn?.seconds).toBeGreaterThanOrEqual(turn?.limitSeconds ?? Infinity);
  });

  it.each(LAB_CONTROLLERS.map((controller) => [controller.id, controller] as const))('%s turns the craft onto the target (the fast rate)', (_id, controller) => {
    const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate: 'fast', controller });
    for (let k = 0; k < 4.5 * 60; k++) scene.step();
    const angle = scene.craft.angle;
    scene.dispose();
    expect(angle, `${controller.label}: ${((angle * 180) / Math.PI).toFixed(2)}° to go after 4.5 s`).toBeLessThan(Math.PI / 90);
  });

  it('the same inputs give the same run, bit for bit', () => {
    const run = (): number[] => {
      const scene = new LabScene(RAPIER, { ...openingSettings(), missilesOn: true, missileCount: 12 });
      for (let k = 0; k < 400; k++) {
        if (k === 90) scene.target.nudge(0.5, -0.2);
        if (k === 200) scene.toggleTurnRate();
        scene.step();
      }
      const q = scene.craft.orientation;
      const result = [q.x, q.y, q.z, q.w, scene.missiles.hits];
      scene.dispose();
      return result;
    };
    expect(run()).toEqual(run());
  });

  it('a hundred missiles chase the target, and hit it', () => {
    const scene = new LabScene(RAPIER, { ...openingSettings(), missilesOn: true });
    scene.setMissileCount(100);
    for (let k = 0; k < 20 * 60; k++) scene.step();
    expect(scene.missiles.count).toBe(100);
    console.log(`100 missiles, 20 s: ${scene.missiles.hits} hits`);
    expect(scene.missiles.hits).toBeGreaterThan(10);
    scene.setMissiles(false);
    expect(scene.missiles.count).toBe(0);
    scene.dispose();
  });

  it('refuses settings out of range, naming them, and keeps its own', () => {
    const scene = new LabScene(RAPIER);
    expect(() => scene.setMissileCount(101)).toThrow(/missiles: must be a whole number from 1 to 100/);
    expect(() => scene.setMissileCount(2.5)).toThrow(/missiles/);
    expect(() => scene.setController('bang-bang')).toThrow(/controller: must be one of/);
    expect(() => scene.setTurnRate('medium' as LabTurnRate)).toThrow(/turnRate: must be "fast" or "slow"/);
    expect(() => scene.target.place(Number.NaN, 0)).toThrow(/target: azimuth and elevation must be finite/);
    expect(scene.settings.missileCount).toBe(openingSettings().missileCount);
    expect(labController('article-pid')?.id).toBe(scene.settings.controller.id);
    scene.dispose();
  });
});
