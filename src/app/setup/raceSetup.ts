import { CONTROLLER_LABELS, CONTROLLER_TYPES, type ControllerType } from '../../sim/control/ControllerSettings';
import { controllerSpec } from '../../sim/control/registry/controllerSpecs';
import type { Vec2Like } from '../../sim/math/vec2';
import { laidOut, laidOutAngle, type ScreenLayout } from './screenLayout';

/**
 * The collision group of racers: negative, so racers pass through each other (they start on the
 * same spot and follow the same course) while still colliding with everything else.
 */
export const RACE_COLLISION_GROUP = -1;

export function racerId(type: ControllerType): string {
  return `racer-${type}`;
}

/**
 * The palette index of a racer: one fixed, distinct colour per controller type (its spec's
 * `colorIndex`), the same in every race and in the step-response view.
 */
export function racerColorIndex(type: ControllerType): number {
  return controllerSpec(type).colorIndex;
}

export function racerLabel(type: ControllerType): string {
  return CONTROLLER_LABELS[type];
}

/** The racers of a race, in the order of {@link CONTROLLER_TYPES}, without repeats. */
export function raceLineUp(chosen: readonly ControllerType[]): ControllerType[] {
  return CONTROLLER_TYPES.filter((type) => chosen.includes(type));
}

/**
 * The race course when the selected entity has no path of its own: a 60 m × 30 m loop round the
 * middle of the view (clear of the status box and the legend), with corners sharp enough that the
 * controllers differ.
 */
export const RACE_COURSE: readonly Readonly<Vec2Like>[] = [
  { x: 30, y: 15 },
  { x: 30, y: -15 },
  { x: -30, y: -15 },
  { x: -30, y: 15 },
];

/** Where racers start when they chase or track a target: left of the middle, facing right. */
export const RACE_CHASE_START: Readonly<{ position: Vec2Like; angle: number }> = { position: { x: -36, y: 0 }, angle: 0 };

/** {@link RACE_COURSE} laid out for the play area's shape (src/app/setup/screenLayout.ts). */
export function raceCourseFor(layout: ScreenLayout): Vec2Like[] {
  return RACE_COURSE.map((point) => laidOut(point, layout));
}

/** {@link RACE_CHASE_START} laid out for the play area's shape. */
export function raceChaseStartFor(layout: ScreenLayout): { position: Vec2Like; angle: number } {
  return { position: laidOut(RACE_CHASE_START.position, layout), angle: laidOutAngle(RACE_CHASE_START.angle, layout) };
}

/** Racers on a course start one after another, at most this long apart, s: each is timed from its own start. */
export const RACE_STAGGER_S = 0.5;

/**
 * The last racer on a course starts at most this long after the first, s, however many race: so
 * that 3 s after the start every racer is on its way, apart from the others (tests/app/plays/race.test.ts).
 */
export const RACE_START_WINDOW_S = 2.5;

/**
 * How long apart `count` racers on a course start, s: {@link RACE_STAGGER_S}, or less when that
 * many would take longer than {@link RACE_START_WINDOW_S} to be all off (so the spacing follows the
 * number of racers: 7 start 0.42 s apart, 8 0.36 s).
 */
export function raceStagger(count: number): number {
  return count > 1 ? Math.min(RACE_STAGGER_S, RACE_START_WINDOW_S / (count - 1)) : 0;
}

/** Angle between two neighbours of a fan of racers round the target, rad (8°). */
const FAN_STEP = (8 * Math.PI) / 180;

/** How far from the target a fan of racers stands, m, at least (the distance from the chase start, if more). */
const FAN_MIN_RADIUS = 40;

/**
 * Where `count` racers that chase or track one target start (Seek and Track): on an arc round
 * the target, all at one distance from it (that of `from`, the usual start, or at least
 * {@link FAN_MIN_RADIUS}), {@link FAN_STEP} apart and centred on `from`'s side, each facing straight
 * away from the target. Every racer has the same task, a 180° turn then the same distance, and
 * all start at once, side by side: told apart at a glance, and fairly timed.
 */
export function fanStarts(target: Readonly<Vec2Like>, from: Readonly<Vec2Like>, count: number): { position: Vec2Like; angle: number }[] {
  const radius = Math.max(FAN_MIN_RADIUS, Math.hypot(from.x - target.x, from.y - target.y));
  const middle = Math.atan2(from.y - target.y, from.x - target.x);
  return Array.from({ length: count }, (_, i) => {
    const direction = middle + (i - (count - 1) / 2) * FAN_STEP;
    return { position: { x: target.x + radius * Math.cos(direction), y: target.y + radius * Math.sin(direction) }, angle: direction };
  });
}

/**
 * Where racers start on a course: halfway along its closing leg (from the last waypoint to the
 * first), facing the first waypoint, so that every racer begins on the course, at rest.
 */
export function courseStart(
  course: readonly Readonly<Vec2Like>[],
  layout: ScreenLayout = 'landscape',
): { position: Vec2Like; angle: number } {
  const first = course[0];
  const last = course[course.length - 1];
  if (!first || !last || course.length < 2) return raceChaseStartFor(layout);
  const position = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
  return { position, angle: Math.atan2(first.y - position.y, first.x - position.x) };
}
