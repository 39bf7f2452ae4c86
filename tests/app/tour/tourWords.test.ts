import { describe, expect, it } from 'vitest';
import { Demo, type ScreenLayout } from '../../../src/app/Demo';
import { laidOut } from '../../../src/app/setup/screenLayout';
import { arrivalText, guidanceText } from '../../../src/app/tour/movingSteps';
import { entityName } from '../../../src/app/tour/tourNames';
import { ENTITY_COLORS } from '../../../src/app/presentation/palette';
import { ENTITY_COLOR_NAMES } from '../../../src/app/tour/tourNames';
import { wrapAngle } from '../../../src/sim/math/angle';
import { DT } from '../helpers';

/** Steps `demo` `count` fixed steps, recording every entity's angle after each (time → id → rad). */
function advance(demo: Demo, count: number, angles?: Map<number, Map<string, number>>): void {
  for (let i = 0; i < count; i++) {
    demo.clock.advance(DT);
    angles?.set(demo.clock.time, new Map(demo.view.records.map((r) => [r.entity.id, r.entity.angle])));
  }
}

/**
 * Drags the tour's target to `to` (a point of the landscape design, laid out as the tour lays out
 * its scenes) in `moveSteps` steps along a straight line, holds it there `holdSteps` steps, lets go.
 */
function drag(demo: Demo, to: { x: number; y: number }, moveSteps: number, angles?: Map<number, Map<string, number>>, holdSteps = 8): void {
  const target = demo.view.targets[0]!;
  const from = { x: target.position.x, y: target.position.y };
  const goal = laidOut(to, demo.plays.layout);
  for (let i = 1; i <= moveSteps; i++) {
    demo.apply({
      kind: 'dragTarget',
      target: target.id,
      point: { x: from.x + ((goal.x - from.x) * i) / moveSteps, y: from.y + ((goal.y - from.y) * i) / moveSteps },
    });
    advance(demo, 1, angles);
  }
  for (let i = 0; i < holdSteps; i++) {
    demo.apply({ kind: 'dragTarget', target: target.id, point: goal });
    advance(demo, 1, angles);
  }
  demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
}

/** Runs until the step shows a result (at most `seconds` of simulated time); returns it. */
function untilResult(
  demo: Demo,
  seconds = 30,
  angles?: Map<number, Map<string, number>>,
): { text: string; values: Record<string, number> } {
  for (let i = 0; i < seconds / DT && !demo.tour.view()?.result; i++) advance(demo, 1, angles);
  const result = demo.tour.view()?.result;
  if (!result) throw new Error(`no result; the card says: ${demo.tour.view()?.status}`);
  return { text: result.text, values: { ...result.values } };
}

/** |net rotation| of `id` between two recorded times, degrees (summed step by step, so a turn through ±180° counts whole). */
function rotationDeg(angles: Map<number, Map<string, number>>, id: string, from: number, to: number): number {
  const times = [...angles.keys()].filter((t) => t >= from - 1e-9 && t <= to + 1e-9).sort((a, b) => a - b);
  let sum = 0;
  for (let i = 1; i < times.length; i++) sum += wrapAngle(angles.get(times[i]!)!.get(id)! - angles.get(times[i - 1]!)!.get(id)!);
  return Math.abs((sum * 180) / Math.PI);
}

/** A tour at step `index` (0-based) whose opening turn is over, recording angles. */
function tourAt(index: number, layout: ScreenLayout = 'landscape'): { demo: Demo; angles: Map<number, Map<string, number>> } {
  const demo = new Demo({ layout });
  demo.tour.start(index);
  const angles = new Map<number, Map<string, number>>();
  advance(demo, 240, angles);
  return { demo, angles };
}

describe('the tour words what was measured, from the start of the player’s action', () => {
  it(
    'times a turn from the drag’s start: the angle turned and the time from then, each word chosen by the case (kept up, or a turn ' +
      'left at the drop)',
    () => {
      const cases: string[] = [];
      for (const [moveSteps, to] of [
        [3, { x: -34, y: 30 }],
        [30, { x: -34, y: 30 }],
        [60, { x: 0, y: 30 }],
        [20, { x: -60, y: -10 }],
      ] as const) {
        const { demo, angles } = tourAt(0);
        drag(demo, to, moveSteps, angles);
        const { text, values } = untilResult(demo, 30, angles);
        const start = values.turnActionStartTime!;
        const turned = rotationDeg(angles, 'missile-1', start, start + values.turnActionSeconds!);
        // The figure is the body's own rotation from the drag's first step, not the meter's last part of it.
        expect(Math.abs(turned - values.turnTurnedDeg!), text).toBeLessThan(0.5);
        expect(text).toContain(`turned ${Math.round(values.turnTurnedDeg!)}°`);
        if (values.turnKeptUp === 1) {
          expect(text).toMatch(/^It kept up with your drag/);
          expect(text).not.toMatch(/settle it in less than/);
          cases.push('kept up');
        } else {
          // The meter's part after the drop is named as such, with its own angle and the limit from there.
          expect(text).toContain(`when the target stopped it was still ${Math.round(values.turnAngleDeg!)}° off`);
          expect(text).toMatch(
            new RegExp(
              'From where it stood when the target stopped \\((from rest|already turning toward it|turning away from it)\\), no ' +
                'controller could settle it in less than',
            ),
          );
          expect(values.turnStartTime).toBeGreaterThan(start);
          cases.push('drag');
        }
        expect(text).not.toMatch(/No turn left/);
      }
      // Both cases happen: a slow drag is kept up with, a quick one leaves a turn after the drop.
      expect(new Set(cases)).toEqual(new Set(['kept up', 'drag']));
    },
  );

  it('a pause in the drag is not the drop: a body that had caught up at the pause is judged again where the target finally rests', () => {
    const { demo, angles } = tourAt(1);
    // Slowly (both missiles keep up), a pause of a few steps, then a quick sweep far round.
    drag(demo, { x: 0, y: 30 }, 60, angles, 4);
    drag(demo, { x: -60, y: -10 }, 4, angles);
    const { text, values } = untilResult(demo, 30, angles);
    expect(values.fastKeptUp, text).toBe(0);
    expect(values.slowKeptUp, text).toBe(0);
    // One action from the first move: the angle counts from the slow drag's start.
    const turned = rotationDeg(angles, 'missile-1', values.fastActionStartTime!, values.fastActionStartTime! + values.fastActionSeconds!);
    expect(Math.abs(turned - values.fastTurnedDeg!)).toBeLessThan(0.5);
    expect(text).not.toMatch(/kept up/);
  });

  it(
    'an eased drag held with pauses between pointer moves (the missiles keep up) is one turn, from its first move to after the ' +
      'release: never "turned 0°"',
    () => {
      // Issue 50, case 2: step 5 said "kept up with your drag: it turned 0° in 0.05 s" (and the same
      // for the next drag) while both missiles turned about 130°: each pause between pointer moves
      // ended the action, and the last pause's was shown.
      const { demo, angles } = tourAt(4);
      const target = demo.view.targets[0]!;
      const from = { x: target.position.x, y: target.position.y };
      const goal = laidOut({ x: -34, y: 30 }, demo.plays.layout);
      const moves = 40;
      let steps = 0;
      for (let i = 1; i <= moves; i++) {
        // Eased: fast at first, slow at the end, where the pointer moves less often (every 12th step
        // at the end: a hand easing in), the target held still between its moves.
        const eased = 1 - (1 - i / moves) ** 3;
        demo.apply({
          kind: 'dragTarget',
          target: target.id,
          point: { x: from.x + (goal.x - from.x) * eased, y: from.y + (goal.y - from.y) * eased },
        });
        const gap = i < moves / 2 ? 1 : 12;
        advance(demo, gap, angles);
        steps += gap;
        expect(demo.tour.view()?.result ?? null, 'no result while the target is held').toBeNull();
      }
      demo.apply({ kind: 'releaseTarget', target: target.id, throwVelocity: null });
      const { text, values } = untilResult(demo, 30, angles);
      for (const name of ['time-optimal', 'pid']) {
        const start = values[`${name === 'pid' ? 'pid' : 'optimal'}ActionStartTime`];
        const seconds = values[`${name === 'pid' ? 'pid' : 'optimal'}ActionSeconds`];
        const turnedDeg = values[`${name === 'pid' ? 'pid' : 'optimal'}TurnedDeg`];
        expect([start, seconds, turnedDeg].every(Number.isFinite), `${name}: ${JSON.stringify(values)}`).toBe(true);
        // The whole drag: from its first move, the body's own rotation.
        expect(seconds!, text).toBeGreaterThan((steps - 2) * DT);
        expect(turnedDeg!, text).toBeGreaterThan(30);
      }
      expect(text).not.toMatch(/turned 0°/);
    },
  );

  it(
    'the swing past is the turn meter’s, followed without wrapping: a turn whose error passes ±180° is judged from the side it ' +
      'reached the target',
    () => {
      for (const [wait, offDeg] of [
        [6, 150],
        [6, -175],
        [14, -165],
        [18, 175],
        [18, -150],
      ] as const) {
        const { demo } = tourAt(0);
        const record = demo.view.findRecord('missile-1')!;
        const { position, angle } = record.entity;
        const at = (deg: number) => ({
          x: position.x + 25 * Math.cos(angle + (deg * Math.PI) / 180),
          y: position.y + 25 * Math.sin(angle + (deg * Math.PI) / 180),
        });
        // Set spinning one way, then the target dropped nearly behind: the error may pass ±180° on the way.
        demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: at(90) });
        advance(demo, wait);
        demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: at(offDeg) });
        advance(demo, 1);
        const { text, values } = untilResult(demo);
        const swing = values.turnOvershootDeg!;
        // A turn of about 170° swings past by a few tens of degrees at most, never by nearly a turn.
        expect(swing, `${wait} steps, ${offDeg}°: ${text}`).toBeLessThan(40);
        expect(text).toContain(swing < 0.5 ? 'without swinging past' : `swinging ${Math.round(swing)}° past`);
        const meter = record.turns.last!.overshootDeg;
        // Where the error stays within ±180° the meter reads the same swing (one measure of a turn).
        if (Math.max(Math.abs(values.turnAngleDeg!), values.turnAngleDeg! + meter) < 175) expect(swing).toBeCloseTo(meter, 6);
      }
    },
  );

  it('a jump of the target (the button) is timed as one turn from rest, with its limit', () => {
    const { demo } = tourAt(0);
    demo.tour.act();
    const { text, values } = untilResult(demo);
    expect(text).toMatch(/^It turned \d+° and settled within 1° in [\d.]+ s, without swinging past\. Starting as it did/);
    expect(values.turnSeconds).toBeGreaterThanOrEqual(values.turnLimitSeconds!);
  });

  it(
    'step 2: one missile keeping up with the drag never hides the other’s turn and swing (each worded for itself, by name ' +
      'and turn rate)',
    () => {
      const { demo } = tourAt(1);
      // A steady drag the 720°/s² missile keeps up with and the 180°/s² one does not.
      drag(demo, { x: -34, y: 30 }, 40);
      const { text, values } = untilResult(demo);
      expect(values.fastKeptUp).toBe(1);
      expect(values.slowKeptUp).toBe(0);
      expect(text).toContain('missile-1 (orange, 720°/s²) kept up with your drag');
      expect(text).toMatch(/missile-2 \(light blue, 180°\/s²\) turned \d+° in all from where it pointed when you began/);
      expect(text).toContain(
        values.slowOvershootDeg! >= 0.5 ? `swinging ${Math.round(values.slowOvershootDeg!)}° past` : 'without swinging past',
      );
      expect(text).not.toMatch(/No turn left|upper|lower/);
    },
  );

  it('a turn rate changed during the turn gives no figure but says why; the next move is timed again', () => {
    const { demo } = tourAt(1);
    demo.tour.act();
    advance(demo, 20);
    expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 2 * Math.PI, scope: 'all' }).ok).toBe(true);
    advance(demo, 300);
    expect(demo.tour.view()?.result).toBeNull();
    expect(demo.tour.view()?.status).toMatch(/changed during the turn/);
    demo.tour.act();
    const { text } = untilResult(demo);
    expect(text).toContain('Both turned at 360°/s² this time');
  });

  it(
    'step 4 states the ratio as measured, and why it is (or is not) 600: the published sum is 600·Ki times the window’s ' +
      'weighted mean error',
    () => {
      for (const how of ['button', 'drag'] as const) {
        const { demo } = tourAt(3);
        demo.tour.act();
        advance(demo, 30);
        if (how === 'button') demo.tour.act();
        else drag(demo, { x: -20, y: 40 }, 12);
        const { text, values } = untilResult(demo);
        // The measured I equals 600·Ki × the weighted mean of the errors the controller saw: the tour read the controller's own window.
        expect(values.integralRatio! * values.errorDeg!).toBeCloseTo(600 * values.windowMeanDeg!, 6);
        if (values.windowSpreadDeg! <= 0.05 * Math.abs(values.errorDeg!))
          expect(text).toMatch(/nearly steady over the 7-sample window .*: the 600 of a steady error/);
        else expect(text).toMatch(/, not 600: the error moved over the 7-sample window/);
        expect(text).toMatch(/So ki 0\.05 acted as a gain of [\d.]+ on the error, against kp 1\./);
      }
    },
  );

  it('step 4 runs what its card says: the original demo’s fixed gains, no scaling, no braking curve', () => {
    const { demo } = tourAt(3);
    const controller = demo.view.findRecord('missile-1')!.entity.getSettings().controller as unknown as Record<string, unknown>;
    expect(controller).toMatchObject({
      type: 'pid',
      kp: 1,
      ki: 0.05,
      kd: 5,
      scaleWithTurnRate: false,
      brakingCurve: false,
      arithmetic: 'corrected',
    });
  });
});

describe('the card never waits for what the player already did', () => {
  it('step 4 dragged before switching: the card says that turn runs on the corrected arithmetic, not that it waits', () => {
    const { demo } = tourAt(3);
    drag(demo, { x: -60, y: -10 }, 4);
    for (let i = 0; i < 40; i++) {
      advance(demo, 5);
      const view = demo.tour.view()!;
      expect(view.result).toBeNull();
      expect(view.status).toMatch(/corrected arithmetic/);
    }
  });

  it('after switching by hand in step 4 the card says so and the button moves the target', () => {
    const { demo } = tourAt(3);
    expect(demo.tour.view()?.status).toMatch(/^Waiting for you/);
    demo.editor.entities.select('missile-1');
    expect(demo.apply({ kind: 'setControllerSettings', changes: { arithmetic: 'as-published' }, scope: 'all' }).ok).toBe(true);
    advance(demo, 1);
    const view = demo.tour.view()!;
    expect(view.status).toMatch(/^Switched to the arithmetic as published\. Now drag the target/);
    expect(view.actionLabel).toBe('Move the target');
  });

  it('in every step, once the player acted the card says what it measures, never “Waiting”', () => {
    for (let index = 0; index < 7; index++) {
      const { demo } = tourAt(index);
      if (index !== 6) expect(demo.tour.view()?.status, `step ${index + 1} before`).toMatch(/^Waiting for you/);
      demo.tour.act();
      if (index === 3) {
        advance(demo, 2);
        demo.tour.act();
      }
      for (let i = 0; i < 40; i++) {
        advance(demo, 3);
        const view = demo.tour.view()!;
        if (!view.result) expect(view.status, `step ${index + 1}`).not.toMatch(/Waiting/);
      }
    }
  });
});

describe('missile against character: the sentence follows the measured case', () => {
  it('a target dropped behind the missile, then one ahead of it: the words say which, and any swing past', () => {
    const { demo } = tourAt(5);
    demo.tour.act();
    const behind = untilResult(demo);
    expect(behind.values.missileStartErrorDeg).toBeGreaterThanOrEqual(90);
    expect(behind.text).toContain(
      `the target lay ${Math.round(behind.values.missileStartErrorDeg!)}° off the missile's nose when it came to rest (behind the missile)`,
    );
    const missile = demo.view.findRecord('missile-1')!.entity;
    // Straight ahead of the missile now.
    const ahead = { x: missile.position.x + 12 * Math.cos(missile.angle), y: missile.position.y + 12 * Math.sin(missile.angle) };
    advance(demo, 60);
    demo.apply({ kind: 'moveTarget', target: demo.view.targets[0]!.id, position: ahead });
    // The result of the race before goes as soon as the target moves.
    advance(demo, 1);
    expect(demo.tour.view()?.result).toBeNull();
    const front = untilResult(demo);
    expect(front.values.missileStartErrorDeg).toBeLessThan(90);
    expect(front.text).toContain('(ahead of it)');
    expect(front.text).not.toMatch(/behind/);
  });

  it('every combination reads as measured', () => {
    expect(arrivalText(2.4, 3.6, { startDeg: 150, overshootDeg: 25 })).toMatch(
      new RegExp(
        "behind the missile\\)\\. The missile had to turn round in a wide arc before it could go, swinging 25° past the target's " +
          'direction, while the character slid straight there\\.',
      ),
    );
    expect(arrivalText(2.4, 3.6, { startDeg: 48, overshootDeg: 25 })).toMatch(
      new RegExp(
        "48° off the missile's nose when it came to rest \\(ahead of it\\)\\. The missile still had to turn 48° in flight, along " +
          'an arc, swinging 25° past',
      ),
    );
    expect(arrivalText(2.4, 3.6, { startDeg: 48, overshootDeg: 25 })).not.toMatch(/straight there, faster/);
    expect(arrivalText(4, 3, { startDeg: 5, overshootDeg: 0 })).toMatch(/So the missile flew almost straight there and got there first\.$/);
    expect(arrivalText(4, 3, { startDeg: 48, overshootDeg: 25 })).toMatch(
      /The missile turned in flight, swinging 25° past the target's direction and still got there first\.$/,
    );
    expect(arrivalText(4, 3, { startDeg: 120, overshootDeg: 0 })).toMatch(
      /behind the missile\)\. The missile turned in flight and still got there first\.$/,
    );
  });
});

describe('hitting a moving target: the words follow the counts', () => {
  it('whichever law hit more often is the one named', () => {
    expect(guidanceText(20, [5, 6], [4, 4, 5])).toMatch(/Proportional navigation hit more often here\.$/);
    expect(guidanceText(20, [5, 6, 5, 5, 4], [4, 4, 5, 6])).toMatch(
      /: pursuit 5 hits \(5 s a flight\), proportional navigation 4 hits .*Pursuit hit more often here/,
    );
    expect(guidanceText(20, [5], [4])).toMatch(/Level so far/);
    expect(guidanceText(20, [], [])).toBe('In 20 s: pursuit 0 hits, proportional navigation 0 hits. Level so far: the count goes on.');
  });
});

describe('names, not positions, on every screen', () => {
  it('every colour of the palette has a name', () => {
    expect(ENTITY_COLOR_NAMES.length).toBe(ENTITY_COLORS.length);
  });

  for (const layout of ['landscape', 'portrait'] as const) {
    it(`no step speaks of upper or lower bodies, and the names in its words are the scene’s (${layout})`, () => {
      const demo = new Demo({ layout });
      demo.tour.start();
      do {
        advance(demo, 240);
        const view = demo.tour.view()!;
        const names = demo.view.records.map(entityName);
        demo.tour.act();
        if (view.id === 'as-published') {
          advance(demo, 2);
          demo.tour.act();
        }
        const words = [view.text, view.task, view.status, untilResult(demo).text].join(' ');
        expect(words, view.id).not.toMatch(/upper|lower|above|below|left|right/i);
        for (const named of words.match(/(missile|character)-\d \([a-z ]+/g) ?? [])
          expect(
            names.some((name) => name.startsWith(named)),
            `${view.id}: ${named}`,
          ).toBe(true);
      } while (demo.tour.next());
    });
  }

  it(
    'a phone held upright plays the same story: the scenes are laid out as ' + 'the opening is, so every turning step measures the same',
    () => {
      const texts = (layout: ScreenLayout) => {
        const out: string[] = [];
        for (let index = 0; index < 6; index++) {
          const { demo } = tourAt(index, layout);
          demo.tour.act();
          if (index === 3) {
            advance(demo, 2);
            demo.tour.act();
          }
          out.push(untilResult(demo).text);
        }
        return out;
      };
      expect(texts('portrait')).toEqual(texts('landscape'));
    },
  );
});
