import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { missileHeading, propelAlongNose } from '../body/missileFlight';
import type { Propulsion } from './Propulsion';
import { checkOptionKeys } from '../validation/optionChecks';
import { PropulsionLimits } from '../steering/PropulsionLimits';

const OWNER = 'MissilePropulsion';

/** Settings of {@link MissilePropulsion}. */
export interface MissilePropulsionSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** Thrust, as the acceleration it gives, m/s², > 0 and ≤ 10000. Under gravity it must beat g for the missile to hold a climb. */
  maxLinearAcceleration: number;
}

/**
 * The article's missile for a body of your own: it moves only along its nose (the body's x-axis),
 * thrusting at `maxLinearAcceleration` up to `maxSpeed`, its velocity re-aimed down the nose every
 * step (see {@link propelAlongNose}, the same function the game's `Missile` runs). Its heading is
 * its direction of flight, so the turn controller steers where it goes. It cannot arrive (no
 * brakes): a path's last waypoint is flown through.
 */
export class MissilePropulsion extends PropulsionLimits implements Propulsion {
  readonly canArrive = false;
  readonly followsHeading = true;
  private readonly scratch: Vec2Like = { x: 0, y: 0 };

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: MissilePropulsionSettings) {
    super(OWNER, checkOptionKeys(OWNER, 'settings', settings, ['maxSpeed', 'maxLinearAcceleration']));
  }

  heading(body: Body): number {
    return missileHeading(body);
  }

  drive(body: Body, _target: Readonly<Vec2Like>, _arrive: boolean, dt: number): void {
    this.coast(body, dt);
  }

  coast(body: Body, dt: number): void {
    this.thrust = propelAlongNose(body, this.speedLimit, this.accelerationLimit, dt, this.scratch);
  }

  /** No brakes: the thrust is cut and the missile flies on as physics has it (it falls under gravity). */
  brake(): void {
    this.thrust = 0;
  }
}
