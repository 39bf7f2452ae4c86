import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { missileHeading, propelAlongNose, throttleTowardTarget } from '../body/missileFlight';
import type { Propulsion } from './Propulsion';
import { checkOptionKeys, givenValue } from '../validation/optionChecks';
import { PropulsionLimits } from '../steering/PropulsionLimits';

const OWNER = 'MissilePropulsion';

/** How a missile thrusts (see {@link MissilePropulsionSettings.thrust}). */
export type MissileThrust = 'along-nose' | 'toward-target';

/** Every {@link MissileThrust}, for validation. */
export const MISSILE_THRUSTS: readonly MissileThrust[] = ['along-nose', 'toward-target'];

/** Settings of {@link MissilePropulsion}. */
export interface MissilePropulsionSettings {
  /** Top speed, m/s, > 0 and ≤ 1000. */
  maxSpeed: number;
  /** Thrust, as the acceleration it gives, m/s², > 0 and ≤ 10000. Under gravity it must beat g for the missile to hold a climb. */
  maxLinearAcceleration: number;
  /**
   * "along-nose", the article's: full thrust down the nose wherever it points; or "toward-target":
   * only the part of it that points toward the point it steers at, cos(angle between them) of full
   * thrust and none when the nose points more than 90° away, as a pilot eases off while turning
   * round (a crowd keeps flowing so: docs/performance.md). [default: "along-nose"]
   */
  thrust?: MissileThrust;
  /**
   * Stop dead, as the article's missile does: told to `stop()`, or within reach of the point it
   * `arrive`s at, its velocity and spin are set to zero (it has no brakes to stop by force).
   * [default: false: it cannot arrive, and `stop()` only cuts its thrust]
   */
  stopDead?: boolean;
}

/**
 * The article's missile for a body of your own: it moves only along its nose (the body's x-axis),
 * thrusting at `maxLinearAcceleration` up to `maxSpeed`, its velocity re-aimed down the nose every
 * step (see {@link propelAlongNose}). Its heading is its direction of flight, so the turn
 * controller steers where it goes, and guidance (BodySteering's `guidance`) chooses that heading
 * when it seeks. Without `stopDead` it cannot arrive (no brakes): a path's last waypoint is flown
 * through.
 */
export class MissilePropulsion extends PropulsionLimits implements Propulsion {
  readonly followsHeading = true;
  /** See {@link MissilePropulsionSettings.thrust}. */
  readonly thrust: MissileThrust;
  readonly stopsDead: boolean;
  readonly canArrive: boolean;
  private readonly scratch: Vec2Like = { x: 0, y: 0 };

  /** @throws TypeError or RangeError naming the setting and its range: one missing, unknown (misspelled), not finite or out of range. */
  constructor(settings: MissilePropulsionSettings) {
    const given = checkOptionKeys(OWNER, 'settings', settings, ['maxSpeed', 'maxLinearAcceleration', 'thrust', 'stopDead']);
    super(OWNER, given);
    const thrust = given.thrust ?? 'along-nose';
    if (!MISSILE_THRUSTS.includes(thrust as MissileThrust)) throw new RangeError(`${OWNER}: thrust must be one of ${MISSILE_THRUSTS.map((t) => JSON.stringify(t)).join(', ')}, got ${givenValue(thrust)}`);
    this.thrust = thrust as MissileThrust;
    const stopDead = given.stopDead ?? false;
    if (typeof stopDead !== 'boolean') throw new TypeError(`${OWNER}: stopDead must be true or false, got ${givenValue(stopDead)}`);
    this.stopsDead = stopDead;
    this.canArrive = stopDead;
  }

  heading(body: Body): number {
    return missileHeading(body);
  }

  drive(body: Body, target: Readonly<Vec2Like>, _arrive: boolean, dt: number): void {
    const throttle = this.thrust === 'toward-target' ? throttleTowardTarget(body, target) : 1;
    this.thrustUsed = throttle * propelAlongNose(body, this.speedLimit, throttle * this.accelerationLimit, dt, this.scratch);
  }

  coast(body: Body, dt: number): void {
    this.thrustUsed = propelAlongNose(body, this.speedLimit, this.accelerationLimit, dt, this.scratch);
  }

  /** No brakes: turning in place, it cuts its thrust (the article's missile stopped dead first). */
  hold(): void {
    this.thrustUsed = 0;
  }

  /** No brakes: the thrust is cut and the missile flies on as physics has it (it falls under gravity). */
  brake(): void {
    this.thrustUsed = 0;
  }
}
