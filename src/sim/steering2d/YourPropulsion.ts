import { BRAKE, COAST, DRIVE, HOLD } from '../steering/SteeringCrowd';
import type { Vec2Like } from '../math/vec2';
import type { Body2D } from '../body/Body2D';
import { F2 } from './layout2d';
import type { Propulsion, RowPropulsion } from './Propulsion';
import { readRow, writeRow } from './rows2d';

/**
 * A propulsion of your own (its verbs on a Body2D) as a crowd runs it: what the row commanded so far
 * goes to the body, your verb acts on the body itself, and the row is read again after it.
 */
export class YourPropulsion implements RowPropulsion {
  private readonly target: Vec2Like = { x: 0, y: 0 };

  constructor(
    private readonly propulsion: Propulsion,
    private readonly body: Body2D,
  ) {}

  headingOf(f: Float64Array, b: number): number {
    writeRow(f, b, this.body);
    return this.propulsion.heading(this.body);
  }

  act(f: Float64Array, b: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void {
    const { propulsion, body } = this;
    writeRow(f, b, body);
    if (verb === DRIVE) {
      this.target.x = tx;
      this.target.y = ty;
      propulsion.drive(body, this.target, arrive, dt);
    } else if (verb === COAST) propulsion.coast(body, dt);
    else if (verb === HOLD) propulsion.hold(body, dt);
    else if (verb === BRAKE) propulsion.brake(body, dt);
    readRow(f, b, body);
    f[b + F2.THRUST] = propulsion.thrustFraction;
  }
}
