import type { Vec2Like } from '../math/vec2';
import { BRAKE, COAST, DRIVE, HOLD } from '../steering/SteeringCrowd';
import { PropulsionLimits } from '../steering/PropulsionLimits';
import type { SlotHolder } from '../steering/SteeringSlots';
import type { Body2D } from '../body/Body2D';
import { F2, STRIDE_2D } from './layout2d';
import type { Propulsion } from './Propulsion';
import { readRow, writeRow } from './rows2d';

const { KIND, MAX_SPEED, MAX_ACCELERATION, GAIN, TOWARD_TARGET, STOPS_DEAD, CAN_ARRIVE, THRUST } = F2;

/** A crowd's records, as a propulsion writes its settings into those of the steerers it moves. */
interface Records {
  readonly f: Float64Array;
}

/**
 * A propulsion of the library's in the plane (MissilePropulsion, CharacterPropulsion): its law is
 * written once, as a function of a body's row whose settings are copied into the row (a crowd runs
 * it so, every setting copied into the records of the steerers it moves when it changes); the
 * {@link Propulsion} verbs on a single body run the same law on a row of its own.
 */
export abstract class RowPropulsion2D extends PropulsionLimits implements Propulsion {
  abstract readonly canArrive: boolean;
  abstract readonly followsHeading: boolean;
  readonly stopsDead?: boolean;
  /** Its kind in a record's KIND: 1 a missile, 2 a character. */
  abstract readonly kind: number;
  /** Where its settings are copied: a crowd and a steerer's slot. */
  private bindings?: { records: Records; slot: SlotHolder }[];
  private row: Float64Array | null = null;

  /** The verb `verb` on the row at `b` (its settings in it), dt in s; the thrust used in its THRUST. */
  protected abstract act(f: Float64Array, b: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void;
  /** The heading steered, rad, from the row at `b`. */
  protected abstract headingOf(f: Float64Array, b: number): number;

  /** Copies its settings into the row at `b`. */
  protected writeSettings(f: Float64Array, b: number): void {
    f[b + KIND] = this.kind;
    f[b + MAX_SPEED] = this.speedLimit;
    f[b + MAX_ACCELERATION] = this.accelerationLimit;
    f[b + GAIN] = this.gain;
    f[b + TOWARD_TARGET] = this.towardTarget() ? 1 : 0;
    f[b + STOPS_DEAD] = this.stopsDead === true ? 1 : 0;
    f[b + CAN_ARRIVE] = this.canArrive ? 1 : 0;
  }

  /** Whether it thrusts toward its target only (a missile's "toward-target"). */
  protected towardTarget(): boolean {
    return false;
  }

  protected override changed(): void {
    for (const { records, slot } of this.bindings ?? []) this.writeSettings(records.f, slot.index * STRIDE_2D);
  }

  /** The thrust used on the last step, 0 to 1 (of the last steerer it moved in a crowd, or of its own last verb). */
  override get thrustFraction(): number {
    const last = this.bindings?.[this.bindings.length - 1];
    return last ? (last.records.f[last.slot.index * STRIDE_2D + THRUST] as number) : this.thrustUsed;
  }

  heading(body: Body2D): number {
    return this.headingOf(this.load(body), 0);
  }
  drive(body: Body2D, target: Readonly<Vec2Like>, arrive: boolean, dt: number): void {
    this.run(body, DRIVE, target.x, target.y, arrive, dt);
  }
  coast(body: Body2D, dt: number): void {
    this.run(body, COAST, 0, 0, false, dt);
  }
  hold(body: Body2D, dt: number): void {
    this.run(body, HOLD, 0, 0, false, dt);
  }
  brake(body: Body2D, dt: number): void {
    this.run(body, BRAKE, 0, 0, false, dt);
  }

  private load(body: Body2D): Float64Array {
    const row = (this.row ??= new Float64Array(STRIDE_2D));
    readRow(row, 0, body);
    this.writeSettings(row, 0);
    return row;
  }

  private run(body: Body2D, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void {
    const row = this.load(body);
    this.act(row, 0, verb, tx, ty, arrive, dt);
    this.thrustUsed = row[THRUST] as number;
    writeRow(row, 0, body);
  }
}

/** The parts of a library propulsion a crowd uses (not part of the package's API). */
interface Bindable {
  bindings?: { records: Records; slot: SlotHolder }[];
  writeSettings(f: Float64Array, b: number): void;
}

/** `propulsion` moves the steerer of `slot` in `records`: its settings copied there now and whenever they change. */
export function bindPropulsion(propulsion: RowPropulsion2D, records: Records, slot: SlotHolder): void {
  const bindable = propulsion as unknown as Bindable;
  (bindable.bindings ??= []).push({ records, slot });
  bindable.writeSettings(records.f, slot.index * STRIDE_2D);
}

/** `propulsion` no longer moves the steerer of `slot`. */
export function unbindPropulsion(propulsion: RowPropulsion2D, slot: SlotHolder): void {
  const bindable = propulsion as unknown as Bindable;
  bindable.bindings = bindable.bindings?.filter((binding) => binding.slot !== slot);
}
