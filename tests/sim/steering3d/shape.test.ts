/**
 * BodySteering3D has the plane's BodySteering's shape: the same public commands, settings and
 * state by the same names, but for the differences listed here, each with its reason. The lists are
 * exhaustive at compile time (Record<keyof …>): a member added to either steerer fails the typecheck
 * until it is listed, and a name in both lists that is not in the other steerer fails the test.
 */
import { describe, expect, it } from 'vitest';
import type { BodySteering } from '../../../src/sim/steering2d/BodySteering';
import type { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';

/** The plane's public members (true: shared with BodySteering3D under the same name and meaning). */
const PLANE: Record<keyof BodySteering, boolean> = {
  onReached: true,
  propulsion: true,
  body: true,
  step: true,
  facing: true,
  reachDistance: true,
  passDistance: true,
  guidanceSettings: true,
  setGuidance: true,
  controller: true,
  useController: true,
  controllerTerms: true,
  turnTo: true,
  face: true,
  seek: true,
  arrive: true,
  setArrival: true,
  follow: true,
  moveWaypoint: true,
  stop: true,
  release: true,
  mode: true,
  heading: true,
  thrustFraction: true,
  target: true,
  movingTarget: true,
  targetVelocity: true,
  intercept: true,
  path: true,
  pathLoops: true,
  pathIndex: true,
  waypointsReached: true,
  saveState: true,
  restoreState: true,
  torque: true,
  index: true,
  // In 3D by another name, or not at all: the reasons are in DIFFERENCES.
  maxAngularAcceleration: false,
  desiredHeading: false,
  headingError: false,
  desiredHeadingRate: false,
  command: false,
  sensorNoise: false,
  setSensorNoise: false,
  sense: false,
  pending: false,
  finish: false,
  measureHeadingError: false,
};

/** BodySteering3D's public members (true: the plane has the same). */
const SPACE: Record<keyof BodySteering3D, boolean> = {
  onReached: true,
  propulsion: true,
  body: true,
  step: true,
  facing: true,
  reachDistance: true,
  passDistance: true,
  guidanceSettings: true,
  setGuidance: true,
  controller: true,
  useController: true,
  controllerTerms: true,
  turnTo: true,
  face: true,
  seek: true,
  arrive: true,
  setArrival: true,
  follow: true,
  moveWaypoint: true,
  stop: true,
  release: true,
  mode: true,
  heading: true,
  thrustFraction: true,
  target: true,
  movingTarget: true,
  targetVelocity: true,
  intercept: true,
  path: true,
  pathLoops: true,
  pathIndex: true,
  waypointsReached: true,
  saveState: true,
  restoreState: true,
  torque: true,
  index: true,
  limit: false,
  angle: false,
  axis: false,
  desiredOrientation: false,
  desiredAngularVelocity: false,
};

/** Every difference, and why (docs/use-in-3d.md says the same). */
const DIFFERENCES: Record<string, string> = {
  maxAngularAcceleration: '3D: limit, a bound on |α| or on the torque about each body axis',
  limit: 'the plane: maxAngularAcceleration (one axis, one bound)',
  desiredHeading: '3D: desiredOrientation (a heading has no roll; the wanted orientation has)',
  desiredOrientation: 'the plane: desiredHeading',
  headingError: '3D: angle and axis, the error rotation’s',
  angle: 'the plane: |headingError|',
  axis: 'the plane: the turn’s axis is always z',
  desiredHeadingRate: '3D: desiredAngularVelocity, a vector',
  desiredAngularVelocity: 'the plane: desiredHeadingRate',
  command: '3D: the torque is a vector and the law’s command is the attitude controller’s (angularAcceleration)',
  sensorNoise: 'a 3D attitude’s noise is on a quaternion, a model of its own, not the plane’s noise on a heading error',
  setSensorNoise: 'as sensorNoise',
  sense: 'no 3D controller answers later (the plane’s is the player’s code in a Worker): a step is one call',
  pending: 'as sense',
  finish: 'as sense',
  measureHeadingError: 'the plane measures a restored scene’s error for its display; the 3D lab reads angle after a step',
};

describe('BodySteering3D has the shape of the plane’s BodySteering', () => {
  it('shares every member both list as shared, and lists a reason for every other', () => {
    const plane = Object.keys(PLANE).filter((name) => PLANE[name as keyof BodySteering]);
    const space = Object.keys(SPACE).filter((name) => SPACE[name as keyof BodySteering3D]);
    expect(space.sort()).toEqual(plane.sort());
    const different = [
      ...Object.keys(PLANE).filter((name) => !PLANE[name as keyof BodySteering]),
      ...Object.keys(SPACE).filter((name) => !SPACE[name as keyof BodySteering3D]),
    ];
    expect(different.sort()).toEqual(Object.keys(DIFFERENCES).sort());
  });
});
