/**
 * The 3D lab's simulation in Node (src/lab3d/scene/, on Rapier): the opening compares the
 * time-optimal law, which settles its 151° turn at the limit, with the article's PID, which swings
 * far past on the slow motor; every controller the menu offers turns the craft onto the target and
 * none settles before its limit; the missiles hit; a run is the same run twice; the player's
 * settings are refused out of range, naming them.
 */
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PID, LAB_CONTROLLERS, labController } from '../../src/lab3d/scene/labControllers';
import { LabScene, openingSettings } from '../../src/lab3d/scene/LabScene';
import { LAB_DT, LAB_TURN_RATES, type LabTurnRate } from '../../src/lab3d/scene/turnChoice';

beforeAll(() => RAPIER.init());

/** Steps `scene` `seconds` of simulated time. */
function run(scene: LabScene, seconds: number): void {
  for (let k = 0; k < Math.round(seconds / LAB_DT); k++) scene.step();
}

describe('the 3D lab scene', () => {
  it.each(['slow', 'fast'] as LabTurnRate[])(
    'opens on the time-optimal law beside the ghost of the article’s PID, the same 151° turn from rest at the %s rate',
    (turnRate) => {
      const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate });
      run(scene, 6);
      const now = scene.run;
      const ghost = scene.ghostRun;
      expect(now.choice.controller.id).toBe('time-optimal');
      expect(ghost?.choice.controller).toBe(ARTICLE_PID);
      expect(ghost?.opening).toEqual(now.opening);
      const [optimal, pid] = [now.figures, ghost?.figures];
      console.log(
        `${turnRate}: time-optimal ${JSON.stringify(optimal)}, article's PID ${JSON.stringify(pid)}, limit ${JSON.stringify(now.limit)}`,
      );
      expect(optimal?.angleDeg).toBeGreaterThan(150);
      expect(optimal?.startRateDegPerS).toBeCloseTo(0, 12);
      const limit = now.limit.seconds as number;
      // The time-optimal law settles within a step of the limit, without swinging past.
      expect(optimal?.seconds).toBeGreaterThanOrEqual(limit);
      expect(optimal?.seconds).toBeLessThanOrEqual(limit + LAB_DT + 1e-9);
      expect(optimal?.overshootDeg).toBeLessThan(0.5);
      if (turnRate === 'slow') {
        expect(pid?.overshootDeg, 'the article’s fixed gains overshoot on the weak motor').toBeGreaterThan(30);
        expect(pid?.reachedSeconds, 'it swings through the target before the limit').toBeLessThan(limit);
        expect(pid?.seconds).toBeGreaterThan(2 * limit);
      } else expect(pid?.overshootDeg).toBeLessThan(10);
      scene.dispose();
    },
  );

  it(
    'the limit is the one rule from rest, (2·√(a·(θ − b) + r²/2) − r)/a with a = α(n) along the turn’s axis, b = 1° + r·dt/2, r = ' +
      '0.05 rad/s, as the game’s meter gives it',
    () => {
      for (const turnRate of ['slow', 'fast'] as const) {
        const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate });
        const { angle, budget } = scene.run.opening;
        expect(budget).toBe(LAB_TURN_RATES[turnRate]);
        const r = 0.05;
        const b = Math.PI / 180 + (r * LAB_DT) / 2;
        const pencil = (2 * Math.sqrt(budget * (angle - b) + (r * r) / 2) - r) / budget;
        expect(scene.run.limit.seconds).toBeCloseTo(pencil, 12);
        expect(scene.run.figures?.limitSeconds, 'the game’s turn meter gives the same').toBeCloseTo(pencil, 12);
        scene.dispose();
      }
    },
  );

  it.each(LAB_CONTROLLERS.map((controller) => [controller.id, controller] as const))(
    '%s turns the craft onto the target (the fast rate), and settles no sooner than its limit',
    (_id, controller) => {
      const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate: 'fast', controller }, null);
      run(scene, 4.5);
      const angle = scene.craft.angle;
      const { limit } = scene.run;
      const settled = scene.run.figures?.seconds ?? null;
      scene.dispose();
      expect(angle, `${controller.label}: ${((angle * 180) / Math.PI).toFixed(2)}° to go after 4.5 s`).toBeLessThan(Math.PI / 90);
      if (controller.motorLimited) {
        expect(limit.seconds).not.toBeNull();
        if (settled !== null) expect(settled).toBeGreaterThanOrEqual(limit.seconds as number);
      } else expect(limit).toEqual({ seconds: null, why: 'no-motor-limit' });
    },
  );

  it('the same inputs give the same run, bit for bit', () => {
    const once = (): number[] => {
      const scene = new LabScene(RAPIER, { ...openingSettings(), missilesOn: true, missileCount: 12 });
      for (let k = 0; k < 400; k++) {
        if (k === 90) scene.target.nudge(0.5, -0.2);
        if (k === 200) scene.toggleTurnRate();
        scene.step();
      }
      const q = scene.craft.orientation;
      const g = scene.ghost?.orientation;
      const result = [q.x, q.y, q.z, q.w, g?.x ?? 0, g?.w ?? 0, scene.missiles.hits];
      scene.dispose();
      return result;
    };
    expect(once()).toEqual(once());
  });

  it('a hundred missiles chase the target, and hit it', () => {
    const scene = new LabScene(RAPIER, { ...openingSettings(), missilesOn: true });
    scene.setMissileCount(100);
    run(scene, 20);
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
    expect(labController('time-optimal')?.id).toBe(scene.settings.controller.id);
    expect(scene.replayCount, 'a refused change replays nothing').toBe(0);
    scene.dispose();
  });
});
