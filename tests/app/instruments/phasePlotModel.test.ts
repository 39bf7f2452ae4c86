import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { PhasePlotModel, plotX, plotY, type PhaseSamples } from '../../../src/app/instruments/PhasePlotModel';
import { switchingRate } from '../../../src/app/instruments/switchingCurve';
import { degToRad, radToDeg } from '../../../src/sim/math/angle';
import { clampToMotor } from '../../../src/sim/control/clampToMotor';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { runUntil } from '../helpers';

/** Samples from [heading error °, angular velocity rad/s] pairs, 1/60 s apart. */
function samples(pairs: readonly (readonly [number, number])[]): PhaseSamples {
  return {
    count: pairs.length,
    time: (i) => i / 60,
    value: (channel, i) => (pairs[i] as readonly [number, number])[channel === 'headingErrorDeg' ? 0 : 1],
  };
}

const FAST = 4 * Math.PI;

describe('the phase plot’s drawing model', () => {
  it('reads the scope’s own samples of the selected entity, ω in °/s, the present state last', () => {
    const demo = new Demo();
    runUntil(demo, 2);
    const model = new PhasePlotModel();
    const entity = demo.view.selected?.entity;
    model.update(demo.scope, [], entity?.maxAngularAcceleration ?? 0);
    expect(model.live.count).toBe(demo.scope.count);
    const last = demo.scope.count - 1;
    expect(model.dot()).toEqual({
      error: demo.scope.value('headingErrorDeg', last),
      rate: radToDeg(demo.scope.value('angularVelocity', last)),
    });
    expect(model.limit).toBe(entity?.maxAngularAcceleration);
  });

  it('draws the curve of the entity’s limit and holds every sample inside its axes', () => {
    const model = new PhasePlotModel();
    model.update(
      samples([
        [90, 0],
        [60, -2],
        [20, -3.5],
        [-5, -1],
        [2, 0.3],
      ]),
      [],
      FAST,
    );
    const view = model.view();
    expect(view.limitDegPerS2).toBeCloseTo(720, 9);
    for (const [error, rate] of view.curve) {
      // In radians, as the entity has its limit: ω² = 2·a·|e|, ω opposite to e.
      expect(degToRad(rate) ** 2).toBeCloseTo(2 * FAST * Math.abs(degToRad(error)), 9);
      if (error !== 0) expect(Math.sign(rate)).toBe(-Math.sign(error));
    }
    for (const [error, rate] of model.live.points()) {
      expect(Math.abs(error)).toBeLessThanOrEqual(view.errorHalfDeg);
      expect(Math.abs(rate)).toBeLessThanOrEqual(view.rateHalfDegPerS);
    }
    expect(view.dot).toEqual([2, radToDeg(0.3)]);
    expect(view.recorded).toBeNull();
  });

  it('works the curve out again when the limit changes', () => {
    const model = new PhasePlotModel();
    const data = samples([[45, 0]]);
    model.update(data, [], FAST);
    const fast = model.curve;
    model.update(data, [], FAST);
    expect(model.curve).toBe(fast);
    model.update(data, [], Math.PI);
    expect(model.curve).not.toBe(fast);
    for (const { error, rate } of model.curve) expect(rate).toBeCloseTo(switchingRate(error, 180), 9);
  });

  it(
    'holds the other runs beside the live one, each with its own limit’s curve when it differs, and their samples widen ' + 'the axes too',
    () => {
      const model = new PhasePlotModel();
      const live = samples([
        [20, 0],
        [10, -1],
      ]);
      model.update(
        live,
        [
          {
            slot: 0,
            samples: samples([
              [150, 0],
              [100, -5],
              [40, -7],
            ]),
            limit: Math.PI,
          },
          { slot: 2, samples: samples([[30, 0]]), limit: FAST },
        ],
        FAST,
      );
      const view = model.view();
      expect(view.recorded).toBe(3);
      expect(view.runs).toEqual([
        { slot: 0, points: 3, limitDegPerS2: 180 },
        { slot: 2, points: 1, limitDegPerS2: expect.closeTo(720, 9) },
      ]);
      expect(view.live).toBe(2);
      expect(view.errorHalfDeg).toBeGreaterThanOrEqual(150);
      expect(view.rateHalfDegPerS).toBeGreaterThanOrEqual(radToDeg(7));
      expect(model.recorded!.points()[2]).toEqual([40, radToDeg(-7)]);
      // The recorded run's limit is not the live one's: its own curve; the other run's is the live curve.
      for (const { error, rate } of model.runs[0]!.curve) expect(rate).toBeCloseTo(switchingRate(error, 180), 9);
      expect(model.runs[1]!.curve).toEqual([]);
      // The present state is the live run's, never another run's.
      expect(view.dot).toEqual([10, radToDeg(-1)]);

      model.update(live, [{ slot: 0, samples: samples([]), limit: FAST }], FAST);
      expect(model.view().recorded).toBe(0);
      model.update(live, [], FAST);
      expect(model.view().recorded).toBeNull();
      expect(model.view().runs).toEqual([]);
      expect(model.view().errorHalfDeg).toBeLessThan(150);
    },
  );

  it('breaks a trace where the error wraps through ±180° and where a sample is not a number', () => {
    const model = new PhasePlotModel();
    // 3 rad/s ≈ 172°/s: about 2.9° a step, so 8° and 10° steps are the body's own turn (with the slack).
    model.update(
      samples([
        [170, 3],
        [178, 3],
        [-178, 3],
        [-170, 3],
        [Number.NaN, 3],
        [-160, 3],
        [-150, 3],
      ]),
      [],
      FAST,
    );
    expect(model.live.count).toBe(6);
    expect(Array.from(model.live.starts.subarray(0, 6))).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('breaks it where the wanted heading jumped (a target dragged or hopping on), not where the body turned fast', () => {
    const model = new PhasePlotModel();
    model.update(
      samples([
        [5, 0],
        [5.2, -0.1],
        [95, 0],
        [93, -2],
        [60, -40],
        [25, -40],
      ]),
      [],
      FAST,
    );
    expect(Array.from(model.live.starts.subarray(0, 6))).toEqual([1, 0, 1, 0, 0, 0]);
  });

  it('shows what its caption says: a time-optimal turn from rest meets the curve and rides it to the origin, never past it', () => {
    // A body at rest 90° off, turned by the time-optimal controller within π rad/s², stepped as planck steps (ω, then θ).
    const limit = Math.PI;
    const dt = 1 / 60;
    const controller = new TimeOptimalController();
    let error = degToRad(90);
    let rate = 0;
    const pairs: [number, number][] = [];
    for (let i = 0; i < 150; i++) {
      rate +=
        clampToMotor(
          controller.update({ headingError: error, angularVelocity: rate, dt, maxAngularAcceleration: limit, inertia: 1 }),
          limit,
        ) * dt;
      error += rate * dt;
      pairs.push([radToDeg(error), rate]);
    }
    const model = new PhasePlotModel();
    model.update(samples(pairs), [], limit);
    const points = model.live.points();
    const limitDeg = radToDeg(limit);
    const onCurve = points.findIndex(([e, w]) => Math.abs(w) >= 0.95 * Math.abs(switchingRate(e, limitDeg)));
    // It meets the curve about halfway (full acceleration covers half the turn)…
    expect(points[onCurve]?.[0]).toBeGreaterThan(40);
    expect(points[onCurve]?.[0]).toBeLessThan(50);
    // …then stays on it, within a step's worth of acceleration, all the way in, on its own side of the target.
    for (const [e, w] of points.slice(onCurve)) {
      expect(Math.abs(w - switchingRate(e, limitDeg)), `at ${e.toFixed(2)}°`).toBeLessThanOrEqual(radToDeg(limit * dt) * 1.5);
      expect(e, 'no overshoot (to rounding)').toBeGreaterThan(-0.01);
    }
    expect(model.view().dot?.[0]).toBeCloseTo(0, 6);
    expect(model.view().dot?.[1]).toBeCloseTo(0, 6);
  });

  it('maps the plane onto the canvas: 0 in the middle, +error to the right, +rate up', () => {
    const ranges = { errorHalfDeg: 100, rateHalfDegPerS: 400 };
    const box = { left: 40, top: 10, width: 200, height: 160 };
    expect([plotX(0, ranges, box), plotY(0, ranges, box)]).toEqual([140, 90]);
    expect([plotX(-100, ranges, box), plotY(400, ranges, box)]).toEqual([40, 10]);
    expect([plotX(100, ranges, box), plotY(-400, ranges, box)]).toEqual([240, 170]);
    expect(plotX(50, ranges, box)).toBeGreaterThan(plotX(-50, ranges, box));
    expect(plotY(200, ranges, box)).toBeLessThan(plotY(-200, ranges, box));
  });
});
