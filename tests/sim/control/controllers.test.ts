import { createTurnController } from '../../../src/sim/control/createTurnController';
import { describe, expect, it } from 'vitest';
import { PidController } from '../../../src/sim/control/PidController';
import { SpdController } from '../../../src/sim/control/SpdController';
import { stablePdGains } from '../../../src/sim/control/StablePdController';
import { fromWuTuning } from '../../../src/sim/control/naturalFrequency';
import { StolkController } from '../../../src/sim/control/StolkController';
import type { TurnInput } from '../../../src/sim/control/TurnController';
import { runScenario } from '../../../src/sim/scenario/runScenario';
import type { ScenarioEntity } from '../../../src/sim/scenario/schema';

type ControllerSpec = NonNullable<ScenarioEntity['controller']>;
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

/** Turns a resting missile by `degrees` with a controller and a motor limit; returns the report. */
function turn(controller: ControllerSpec, degrees: number, maxAngularAcceleration = 4 * Math.PI, duration = 8) {
  const angle = (degrees * Math.PI) / 180;
  const report = runScenario({
    duration,
    entities: [
      {
        id: 'm',
        type: 'missile',
        position: [0, 0],
        maxAngularAcceleration,
        controller,
        command: { type: 'turnTowards', target: [10 * Math.cos(angle), 10 * Math.sin(angle)] },
      },
    ],
  });
  return report.entities[0] as (typeof report.entities)[number];
}

/** An input with no motor limit (a controller used on its own: gains not scaled, no braking curve). */
const input = (headingError: number, angularVelocity = 0, dt = 1 / 60): TurnInput => ({
  headingError,
  angularVelocity,
  dt,
  maxAngularAcceleration: Number.POSITIVE_INFINITY,
  inertia: 30,
});

describe('every controller type turns a missile and settles with the defaults', () => {
  it.each(['pid', 'pd', 'stable-pd', 'spd', 'time-optimal', 'stolk'] as const)('%s', (type) => {
    const result = turn({ type } as ControllerSpec, 90, 4 * Math.PI, 15);
    expect(result.finite).toBe(true);
    expect(result.turn?.settleTime).not.toBeNull();
    expect(result.turn?.finalErrorDeg).toBeLessThan(1.8);
    expect(result.maxAbsAngularAcceleration).toBeLessThanOrEqual(4 * Math.PI * (1 + 1e-9));
  });
});

describe('time-optimal', () => {
  const limits = [0.5, 2, 4 * Math.PI, 40];
  const angles = [30, 60, 90, 135, 179];
  it.each(limits.flatMap((limit) => angles.map((deg) => [deg, limit] as const)))(
    'turns %i° at %f rad/s² within 1.2× the physical limit 2·sqrt(angle/a), with < 0.5° overshoot',
    (degrees, limit) => {
      const result = turn({ type: 'time-optimal' }, degrees, limit, 2.5 * 2 * Math.sqrt(Math.PI / limit) + 1);
      const figures = result.turn;
      expect(figures?.settleTime).not.toBeNull();
      expect(figures?.settleTime as number).toBeLessThanOrEqual(1.2 * (figures?.timeOptimal as number));
      expect(figures?.overshootDeg).toBeLessThan(0.5);
      expect(figures?.finalErrorDeg).toBeLessThan(0.01);
    },
  );
});

describe('stable PD (David Wu)', () => {
  it('is tuned by its true natural frequency and damping ratio: kp = ω², kd = 2·ζ·ω; raw gains override them', () => {
    expect(stablePdGains({ naturalFrequency: 6, dampingRatio: 1 })).toEqual({ kp: 36, kd: 12 });
    expect(stablePdGains({ naturalFrequency: 6, dampingRatio: 1, kp: 5 })).toEqual({ kp: 5, kd: 12 });
  });

  it("seed 004's mapping kp = (6f)²/4, kd = 4.5·f·d is ω = 3·f rad/s and ζ = 0.75·d: the same gains", () => {
    const { naturalFrequency, dampingRatio } = fromWuTuning(2, 1);
    expect(naturalFrequency).toBe(6);
    expect(dampingRatio).toBe(0.75);
    expect(stablePdGains({ naturalFrequency, dampingRatio })).toEqual({ kp: (6 * 2) ** 2 / 4, kd: 4.5 * 2 * 1 });
  });

  it(
    'is stable at kp = 1e6, dt = 1/60 (an unsaturated motor): finite, dead-beat (at the target in one step, still in the next); ' +
      'the forward PD blows up',
    () => {
      const stable = turn({ type: 'stable-pd', kp: 1e6, kd: 0, scaleWithTurnRate: false, brakingCurve: false }, 90, 10000, 3);
      expect(stable.finite).toBe(true);
      expect(stable.turn?.settleTime as number).toBeLessThanOrEqual(3 / 60);
      expect(stable.turn?.finalErrorDeg).toBeLessThan(1e-6);

      const forward = turn({ type: 'pd', kp: 1e6, kd: 0, scaleWithTurnRate: false, brakingCurve: false }, 90, 10000, 3);
      expect(forward.turn?.settleTime).toBeNull();
      expect(forward.turn?.overshootDeg).toBeGreaterThan(45);
    },
  );

  it('forward PD is stable at moderate gains and unstable past kp·dt² = 4 (without a motor limit)', () => {
    const dt = 1 / 60;
    const simulate = (kp: number) => {
      // The semi-implicit Euler step the physics takes, with no limit.
      let error = 1;
      let rate = 0;
      for (let i = 0; i < 600; i++) {
        rate += -kp * error * dt;
        error += rate * dt;
      }
      return Math.abs(error);
    };
    expect(simulate(3.9 / (dt * dt))).toBeLessThan(10); // marginal: bounded oscillation
    expect(simulate(4.1 / (dt * dt))).toBeGreaterThan(1e6); // explodes
  });
});

describe('SPD (Tan, Liu, Turk)', () => {
  it('uses the body inertia: the same gains turn a heavier body more slowly', () => {
    const spd = new SpdController({ kp: 3000, kd: 600 });
    const light = spd.update({ ...input(0.5), inertia: 30 });
    const heavy = spd.update({ ...input(0.5), inertia: 300 });
    expect(light).toBeLessThan(0);
    expect(Math.abs(heavy)).toBeLessThan(Math.abs(light) / 2);
    // α = −kp·e / (I + kd·dt) at rest.
    expect(light).toBeCloseTo((-3000 * 0.5) / (30 + 600 / 60), 9);
  });

  /**
   * Runs the controller in the engine's own step (semi-implicit Euler) with no motor limit. Gains
   * and inertia scaled together give the same turn (K and D below depend on their ratios), so a
   * light body stands for gains above the settings' largest, 1e6.
   */
  const simulate = (kp: number, kd: number, steps = 240, inertia = 30) => {
    const spd = new SpdController({ kp, kd });
    const dt = 1 / 60;
    let error = Math.PI / 2;
    let rate = 0;
    for (let i = 0; i < steps; i++) {
      rate += spd.update({ headingError: error, angularVelocity: rate, dt, maxAngularAcceleration: Infinity, inertia }) * dt;
      error += rate * dt;
    }
    return Math.abs(error);
  };

  it('converges at huge gains when the damping keeps up (kd ≥ 3·kp·dt), without a motor limit', () => {
    // kp 1e7 and 1e9 on a body of 30 kg·m².
    expect(simulate(1e6, (3 * 1e6) / 60, 240, 3)).toBeLessThan(1e-6);
    expect(simulate(1e6, (3 * 1e6) / 60, 240, 0.03)).toBeLessThan(1e-6);
  });

  it('diverges in a semi-implicit engine when kp·dt² > (2/3)(I + kd·dt) with little damping', () => {
    // K = 1e6/3600/(3 + 1e4/60) ≈ 1.64, D ≈ 0.98: 3K + 2D > 4 (kp 1e7, kd 1e5 on 30 kg·m²).
    expect(simulate(1e6, 1e4, 120, 3)).toBeGreaterThan(1e6);
  });
});

describe("Stolk's pid1", () => {
  it('with his suggested gains (−10, −2, −1) turns the right way and converges', () => {
    const result = turn({ type: 'stolk' }, 90, 4 * Math.PI, 20);
    expect(result.turn?.settleTime).not.toBeNull();
    expect(result.turn?.finalErrorDeg).toBeLessThan(1.8);
  });

  it('has a leaky integral and no derivative kick on the first sample after a reset', () => {
    const stolk = new StolkController({ kp: 0, ki: 1, kd: 0 });
    // Fresh: integral starts at the error itself, then leaks toward it: (1 − dt)·e + dt·e = e.
    expect(stolk.update(input(0.5))).toBeCloseTo(-0.5, 12);
    expect(stolk.update(input(0))).toBeCloseTo(-(1 - 1 / 60) * 0.5, 12);
    const kick = new StolkController({ kp: 0, ki: 0, kd: 1 });
    expect(kick.update(input(1))).toBeCloseTo(0, 12);
  });

  it('reads his own names and signs as ours, bit for bit: p −10, i −2, d −1 is kp 10, ki 2, kd 1', () => {
    const his = new StolkController({ p: -10, i: -2, d: -1 });
    const ours = new StolkController({ kp: 10, ki: 2, kd: 1 });
    const factory = createTurnController({ type: 'stolk', p: -10, i: -2, d: -1 } as never);
    for (const error of [0.5, 0.25, -0.125, 1e-9, -3]) {
      const command = ours.update(input(error));
      expect(Object.is(his.update(input(error)), command)).toBe(true);
      expect(Object.is(factory.update(input(error)), command)).toBe(true);
    }
    // A positive gain turns the body toward its target: the command opposes the error.
    expect(new StolkController({ kp: 10, ki: 0, kd: 0 }).update(input(0.5))).toBeLessThan(0);
  });
});

describe('PID options', () => {
  it('derivative on measurement: no output spike when the target jumps', () => {
    const onError = new PidController({ kp: 10, ki: 0, kd: 5, derivativeOn: 'error' });
    const onMeasurement = new PidController({ kp: 10, ki: 0, kd: 5, derivativeOn: 'measurement' });
    for (let i = 0; i < 10; i++) {
      onError.update(input(0.1));
      onMeasurement.update(input(0.1));
    }
    // The target jumps: the error steps from 0.1 to 1.1 rad while the body is at rest.
    const kicked = Math.abs(onError.update(input(1.1)));
    const smooth = Math.abs(onMeasurement.update(input(1.1)));
    expect(kicked).toBeGreaterThan(250); // kd · 1 rad / (1/60 s) = 300
    expect(smooth).toBeCloseTo(11, 9); // kp · 1.1 only
  });

  it('a low-pass filter on the derivative tames noise', () => {
    const raw = new PidController({ kp: 0, kd: 1, derivativeOn: 'error' });
    const filtered = new PidController({ kp: 0, kd: 1, derivativeOn: 'error', derivativeFilterTime: 0.1 });
    let seed = 1;
    const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.01;
    let rawPeak = 0;
    let filteredPeak = 0;
    for (let i = 0; i < 300; i++) {
      const e = noise();
      rawPeak = Math.max(rawPeak, Math.abs(raw.addSample(e)));
      filteredPeak = Math.max(filteredPeak, Math.abs(filtered.addSample(e)));
    }
    expect(filteredPeak).toBeLessThan(rawPeak / 3);
  });

  it('anti-windup recovers from saturation faster than a plain running-integral PID', () => {
    const gains = { type: 'pid', kp: 60, ki: 40, kd: 14, integral: 'running' } as const;
    const plain = turn({ ...gains, antiWindup: false }, 179, Math.PI, 12).turn;
    const guarded = turn({ ...gains, antiWindup: true }, 179, Math.PI, 12).turn;
    expect(guarded?.overshootDeg as number).toBeLessThan((plain?.overshootDeg as number) * 0.7);
    expect(guarded?.settleTime as number).toBeLessThan(plain?.settleTime ?? Number.POSITIVE_INFINITY);
  });

  it('the running integral removes a steady offset that the window integral cannot', () => {
    // A constant bias added to the error stands in for a steady disturbance.
    const window = new PidController({ kp: 1, ki: 5, kd: 0 });
    const running = new PidController({ kp: 1, ki: 5, kd: 0, integral: 'running' });
    for (let i = 0; i < 600; i++) {
      window.addSample(0.1);
      running.addSample(0.1);
    }
    expect(window.lastOutput).toBeLessThan(0.2);
    expect(running.lastOutput).toBeGreaterThan(5);
  });

  it('output limits clamp the output', () => {
    const limited = new PidController({ kp: 100, outputLimit: 3 });
    expect(limited.addSample(1)).toBe(3);
    expect(limited.addSample(-1)).toBe(-3);
  });

  it('hands over bumplessly when it replaces another controller mid-turn', () => {
    /** The command on the step after 20 steps of a stable-PD turn, with the running PID swapped in before it or not. */
    const nextCommand = (swap: boolean): number => {
      const world = new SteeringWorld();
      const missile = world.addEntity({
        id: 'm',
        type: 'missile',
        position: { x: 0, y: 0 },
        settings: { maxAngularAcceleration: 100, controller: { type: 'stable-pd' } },
      });
      missile.steering.face({ x: 0, y: 20 });
      for (let i = 0; i < 20; i++) world.step();
      if (swap) missile.setController({ ...new PidController({ kp: 60, ki: 10, kd: 14, integral: 'running' }).getSettings() });
      world.step();
      return missile.commandedAngularAcceleration;
    };
    const continued = nextCommand(false);
    // The swapped-in PID continues what the stable PD would have commanded; without hand-over it
    // would start from its own P + D (kp·e alone ≈ 60·error).
    expect(Math.abs(nextCommand(true) - continued)).toBeLessThan(0.05 * Math.abs(continued) + 0.1);
  });

  it('a gain change mid-turn keeps the running integral (stored as ki·∫e) continuous', () => {
    const pid = new PidController({ kp: 0, ki: 2, kd: 0, integral: 'running' });
    for (let i = 0; i < 60; i++) pid.addSample(0.5);
    const before = pid.lastOutput;
    pid.configure({ ki: 20 });
    const after = pid.addSample(0.5);
    expect(after - before).toBeCloseTo(20 * 0.5 * (1 / 60), 9);
  });
});
