/**
 * What the ports' conformance drivers read and write, and the TypeScript reference's side of it:
 * the seven controller types, their random settings and how a line names them.
 *
 * The drivers (tests/ports/drivers/) read one command per line; every number is the 16 hex digits
 * of its IEEE-754 bits, so nothing is lost to decimal parsing:
 *
 *   new <type> [<key> <hex>]...    a new controller of that type, the keys its TypeScript settings
 *                                  (a boolean or a choice as 0/1); a key left out takes the default
 *   cfg [<key> <hex>]...           the PID's configure() with these settings (the rest default)
 *   u <7 inputs>                   update(): writes "<command> <clamp_to_motor(command) × inertia>"
 *   g <7 inputs>                   the guarded turn_torque(controller, ...): writes "<torque>"
 *   h <7 inputs> <previous>        hand_over(input, previous command)
 *   r                              reset()
 *   s                              writes save_state() as one line of JSON
 *   l <json>                       restore_state(memory): writes "1" (restored) or "0" (refused)
 *
 * The 7 inputs are TurnInput's fields in order: headingError, angularVelocity, dt,
 * maxAngularAcceleration, inertia, desiredHeadingRate, desiredHeadingAcceleration. Output numbers
 * are hex bits too.
 */
import { PidController, defaultPidSettings, type PidSettings } from '../../src/sim/control/PidController';
import { PublishedPidController } from '../../src/sim/control/PublishedPidController';
import { NaiveSnippetController } from '../../src/sim/control/NaiveSnippetController';
import { StolkController } from '../../src/sim/control/StolkController';
import { ForwardPdController } from '../../src/sim/control/ForwardPdController';
import { StablePdController } from '../../src/sim/control/StablePdController';
import { SpdController } from '../../src/sim/control/SpdController';
import { TimeOptimalController } from '../../src/sim/control/TimeOptimalController';
import type { TurnController, TurnInput } from '../../src/sim/control/TurnController';

/** Every controller of the registry (the PID twice: corrected, and the article's arithmetic as published). */
export const PORTED_TYPES = ['pid', 'published-pid', 'naive-snippet', 'stolk', 'pd', 'stable-pd', 'spd', 'time-optimal'] as const;
export type PortedType = (typeof PORTED_TYPES)[number];

/** Settings as the drivers read them: numbers only (booleans and choices as 0 and 1), a key left out is the default. */
export type WireSettings = Record<string, number>;

const bits = new DataView(new ArrayBuffer(8));

/** The 16 hex digits of a double's bits. */
export function hexOf(value: number): string {
  bits.setFloat64(0, value);
  return bits.getBigUint64(0).toString(16).padStart(16, '0');
}

/** The double whose bits the 16 hex digits give. */
export function numberOfHex(hex: string): number {
  if (!/^[0-9a-f]{16}$/i.test(hex)) throw new Error(`not 16 hex digits: ${JSON.stringify(hex)}`);
  bits.setBigUint64(0, BigInt(`0x${hex}`));
  return bits.getFloat64(0);
}

/** `op` followed by its settings as key/hex pairs. */
export function settingsLine(op: string, settings: WireSettings): string {
  return [op, ...Object.entries(settings).flatMap(([key, value]) => [key, hexOf(value)])].join(' ');
}

/** A TurnInput's seven fields, in the drivers' order. */
export function inputFields(t: TurnInput): number[] {
  return [
    t.headingError,
    t.angularVelocity,
    t.dt,
    t.maxAngularAcceleration,
    t.inertia,
    t.desiredHeadingRate ?? 0,
    t.desiredHeadingAcceleration ?? 0,
  ];
}

/** `op` followed by numbers in hex. */
export function numbersLine(op: string, values: readonly number[]): string {
  return values.length === 0 ? op : `${op} ${values.map(hexOf).join(' ')}`;
}

/** The PID's settings as the drivers read them. */
function pidWire(s: PidSettings): WireSettings {
  return {
    kp: s.kp,
    ki: s.ki,
    kd: s.kd,
    kPlant: s.kPlant,
    maxHistory: s.maxHistory,
    integral: s.integral === 'running' ? 1 : 0,
    outputLimit: s.outputLimit,
    antiWindup: s.antiWindup ? 1 : 0,
    derivativeOn: s.derivativeOn === 'measurement' ? 1 : 0,
    derivativeFilterTime: s.derivativeFilterTime,
    scaleWithTurnRate: s.scaleWithTurnRate ? 1 : 0,
    brakingCurve: s.brakingCurve ? 1 : 0,
    ...(s.naturalFrequency === undefined ? {} : { naturalFrequency: s.naturalFrequency }),
    ...(s.dampingRatio === undefined ? {} : { dampingRatio: s.dampingRatio }),
  };
}

/** The wire settings back as the TypeScript settings of `type` (0/1 as booleans and choices). */
function typedSettings(type: PortedType, wire: WireSettings): Record<string, unknown> {
  const flags = ['antiWindup', 'scaleWithTurnRate', 'brakingCurve'];
  const typed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    if (flags.includes(key)) typed[key] = value !== 0;
    else if (type === 'pid' && key === 'integral') typed[key] = value !== 0 ? 'running' : 'window';
    else if (type === 'pid' && key === 'derivativeOn') typed[key] = value !== 0 ? 'measurement' : 'error';
    else typed[key] = value;
  }
  return typed;
}

/** The reference controller of `type` with `wire` settings (a key left out: the class's default). */
export function referenceController(type: PortedType, wire: WireSettings): TurnController {
  // Each constructor takes a partial of its own settings; `never` lets one record stand for any of them.
  const settings = typedSettings(type, wire) as never;
  switch (type) {
    case 'pid':
      return new PidController(settings);
    case 'published-pid':
      return new PublishedPidController(settings);
    case 'naive-snippet':
      return new NaiveSnippetController(settings);
    case 'stolk':
      return new StolkController(settings);
    case 'pd':
      return new ForwardPdController(settings);
    case 'stable-pd':
      return new StablePdController(settings);
    case 'spd':
      return new SpdController(settings);
    case 'time-optimal':
      return new TimeOptimalController(settings);
  }
}

/** The reference's configure() with `wire`, and the settings it then holds, as the drivers get them (configure merges). */
export function configureReference(type: PortedType, controller: TurnController, wire: WireSettings): WireSettings {
  if (controller instanceof PidController) {
    controller.configure(typedSettings(type, wire) as never);
    return pidWire(controller.getSettings());
  }
  if (controller instanceof PublishedPidController) {
    controller.configure(typedSettings(type, wire) as never);
    return { ...controller.getSettings() };
  }
  throw new Error(`${type} has no configure()`);
}

/** Whether `type` changes its settings live (configure). */
export function configurable(type: PortedType): boolean {
  return type === 'pid' || type === 'published-pid';
}

/**
 * Random settings of `type` within the ranges the scenario files allow (`variant` 0: none at all,
 * the defaults on every side).
 */
export function randomSettings(type: PortedType, random: () => number, variant: number): WireSettings {
  if (variant === 0) return {};
  const pick = (p: number): boolean => random() < p;
  const flag = (p: number): number => (pick(p) ? 1 : 0);
  const pdFamily = (): WireSettings => ({
    ...(pick(0.4) ? { naturalFrequency: 0.5 + random() * 40 } : {}),
    ...(pick(0.5) ? { dampingRatio: 0.2 + random() * 2.3 } : {}),
    ...(pick(0.8) ? { scaleWithTurnRate: flag(0.7) } : {}),
    ...(pick(0.8) ? { brakingCurve: flag(0.7) } : {}),
  });
  switch (type) {
    case 'pid':
      return pidWire({
        ...defaultPidSettings(),
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
      });
    case 'published-pid':
      return {
        kp: random() * 5,
        ki: random() * 0.2,
        kd: random() * 10,
        kPlant: pick(0.5) ? 1 : 0.2 + random() * 2,
        maxHistory: 3 + Math.floor(random() * 14),
        asPublishedDt: 0.001 + random() * 0.05,
      };
    case 'naive-snippet':
      return { kp: random() * 100, ki: random() * 0.1, kd: random() * 1000 };
    case 'stolk': {
      // Each gain under its name or under his old one (p = −kp), or left out.
      const gain = (name: string, old: string, largest: number): WireSettings => {
        const value = random() * largest;
        return pick(0.2) ? {} : pick(0.5) ? { [name]: value } : { [old]: -value };
      };
      return { ...gain('kp', 'p', 100), ...gain('ki', 'i', 5), ...gain('kd', 'd', 30) };
    }
    case 'pd':
      return { ...(pick(0.8) ? { kp: random() * 200 } : {}), ...(pick(0.8) ? { kd: random() * 40 } : {}), ...pdFamily() };
    case 'stable-pd':
    case 'spd': {
      const raw = pick(0.4);
      const gains = raw
        ? {
            ...(pick(0.7) ? { kp: random() * (type === 'spd' ? 5000 : 200) } : {}),
            ...(pick(0.7) ? { kd: random() * (type === 'spd' ? 800 : 40) } : {}),
          }
        : {};
      return { ...gains, ...pdFamily() };
    }
    case 'time-optimal':
      return pick(0.5) ? { gain: 1 + random() * 200 } : {};
  }
}
