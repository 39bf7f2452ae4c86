import type { Vec2Like } from '../math/vec2';
import { BRAKE, COAST, DRIVE, HOLD } from '../steering/SteeringCrowd';
import { PropulsionLimits } from '../steering/PropulsionLimits';
import type { Body2D } from './Body2D';
import type { Propulsion, RowPropulsion } from './Propulsion';
import { readRow, singleRow, writeRow, type BodyRows2D } from './rows2d';

/**
 * A propulsion of the library's in the plane (MissilePropulsion, CharacterPropulsion): its law is
 * written once, on a body's row (act, headingOf), for a crowd to run; the {@link Propulsion} verbs
 * on a single body run the same law on a row of its own.
 */
export abstract class RowPropulsion2D extends PropulsionLimits implements Propulsion, RowPropulsion {
  abstract readonly canArrive: boolean;
  abstract readonly followsHeading: boolean;
  private row: BodyRows2D | null = null;

  abstract headingOf(rows: BodyRows2D, i: number): number;
  abstract act(rows: BodyRows2D, i: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void;

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

  private load(body: Body2D): BodyRows2D {
    const row = (this.row ??= singleRow());
    readRow(row, 0, body);
    return row;
  }

  private run(body: Body2D, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void {
    const row = this.load(body);
    this.act(row, 0, verb, tx, ty, arrive, dt);
    writeRow(row, 0, body);
  }
}
