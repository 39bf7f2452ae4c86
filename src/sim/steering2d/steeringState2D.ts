/**
 * BodySteering's saved state (SteeringState, what scene files and links hold per entity): written
 * from a crowd's slot, and checked whole before any of it is put back, so that a refused state
 * changes nothing.
 */
import { wrapAngle } from '../math/angle';
import type { SteeringState } from '../state/memory';
import { angleAt, booleanAt, countAt, finiteAt, objectAt, pathProgressAt } from '../steering/savedFields';
import type { SteeringCrowd2D } from './SteeringCrowd2D';

/** Steerer `i`'s state: everything it remembers between steps besides its body and its command. */
export function saveSteering2D(crowd: SteeringCrowd2D, i: number): SteeringState {
  const guidance = crowd.guidance[i] ?? null;
  const guided = crowd.guidedHeading[i] as number;
  return {
    goalReached: crowd.goalReached[i] === 1,
    path: { index: crowd.pathIndex[i] as number, reached: crowd.pathReached[i] as number, legStart: [crowd.legX[i] as number, crowd.legY[i] as number] },
    turn: { heading: crowd.heading[i] as number, desiredHeading: crowd.desired[i] as number, command: crowd.command[i] as number },
    setpoint: { rate: crowd.rate[i] as number, acceleration: crowd.acceleration[i] as number, previousHeading: crowd.previousHeading[i] as number, previousRate: crowd.previousRate[i] as number, primed: crowd.primed[i] === 1 },
    controller: crowd.controllers[i]?.saveState?.() ?? null,
    sensor: crowd.sensors[i]?.saveState() ?? null,
    guidance: guidance ? { ...guidance.saveState(), guidedHeading: Number.isNaN(guided) ? null : guided } : null,
  };
}

/**
 * Throws a TypeError or RangeError naming the first field of `state` that is not what
 * {@link saveSteering2D} writes for steerer `i` (its path index beyond the path it follows, an
 * angle outside ±π, a count that is no whole number…), e.g. "restoreState: state.turn.heading must
 * be a number from −π to π (rad), got null"; returns it typed when it is.
 */
export function checkSteering2D(crowd: SteeringCrowd2D, i: number, state: unknown): Readonly<SteeringState> {
  const s = objectAt(state, 'state', '{ goalReached, path, turn, setpoint, controller, sensor, guidance } (what saveState gave)');
  booleanAt(s.goalReached, 'state.goalReached');
  if (s.path !== null) pathProgressAt(s.path, 'state.path', crowd.pathLength[i] as number, 2);
  const turn = objectAt(s.turn, 'state.turn', '{ heading, desiredHeading, command }');
  angleAt(turn.heading, 'state.turn.heading');
  angleAt(turn.desiredHeading, 'state.turn.desiredHeading');
  finiteAt(turn.command, 'state.turn.command', 'rad/s²');
  const setpoint = objectAt(s.setpoint, 'state.setpoint', '{ rate, acceleration, previousHeading, previousRate, primed }');
  finiteAt(setpoint.rate, 'state.setpoint.rate', 'rad/s');
  finiteAt(setpoint.acceleration, 'state.setpoint.acceleration', 'rad/s²');
  angleAt(setpoint.previousHeading, 'state.setpoint.previousHeading');
  finiteAt(setpoint.previousRate, 'state.setpoint.previousRate', 'rad/s');
  booleanAt(setpoint.primed, 'state.setpoint.primed');
  if (s.controller !== null) objectAt(s.controller, 'state.controller', "(the controller's memory) or null");
  if (s.sensor !== null) {
    const sensor = objectAt(s.sensor, 'state.sensor', '{ state, spare } or null');
    countAt(sensor.state, 'state.sensor.state', 0xffff_ffff);
    if (sensor.spare !== null) finiteAt(sensor.spare, 'state.sensor.spare', 'a standard normal sample', 100);
  }
  if (s.guidance !== null) {
    const guidance = objectAt(s.guidance, 'state.guidance', '{ desired, navigating, guidedHeading } or null');
    angleAt(guidance.desired, 'state.guidance.desired');
    booleanAt(guidance.navigating, 'state.guidance.navigating');
    if (guidance.guidedHeading !== null) angleAt(guidance.guidedHeading, 'state.guidance.guidedHeading');
  }
  return state as Readonly<SteeringState>;
}

/**
 * Puts back what {@link saveSteering2D} gave into steerer `i` (given the same command): checked
 * whole first; the controller's memory goes first of all, being the one part its controller may
 * still refuse (it changes nothing then), and nothing else is written before it is taken.
 */
export function restoreSteering2D(crowd: SteeringCrowd2D, i: number, saved: unknown): void {
  const state = checkSteering2D(crowd, i, saved);
  const controller = crowd.controllers[i];
  if (state.controller !== null) controller?.restoreState?.(state.controller);
  if (state.sensor !== null) crowd.sensors[i]?.restoreState(state.sensor);
  if (state.path !== null) {
    crowd.pathIndex[i] = state.path.index;
    crowd.pathReached[i] = state.path.reached;
    crowd.legX[i] = state.path.legStart[0];
    crowd.legY[i] = state.path.legStart[1];
  }
  crowd.heading[i] = state.turn.heading;
  crowd.desired[i] = state.turn.desiredHeading;
  crowd.error[i] = wrapAngle(state.turn.heading - state.turn.desiredHeading);
  crowd.command[i] = state.turn.command;
  const { setpoint } = state;
  crowd.rate[i] = setpoint.rate;
  crowd.acceleration[i] = setpoint.acceleration;
  crowd.previousHeading[i] = setpoint.previousHeading;
  crowd.previousRate[i] = setpoint.previousRate;
  crowd.primed[i] = setpoint.primed ? 1 : 0;
  crowd.goalReached[i] = state.goalReached ? 1 : 0;
  const guidance = crowd.guidance[i];
  if (state.guidance !== null && guidance) {
    guidance.restoreState(state.guidance);
    crowd.guidedHeading[i] = state.guidance.guidedHeading ?? Number.NaN;
  }
  // On a path, it steers at the waypoint it headed for.
  crowd.steerAtWaypoint(i);
}
