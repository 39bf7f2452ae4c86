import type { Vec2Like } from '../../math/vec2';
import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { check, show } from './levelHelpers';

/** Motor limit, rad/s². */
const LIMIT = Math.PI / 2;
/** Half-width of the figure-eight (a lemniscate of Bernoulli), m. */
const SIZE = 40;
/** Waypoints on the lap. */
const WAYPOINTS = 16;
/** Time allowed for the lap, s. */
const TIME_LIMIT = 30;

/**
 * The lap: a lemniscate x = a·cos t/(1 + sin² t), y = a·sin t·cos t/(1 + sin² t), from the
 * crossing in the middle around both loops and back to it.
 */
export function figureEightPath(): Vec2Like[] {
  const points: Vec2Like[] = [];
  for (let k = 1; k <= WAYPOINTS; k++) {
    const t = Math.PI / 2 + (2 * Math.PI * k) / WAYPOINTS;
    const d = 1 + Math.sin(t) * Math.sin(t);
    points.push({ x: (SIZE * Math.cos(t)) / d, y: (SIZE * Math.sin(t) * Math.cos(t)) / d });
  }
  return points;
}

/**
 * A missile (it flies only along its nose, at 10 m/s) follows a figure-eight of 16 waypoints at
 * π/2 rad/s² and must reach the last one within 30 s.
 */
export const figureEight: ChallengeLevel = {
  name: 'figure-eight',
  title: 'Figure-eight on a slow motor',
  goal:
    `Fly a missile round a figure-eight of ${WAYPOINTS} waypoints (${2 * SIZE} m wide) at π/2 rad/s², all reached in order within ` +
    `${TIME_LIMIT} s.`,
  why:
    'Following a path is a chain of turns that never settle: a controller that overshoots each corner swings wide and loses the ' +
    'next waypoint.',
  scoring: { label: 'lap time', unit: 's', better: 'lower' },
  duration: TIME_LIMIT,
  setup(world: SteeringWorld): LevelPlay {
    const path = figureEightPath();
    const first = path[0] as Vec2Like;
    const entity = world.addEntity({
      id: 'player',
      type: 'missile',
      position: { x: 0, y: 0 },
      angle: Math.atan2(first.y, first.x),
      speed: 10,
      settings: { maxAngularAcceleration: LIMIT },
    });
    let reached = 0;
    let lapTime: number | null = null;
    entity.steering.onReached = (index) => {
      reached = Math.max(reached, index + 1);
      if (index === WAYPOINTS - 1) lapTime = world.time;
    };
    entity.steering.follow(path);
    const metrics = () => ({ waypointsReached: reached, lapSeconds: lapTime });
    return {
      entity,
      afterStep(w) {
        if (lapTime !== null) return check('passed', `lap in ${show(lapTime, 1)} s (allowed ${TIME_LIMIT} s)`, lapTime, metrics());
        return check('running', `waypoint ${reached} of ${WAYPOINTS} at ${show(w.time, 1)} s`, null, metrics());
      },
      finish() {
        return check('failed', `only ${reached} of ${WAYPOINTS} waypoints in ${TIME_LIMIT} s`, null, metrics());
      },
    };
  },
};
