import type { ControllerSettings } from '../control/ControllerSettings';
import { createTurnController } from '../control/createTurnController';
import type { TurnController, TurnInput } from '../control/TurnController';
import { emptyTurnInput, setTurnInput } from '../control/turnInput';
import { radToDeg } from '../math/angle';
import { SteeringWorld } from '../SteeringWorld';

/** A target circling a body that turns in place to face it. */
export interface TrackingRequest {
  controller: ControllerSettings;
  /** The target's angular speed around the body, rad/s (counter-clockwise positive). */
  targetRate: number;
  /** The motor's limit, rad/s². */
  maxAngularAcceleration: number;
  /** Whether the controller is told how the set-point moves (TurnInput.desiredHeadingRate and acceleration). [default: true] */
  feedForward?: boolean;
  /** Simulated span, s; the lag is measured over its last quarter. [default: 20] */
  duration?: number;
  /** The target's distance, m. [default: 10] */
  radius?: number;
  /** Called after every step with the time (s) and the heading error (deg), e.g. to plot it. [default: none] */
  onStep?: (time: number, errorDeg: number) => void;
}

/** The steady tracking error, deg: heading − desired over the last quarter of the run. */
export interface TrackingLag {
  /** The mean error, deg (negative: behind a target turning counter-clockwise). */
  meanDeg: number;
  /** The largest |error|, deg. */
  maxDeg: number;
}

/**
 * The steady lag of a controller behind a target circling the body at a constant rate Ω: a
 * character at the centre turns in place to face it (Track), at rest at first, facing it. The
 * wanted heading turns at exactly Ω, so in the steady state the body must turn at Ω with no
 * angular acceleration: a controller that damps the error's rate ω − Ω (the feed-forward) holds the
 * target with no error at all, one that damps ω alone lags until its spring pulls the damper along.
 *
 * With `feedForward: false` the controller is wrapped so that it sees a fixed set-point (rate and
 * acceleration 0), as before issue 29: the steady lags then are (the error e = heading − desired):
 * forward PD (kd/kp)·Ω; stable PD (kd + kp·dt)/kp·Ω; SPD (kd/kp + dt)·Ω; the time-optimal
 * controller the error from which its discrete braking curve closes at Ω,
 * s(e) = −a·dt/2 + √((a·dt/2)² + 2·a·e) = Ω, i.e. e = Ω·(Ω + a·dt)/(2a); with kp, kd as scaled to
 * the motor (tests/sim/metrics/trackingLag.test.ts checks each).
 */
export function measureTrackingLag(request: TrackingRequest): TrackingLag {
  const duration = request.duration ?? 20;
  const radius = request.radius ?? 10;
  const world = new SteeringWorld();
  const entity = world.addEntity({
    id: 'tracker',
    type: 'character',
    position: { x: 0, y: 0 },
    angle: 0,
    settings: { maxAngularAcceleration: request.maxAngularAcceleration, controller: request.controller },
  });
  if (request.feedForward === false) entity.useController(new WithoutFeedForward(createTurnController(request.controller)));
  const target = world.addTarget({
    id: 'target',
    position: { x: radius, y: 0 },
    radius: 0.5,
    motion: { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: request.targetRate },
  });
  entity.steering.face(target);
  const steps = Math.round(duration / world.dt);
  const from = Math.round(0.75 * steps);
  let sum = 0;
  let max = 0;
  for (let i = 1; i <= steps; i++) {
    world.step();
    const error = radToDeg(entity.measureHeadingError());
    request.onStep?.(world.time, error);
    if (i <= from) continue;
    sum += error;
    max = Math.max(max, Math.abs(error));
  }
  return { meanDeg: sum / (steps - from), maxDeg: max };
}

/** A controller that is not told how the set-point moves: what every controller saw before the feed-forward. */
class WithoutFeedForward implements TurnController {
  readonly type: string;
  private readonly input: TurnInput = emptyTurnInput();

  constructor(private readonly inner: TurnController) {
    this.type = inner.type;
  }

  update(input: Readonly<TurnInput>): number {
    // The same reading with the set-point's motion left out (0).
    return this.inner.update(
      setTurnInput(this.input, input.headingError, input.angularVelocity, input.dt, input.maxAngularAcceleration, input.inertia),
    );
  }

  reset(): void {
    this.inner.reset();
  }
}
