import type { SteeringWorld } from '../../SteeringWorld';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { check, show } from './levelHelpers';

/** Motor limit of the missile, rad/s². */
const LIMIT = 0.5;
/** Time allowed, s. */
const TIME_LIMIT = 30;

/**
 * A missile turning at only 0.5 rad/s² must hit a target that circles at 8 m/s (16 m radius,
 * 0.5 rad/s) within 30 s. Its guidance is proportional navigation; the controller must follow the
 * heading it asks for without swinging past it.
 */
export const circlingTargetLowRate: ChallengeLevel = {
  name: 'circling-target-low-rate',
  title: 'A circling target, a sluggish missile',
  goal:
    `Hit a target circling at 8 m/s with a missile that turns at only ${LIMIT} rad/s² (proportional navigation), within ` +
    `${TIME_LIMIT} s.`,
  why:
    'With a weak motor every bit of overshoot costs seconds of flying the wrong way; against a target that keeps turning, it can ' +
    'mean circling forever.',
  scoring: { label: 'time to hit', unit: 's', better: 'lower' },
  duration: TIME_LIMIT,
  setup(world: SteeringWorld): LevelPlay {
    const target = world.addTarget({
      id: 'target',
      position: { x: 16, y: 40 },
      radius: 1,
      motion: { type: 'circle', center: { x: 0, y: 40 }, angularSpeed: 0.5 },
    });
    const entity = world.addEntity({
      id: 'player',
      type: 'missile',
      position: { x: 0, y: 0 },
      angle: Math.PI / 2,
      speed: 10,
      settings: { maxAngularAcceleration: LIMIT, guidance: 'proportional-navigation' },
    });
    entity.chase(target);
    let hitTime: number | null = null;
    const metrics = () => ({ hitSeconds: hitTime });
    return {
      entity,
      afterStep(w) {
        for (const hit of w.events.stepHits) if (hit.entityId === entity.id && hitTime === null) hitTime = hit.time;
        if (hitTime !== null) return check('passed', `hit at ${show(hitTime, 1)} s`, hitTime, metrics());
        const distance = Math.hypot(target.position.x - entity.position.x, target.position.y - entity.position.y);
        return check('running', `${show(distance, 1)} m to go at ${show(w.time, 1)} s`, null, metrics());
      },
      finish() {
        return check('failed', `no hit in ${TIME_LIMIT} s`, null, metrics());
      },
    };
  },
};
