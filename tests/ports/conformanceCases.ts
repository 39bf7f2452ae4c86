/**
 * The conformance test's input sequences and the TypeScript reference's outputs for them.
 *
 * Each sequence drives one controller for 10,000 steps with inputs from a seeded generator: random
 * settings within their valid ranges (sequence 0 none at all, so the ports' defaults must be the
 * reference's), random step sizes between 1/240 and 1/30 s (fixed for a sequence, or changing every
 * step), random motor limits (one sequence with none: an infinite limit), inertias and set-point
 * motion, and now and then a reset, a hand-over, a live setting change (the PIDs), a saved memory,
 * a memory restored into a new controller and a damaged memory that must be refused. Inputs that are
 * NaN or infinite, and steps and limits beyond what physics can mean (a limit of 1e308 or subnormal,
 * a step of 1e308 s), go through the guarded turn_torque, which must leave the controller untouched;
 * now and then update() itself gets such finite inputs, and the memory it keeps must save and restore;
 * of the other steps, half call update() and half the guarded call. Half the sequences draw every
 * error and rate at random; the other half close the loop on a simulated body (a double integrator
 * stepped as the engines step it), so the errors also pass through the small values near the
 * target where the controllers change branch.
 */
import { wrapAngle } from '../../src/sim/math/angle';
import type { ControllerMemory } from '../../src/sim/control/controllerMemory';
import type { TurnController, TurnInput } from '../../src/sim/control/TurnController';
import { clampToMotor, turnTorque } from '../../src/sim/control/turnTorque';
import {
  configurable,
  configureReference,
  inputFields,
  numbersLine,
  randomSettings,
  referenceController,
  settingsLine,
  type PortedType,
  type WireSettings,
} from './conformanceProtocol';

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

/** One line a driver writes: numbers (u, g), a memory (s) or whether a memory was restored (l). */
export type Expected =
  | { readonly kind: 'numbers'; readonly values: readonly number[] }
  | { readonly kind: 'memory'; readonly memory: ControllerMemory }
  | { readonly kind: 'restored'; readonly value: boolean };

/** A saved memory mid-sequence, from which another language can carry on (the lines after it). */
export interface Checkpoint {
  /** The `new` line that builds a controller with the settings it had when saved. */
  readonly newLine: string;
  /** Index of its `s` line in `lines`, and of the sequence's last line + 1. */
  readonly saveLine: number;
  readonly endLine: number;
  /** Index of the saved memory in `expected`, and of the sequence's last output + 1. */
  readonly saveOutput: number;
  readonly endOutput: number;
}

/** One controller type's sequences: the lines the drivers read, the reference's outputs, the checkpoints. */
export interface Sequences {
  readonly type: PortedType;
  readonly lines: readonly string[];
  readonly expected: readonly Expected[];
  readonly checkpoints: readonly Checkpoint[];
}

/** A step size in [1/240, 1/30] s. */
function randomDt(random: () => number): number {
  return 1 / (30 + random() * 210);
}

/** The memory as the drivers receive it: through JSON (which writes −0 as 0). */
function throughJson(memory: ControllerMemory): ControllerMemory {
  return JSON.parse(JSON.stringify(memory)) as ControllerMemory;
}

/** A memory with one key gone or one value of the wrong kind, which every restore must refuse. */
function damaged(memory: ControllerMemory, random: () => number): ControllerMemory {
  const keys = Object.keys(memory);
  const key = keys[Math.floor(random() * keys.length)] as string;
  const copy: Record<string, number | boolean | number[]> = { ...memory };
  if (random() < 0.5) delete copy[key];
  else copy[key] = typeof memory[key] === 'boolean' ? 1 : Array.isArray(memory[key]) ? Array.from({ length: 2000 }, () => 0) : true;
  return copy;
}

/** Restores `memory` into the reference as the drivers do: true when accepted (a controller with no memory accepts any). */
function restoreReference(controller: TurnController, memory: ControllerMemory): boolean {
  if (!controller.restoreState) return true;
  try {
    controller.restoreState(memory);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The input of one step: closed on the simulated body, or drawn at random. */
interface StepSource {
  closedLoop: boolean;
  movingTarget: boolean;
  heading: number;
  omega: number;
  target: number;
  limit: number;
  inertia: number;
}

function stepInput(source: StepSource, random: () => number, step: number, dt: number): TurnInput {
  const { limit, inertia } = source;
  if (source.closedLoop) {
    if (random() < 0.002) source.target = (random() * 2 - 1) * Math.PI;
    const targetRate = source.movingTarget ? 2 * Math.sin(step * 0.003) : 0;
    if (source.movingTarget) source.target = wrapAngle(source.target + targetRate * dt);
    const headingError = wrapAngle(source.heading - source.target);
    return {
      headingError,
      angularVelocity: source.omega,
      dt,
      maxAngularAcceleration: limit,
      inertia,
      desiredHeadingRate: targetRate,
      desiredHeadingAcceleration: source.movingTarget ? 0.006 * Math.cos(step * 0.003) : 0,
    };
  }
  return {
    headingError: Math.PI - random() * 2 * Math.PI,
    angularVelocity: (random() * 2 - 1) * 20,
    dt,
    maxAngularAcceleration: limit,
    inertia,
    desiredHeadingRate: source.movingTarget ? (random() * 2 - 1) * 5 : 0,
    desiredHeadingAcceleration: source.movingTarget ? (random() * 2 - 1) * 10 : 0,
  };
}

/**
 * Steps and motor limits beyond what physics can mean, which turnTorque refuses (TURN_STEP_RANGE,
 * MOTOR_LIMIT_RANGE) as it refuses NaN, and the ranges' largest ends, which it takes.
 */
const ABSURD_STEPS = [1e308, Number.MAX_VALUE, 5e-324, 1e-300, 1e-9, 10.5, 10];
const ABSURD_LIMITS = [1e308, Number.MAX_VALUE, 5e-324, 1e-300, 1e-9, 2e9, 1e9];

/**
 * One of the inputs made NaN or infinite (a limit is made NaN or −∞: +∞ is a valid limit, no
 * clamp), or, one time in two, the step or the limit made absurd (ABSURD_STEPS, ABSURD_LIMITS).
 */
function spoiled(fields: number[], random: () => number): number[] {
  if (random() < 0.5) {
    const copy = [...fields];
    const [index, values] = random() < 0.5 ? [2, ABSURD_STEPS] : [3, ABSURD_LIMITS];
    copy[index] = values[Math.floor(random() * values.length)] as number;
    return copy;
  }
  const index = Math.floor(random() * fields.length);
  const bad = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY][Math.floor(random() * 3)] as number;
  const copy = [...fields];
  copy[index] = index === 3 && bad === Number.POSITIVE_INFINITY ? Number.NaN : bad;
  return copy;
}

/** Finite inputs beyond what physics can mean, which update() takes unguarded. */
const ABSURD_ERRORS = [1e308, -1e308, Number.MAX_VALUE, 5e-324];

/**
 * One update() of a controller that keeps a memory with finite inputs beyond what physics can mean
 * (an error or a rate of 1e308, a step of 1e308 s or subnormal, a limit of 1e308 or none), then
 * its memory saved (every value within the memory bound, so JSON keeps it) and restored into a new
 * controller, which is reset and returned: the sequence goes on with it from a sane state. The
 * simulated body does not move.
 */
function absurdStep(
  type: PortedType,
  controller: TurnController,
  wire: WireSettings,
  random: () => number,
  lines: string[],
  expected: Expected[],
): TurnController {
  const pick = (values: readonly number[]): number => values[Math.floor(random() * values.length)] as number;
  const input: TurnInput = {
    headingError: pick(ABSURD_ERRORS),
    angularVelocity: pick([0, 1e308, -1e308]),
    dt: pick([1e308, 5e-324, 1 / 60]),
    maxAngularAcceleration: pick([1e308, Number.POSITIVE_INFINITY, 5e-324]),
    inertia: 1,
    desiredHeadingRate: 0,
    desiredHeadingAcceleration: 0,
  };
  const command = controller.update(input);
  lines.push(numbersLine('u', inputFields(input)));
  expected.push({ kind: 'numbers', values: [command, clampToMotor(command, input.maxAngularAcceleration) * input.inertia] });
  lines.push('s');
  const memory = controller.saveState?.() ?? {};
  expected.push({ kind: 'memory', memory });
  const restored = referenceController(type, wire);
  lines.push(settingsLine(`new ${type}`, wire), `l ${JSON.stringify(memory)}`);
  expected.push({ kind: 'restored', value: restoreReference(restored, throughJson(memory)) });
  lines.push('r');
  restored.reset();
  return restored;
}

/**
 * `count` sequences of `steps` steps for controller `type`. Sequences alternate between open-loop
 * random inputs and a closed loop on a simulated body whose target jumps now and then. With
 * `absurdUpdates` false, update() itself is never given inputs beyond what physics can mean (absurdStep).
 */
export function generateSequences(
  type: PortedType,
  seed: number,
  count: number,
  steps = STEPS_PER_SEQUENCE,
  absurdUpdates = true,
): Sequences {
  const random = sfc32(seed);
  const lines: string[] = [];
  const expected: Expected[] = [];
  const checkpoints: { newLine: string; saveLine: number; saveOutput: number }[] = [];
  const finished: Checkpoint[] = [];
  for (let sequence = 0; sequence < count; sequence++) {
    let wire: WireSettings = randomSettings(type, random, sequence);
    let controller = referenceController(type, wire);
    lines.push(settingsLine(`new ${type}`, wire));
    const fixedDt = random() < 0.5 ? randomDt(random) : 0;
    const source: StepSource = {
      closedLoop: sequence % 2 === 1,
      movingTarget: random() < 0.5,
      heading: 0,
      omega: 0,
      target: (random() * 2 - 1) * Math.PI,
      limit: sequence === 2 ? Number.POSITIVE_INFINITY : 0.5 + random() * 60,
      inertia: 0.01 + random() * 100,
    };
    let lastCommand = 0;
    for (let step = 0; step < steps; step++) {
      const dt = fixedDt > 0 ? fixedDt : randomDt(random);
      const event = random();
      if (event < 0.001) {
        lines.push('r');
        controller.reset();
      } else if (event < 0.0015 && configurable(type)) {
        const changes = randomSettings(type, random, 1);
        if (random() < 0.5 && wire.maxHistory !== undefined) changes.maxHistory = wire.maxHistory;
        wire = configureReference(type, controller, changes);
        lines.push(settingsLine('cfg', wire));
      } else if (event < 0.002) {
        checkpoints.push({ newLine: settingsLine(`new ${type}`, wire), saveLine: lines.length, saveOutput: expected.length });
        lines.push('s');
        expected.push({ kind: 'memory', memory: controller.saveState?.() ?? {} });
      } else if (event < 0.0025) {
        // Saved, then restored into a new controller with the same settings.
        const memory = throughJson(controller.saveState?.() ?? {});
        controller = referenceController(type, wire);
        lines.push(settingsLine(`new ${type}`, wire), `l ${JSON.stringify(memory)}`);
        expected.push({ kind: 'restored', value: restoreReference(controller, memory) });
      } else if (event < 0.0028 && controller.saveState) {
        const memory = damaged(controller.saveState(), random);
        lines.push(`l ${JSON.stringify(memory)}`);
        expected.push({ kind: 'restored', value: restoreReference(controller, throughJson(memory)) });
      }
      if (absurdUpdates && event >= 0.0028 && event < 0.0033 && controller.saveState) {
        controller = absurdStep(type, controller, wire, random, lines, expected);
        continue;
      }
      const input = stepInput(source, random, step, dt);
      if (random() < 0.001) {
        const previous = random() < 0.5 ? lastCommand : (random() * 2 - 1) * 50;
        controller.handOver?.(input, previous);
        lines.push(numbersLine('h', [...inputFields(input), previous]));
      }
      let torque: number;
      if (random() < 0.003) {
        const fields = spoiled(inputFields(input), random);
        torque = turnTorque(controller, ...(fields as [number, number, number, number, number, number, number]));
        lines.push(numbersLine('g', fields));
        expected.push({ kind: 'numbers', values: [torque] });
      } else if (random() < 0.5) {
        torque = turnTorque(controller, ...(inputFields(input) as [number, number, number, number, number, number, number]));
        lines.push(numbersLine('g', inputFields(input)));
        expected.push({ kind: 'numbers', values: [torque] });
      } else {
        const command = controller.update(input);
        torque = clampToMotor(command, input.maxAngularAcceleration) * input.inertia;
        lastCommand = command;
        lines.push(numbersLine('u', inputFields(input)));
        expected.push({ kind: 'numbers', values: [command, torque] });
      }
      if (source.closedLoop) {
        // Semi-implicit Euler, as planck and Box2D step a body: velocity first, then angle.
        source.omega += (torque / source.inertia) * dt;
        source.heading = wrapAngle(source.heading + source.omega * dt);
      }
    }
    for (const checkpoint of checkpoints.splice(0)) finished.push({ ...checkpoint, endLine: lines.length, endOutput: expected.length });
  }
  return { type, lines, expected, checkpoints: finished };
}
