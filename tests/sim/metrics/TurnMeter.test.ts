import { describe, expect, it } from 'vitest';
import { degToRad } from '../../../src/sim/math/angle';
import { emptyTurnSample, SETTLED_ERROR, TurnMeter, type TurnSample } from '../../../src/sim/metrics/TurnMeter';
import { minimumTurnSteps } from '../../../src/sim/metrics/fewestTurnSteps';
import { turnLimitSeconds } from '../../../src/sim/metrics/turnLimit';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

const DT = 1 / 60;

/** Feeds `meter` one step with these fields (the rest: a set-point at rest, turning in place at π rad/s²). */
function feed(meter: TurnMeter, fields: Partial<TurnSample>): void {
  meter.update({ ...emptyTurnSample(), dt: DT, maxAngularAcceleration: Math.PI, hasSetpoint: true, inPlace: true, ...fields });
}

describe('TurnMeter', () => {
  it('times a turn from when its set-point comes to rest, not while it moves, and drops one interrupted by a new move', () => {
    const meter = new TurnMeter();
    let time = 0;
    // A drag: the set-point moves step after step; nothing is timed.
    for (let i = 0; i < 20; i++) feed(meter, { time: (time += DT), setpointChanged: true, headingError: 0.5 + i * 0.01 });
    expect(meter.phase).toBe('moving');
    feed(meter, { time: (time += DT), headingError: 0.7, angularVelocity: -0.2 });
    expect(meter.phase).toBe('turning');
    expect(meter.current?.angleDeg).toBeCloseTo(40.107, 2);
    // Moved again before it settled: that turn is dropped, never reported.
    feed(meter, { time: (time += DT), setpointChanged: true, headingError: 0.4 });
    feed(meter, { time: (time += DT), headingError: 0.4 });
    for (let i = 0; i < 30; i++) feed(meter, { time: (time += DT), headingError: 0.4 * (1 - i / 29) });
    expect(meter.phase).toBe('settled');
    expect(meter.last?.angleDeg).toBeCloseTo(22.918, 2);
    expect(meter.last?.seconds).toBeCloseTo(29 * DT, 12);
    expect(meter.changes).toBe(21);
  });

  it('a set-point that comes to rest within the settled band is too small to time, and leaves no figure of the latest change', () => {
    const meter = new TurnMeter();
    feed(meter, { time: DT, setpointChanged: true });
    feed(meter, { time: 2 * DT, headingError: SETTLED_ERROR / 2 });
    expect(meter.phase).toBe('small');
  });

  it(
    'knows an overshoot once the swing past the target has peaked, keeps it when the turn is dropped, and never counts a ' + 'drag’s swing',
    () => {
      const meter = new TurnMeter();
      let time = 0;
      feed(meter, { time: (time += DT), setpointChanged: true });
      feed(meter, { time: (time += DT), headingError: degToRad(60) });
      for (const deg of [30, 0, -10, -20, -25, -24]) feed(meter, { time: (time += DT), headingError: degToRad(deg), angularVelocity: 1 });
      expect(meter.lastOvershootDeg).toBeCloseTo(25, 9);
      feed(meter, { time: (time += DT), setpointChanged: true, headingError: degToRad(-80) });
      expect(meter.lastOvershootDeg).toBeCloseTo(25, 9);
      expect(meter.maxOvershootDeg).toBeCloseTo(25, 9);
      // While the set-point moves the error may swing anywhere: nothing is measured.
      for (const deg of [80, -80, 80, -80]) feed(meter, { time: (time += DT), setpointChanged: true, headingError: degToRad(deg) });
      expect(meter.maxOvershootDeg).toBeCloseTo(25, 9);
    },
  );

  it('gives a limit only where it holds: turning in place, no outside torque, the same motor throughout', () => {
    for (const [what, changes, limited] of [
      ['in place', {}, true],
      ['moving', { inPlace: false }, false],
      ['the motor changed', { maxAngularAcceleration: 2 * Math.PI }, false],
    ] as const) {
      const meter = new TurnMeter();
      feed(meter, { time: DT, setpointChanged: true });
      feed(meter, { time: 2 * DT, headingError: 0.3 });
      feed(meter, { time: 3 * DT, headingError: 0.1, ...changes });
      feed(meter, { time: 4 * DT, headingError: 0, angularVelocity: 0 });
      expect(meter.last?.limitSeconds === null, what).toBe(!limited);
    }
  });

  it(
    'on a real body turning in place: the time it reports is never under its limit, the one rule from its state at the start, ' +
      'within two steps under the exact fewest steps',
    () => {
      const world = new SteeringWorld();
      const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, settings: { maxAngularAcceleration: Math.PI } });
      const meter = new TurnMeter();
      const sample = emptyTurnSample();
      const step = (target: { x: number; y: number } | null) => {
        if (target) entity.steering.face(target);
        world.step();
        Object.assign(sample, {
          time: world.time,
          dt: world.dt,
          headingError: entity.measureHeadingError(),
          angularVelocity: entity.angularVelocity,
          maxAngularAcceleration: entity.maxAngularAcceleration,
          setpointChanged: target !== null,
          hasSetpoint: true,
          inPlace: true,
          nearTarget: false,
        });
        meter.update(sample);
      };
      step({ x: 0, y: 10 });
      let errorAtStart = 0;
      let rateAtStart = 0;
      for (let i = 0; i < 300 && meter.phase !== 'settled'; i++) {
        step(null);
        if (i === 0) {
          errorAtStart = entity.measureHeadingError();
          rateAtStart = entity.angularVelocity;
        }
      }
      const turn = meter.last;
      expect(turn).not.toBeNull();
      const box = { error: SETTLED_ERROR, rate: 0.05 };
      expect(turn!.limitSeconds).toBeCloseTo(turnLimitSeconds(errorAtStart, rateAtStart, Math.PI, DT, box), 12);
      const steps = minimumTurnSteps(errorAtStart, rateAtStart, Math.PI, DT, box) as number;
      expect(turn!.limitSeconds!).toBeLessThanOrEqual(steps * DT);
      expect(turn!.limitSeconds!).toBeGreaterThan((steps - 2) * DT);
      expect(turn!.seconds).toBeGreaterThanOrEqual(turn!.limitSeconds!);
      expect(turn!.angleDeg).toBeGreaterThan(85);
    },
  );

  it(
    'a wrap of the error at ±180° is no pass: a turn that starts 179.5° off and first turns the long way reports no overshoot ' +
      'there (it read 180°)',
    () => {
      const meter = new TurnMeter();
      let time = 0;
      feed(meter, { time: (time += DT), setpointChanged: true });
      feed(meter, { time: (time += DT), headingError: degToRad(179.5) });
      // Turning away: 179.3° would be closer, but it goes on to 181.1° (wrapped −178.9°) and beyond.
      for (const deg of [179.7, 180.4, 181.1, 183, 186, 188, 189, 188.5])
        feed(meter, { time: (time += DT), headingError: degToRad(deg > 180 ? deg - 360 : deg), angularVelocity: 0.5 });
      expect(meter.lastOvershootDeg).toBeNull();
      expect(meter.maxOvershootDeg).toBe(0);
    },
  );

  it('a body spun the long way round reaches its target from the other side, and overshoots by what it goes beyond there', () => {
    const meter = new TurnMeter();
    let time = 0;
    feed(meter, { time: (time += DT), setpointChanged: true });
    // From 175° short it spins away: after 185° of turn it meets the target (an error of 360°), goes 3° past, comes back.
    for (const deg of [175, 200, 260, 300, 350, 360, 363, 362, 361])
      feed(meter, { time: (time += DT), headingError: degToRad(((deg + 180) % 360) - 180), angularVelocity: 1 });
    expect(meter.lastOvershootDeg).toBeCloseTo(3, 9);
  });

  it('a change of the motor’s limit or of the controller clears the latest figures until the next turn is measured', () => {
    const meter = new TurnMeter();
    let time = 0;
    const turn = (revision: number) => {
      feed(meter, { time: (time += DT), setpointChanged: true, turnSettingsRevision: revision });
      feed(meter, { time: (time += DT), headingError: degToRad(60), turnSettingsRevision: revision });
      for (const deg of [30, 0, -28, -20, -5])
        feed(meter, { time: (time += DT), headingError: degToRad(deg), angularVelocity: 1, turnSettingsRevision: revision });
      feed(meter, { time: (time += DT), headingError: 0, turnSettingsRevision: revision });
    };
    turn(0);
    expect(meter.phase).toBe('settled');
    expect(meter.lastOvershootDeg).toBeCloseTo(28, 9);
    // T: the motor changes. The label's "overshoots 28°" described the old motor: it goes.
    feed(meter, { time: (time += DT), turnSettingsRevision: 1 });
    expect(meter.phase).toBe('retuned');
    expect(meter.lastOvershootDeg).toBeNull();
    expect(meter.last).toBeNull();
    // Nothing is timed until the set-point changes; then the next turn is measured as usual.
    feed(meter, { time: (time += DT), headingError: degToRad(-40), turnSettingsRevision: 1 });
    expect(meter.phase).toBe('retuned');
    turn(1);
    expect(meter.phase).toBe('settled');
    expect(meter.lastOvershootDeg).toBeCloseTo(28, 9);
    // A change in mid-turn drops the turn under way: its figures would mix two settings.
    feed(meter, { time: (time += DT), setpointChanged: true, turnSettingsRevision: 1 });
    feed(meter, { time: (time += DT), headingError: degToRad(50), turnSettingsRevision: 1 });
    feed(meter, { time: (time += DT), headingError: degToRad(20), turnSettingsRevision: 2 });
    expect(meter.phase).toBe('retuned');
    expect(meter.current).toBeNull();
  });

  it('an entity counts every change of what turns it: its motor’s limit (when it differs) and its controller', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, settings: { maxAngularAcceleration: Math.PI } });
    const start = entity.turnSettingsRevision;
    entity.maxAngularAcceleration = Math.PI;
    expect(entity.turnSettingsRevision).toBe(start);
    entity.maxAngularAcceleration = 4 * Math.PI;
    expect(entity.turnSettingsRevision).toBe(start + 1);
    entity.setController({ ...entity.getSettings().controller });
    expect(entity.turnSettingsRevision).toBe(start + 2);
  });

  describe('while its set-point keeps moving (issue 76: Intercept, the Hunt)', () => {
    /** A chase: the set-point moves every step, the error as given (degrees), the body not in place. */
    function chase(meter: TurnMeter, errorsDeg: readonly number[], start = 0): number {
      let time = start;
      let last = errorsDeg[0] ?? 0;
      for (const deg of errorsDeg) {
        feed(meter, {
          time: (time += DT),
          setpointChanged: true,
          inPlace: false,
          headingError: degToRad(deg),
          angularVelocity: degToRad((last - deg) / DT),
        });
        last = deg;
      }
      return time;
    }

    it('starts a turn once the error has grown past 5° and shrinks, settles within 1° with the error steady, and gives no limit', () => {
      const meter = new TurnMeter();
      // Falling behind: 0 → 30°, then catching up, swinging 4° past, steady at 0.2°.
      const behind = [0, 3, 8, 15, 24, 30];
      const catchUp = [28, 24, 18, 11, 5, 0, -3, -4, -3.5, -2, -0.8, 0.2, 0.2];
      let time = chase(meter, behind);
      expect(meter.phase).toBe('moving');
      time = chase(meter, catchUp.slice(0, 1), time);
      expect(meter.phase).toBe('turning');
      expect(meter.chase).toBe(true);
      expect(meter.current?.angleDeg).toBeCloseTo(28, 9);
      chase(meter, catchUp.slice(1), time);
      expect(meter.phase).toBe('settled');
      expect(meter.last?.angleDeg).toBeCloseTo(28, 9);
      expect(meter.last?.overshootDeg).toBeCloseTo(4, 9);
      expect(meter.last?.limitSeconds).toBeNull();
      expect(meter.lastOvershootDeg).toBeCloseTo(4, 9);
    });

    it('never starts one while the body keeps within 5° of its moving set-point, nor while the error only grows', () => {
      const meter = new TurnMeter();
      chase(meter, [0, 2, 4.5, 3, 1, -2, -4.9, -3, 0, 2]);
      chase(meter, [6, 9, 12, 15, 15]);
      expect(meter.phase).toBe('moving');
      expect(meter.last).toBeNull();
    });

    it(
      'goes on through its set-point’s moves, and gives way to a turn of its own when the set-point comes to rest, leaving its ' +
        'figures as dropped',
      () => {
        const meter = new TurnMeter();
        let time = chase(meter, [0, 20, 40, 38, 30, 20]);
        expect(meter.phase).toBe('turning');
        const started = meter.current?.startTime;
        feed(meter, { time: (time += DT), inPlace: false, headingError: degToRad(15) });
        expect(meter.phase).toBe('turning');
        expect(meter.chase).toBe(false);
        expect(meter.current?.startTime).toBeGreaterThan(started!);
        expect(meter.current?.angleDeg).toBeCloseTo(15, 9);
        expect(meter.dropped?.angleDeg).toBeCloseTo(38, 9);
        expect(meter.dropped?.seconds).toBeNull();
      },
    );

    it('a turn that ends too near its target takes its overshoot back: a missile flying through overshoots nothing', () => {
      const meter = new TurnMeter();
      let time = 0;
      feed(meter, { time: (time += DT), setpointChanged: true });
      feed(meter, { time: (time += DT), headingError: degToRad(60) });
      for (const deg of [30, 0, -10, -20, -25, -24]) feed(meter, { time: (time += DT), headingError: degToRad(deg), angularVelocity: 1 });
      expect(meter.lastOvershootDeg).toBeCloseTo(25, 9);
      feed(meter, { time: (time += DT), headingError: degToRad(-20), nearTarget: true });
      expect(meter.phase).toBe('near');
      expect(meter.lastOvershootDeg).toBeNull();
      expect(meter.maxOvershootDeg).toBe(0);
    });

    it('saved mid-chase and restored into another meter, it measures on exactly as the first', () => {
      const first = new TurnMeter();
      const time = chase(first, [0, 10, 20, 18]);
      const second = new TurnMeter();
      second.restore(JSON.parse(JSON.stringify(first.save())));
      const rest = [14, 9, 4, 1, -1.5, -1, -0.4, -0.3, -0.3];
      chase(first, rest, time);
      chase(second, rest, time);
      expect(second.save()).toEqual(first.save());
      expect(second.last).toEqual(first.last);
      expect(first.phase).toBe('settled');
    });
  });
});
