import { scenarioTargetMotion, toTargetMotion } from '../../sim/scenario/runScenario';
import type { TargetMotion } from '../../sim/targets/TargetMotion';
import type { SceneModel } from '../model/SceneModel';
import type { TargetInput } from './comparisonFile';
import { TARGET_SIZE } from './HistoryFrame';

/** Whether two captures' numbers from `at` (a pair, or one) are the same, bit for bit (NaN equal to NaN). */
function same(a: Readonly<Float64Array>, b: Readonly<Float64Array>, at: number, count: number): boolean {
  for (let i = at; i < at + count; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Whether two target motions are the same motion. */
export function sameMotion(a: Readonly<TargetMotion>, b: Readonly<TargetMotion>): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What the player's input changed of target `id`: the fields of `wanted` (a Target.capture) and
 * its motion that are not as `now` holds them, or null when nothing is. A motion comes with its
 * start and time.
 */
export function targetInputBetween(id: string, now: Readonly<Float64Array>, nowMotion: Readonly<TargetMotion>, wanted: Readonly<Float64Array>, wantedMotion: Readonly<TargetMotion>): TargetInput | null {
  const pair = (at: number): [number, number] => [wanted[at] as number, wanted[at + 1] as number];
  const motionChanged = !sameMotion(nowMotion, wantedMotion);
  const input: { -readonly [K in keyof TargetInput]: TargetInput[K] } = { id };
  if (!same(now, wanted, 0, 2)) input.position = pair(0);
  if (motionChanged || !same(now, wanted, 2, 2)) input.motionStart = pair(2);
  if (motionChanged || !same(now, wanted, 4, 1)) input.motionTime = wanted[4] as number;
  if (!same(now, wanted, 5, 2)) input.held = Number.isNaN(wanted[5]) ? null : pair(5);
  if (!same(now, wanted, 7, 2)) input.velocity = pair(7);
  if (motionChanged) input.motion = scenarioTargetMotion(wantedMotion);
  return Object.keys(input).length > 1 ? input : null;
}

/** Puts the player's input `input` on its target in `model`'s world (between steps); false when the world has no such target. */
export function applyTargetInput(model: SceneModel, input: TargetInput): boolean {
  const target = model.world.getTarget(input.id);
  if (!target) return false;
  const values = new Float64Array(TARGET_SIZE);
  const motion = target.capture(values);
  const set = (at: number, pair: readonly [number, number] | undefined): void => {
    if (!pair) return;
    values[at] = pair[0];
    values[at + 1] = pair[1];
  };
  set(0, input.position);
  set(2, input.motionStart);
  if (input.motionTime !== undefined) values[4] = input.motionTime;
  if (input.held !== undefined) set(5, input.held ?? [Number.NaN, Number.NaN]);
  set(7, input.velocity);
  target.applyCapture(values, input.motion ? toTargetMotion(input.motion) : motion);
  return true;
}
