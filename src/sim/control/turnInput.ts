import type { TurnInput } from './TurnController';

/** A new {@link TurnInput} with every field 0: made once and refilled each step by {@link setTurnInput}. */
export function emptyTurnInput(): TurnInput {
  return {
    headingError: 0,
    angularVelocity: 0,
    dt: 0,
    maxAngularAcceleration: 0,
    inertia: 0,
    desiredHeadingRate: 0,
    desiredHeadingAcceleration: 0,
  };
}

/**
 * Fills `out` (no allocation) and returns it: the heading error (rad, wrap(heading − desired)), the
 * angular velocity (rad/s), the step (s), the motor's limit (rad/s²), the inertia about the centre
 * of mass (kg·m²) and how the desired heading moves (rad/s, rad/s²) [default: 0, 0]. The one place
 * a turn's input is written field by field.
 */
export function setTurnInput(
  out: TurnInput,
  headingError: number,
  angularVelocity: number,
  dt: number,
  maxAngularAcceleration: number,
  inertia: number,
  desiredHeadingRate = 0,
  desiredHeadingAcceleration = 0,
): TurnInput {
  out.headingError = headingError;
  out.angularVelocity = angularVelocity;
  out.dt = dt;
  out.maxAngularAcceleration = maxAngularAcceleration;
  out.inertia = inertia;
  out.desiredHeadingRate = desiredHeadingRate;
  out.desiredHeadingAcceleration = desiredHeadingAcceleration;
  return out;
}

/** Copies `from` into `to` (no allocation); a missing set-point motion reads as 0. */
export function copyTurnInput(from: Readonly<TurnInput>, to: TurnInput): TurnInput {
  return setTurnInput(
    to,
    from.headingError,
    from.angularVelocity,
    from.dt,
    from.maxAngularAcceleration,
    from.inertia,
    from.desiredHeadingRate ?? 0,
    from.desiredHeadingAcceleration ?? 0,
  );
}
