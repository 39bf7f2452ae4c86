/**
 * The angular acceleration that brings a turn to rest, rad/s², within the motor's limit: the
 * acceleration that would stop the angular velocity ω (rad/s) in one step, −ω/dt, clamped to
 * ± `limit`. A body turning faster than limit·dt needs several steps; each brakes at the limit.
 * Engine-agnostic: multiply by the inertia about the centre of mass for the torque.
 */
export function turnBrakingCommand(angularVelocity: number, dt: number, limit: number): number {
  const stop = -angularVelocity / dt;
  return stop > limit ? limit : stop < -limit ? -limit : stop;
}
