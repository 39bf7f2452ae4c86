import { describe, expect, test } from 'vitest';
import { compareRuns, runFigures, turnLimit } from '../../../src/app/history/compareRuns';
import { POSE, POSE_SIZE, TURN_FLAGS, type HistoryFrame } from '../../../src/app/history/HistoryFrame';
import { SETTLED_ERROR, SETTLED_RATE } from '../../../src/sim/metrics/TurnMeter';
import { minimumTurnSteps } from '../../../src/sim/metrics/fewestTurnSteps';
import { turnLimitSeconds } from '../../../src/sim/metrics/turnLimit';

const DT = 1 / 60;
const DEG = Math.PI / 180;

/**
 * What one step of a synthetic run does: the wanted heading (rad; `moved`: the set-point changed, else it drifts with the body's flight),
 * an outside spin added (rad/s), a hit.
 */
interface StepEvents {
  wanted?: number;
  moved?: boolean;
  kick?: number;
  hit?: boolean;
}

/**
 * Frames of one body `id` stepped as planck steps it (ω += u·dt, then θ += ω·dt), its command
 * `control(error, ω)` clamped to ±a, from heading `angle` and spin `rate`, wanted heading 0 unless
 * `events` says otherwise: the poses a history keeps, with the turn meter's sample of each step.
 */
function simulate(
  id: string,
  steps: number,
  a: number,
  control: (error: number, rate: number) => number,
  start: { angle: number; rate?: number },
  events: (step: number) => StepEvents = () => ({}),
): HistoryFrame[] {
  let angle = start.angle;
  let rate = start.rate ?? 0;
  let hits = 0;
  let wanted = 0;
  const frames: HistoryFrame[] = [];
  for (let step = 0; step < steps; step++) {
    const event = events(step);
    const moved = event.moved === true;
    wanted = event.wanted ?? wanted;
    const u = Math.max(-a, Math.min(a, control(angle - wanted, rate)));
    rate += u * DT + (event.kick ?? 0);
    angle += rate * DT;
    if (event.hit) hits++;
    const poses = new Float64Array(POSE_SIZE);
    poses[POSE.angle] = angle;
    poses[POSE.angularVelocity] = rate;
    poses[POSE.headingError] = angle - wanted;
    poses[POSE.maxAngularAcceleration] = a;
    poses[POSE.hits] = hits;
    poses[POSE.turnFlags] = TURN_FLAGS.measured | TURN_FLAGS.hasSetpoint | TURN_FLAGS.inPlace | (moved ? TURN_FLAGS.setpointChanged : 0);
    poses[POSE.command] = u;
    frames.push({ step, time: (step + 1) * DT, targetIds: [], targets: new Float64Array(0), motions: [], poses, ids: [id], scope: null });
  }
  return frames;
}

/** The time-optimal command toward error 0: full push, then full brake on the braking curve. */
function bangBang(a: number) {
  return (error: number, rate: number) => {
    const s = error + (rate * Math.abs(rate)) / (2 * a);
    return Math.abs(error) < 1e-3 && Math.abs(rate) < 0.05 ? -error / (DT * DT) - rate / DT : s > 0 ? -a : a;
  };
}

/** A PD command: −kp·e − kd·ω. */
function pd(kp: number, kd: number) {
  return (error: number, rate: number) => -kp * error - kd * rate;
}

describe('a run’s first turn since the branch', () => {
  test(
    'from rest, bang-bang settles near its limit, the one rule from the state at the turn’s start: a little under the ' +
      'article’s 2·√(|e|/a)',
    () => {
      const a = Math.PI;
      const figures = runFigures(simulate('m', 150, a, bangBang(a), { angle: 90 * DEG }), 'm', DT)!;
      const turn = figures.turn!;
      expect(turn.end).toBe('settled');
      expect(turn.angleDeg).toBeCloseTo(90, 0);
      // Timed from the meter's first sample after the branch's: one step into the push, toward the target.
      expect(turn.startRateDegPerS).toBeCloseTo((2 * a * DT) / DEG, 9);
      // The limit: the fastest turn into the settled box from the state at the turn's start (turnLimit.ts),
      // one step into the push and inside the band's 1°: under the rest-to-rest 2·√(|e|/a), by less than 0.1 s.
      const restToRest = 2 * Math.sqrt(Math.PI / 2 / a);
      expect(turn.limit!).toBeLessThan(restToRest);
      expect(turn.limit!).toBeGreaterThan(restToRest - 0.1);
      expect(turn.settled!).toBeGreaterThanOrEqual(turn.limit! - 1e-9);
      // This naive bang-bang chatters about the target before it settles: within 20 steps of the limit.
      expect(turn.settled! - turn.limit!).toBeLessThanOrEqual(20 * DT + 1e-9);
      expect(turn.reached!).toBeLessThanOrEqual(turn.settled!);
      expect(turn.noLimit).toBeNull();
    },
  );

  test(
    'a PD that swings through: reached is its first pass within 1°, settled later, its overshoot that of this turn; no time ' +
      'under the limit',
    () => {
      const a = Math.PI;
      const frames = simulate('m', 400, a, pd(30, 6), { angle: 90 * DEG });
      const turn = runFigures(frames, 'm', DT)!.turn!;
      expect(turn.end).toBe('settled');
      expect(turn.overshootDeg).toBeGreaterThan(5);
      // Independently from the steps: the largest error past the target (on the other side).
      const errors = frames.map((f) => (f.poses![POSE.headingError] as number) / DEG);
      expect(turn.overshootDeg).toBeCloseTo(Math.max(...errors.map((e) => -e)), 9);
      const firstWithin = errors.findIndex((e) => Math.abs(e) <= 1);
      const rates = frames.map((f) => f.poses![POSE.angularVelocity] as number);
      const settledAt = errors.findIndex((e, i) => Math.abs(e) <= 1 && Math.abs(rates[i]!) <= SETTLED_RATE);
      // Both timed from the turn's start: the meter's first sample (the first frame after the branch's).
      expect(turn.reached).toBeCloseTo((firstWithin - 1) * DT, 9);
      expect(turn.settled).toBeCloseTo((settledAt - 1) * DT, 9);
      expect(turn.reached!).toBeLessThan(turn.limit!);
      expect(turn.settled!).toBeGreaterThan(turn.limit!);
    },
  );

  test('branched mid-turn: the limit comes from the body’s state then, spin included, and the time is never under it', () => {
    const a = 2 * Math.PI;
    const spinning = runFigures(simulate('m', 200, a, bangBang(a), { angle: 30 * DEG, rate: -108 * DEG }), 'm', DT)!.turn!;
    const fromRest = runFigures(simulate('m', 200, a, bangBang(a), { angle: 30 * DEG }), 'm', DT)!.turn!;
    expect(spinning.startRateDegPerS).toBeGreaterThan(50);
    expect(spinning.limit!).toBeLessThan(fromRest.limit!);
    expect(spinning.settled!).toBeGreaterThanOrEqual(spinning.limit! - 1e-9);
  });

  test(
    'the limit is the one rule (turnLimitSeconds) from the start state, its box widened by how far the wanted heading drifted, and ' +
      'no more than the exact fewest steps',
    () => {
      const a = Math.PI;
      // The wanted heading creeps 3° over the turn (a missile's own flight moves its target's bearing).
      const frames = simulate('m', 300, a, pd(12, 4), { angle: 60 * DEG }, (step) => ({ wanted: Math.min(step, 60) * 0.05 * DEG }));
      const turn = runFigures(frames, 'm', DT)!.turn!;
      expect(turn.bearingDriftDeg).toBeGreaterThan(2);
      const start = frames[1]!.poses!;
      const box = { error: SETTLED_ERROR + turn.bearingDriftDeg * DEG, rate: SETTLED_RATE };
      expect(turn.limit).toBeCloseTo(
        turnLimitSeconds(start[POSE.headingError] as number, start[POSE.angularVelocity] as number, a, DT, box),
        12,
      );
      const steps = minimumTurnSteps(start[POSE.headingError] as number, start[POSE.angularVelocity] as number, a, DT, box);
      expect(turn.limit!).toBeLessThanOrEqual(steps! * DT);
      expect(turn.limit!).toBeGreaterThan((steps! - 2) * DT);
      expect(turnLimit(start[POSE.headingError] as number, start[POSE.angularVelocity] as number, a, DT, 0)!).toBeGreaterThan(turn.limit!);
    },
  );

  test('something else spinning the body (more than a·dt a step) takes the limit away, saying so', () => {
    const a = Math.PI;
    const turn = runFigures(
      simulate('m', 300, a, pd(20, 6), { angle: 60 * DEG }, (step) => ({ kick: step === 20 ? 1 : 0 })),
      'm',
      DT,
    )!.turn!;
    expect(turn.limit).toBeNull();
    expect(turn.noLimit).toBe('spun');
  });

  test('a target move before it settled cuts the turn short, with the figures of that turn only, not the next one’s', () => {
    const a = Math.PI;
    const frames = simulate('m', 300, a, pd(30, 6), { angle: 90 * DEG }, (step) => ({
      wanted: step >= 90 ? 120 * DEG : 0,
      moved: step === 90,
    }));
    const turn = runFigures(frames, 'm', DT)!.turn!;
    expect(turn.end).toBe('moved');
    expect(turn.endedAt).toBeCloseTo(91 * DT, 9);
    expect(turn.settled).toBeNull();
    // Its overshoot is this turn's: the next turn's 120° error is not it.
    const before = frames.slice(0, 90).map((f) => -(f.poses![POSE.headingError] as number) / DEG);
    expect(turn.overshootDeg).toBeCloseTo(Math.max(0, ...before), 9);
  });

  test('a hit before it settled ends the turn there; hits count from the frame before the branch, run by run', () => {
    const a = Math.PI;
    const hitRun = simulate('m', 200, a, pd(20, 2), { angle: 90 * DEG }, (step) => ({ hit: step === 30 }));
    const figures = runFigures(hitRun, 'm', DT)!;
    expect(figures.turn?.end).toBe('hit');
    expect(figures.hits).toBe(1);
    const before = simulate(
      'm',
      1,
      a,
      () => 0,
      { angle: 0 },
      () => ({ hit: true }),
    )[0];
    const comparison = compareRuns([hitRun, simulate('m', 200, a, pd(20, 2), { angle: 90 * DEG })], DT, before);
    expect(comparison.entities[0]!.runs.map((run) => run?.hits)).toEqual([0, -1]);
  });

  test('facing its target all along (within 1° from the branch), it has no turn', () => {
    const figures = runFigures(simulate('m', 60, Math.PI, pd(20, 6), { angle: 0.5 * DEG }), 'm', DT)!;
    expect(figures.turn).toBeNull();
  });
});

describe('compareRuns', () => {
  test('up to four runs, entity by entity over the shortest run’s span; an entity missing from a run has no figures there', () => {
    const a = Math.PI;
    const runs = [
      simulate('a', 120, a, bangBang(a), { angle: 45 * DEG }),
      simulate('a', 100, 4 * a, bangBang(4 * a), { angle: 45 * DEG }),
      simulate('b', 110, a, pd(20, 2), { angle: 45 * DEG }),
    ];
    const comparison = compareRuns(runs, DT);
    expect(comparison.seconds).toBeCloseTo(100 * DT, 12);
    expect(comparison.entities.map((e) => [e.id, e.runs.map((run) => run !== null)])).toEqual([
      ['a', [true, true, false]],
      ['b', [false, false, true]],
    ]);
    const [slow, fast] = comparison.entities[0]!.runs;
    expect(fast!.turn!.settled!).toBeLessThan(slow!.turn!.settled!);
    expect(fast!.turn!.limit!).toBeCloseTo(slow!.turn!.limit! / 2, 1);
  });
});
