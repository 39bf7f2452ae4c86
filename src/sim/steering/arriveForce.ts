/** The share of the acceleration limit the arrival's own braking may use at its peak (the rest corrects sideways drift). */
export const ARRIVAL_BRAKING_SHARE = 0.5;

/** An acceleration, m/s² (the plane's z 0). */
export interface Acceleration {
  x: number;
  y: number;
  z: number;
}

/**
 * The Character's vector-feedback seek and Reynolds' *arrive* on top of it, derived for a body that
 * may accelerate at most at `maxAcceleration`, in the plane (dz, vz 0) or in space. Writes the
 * acceleration (m/s²; the force is mass times it) into `out` for a body moving at (vx, vy, vz) m/s
 * whose target is (dx, dy, dz) m away (`hasTarget` false: none).
 *
 * Far from the target it is the seek: a = k·(v_wanted − v) with v_wanted at full speed toward
 * the target, k = `velocityGain` (the velocity follows with time constant 1/k).
 *
 * Near it, the wanted speed falls with the distance d, c·d, and the velocity loop's gain is k_a:
 * on the final line the distance obeys d'' = −k_a·d' − k_a·c·d, a damped spring with natural
 * frequency ω (ω² = k_a·c) and damping ratio k_a/(2ω). Critically damped (ζ = 1: it never passes
 * the target), c = ω/2 and k_a = 2ω. Entering at full speed v at the slowing radius R = v/c, the
 * distance is d(t) = (R + v·t)·e^(−ωt) and the deceleration ω²·v·t·e^(−ωt) peaks at ω·v/e. So the
 * arrival may use ω = e·{@link ARRIVAL_BRAKING_SHARE}·a/v (half the limit a at its peak): 13.6 rad/s
 * at 100 m/s² and 10 m/s, a slowing radius of 1.47 m, at rest (under 5 cm/s) 0.55 s after it. ω is
 * capped at 1/(2·dt), where the loop's gain 2ω reaches 1/dt (dead-beat; beyond, the step would
 * overshoot). The original demo stopped dead within 1 m instead: 600 m/s² in one step at 10 m/s.
 *
 * The acceleration is capped at `maxAcceleration` whatever is asked (a seek reversing at full speed
 * asks k·2·v, 160 m/s² at the defaults). Without a target the wanted velocity is zero: it brakes to
 * rest with the arrival's gain, within the limit. `arrive` false is the plain seek at full speed
 * however close (for waypoints passed on the way), still capped.
 */
export function arriveAcceleration(
  out: Acceleration,
  hasTarget: boolean,
  dx: number,
  dy: number,
  dz: number,
  vx: number,
  vy: number,
  vz: number,
  maxSpeed: number,
  velocityGain: number,
  maxAcceleration: number,
  arrive: boolean,
  dt: number,
): void {
  const omega = arrivalFrequency(maxSpeed, maxAcceleration, dt);
  let wantedX = 0;
  let wantedY = 0;
  let wantedZ = 0;
  let gain = 2 * omega;
  if (hasTarget) {
    const distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
    const speed = arrive && (omega / 2) * distance < maxSpeed ? (omega / 2) * distance : maxSpeed;
    gain = speed < maxSpeed ? 2 * omega : velocityGain;
    const scale = distance > 0 ? speed / distance : 0;
    wantedX = dx * scale;
    wantedY = dy * scale;
    wantedZ = dz * scale;
  }
  let ax = gain * (wantedX - vx);
  let ay = gain * (wantedY - vy);
  let az = gain * (wantedZ - vz);
  const magnitude = Math.sqrt(ax * ax + ay * ay + az * az);
  if (magnitude > maxAcceleration) {
    const scale = maxAcceleration / magnitude;
    ax *= scale;
    ay *= scale;
    az *= scale;
  }
  out.x = ax;
  out.y = ay;
  out.z = az;
}

/**
 * The arrival's natural frequency ω, rad/s (see {@link arriveAcceleration}): e·{@link ARRIVAL_BRAKING_SHARE}·a/v
 * for a body of top speed `maxSpeed` (v, m/s) that may accelerate at `maxAcceleration` (a, m/s²),
 * capped at 1/(2·dt) (dt in s), where the loop's gain 2ω is dead-beat.
 */
export function arrivalFrequency(maxSpeed: number, maxAcceleration: number, dt: number): number {
  return Math.min((Math.E * ARRIVAL_BRAKING_SHARE * maxAcceleration) / Math.max(maxSpeed, 1e-9), 1 / (2 * dt));
}
