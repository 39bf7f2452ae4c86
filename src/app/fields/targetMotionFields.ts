import type { Vec2Like } from '../../sim/math/vec2';
import { scenarioTargetMotion } from '../../sim/scenario/runScenario';
import { targetMotionSchema } from '../../sim/scenario/schema';
import type { Arena } from '../../sim/targets/Target';
import type { TargetMotion } from '../../sim/targets/TargetMotion';
import { isInRange, type NumberRange } from '../../sim/validation/fields';
import { checkRangeChanges, describeInput, refused, type SettingResult } from './tuningFields';

/** The target motions the panel offers. */
export const TARGET_MOTION_TYPES = ['static', 'linear', 'circle', 'zigzag'] as const;

/** A target motion type of the panel. */
export type TargetMotionType = (typeof TARGET_MOTION_TYPES)[number];

/**
 * How the player describes a target's motion in the panel: a type and a speed, plus a radius for a
 * circle and an amplitude for a zig-zag. The game turns it into the simulation's {@link TargetMotion}
 * from wherever the target stands ({@link motionFrom}).
 */
export interface TargetMotionSettings {
  type: TargetMotionType;
  /** m/s. [default: 4] */
  speed: number;
  /** Circle only, m. [default: 8] */
  radius: number;
  /** Zig-zag only: the swerve either side of the track, m. [default: 5] */
  amplitude: number;
}

/** Documented defaults: a static target; speed 4 m/s, radius 8 m, amplitude 5 m when it moves. */
export function defaultTargetMotionSettings(): TargetMotionSettings {
  return { type: 'static', speed: 4, radius: 8, amplitude: 5 };
}

/** The numeric fields of {@link TargetMotionSettings}: label and allowed range. */
export const TARGET_MOTION_FIELDS = {
  speed: { label: 'target speed (m/s)', range: { min: 0, max: 50 } },
  radius: { label: 'circle radius (m)', range: { gt: 0, max: 40 } },
  amplitude: { label: 'zig-zag amplitude (m)', range: { min: 0, max: 40 } },
} as const satisfies Record<string, { label: string; range: NumberRange }>;

/**
 * Checks changes to motion settings: the type must be one of {@link TARGET_MOTION_TYPES}, every
 * number within its range. A refusal names the field and its range and the value kept.
 */
export function checkTargetMotionChange(
  current: Readonly<TargetMotionSettings>,
  changes: Readonly<Partial<TargetMotionSettings>>,
): SettingResult {
  if (changes.type !== undefined && !(TARGET_MOTION_TYPES as readonly string[]).includes(changes.type)) {
    return refused(
      'type',
      `target motion must be one of ${TARGET_MOTION_TYPES.join(', ')}; got ${describeInput(changes.type)}. Kept ${current.type}.`,
    );
  }
  return checkRangeChanges(TARGET_MOTION_FIELDS, current, changes);
}

/** Keep circles and zig-zags this far inside the arena's edge, m. */
const ARENA_MARGIN = 3;

/**
 * The simulation motion for a target standing at `position` (m) with these settings:
 * - linear: at `speed` along `direction` (rad);
 * - circle: through `position`, its centre `radius` m toward the middle of the arena (so that it
 *   stays in view), counter-clockwise at speed/radius rad/s;
 * - zig-zag: drifting at `speed` along `direction`, swerving ± `amplitude` sideways at about the
 *   same speed (period 4·amplitude/speed, between 0.5 and 60 s).
 * The result is checked by the scenario schema's rules (finite, in range) before it is returned;
 * a motion that fails (it cannot, with validated settings) falls back to static.
 */
export function motionFrom(
  settings: Readonly<TargetMotionSettings>,
  position: Readonly<Vec2Like>,
  direction: number,
  arena: Arena | null,
): TargetMotion {
  const motion = buildMotion(settings, position, direction, arena);
  // A target that stands still has no number to check (and the opening's targets build no schema).
  if (motion.type === 'static') return motion;
  const json = scenarioTargetMotion(motion);
  return targetMotionSchema().safeParse(json).success ? motion : { type: 'static' };
}

function buildMotion(
  settings: Readonly<TargetMotionSettings>,
  position: Readonly<Vec2Like>,
  direction: number,
  arena: Arena | null,
): TargetMotion {
  const { speed } = settings;
  const vx = speed * Math.cos(direction);
  const vy = speed * Math.sin(direction);
  switch (settings.type) {
    case 'static':
      return { type: 'static' };
    case 'linear':
      return { type: 'linear', velocity: { x: vx, y: vy } };
    case 'circle': {
      const radius = fitRadius(settings.radius, arena);
      const toMiddle = Math.hypot(position.x, position.y) > 1e-6 ? Math.atan2(-position.y, -position.x) : direction;
      let cx = position.x + radius * Math.cos(toMiddle);
      let cy = position.y + radius * Math.sin(toMiddle);
      if (arena) {
        cx = clamp(cx, -arena.halfWidth + radius + ARENA_MARGIN, arena.halfWidth - radius - ARENA_MARGIN);
        cy = clamp(cy, -arena.halfHeight + radius + ARENA_MARGIN, arena.halfHeight - radius - ARENA_MARGIN);
      }
      return { type: 'circle', center: { x: cx, y: cy }, angularSpeed: Math.min(100, speed / radius) };
    }
    case 'zigzag': {
      const amplitude = settings.amplitude;
      const period = speed > 0 && amplitude > 0 ? clamp((4 * amplitude) / speed, 0.5, 60) : 4;
      return { type: 'zigzag', velocity: { x: vx, y: vy }, amplitude, period };
    }
  }
}

/** A circle radius that fits the arena with its margin. */
function fitRadius(radius: number, arena: Arena | null): number {
  if (!arena) return radius;
  const largest = Math.max(1, Math.min(arena.halfWidth, arena.halfHeight) - ARENA_MARGIN);
  return Math.min(radius, largest);
}

function clamp(value: number, low: number, high: number): number {
  return low > high ? (low + high) / 2 : Math.max(low, Math.min(high, value));
}

/**
 * The panel's description of a simulation motion (roughly the inverse of {@link motionFrom}): the
 * settings a target resumes when the player drops it, and the direction of its drift, rad. For a
 * target of an opened scene, whose motion came from a file.
 */
export function settingsOfMotion(
  motion: Readonly<TargetMotion>,
  position: Readonly<Vec2Like>,
): { settings: TargetMotionSettings; direction: number } {
  const defaults = defaultTargetMotionSettings();
  const within = (key: keyof typeof TARGET_MOTION_FIELDS, value: number) => {
    const { range } = TARGET_MOTION_FIELDS[key];
    // The field's own test without building its schema: a moment shown rebuilds every target (100 in a heavy scene).
    return isInRange(value, range) ? value : defaults[key];
  };
  switch (motion.type) {
    case 'static':
      return { settings: defaults, direction: 0 };
    case 'linear':
    case 'zigzag': {
      const speed = within('speed', Math.hypot(motion.velocity.x, motion.velocity.y));
      const amplitude = motion.type === 'zigzag' ? within('amplitude', motion.amplitude) : defaults.amplitude;
      return {
        settings: { ...defaults, type: motion.type, speed, amplitude },
        direction: Math.atan2(motion.velocity.y, motion.velocity.x),
      };
    }
    case 'circle': {
      const radius = Math.hypot(position.x - motion.center.x, position.y - motion.center.y);
      const settings = { ...defaults, type: 'circle' as const, radius: within('radius', radius) };
      return { settings: { ...settings, speed: within('speed', Math.abs(motion.angularSpeed) * settings.radius) }, direction: 0 };
    }
  }
}
