/**
 * The conformance test's input sequences and the TypeScript reference's outputs for them.
 *
 * Each sequence drives one controller for 10,000 steps with inputs from a seeded generator: random
 * settings within their valid ranges, random step sizes between 1/240 and 1/30 s (fixed for a
 * sequence, or changing every step), random motor limits, inertias and set-point motion, and
 * occasional resets, hand-overs and (for the PID) live setting changes. One PID sequence constructs
 * the controller with no settings on every side, which checks that the ports' defaults are the
 * reference's. Half the sequences draw
 * every error and rate at random in (−π, π]; the other half close the loop on a simulated body
 * (a double integrator stepped like the engines step it), so the errors also pass through the
 * small values near the target where the controllers change branch.
 *
 * The ports read the sequences as text, one command per line, every number as the 16 hex digits of
 * its IEEE-754 bits (ports/cpp/conformance.cpp documents the format): no decimal rounding on the way.
 */
import { wrapAngle } from '../../src/sim/math/angle';
import { PidController, defaultPidSettings, type PidSettings } from '../../src/sim/control/PidController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import type { TurnInput } from '../../src/sim/control/TurnController';

export const STEPS_PER_SEQUENCE = 10_000;

/** A small seeded generator (sfc32: four 32-bit words of state, a counter keeps it off short cycles). */
export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Mix the seed through the state before use.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** The torque the ports' TurnTorque helper returns, as the game's TurnMotor computes it: clamp, NaN-safe, times inertia. */
export function turnTorque(command: number, limit: number, inertia: number): number {
  const clamped = command > limit ? limit : command < -limit ? -limit : command;
  return Number.isFinite(clamped) ? clamped * inertia : 0;
}

const bits = new DataView(new ArrayBuffer(8));

/** The 16 hex digits of a double's bits. */
export function hexOf(value: number): string {
  bits.setFloat64(0, value);
  return bits.getBigUint64(0).toString(16).padStart(16, '0');
}

/** One controller's sequences: the text the ports read and the reference's outputs, two per `u` line. */
export interface Sequences {
  readonly controller: 'pid' | 'time-optimal';
  readonly text: string;
  readonly reference: Float64Array;
}

function settingsFields(s: PidSettings): number[] {
  return [
    s.kp,
    s.ki,
    s.kd,
    s.kPlant,
    s.maxHistory,
    s.integral === 'running' ? 1 : 0,
    s.outputLimit,
    s.antiWindup ? 1 : 0,
    s.derivativeOn === 'measurement' ? 1 : 0,
    s.derivativeFilterTime,
    s.scaleWithTurnRate ? 1 : 0,
    s.brakingCurve ? 1 : 0,
    s.naturalFrequency ?? Number.NaN,
    s.dampingRatio ?? Number.NaN,
  ];
}

function inputFields(t: TurnInput): number[] {
  return [t.headingError, t.angularVelocity, t.dt, t.maxAngularAcceleration, t.inertia, t.desiredHeadingRate ?? 0, t.desiredHeadingAcceleration ?? 0];
}

function line(op: string, values: readonly number[]): string {
  return values.length === 0 ? op : `${op} ${values.map(hexOf).join(' ')}`;
}

/** Random PID settings within their valid ranges; sequence 0 uses the game's tuned gains. */
function randomPidSettings(random: () => number, index: number): PidSettings {
  const base = defaultPidSettings();
  if (index === 0) return { ...base, kp: 60, ki: 2, kd: 14 };
  const pick = (p: number): boolean => random() < p;
  return {
    ...base,
    kp: random() * 200,
    ki: pick(0.3) ? 0 : random() * 10,
    kd: pick(0.1) ? 0 : random() * 40,
    kPlant: pick(0.5) ? 1 : 0.2 + random() * 2.8,
    maxHistory: 3 + Math.floor(random() * 14),
    integral: pick(0.5) ? 'running' : 'window',
    outputLimit: pick(0.7) ? 0 : 1 + random() * 49,
    antiWindup: pick(0.7),
    derivativeOn: pick(0.5) ? 'measurement' : 'error',
    derivativeFilterTime: pick(0.6) ? 0 : random() * 0.1,
    scaleWithTurnRate: pick(0.7),
    brakingCurve: pick(0.7),
    ...(pick(0.3) ? { naturalFrequency: 0.5 + random() * 19.5 } : {}),
    ...(pick(0.5) ? { dampingRatio: 0.3 + random() * 1.7 } : {}),
  };
}

/** A step size in [1/240, 1/30] s. */
function randomDt(random: () => number): number {
  return 1 / (30 + random() * 210);
}

/**
 * `count` sequences for one controller. Sequences alternate between open-loop random inputs and a
 * closed loop on a simulated body whose target heading jumps now and then.
 */
export function generateSequences(controller: 'pid' | 'time-optimal', seed: number, count: number): Sequences {
  const random = sfc32(seed);
  const lines: string[] = [];
  const reference: number[] = [];
  for (let sequence = 0; sequence < count; sequence++) {
    const closedLoop = sequence % 2 === 1;
    let pid: PidController | null = null;
    let timeOptimal: TimeOptimalController | null = null;
    let pidSettings = randomPidSettings(random, sequence);
    if (controller === 'pid' && sequence === 1) {
      // Constructed with no settings on both sides: the ports' defaults must be the reference's.
      pid = new PidController();
      pidSettings = pid.getSettings();
      lines.push('pid0');
    } else if (controller === 'pid') {
      pid = new PidController(pidSettings);
      lines.push(line('pid', settingsFields(pidSettings)));
    } else {
      const gain = sequence % 3 === 2 ? 1 + random() * 200 : undefined;
      timeOptimal = new TimeOptimalController(gain === undefined ? {} : { gain });
      lines.push(line('to', [gain ?? Number.NaN]));
    }
    const update = (t: TurnInput): number => (pid ? pid.update(t) : (timeOptimal as TimeOptimalController).update(t));

    const fixedDt = random() < 0.5 ? randomDt(random) : 0;
    const infiniteLimit = sequence === 2 && controller === 'pid';
    const limit = infiniteLimit ? Number.POSITIVE_INFINITY : 0.5 + random() * 60;
    const inertia = 0.01 + random() * 100;
    const movingTarget = random() < 0.5;
    // The simulated body (closed loop) and its target.
    let heading = 0;
    let omega = 0;
    let target = (random() * 2 - 1) * Math.PI;
    let targetRate = 0;
    let poisoned = false;
    for (let step = 0; step < STEPS_PER_SEQUENCE; step++) {
      const dt = fixedDt > 0 ? fixedDt : randomDt(random);
      if (poisoned) {
        // The step after a NaN error: forget it, as a game would after a bad reading.
        lines.push('r');
        pid?.reset();
        timeOptimal?.reset();
        poisoned = false;
      }
      const event = random();
      if (event < 0.001) {
        lines.push('r');
        pid?.reset();
        timeOptimal?.reset();
      } else if (event < 0.0015 && pid) {
        pidSettings = { ...randomPidSettings(random, 1), maxHistory: random() < 0.5 ? pidSettings.maxHistory : 3 + Math.floor(random() * 14) };
        pid.configure(pidSettings);
        // configure() merges (a field the change leaves out keeps its value): the ports get the result.
        pidSettings = pid.getSettings();
        lines.push(line('cfg', settingsFields(pidSettings)));
      }
      let input: TurnInput;
      if (closedLoop) {
        if (random() < 0.002) target = (random() * 2 - 1) * Math.PI;
        if (movingTarget) {
          targetRate = 2 * Math.sin(step * 0.003);
          target = wrapAngle(target + targetRate * dt);
        }
        input = {
          headingError: wrapAngle(heading - target),
          angularVelocity: omega,
          dt,
          maxAngularAcceleration: limit,
          inertia,
          desiredHeadingRate: movingTarget ? targetRate : 0,
          desiredHeadingAcceleration: movingTarget ? 0.006 * Math.cos(step * 0.003) : 0,
        };
      } else {
        input = {
          headingError: Math.PI - random() * 2 * Math.PI,
          angularVelocity: (random() * 2 - 1) * 20,
          dt,
          maxAngularAcceleration: limit,
          inertia,
          desiredHeadingRate: movingTarget ? (random() * 2 - 1) * 5 : 0,
          desiredHeadingAcceleration: movingTarget ? (random() * 2 - 1) * 10 : 0,
        };
      }
      if (random() < 0.0003) {
        input.headingError = Number.NaN;
        poisoned = true;
      }
      if (pid && random() < 0.001) {
        const previous = (random() * 2 - 1) * 50;
        pid.handOver(input, previous);
        lines.push(line('h', [...inputFields(input), previous]));
      }
      const command = update(input);
      const torque = turnTorque(command, limit, inertia);
      lines.push(line('u', inputFields(input)));
      reference.push(command, torque);
      if (closedLoop) {
        // Semi-implicit Euler, as planck and Box2D step a body: velocity first, then angle.
        omega += (torque / inertia) * dt;
        heading = wrapAngle(heading + omega * dt);
      }
    }
  }
  return { controller, text: `${lines.join('\n')}\n`, reference: Float64Array.from(reference) };
}
