import type { ControllerSettings } from '../control/ControllerSettings';
import type { EntityType } from '../entities/EntitySettings';
import { degToRad, radToDeg } from '../math/angle';
import { SteeringWorld } from '../SteeringWorld';
import { STANDARD_DT } from '../time/timeBases';
import { MAX_TURN_HORIZON } from '../validation/quantities';
import { TurnResponse, timeOptimalTurn, type TurnFigures } from './TurnResponse';

/** A rest-to-rest turn to record. */
export interface StepResponseRequest {
  entityType: EntityType;
  controller: ControllerSettings;
  /** Turn angle, deg, in (0, 180). */
  angleDeg: number;
  /** rad/s². */
  maxAngularAcceleration: number;
  /** Recorded span, s, at most {@link MAX_TURN_HORIZON}. [default: max(3, 4 × the time-optimal limit), capped the same way] */
  duration?: number;
  /** s. [default: 1/60] */
  dt?: number;
  /** A constant outside angular acceleration, rad/s². [default: 0] */
  disturbance?: number;
}

/** The recorded turn: heading error (deg) and commanded angular acceleration against time. */
export interface StepResponse {
  times: Float64Array;
  errorDeg: Float64Array;
  commandedAngularAcceleration: Float64Array;
  figures: TurnFigures;
}

/** Turns a resting entity by `angleDeg` on the headless sim and records the response. */
export function recordStepResponse(request: StepResponseRequest): StepResponse {
  const world = new SteeringWorld({ dt: request.dt ?? STANDARD_DT });
  if (request.disturbance) world.setDisturbance({ angularAcceleration: request.disturbance });
  const entity = world.addEntity({
    id: 'step',
    type: request.entityType,
    position: { x: 0, y: 0 },
    settings: { maxAngularAcceleration: request.maxAngularAcceleration, controller: request.controller },
  });
  const angle = degToRad(request.angleDeg);
  entity.steering.face({ x: 10 * Math.cos(angle), y: 10 * Math.sin(angle) });
  const wanted = request.duration ?? Math.max(3, 4 * timeOptimalTurn(angle, request.maxAngularAcceleration));
  // Capped, so that no input (a tiny turn rate, a huge or non-finite duration) can ask for an endless recording.
  const duration = Number.isFinite(wanted) ? Math.min(MAX_TURN_HORIZON, Math.max(0, wanted)) : MAX_TURN_HORIZON;
  const steps = Math.ceil(duration / world.dt);
  const times = new Float64Array(steps + 1);
  const errorDeg = new Float64Array(steps + 1);
  const commanded = new Float64Array(steps + 1);
  const response = new TurnResponse();
  response.start(0, entity.measureHeadingError(), request.maxAngularAcceleration, entity.angularVelocity, world.dt);
  errorDeg[0] = radToDeg(entity.measureHeadingError());
  for (let i = 1; i <= steps; i++) {
    world.step();
    const error = entity.measureHeadingError();
    response.sample(world.time, error, entity.angularVelocity);
    times[i] = world.time;
    errorDeg[i] = radToDeg(error);
    commanded[i - 1] = entity.commandedAngularAcceleration;
  }
  return { times, errorDeg, commandedAngularAcceleration: commanded, figures: response.figures() };
}

/**
 * The time-optimal reference: the heading error of a perfect bang-bang turn by `angleDeg` at the
 * limit `a` (accelerate for half the time, brake for the other half, then stay), at time `t`.
 */
export function timeOptimalErrorDeg(angleDeg: number, maxAngularAcceleration: number, t: number): number {
  const angle = degToRad(angleDeg);
  const total = timeOptimalTurn(angle, maxAngularAcceleration);
  const half = total / 2;
  let turned: number;
  if (t <= 0) turned = 0;
  else if (t <= half) turned = 0.5 * maxAngularAcceleration * t * t;
  else if (t < total) turned = angle - 0.5 * maxAngularAcceleration * (total - t) ** 2;
  else turned = angle;
  return radToDeg(angle - turned);
}
