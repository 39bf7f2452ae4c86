/**
 * The check of a saved BodySteering state before `restoreState` puts any of it back: its shape and
 * numbers (the controller's own memory is checked by the controller), each refusal naming the field.
 */
import type { SteeringState } from '../state/memory';
import { givenValue } from '../validation/givenValue';

const OWNER = 'restoreState';

/** `value` as an object, or a TypeError naming `name`. */
function objectAt(value: unknown, name: string, shape: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${OWNER}: ${name} must be an object ${shape}, got ${givenValue(value)}`);
  return value as Record<string, unknown>;
}

/** Refuses anything but a finite number at `name`. */
function finiteAt(value: unknown, name: string, unit: string): void {
  if (typeof value !== 'number') throw new TypeError(`${OWNER}: ${name} must be a finite number (${unit}), got ${givenValue(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${OWNER}: ${name} must be a finite number (${unit}), got ${givenValue(value)}`);
}

/** Refuses anything but true or false at `name`. */
function booleanAt(value: unknown, name: string): void {
  if (typeof value !== 'boolean') throw new TypeError(`${OWNER}: ${name} must be true or false, got ${givenValue(value)}`);
}

/** Refuses anything but a whole number ≥ 0 at `name`. */
function countAt(value: unknown, name: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new RangeError(`${OWNER}: ${name} must be a whole number ≥ 0, got ${givenValue(value)}`);
}

/**
 * Throws a TypeError or RangeError naming the first field of `state` that is not what
 * BodySteering's `saveState` writes, or whose path index is beyond the `waypoints` it follows (e.g. "restoreState: state.turn.heading must be a finite number
 * (rad), got null"); returns it typed when it is.
 */
export function checkSteeringState(state: unknown, waypoints: number): Readonly<SteeringState> {
  const s = objectAt(state, 'state', '{ goalReached, path, turn, setpoint, controller, sensor, guidance } (what saveState gave)');
  booleanAt(s.goalReached, 'state.goalReached');
  if (s.path !== null) {
    const path = objectAt(s.path, 'state.path', '{ index, reached, legStart } or null');
    countAt(path.index, 'state.path.index');
    if ((path.index as number) > waypoints) throw new RangeError(`${OWNER}: state.path.index must be a whole number from 0 to ${waypoints} (the path it follows), got ${givenValue(path.index)}`);
    countAt(path.reached, 'state.path.reached');
    const legStart = path.legStart;
    if (!Array.isArray(legStart) || legStart.length !== 2) throw new TypeError(`${OWNER}: state.path.legStart must be [x, y] (m), got ${givenValue(legStart)}`);
    finiteAt(legStart[0], 'state.path.legStart[0]', 'm');
    finiteAt(legStart[1], 'state.path.legStart[1]', 'm');
  }
  const turn = objectAt(s.turn, 'state.turn', '{ heading, desiredHeading, command }');
  finiteAt(turn.heading, 'state.turn.heading', 'rad');
  finiteAt(turn.desiredHeading, 'state.turn.desiredHeading', 'rad');
  finiteAt(turn.command, 'state.turn.command', 'rad/s²');
  const setpoint = objectAt(s.setpoint, 'state.setpoint', '{ rate, acceleration, previousHeading, previousRate, primed }');
  finiteAt(setpoint.rate, 'state.setpoint.rate', 'rad/s');
  finiteAt(setpoint.acceleration, 'state.setpoint.acceleration', 'rad/s²');
  finiteAt(setpoint.previousHeading, 'state.setpoint.previousHeading', 'rad');
  finiteAt(setpoint.previousRate, 'state.setpoint.previousRate', 'rad/s');
  booleanAt(setpoint.primed, 'state.setpoint.primed');
  if (s.controller !== null) objectAt(s.controller, 'state.controller', '(the controller\'s memory) or null');
  if (s.sensor !== null) {
    const sensor = objectAt(s.sensor, 'state.sensor', '{ state, spare } or null');
    countAt(sensor.state, 'state.sensor.state');
    if (sensor.spare !== null) finiteAt(sensor.spare, 'state.sensor.spare', 'a standard normal sample');
  }
  if (s.guidance !== null) {
    const guidance = objectAt(s.guidance, 'state.guidance', '{ desired, navigating, guidedHeading } or null');
    finiteAt(guidance.desired, 'state.guidance.desired', 'rad');
    booleanAt(guidance.navigating, 'state.guidance.navigating');
    if (guidance.guidedHeading !== null) finiteAt(guidance.guidedHeading, 'state.guidance.guidedHeading', 'rad');
  }
  return state as Readonly<SteeringState>;
}
