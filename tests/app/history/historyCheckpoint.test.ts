import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { run as runFor } from '../helpers';
import { keep, startWalk, stateOf, type Walk } from './historyState';

/**
 * What a shown moment and a run played again from it keep, each found by the seeded play-throughs
 * (historyProperty.test.ts) and pinned here on its own: the scene as the step left it, the game's
 * own state around the world that a scene file does not say (targets' chosen motion, launch times,
 * names, order, guidance, held obstacles, the session's disturbance and path looping), and the
 * player's input right after a show.
 */

/** A fresh Demo whose every step's state is kept, with a way to step it. */
function recorded(): Walk & { steps(n: number): void } {
  const walk = startWalk();
  return {
    ...walk,
    steps(n: number) {
      for (let i = 0; i < n; i++) {
        walk.demo.clock.singleStep();
        keep(walk);
      }
    },
  };
}

/** Steps `walk` from the step shown to `to`, each state the recorded one. */
function expectPlayedAsRecorded(walk: Walk, to: number): void {
  for (let step = walk.demo.view.world.steps + 1; step <= to; step++) {
    walk.demo.clock.singleStep();
    expect(stateOf(walk.demo), `step ${step}`).toBe(walk.kept.get(step)?.text);
  }
  expect(walk.demo.history.comparing).toBe(false);
}

describe('SceneHistory: what a shown step holds', () => {
  test('a step where the player changed a setting shows as the step left it; the change comes with the next step', () => {
    const run = recorded();
    run.steps(40);
    const before = run.demo.view.world.entities.map((e) => e.maxAngularAcceleration);
    run.demo.apply({ kind: 'toggleTurnRate' });
    run.steps(20);
    // A checkpoint was taken at step 40, after the toggle: showing 40 does not start from it.
    expect(run.demo.history.show(40)).toEqual({ ok: true });
    expect(run.demo.view.world.entities.map((e) => e.maxAngularAcceleration)).toEqual(before);
    expect(stateOf(run.demo)).toBe(run.kept.get(40)?.text);
    expectPlayedAsRecorded(run, 60);
  });

  test('behind the present while following the recording, no longer at it', () => {
    const run = recorded();
    run.steps(40);
    run.demo.history.show(30);
    expect(run.demo.history.behind).toBe(true);
    for (let i = 0; i < 9; i++) run.demo.clock.singleStep();
    expect(run.demo.history.behind).toBe(true);
    run.demo.clock.singleStep();
    expect(run.demo.view.world.steps).toBe(run.demo.history.presentStep);
    expect(run.demo.history.behind).toBe(false);
  });

  test("each target's chosen motion and direction come back (a scene file has only the motion it has now)", () => {
    const run = recorded();
    const id = run.demo.view.targets[0]!.id;
    const handle = () => run.demo.plays.model.findTarget(id)!;
    const direction = handle().direction;
    run.steps(5);
    run.demo.apply({ kind: 'dragTarget', target: id, point: { x: 0, y: 0 } });
    run.steps(1);
    // Thrown: it flies on a linear motion; the motion chosen in the panel stays static.
    run.demo.apply({ kind: 'releaseTarget', target: id, throwVelocity: { x: 5, y: 0 } });
    run.steps(60);
    run.demo.history.show(40);
    expect(handle().motionSettings).toEqual({ type: 'static', speed: 4, radius: 8, amplitude: 5 });
    expect(handle().direction).toBe(direction);
    expect(stateOf(run.demo)).toBe(run.kept.get(40)?.text);
  });

  test('a target placed between checkpoints restarts the launch times as recorded', () => {
    const run = recorded();
    const id = run.demo.view.targets[0]!.id;
    run.steps(10);
    run.demo.apply({ kind: 'moveTarget', target: id, position: { x: 10, y: 5 } });
    run.steps(5);
    // The opening's hops stopped at the first move; this one changes only the launch times.
    run.demo.apply({ kind: 'moveTarget', target: id, position: { x: -5, y: 5 } });
    run.steps(20);
    run.demo.history.show(25);
    expect(run.demo.plays.model.records.map((r) => r.launchTime)).toEqual([15, 15, 15].map((s) => s * run.demo.clock.dt));
    expect(stateOf(run.demo)).toBe(run.kept.get(25)?.text);
  });

  test("a removed entity's name is not given again to one added after a rewind", () => {
    const run = recorded();
    run.demo.editor.entities.select('missile-2');
    run.demo.apply({ kind: 'removeEntity' });
    run.steps(10);
    run.demo.history.show(5);
    expect(run.demo.apply({ kind: 'addEntity', type: 'missile' })).toEqual({ ok: true });
    expect(run.demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1', 'character-1', 'missile-3']);
  });

  test('the entities keep their order after a type swap (the world lists the swapped one last)', () => {
    const run = recorded();
    run.demo.apply({ kind: 'nextType' });
    const order = run.demo.view.records.map((r) => r.entity.id);
    expect(order).toEqual(['character-2', 'missile-2', 'character-1']);
    run.steps(10);
    run.demo.history.show(5);
    expect(run.demo.view.records.map((r) => r.entity.id)).toEqual(order);
  });

  test("a character's guidance comes back, and playing on does not take it for a change", () => {
    const run = recorded();
    run.demo.apply({ kind: 'setGuidance', changes: { guidance: 'proportional-navigation' }, scope: 'all' });
    run.steps(30);
    run.demo.history.show(10);
    expect(run.demo.view.world.entities.map((e) => e.getSettings().guidance)).toEqual([
      'proportional-navigation',
      'proportional-navigation',
      'proportional-navigation',
    ]);
    expectPlayedAsRecorded(run, 30);
  });

  test('the disturbance the scene ran with comes back with it, in the world and in the panel', () => {
    const run = recorded();
    run.steps(10);
    run.demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true } });
    run.steps(20);
    run.demo.history.show(5);
    expect(run.demo.plays.model.session.disturbance.torqueOn).toBe(false);
    expect(run.demo.view.world.disturbance.angularAcceleration).toBe(0);
    expectPlayedAsRecorded(run, 30);
    expect(run.demo.plays.model.session.disturbance.torqueOn).toBe(true);
  });

  test('path looping switched off in Path mode (the paths start again) is played again as recorded', () => {
    const run = recorded();
    run.demo.apply({ kind: 'setMode', mode: 'path' });
    run.steps(20);
    run.demo.apply({ kind: 'setPathLoop', loop: false });
    run.steps(20);
    run.demo.history.show(10);
    expect(run.demo.editor.paths.loop).toBe(true);
    expectPlayedAsRecorded(run, 40);
    expect(run.demo.editor.paths.loop).toBe(false);
  });

  test('an obstacle held across a checkpoint stays held when played again', () => {
    const run = recorded();
    expect(run.demo.apply({ kind: 'addObstacle', obstacle: 'wall', at: { x: 10, y: -15 } })).toEqual({ ok: true });
    const id = run.demo.view.world.obstacles[0]!.id;
    run.steps(1);
    for (let i = 1; i <= 10; i++) {
      run.demo.apply({ kind: 'dragObstacle', obstacle: id, goal: { x: 10, y: -15 + i / 10 } });
      run.steps(1);
    }
    run.steps(5);
    run.demo.apply({ kind: 'releaseObstacle', obstacle: id });
    run.steps(5);
    run.demo.history.show(0);
    expectPlayedAsRecorded(run, 21);
  });

  test('a target moved right after a show is the player taking it over: the run branches', () => {
    const run = recorded();
    run.steps(60);
    run.demo.history.show(30);
    const id = run.demo.view.targets[0]!.id;
    run.demo.apply({ kind: 'moveTarget', target: id, position: { x: -20, y: -10 } });
    run.demo.clock.singleStep();
    expect(run.demo.history.comparing).toBe(true);
    expect(run.demo.view.targets[0]!.position).toEqual({ x: -20, y: -10 });
  });
});

describe('the turn meters across the checkpoints the game passes through', () => {
  test(
    'T retunes the slow missile at the next step, whose checkpoint ' + 'rebuilds it; a checkpoint with nothing changed retunes nothing',
    () => {
      const demo = new Demo();
      runFor(demo, 7);
      const phaseOf = (id: string) => demo.view.findRecord(id)?.turns.phase;
      // Played on across several checkpoints with nothing changed: never retuned.
      for (let i = 0; i < 180; i++) {
        demo.clock.singleStep();
        expect(phaseOf('missile-2'), `step ${demo.view.world.steps}`).not.toBe('retuned');
      }
      demo.apply({ kind: 'toggleTurnRate' });
      demo.clock.singleStep();
      expect(phaseOf('missile-2')).toBe('retuned');
      expect(demo.view.findRecord('missile-2')?.turns.lastOvershootDeg).toBeNull();
    },
  );
});
