/**
 * The lab's comparison (src/lab3d/scene/LabScene.ts, TurnRun.ts): a change of the controller, the
 * turn rate or the target replays the turn from the same start with the turn before it as the
 * ghost, whose figures are those it had; a drag is one change; Replay gives the same turns bit for
 * bit; From here starts the next turns where the craft is, its spin included.
 */
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { LabScene, TARGET_MOVES_MERGE_STEPS } from '../../src/lab3d/scene/LabScene';
import { LAB_DT } from '../../src/lab3d/scene/turnChoice';

beforeAll(() => RAPIER.init());

function steps(scene: LabScene, count: number): void {
  for (let k = 0; k < count; k++) scene.step();
}

describe('the lab replays a turn beside the ghost of the last one', () => {
  it(
    'a change of the controller: the turn under way becomes the ghost, with the figures it had; both start again from ' + 'the same start',
    () => {
      const scene = new LabScene(RAPIER, undefined, null);
      expect(scene.ghostRun).toBeNull();
      steps(scene, 240);
      const before = scene.run.figures;
      const beforeOrientation = { ...scene.craft.orientation };
      scene.setController('article-pid');
      expect(scene.cause).toBe('controller');
      expect(scene.run.steps).toBe(0);
      expect(scene.run.choice.controller.id).toBe('article-pid');
      expect(scene.ghostRun?.choice.controller.id).toBe('time-optimal');
      expect(scene.ghostRun?.start).toEqual(scene.run.start);
      steps(scene, 240);
      expect(scene.ghostRun?.figures, 'the ghost replays the turn as it was').toEqual(before);
      expect(scene.ghost?.orientation).toEqual(beforeOrientation);
      expect(scene.run.figures?.overshootDeg).toBeGreaterThan(30);
      scene.dispose();
    },
  );

  it('a change of the turn rate: the ghost is the slow turn, the new one fast; Replay replays both bit for bit', () => {
    const scene = new LabScene(RAPIER, undefined, null);
    steps(scene, 60);
    scene.toggleTurnRate();
    expect(scene.run.choice.turnRate).toBe('fast');
    expect(scene.ghostRun?.choice.turnRate).toBe('slow');
    steps(scene, 300);
    const figures = [scene.run.figures, scene.ghostRun?.figures];
    const poses = [{ ...scene.craft.orientation }, { ...scene.ghost?.orientation }];
    scene.replayTurns();
    expect(scene.run.steps).toBe(0);
    expect(scene.ghostRun?.choice.turnRate, 'Replay keeps the ghost').toBe('slow');
    steps(scene, 300);
    expect([scene.run.figures, scene.ghostRun?.figures]).toEqual(figures);
    expect([{ ...scene.craft.orientation }, { ...scene.ghost?.orientation }]).toEqual(poses);
    expect(scene.run.figures?.seconds).toBeLessThan(scene.ghostRun?.figures?.seconds ?? 0);
    scene.dispose();
  });

  it(
    'moves of the target close together are one change: the turn before them stays the ghost, the new target is faced from ' +
      'the same start',
    () => {
      const scene = new LabScene(RAPIER, undefined, null);
      steps(scene, 120);
      const first = scene.run.targetPosition;
      for (let k = 0; k < 10; k++) {
        scene.target.nudge(-0.1, -0.02);
        steps(scene, 2);
      }
      expect(scene.cause).toBe('target');
      expect(scene.ghostRun?.targetPosition, 'the ghost faces the target from before the drag').toEqual(first);
      expect(scene.ghostTarget).toEqual(first);
      expect(scene.run.targetPosition).toEqual(scene.target.position);
      expect(scene.run.steps).toBe(2);
      // Once the turn has run a while, the next move makes it the ghost.
      steps(scene, TARGET_MOVES_MERGE_STEPS);
      const second = scene.run.targetPosition;
      scene.target.nudge(0.3, 0);
      scene.applyChanges();
      expect(scene.ghostRun?.targetPosition).toEqual(second);
      scene.dispose();
    },
  );

  it('From here: the next turns start where the craft is, its spin included, with no ghost; the limit then comes from that state', () => {
    const scene = new LabScene(RAPIER, undefined, null);
    steps(scene, 50);
    const spin = { ...scene.run.craft.angularVelocity };
    const orientation = { ...scene.run.craft.orientation };
    scene.startFromHere();
    expect(scene.ghostRun).toBeNull();
    expect(scene.start.angularVelocity).toEqual(spin);
    expect(scene.start.orientation).toEqual(orientation);
    expect(scene.run.opening.rateToward, 'it was turning toward the target').toBeGreaterThan(0.5);
    steps(scene, 300);
    const { figures, limit } = scene.run;
    expect(figures?.startRateDegPerS).toBeGreaterThan(20);
    expect(limit.seconds).not.toBeNull();
    expect(figures?.seconds).toBeGreaterThanOrEqual(limit.seconds as number);
    expect(limit.seconds as number, 'a turn already under way toward the target is quicker than from rest').toBeLessThan(
      'fromRestSeconds' in limit ? limit.fromRestSeconds : 0,
    );
    // The next change compares from this start.
    scene.toggleTurnRate();
    expect(scene.ghostRun?.start).toEqual(scene.start);
    expect(scene.run.time).toBe(0);
    expect(scene.time).toBeCloseTo(350 * LAB_DT, 9);
    scene.dispose();
  });
});
