import type { TargetMotionSettings } from '../fields/targetMotionFields';

/**
 * The motions the Hunt demo gives targets, in turn: a circle, an evasive zig-zag and a straight
 * line that bounces off the edges of the view. Slower than a missile (10 m/s), so pursuit can
 * catch them all, yet fast enough that lead pursuit and proportional navigation visibly do better.
 */
export const HUNT_MOTIONS: readonly Readonly<TargetMotionSettings>[] = [
  { type: 'circle', speed: 5, radius: 10, amplitude: 5 },
  { type: 'zigzag', speed: 4, radius: 8, amplitude: 6 },
  { type: 'linear', speed: 5, radius: 8, amplitude: 5 },
];

/** The Hunt motion of the i-th target (a copy). */
export function huntMotion(index: number): TargetMotionSettings {
  return { ...(HUNT_MOTIONS[((index % HUNT_MOTIONS.length) + HUNT_MOTIONS.length) % HUNT_MOTIONS.length] as TargetMotionSettings) };
}
