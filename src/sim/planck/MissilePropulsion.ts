import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { missileHeading, propelAlongNose } from '../body/missileFlight';
import type { Propulsion } from './Propulsion';

/** Settings of {@link MissilePropulsion}. */
export interface MissilePropulsionSettings {
  /** Top speed, m/s. */
  maxSpeed: number;
  /** Thrust, as the acceleration it gives, m/s². Under gravity it must beat g for the missile to hold a climb. */
  maxLinearAcceleration: number;
}

/**
 * The article's missile for a body of your own: it moves only along its nose (the body's x-axis),
 * thrusting at `maxLinearAcceleration` up to `maxSpeed`, its velocity re-aimed down the nose every
 * step (see {@link propelAlongNose}, the same function the game's `Missile` runs). Its heading is
 * its direction of flight, so the turn controller steers where it goes. It cannot arrive (no
 * brakes): a path's last waypoint is flown through.
 */
export class MissilePropulsion implements Propulsion {
  readonly canArrive = false;
  readonly followsHeading = true;
  maxSpeed: number;
  maxLinearAcceleration: number;
  private thrust = 0;
  private readonly scratch: Vec2Like = { x: 0, y: 0 };

  constructor(settings: MissilePropulsionSettings) {
    this.maxSpeed = settings.maxSpeed;
    this.maxLinearAcceleration = settings.maxLinearAcceleration;
  }

  get thrustFraction(): number {
    return this.thrust;
  }

  heading(body: Body): number {
    return missileHeading(body);
  }

  drive(body: Body, _target: Readonly<Vec2Like>, _arrive: boolean, dt: number): void {
    this.coast(body, dt);
  }

  coast(body: Body, dt: number): void {
    this.thrust = propelAlongNose(body, this.maxSpeed, this.maxLinearAcceleration, dt, this.scratch);
  }

  /** No brakes: the thrust is cut and the missile flies on as physics has it (it falls under gravity). */
  brake(): void {
    this.thrust = 0;
  }
}
