/**
 * BodySteering's saved state (SteeringState, what scene files and links hold per entity): written
 * from a crowd's record, and checked whole before any of it is put back, so that a refused state
 * changes nothing.
 */
import { wrapAngle } from '../math/angle';
import type { SteeringState } from '../state/memory';
import { angleAt, booleanAt, countAt, finiteAt, objectAt, pathProgressAt, restoreController } from '../steering/savedFields';
import { F2, STRIDE_2D } from './layout2d';
import type { SteeringCrowd2D } from './SteeringCrowd2D';

const {
  GOAL_REACHED,
  PATH_INDEX,
  PATH_REACHED,
  PATH_LENGTH,
  LEGX,
  LEGY,
  HEADING,
  DESIRED,
  ERROR,
  COMMAND,
  RATE,
  ACCELERATION,
  PREVIOUS_HEADING,
  PREVIOUS_RATE,
  PRIMED,
  GUIDED_HEADING,
} = F2;

/** Steerer `i`'s state: everything it remembers between steps besides its body and its command. */
export function saveSteering2D(crowd: SteeringCrowd2D, i: number): SteeringState {
  const f = crowd.f;
  const b = i * STRIDE_2D;
  const n = (offset: number) => f[b + offset] as number;
  const guidance = crowd.guidance[i] ?? null;
  const guided = n(GUIDED_HEADING);
  return {
    goalReached: n(GOAL_REACHED) === 1,
    path: { index: n(PATH_INDEX), reached: n(PATH_REACHED), legStart: [n(LEGX), n(LEGY)] },
    turn: { heading: n(HEADING), desiredHeading: n(DESIRED), command: n(COMMAND) },
    setpoint: {
      rate: n(RATE),
      acceleration: n(ACCELERATION),
      previousHeading: n(PREVIOUS_HEADING),
      previousRate: n(PREVIOUS_RATE),
      primed: n(PRIMED) === 1,
    },
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
  if (s.path !== null) pathProgressAt(s.path, 'state.path', crowd.f[i * STRIDE_2D + PATH_LENGTH] as number, 2);
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
  if (state.controller !== null) restoreController('state.controller', () => controller?.restoreState?.(state.controller as never));
  if (state.sensor !== null) crowd.sensors[i]?.restoreState(state.sensor);
  const f = crowd.f;
  const b = i * STRIDE_2D;
  if (state.path !== null) {
    f[b + PATH_INDEX] = state.path.index;
    f[b + PATH_REACHED] = state.path.reached;
    f[b + LEGX] = state.path.legStart[0];
    f[b + LEGY] = state.path.legStart[1];
  }
  f[b + HEADING] = state.turn.heading;
  f[b + DESIRED] = state.turn.desiredHeading;
  f[b + ERROR] = wrapAngle(state.turn.heading - state.turn.desiredHeading);
  f[b + COMMAND] = state.turn.command;
  const { setpoint } = state;
  f[b + RATE] = setpoint.rate;
  f[b + ACCELERATION] = setpoint.acceleration;
  f[b + PREVIOUS_HEADING] = setpoint.previousHeading;
  f[b + PREVIOUS_RATE] = setpoint.previousRate;
  f[b + PRIMED] = setpoint.primed ? 1 : 0;
  f[b + GOAL_REACHED] = state.goalReached ? 1 : 0;
  const guidance = crowd.guidance[i];
  if (state.guidance !== null && guidance) {
    guidance.restoreState(state.guidance);
    f[b + GUIDED_HEADING] = state.guidance.guidedHeading ?? Number.NaN;
  }
  // On a path, it steers at the waypoint it headed for.
  crowd.steerAtWaypoint(i);
}
