import { length, type Vec2Like } from '../math/vec2';

/** The share of the acceleration limit the arrival's own braking may use at its peak (the rest corrects sideways drift). */
export const ARRIVAL_BRAKING_SHARE = 0.5;

/**
 * The Character's vector-feedback seek and Reynolds' *arrive* on top of it, derived for a body that
 * may accelerate at most at `maxAcceleration`. Writes the force (N) into `out` and returns it.
 *
 * Far from the target it is the seek: F = m·k·(v_wanted − v) with v_wanted at full speed toward
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
 * The force is capped at m·a whatever is asked (a seek reversing at full speed asks k·2·v,
 * 160 m/s² at the defaults). Without a target (`target` null) the wanted velocity is zero: it
 * brakes to rest with the arrival's gain, within the limit. `arrive` false is the plain seek at full
 * speed however close (for waypoints passed on the way), still capped.
 */
export function arriveForce(
  position: Readonly<Vec2Like>,
  velocity: Readonly<Vec2Like>,
  target: Readonly<Vec2Like> | null,
  maxSpeed: number,
  velocityGain: number,
  maxAcceleration: number,
  mass: number,
  arrive: boolean,
  dt: number,
  out: Vec2Like,
): Vec2Like {
  const omega = arrivalFrequency(maxSpeed, maxAcceleration, dt);
  let wantedX = 0;
  let wantedY = 0;
  let gain = 2 * omega;
  if (target !== null) {
    const dx = target.x - position.x;
    const dy = target.y - position.y;
    const distance = length(dx, dy);
    const speed = approachSpeed(distance, arrive, maxSpeed, omega);
    gain = approachGain(speed, maxSpeed, velocityGain, omega);
    const scale = distance > 0 ? speed / distance : 0;
    wantedX = dx * scale;
    wantedY = dy * scale;
  }
  let ax = gain * (wantedX - velocity.x);
  let ay = gain * (wantedY - velocity.y);
  const magnitude = length(ax, ay);
  if (magnitude > maxAcceleration) {
    const scale = maxAcceleration / magnitude;
    ax *= scale;
    ay *= scale;
  }
  out.x = mass * ax;
  out.y = mass * ay;
  return out;
}

/**
 * The arrival's natural frequency ω, rad/s (see {@link arriveForce}): e·{@link ARRIVAL_BRAKING_SHARE}·a/v
 * for a body of top speed `maxSpeed` (v, m/s) that may accelerate at `maxAcceleration` (a, m/s²),
 * capped at 1/(2·dt) (dt in s), where the loop's gain 2ω is dead-beat. The same in the plane and in space.
 */
export function arrivalFrequency(maxSpeed: number, maxAcceleration: number, dt: number): number {
  return Math.min((Math.E * ARRIVAL_BRAKING_SHARE * maxAcceleration) / Math.max(maxSpeed, 1e-9), 1 / (2 * dt));
}

/** The wanted speed toward a target `distance` m away, m/s: `maxSpeed`, or, arriving, (ω/2)·distance once that is slower. */
export function approachSpeed(distance: number, arrive: boolean, maxSpeed: number, omega: number): number {
  return arrive && (omega / 2) * distance < maxSpeed ? (omega / 2) * distance : maxSpeed;
}

/** The velocity loop's gain for a wanted `speed` (m/s), 1/s: 2ω while arriving (slower than `maxSpeed`), `velocityGain` at full speed. */
export function approachGain(speed: number, maxSpeed: number, velocityGain: number, omega: number): number {
  return speed < maxSpeed ? 2 * omega : velocityGain;
}
