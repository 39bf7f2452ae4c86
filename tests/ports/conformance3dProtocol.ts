/**
 * What the ports' 3D conformance drivers read and write (tests/ports/drivers/conformance3d.*), and
 * the TypeScript reference's side of it: each line is run on the reference as it is written, so the
 * expected outputs are the reference's answers to exactly the drivers' inputs.
 *
 * One command per line, every number the 16 hex digits of its IEEE-754 bits:
 *
 *   n3 <law> <gyroscopic> <hysteresis> <damping> [<key> <hex>]...   a new AttitudeController over the 2D law
 *                                        of that type with those settings (tests/ports/conformanceProtocol.ts)
 *   nc <gyroscopic> <hysteresis> <damping>           correctedComputeTorque(options)
 *   ns <frequency> <damping ratio> <gyroscopic> <hysteresis> <damping>   correctedStableTorquePd
 *   a <29 numbers>   update(): orientation (4), desired orientation (4), ω (3), ω_d (3), α_d (3), dt,
 *                    moments (3), frame (4), limit kind (0: |α| ≤ a, 1: torques), limit (3: a, 0, 0 or Tx, Ty, Tz)
 *   e <28 numbers>   updateFromError(): the same with the error's rotation vector (3) for the desired orientation
 *   r                reset()        s   saveState() as JSON     l <json>   restoreState(the JSON read by the port)
 *   h                the next controller made (n3, nc, ns) takes over from the current one: handOver(current)
 *   fd <orientation 4> <direction 3> <forward axis 3>               faceDirection
 *   lr <direction 3> <up 3> <forward axis 3> <up axis 3>             lookRotation
 *   im <9 numbers>   inertiaFromMatrix        bi <mass> <size 3>   boxInertia     si <mass> <radius>   sphereInertia
 *   ri <moments 3> <frame 4> <rotation 4>     rotateInertia
 *   ti <moments 3> <frame 4> <v 3>   inertiaTimes      ia <moments 3> <frame 4> <n 3>   inertiaAbout
 *   tb <max torque 3> <torque per acceleration 3> <spent 3>           torqueBudget
 *
 * Answers, one line each: `n <hex>...` (a/e: torque 3, axis 3, angle, angular acceleration 3, budget;
 * fd, lr: a quaternion; im, bi, si, ri: moments 3 and frame 4; ti: 3; ia, tb: 1), `m <json>` (s),
 * `l 1` or `l 0` (l: read and restored, or refused), `x <field>` (a refused argument: the field the
 * port names, compared with the reference's once lower-cased and without underscores).
 */
import { AttitudeController, type AttitudeMemory } from '../../src/sim/control3d/AttitudeController';
import type { AttitudeErrorInput, AttitudeInput, AttitudeState } from '../../src/sim/control3d/AttitudeInput';
import { torqueBudget, type AttitudeLimit } from '../../src/sim/control3d/AttitudeLimit';
import type { AttitudeOptions } from '../../src/sim/control3d/AttitudeOptions';
import { faceDirection, lookRotation } from '../../src/sim/control3d/faceDirection';
import {
  boxInertia,
  inertiaAbout,
  inertiaTimes,
  rotateInertia,
  sphereInertia,
  type InertiaTensor,
} from '../../src/sim/control3d/InertiaTensor';
import { inertiaFromMatrix } from '../../src/sim/control3d/inertiaFromMatrix';
import { correctedComputeTorque, correctedStableTorquePd } from '../../src/sim/control3d/seed/correctedSeedControllers';
import type { QuatLike } from '../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../src/sim/math3d/vec3';
import { hexOf, referenceController, type PortedType, type WireSettings } from './conformanceProtocol';

/** One answer a driver writes; `exact` when the port must give it bit for bit (no atan2, sin, cos or exp on its path). */
export type Answer3d =
  | { readonly kind: 'numbers'; readonly values: readonly number[]; readonly exact: boolean }
  | { readonly kind: 'memory'; readonly memory: AttitudeMemory; readonly exact: boolean }
  | { readonly kind: 'restored'; readonly value: boolean }
  | { readonly kind: 'refused'; readonly field: string };

/**
 * The field a refusal names, as the ports are compared on it: "inertia.moments.y" from "inertia.moments.y: must be …", lower-cased, no
 * underscores.
 */
export function refusedField(message: string): string {
  const text = message.replace(/^(pid_steering::|PidSteering\.?)[A-Za-z]+: /, '');
  return (text.split(':')[0] ?? '').toLowerCase().replaceAll('_', '');
}

const vec = (v: Readonly<Vec3Like>): number[] => [v.x, v.y, v.z];
const quatOf = (q: Readonly<QuatLike>): number[] => [q.x, q.y, q.z, q.w];
const tensorOf = (t: Readonly<InertiaTensor>): number[] => [...vec(t.moments), ...quatOf(t.frame)];

/** A line: `op` and its numbers in hex. */
function line(op: string, values: readonly number[]): string {
  return values.length === 0 ? op : `${op} ${values.map(hexOf).join(' ')}`;
}

/** The numbers of an AttitudeState as the a and e lines carry them, around the orientation wanted (4) or the error (3). */
function stateNumbers(state: Readonly<AttitudeState>, middle: readonly number[]): number[] {
  const limit = 'maxTorque' in state.limit ? [1, ...vec(state.limit.maxTorque)] : [0, state.limit.maxAngularAcceleration, 0, 0];
  return [
    ...quatOf(state.orientation),
    ...middle,
    ...vec(state.angularVelocity),
    ...vec(state.desiredAngularVelocity ?? { x: 0, y: 0, z: 0 }),
    ...vec(state.desiredAngularAcceleration ?? { x: 0, y: 0, z: 0 }),
    state.dt,
    ...tensorOf(state.inertia),
    ...limit,
  ];
}

/** The options as the n lines carry them (every one given: the ports have no "left out"). */
function optionNumbers(options: Readonly<AttitudeOptions>): number[] {
  return [options.gyroscopic ? 1 : 0, options.hysteresis ?? 0.1, options.crossAxisDamping ?? 10];
}

/** Runs `run` and gives its answer, or the refusal it threw (a TypeError or RangeError naming the field). */
function answerOf(run: () => readonly number[], exact: boolean): Answer3d {
  try {
    return { kind: 'numbers', values: run(), exact };
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) return { kind: 'refused', field: refusedField(error.message) };
    throw error;
  }
}

/**
 * The reference side of the drivers: each call writes its line and runs it on the TypeScript, and
 * `lines` and `answers` grow together (commands that answer nothing add no answer).
 */
export class Reference3d {
  readonly lines: string[] = [];
  readonly answers: Answer3d[] = [];
  controller: AttitudeController | null = null;
  private handingOver = false;
  private readonly torque: Vec3Like = { x: 0, y: 0, z: 0 };

  private answer(text: string, answer: Answer3d): Answer3d {
    this.lines.push(text);
    this.answers.push(answer);
    return answer;
  }

  /** The next controller made takes over from the current one (its handOver) instead of starting afresh. */
  handOverNext(): void {
    this.lines.push('h');
    this.handingOver = true;
  }

  /** `made` becomes the controller, taking over from the current one after {@link handOverNext}. */
  private install(made: AttitudeController): void {
    if (this.handingOver && this.controller !== null) made.handOver(this.controller);
    this.handingOver = false;
    this.controller = made;
  }

  /** A new controller over the 2D law `type` with `settings`. */
  create(type: PortedType, settings: WireSettings, options: Readonly<AttitudeOptions>): void {
    this.install(new AttitudeController(referenceController(type, settings), options));
    this.lines.push(
      ['n3', type, ...optionNumbers(options).map(hexOf), ...Object.entries(settings).flatMap(([key, value]) => [key, hexOf(value)])].join(
        ' ',
      ),
    );
  }

  /** correctedComputeTorque(options), or correctedStableTorquePd(frequency, damping, options). */
  createSeed(stablePd: { frequency: number; damping: number } | null, options: Readonly<AttitudeOptions>): void {
    this.install(stablePd ? correctedStableTorquePd(stablePd.frequency, stablePd.damping, options) : correctedComputeTorque(options));
    this.lines.push(
      stablePd ? line('ns', [stablePd.frequency, stablePd.damping, ...optionNumbers(options)]) : line('nc', optionNumbers(options)),
    );
  }

  private controllerAnswer(): number[] {
    const c = this.controller as AttitudeController;
    return [...vec(this.torque), ...vec(c.axis), c.angle, ...vec(c.angularAcceleration), c.budget];
  }

  /** update(input): the answer, and the torque (0 when refused). */
  update(input: Readonly<AttitudeInput>, exact: boolean): Answer3d {
    const c = this.controller as AttitudeController;
    return this.answer(
      line('a', stateNumbers(input, quatOf(input.desiredOrientation))),
      answerOf(() => (c.update(input, this.torque), this.controllerAnswer()), exact),
    );
  }

  /** updateFromError(input). */
  updateFromError(input: Readonly<AttitudeErrorInput>, exact: boolean): Answer3d {
    const c = this.controller as AttitudeController;
    return this.answer(
      line('e', stateNumbers(input, vec(input.error))),
      answerOf(() => (c.updateFromError(input, this.torque), this.controllerAnswer()), exact),
    );
  }

  reset(): void {
    this.lines.push('r');
    (this.controller as AttitudeController).reset();
  }

  /** saveState(), as the drivers write it. */
  save(exact: boolean): AttitudeMemory {
    const memory = (this.controller as AttitudeController).saveState();
    this.answer('s', { kind: 'memory', memory, exact });
    return memory;
  }

  /** restoreState of a memory given as JSON text (JSON.parse, then restoreState; a RangeError or TypeError refuses). */
  restore(text: string): boolean {
    let restored: boolean;
    try {
      (this.controller as AttitudeController).restoreState(JSON.parse(text) as AttitudeMemory);
      restored = true;
    } catch (error) {
      if (!(error instanceof TypeError || error instanceof RangeError)) throw error;
      restored = false;
    }
    this.answer(`l ${text}`, { kind: 'restored', value: restored });
    return restored;
  }

  faceDirection(orientation: QuatLike, direction: Vec3Like, forwardAxis: Vec3Like): void {
    const out = { x: 0, y: 0, z: 0, w: 1 };
    this.answer(
      line('fd', [...quatOf(orientation), ...vec(direction), ...vec(forwardAxis)]),
      answerOf(() => quatOf(faceDirection(out, orientation, direction, forwardAxis)), true),
    );
  }

  lookRotation(direction: Vec3Like, up: Vec3Like, forwardAxis: Vec3Like, upAxis: Vec3Like): void {
    const out = { x: 0, y: 0, z: 0, w: 1 };
    this.answer(
      line('lr', [...vec(direction), ...vec(up), ...vec(forwardAxis), ...vec(upAxis)]),
      answerOf(() => quatOf(lookRotation(out, direction, up, forwardAxis, upAxis)), false),
    );
  }

  inertiaFromMatrix(matrix: readonly number[]): void {
    this.answer(
      line('im', matrix),
      answerOf(() => tensorOf(inertiaFromMatrix(matrix)), true),
    );
  }

  boxInertia(mass: number, size: Vec3Like): void {
    this.answer(
      line('bi', [mass, ...vec(size)]),
      answerOf(() => tensorOf(boxInertia(mass, size)), true),
    );
  }

  sphereInertia(mass: number, radius: number): void {
    this.answer(
      line('si', [mass, radius]),
      answerOf(() => tensorOf(sphereInertia(mass, radius)), true),
    );
  }

  rotateInertia(inertia: InertiaTensor, rotation: QuatLike): void {
    this.answer(
      line('ri', [...tensorOf(inertia), ...quatOf(rotation)]),
      answerOf(() => tensorOf(rotateInertia(inertia, rotation)), true),
    );
  }

  inertiaTimes(inertia: InertiaTensor, v: Vec3Like): void {
    this.answer(
      line('ti', [...tensorOf(inertia), ...vec(v)]),
      answerOf(() => vec(inertiaTimes({ x: 0, y: 0, z: 0 }, inertia.moments, inertia.frame, v)), true),
    );
  }

  inertiaAbout(inertia: InertiaTensor, n: Vec3Like): void {
    this.answer(
      line('ia', [...tensorOf(inertia), ...vec(n)]),
      answerOf(() => [inertiaAbout(inertia.moments, inertia.frame, n)], true),
    );
  }

  torqueBudget(maxTorque: Vec3Like, load: Vec3Like, spent: Vec3Like): void {
    this.answer(
      line('tb', [...vec(maxTorque), ...vec(load), ...vec(spent)]),
      answerOf(() => [torqueBudget(maxTorque, load, spent)], true),
    );
  }
}

/** A limit of either kind. */
export function limitOf(kind: 'acceleration' | 'torques', values: Vec3Like): AttitudeLimit {
  return kind === 'acceleration' ? { maxAngularAcceleration: values.x } : { maxTorque: values };
}
