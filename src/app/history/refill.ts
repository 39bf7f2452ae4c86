import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import { TRAIL_EVERY_STEPS } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import { frameNumbers, POSE_SIZE, SCOPE_SIZE, type HistoryFrame } from './HistoryFrame';

/**
 * The scope's latest sample as a frame keeps it (time, heading error, command, angular velocity, P, I, D), if the step that left `model` at
 * its time recorded one; else null.
 */
export function scopeSampleOf(scope: ScopeRecorder, model: SceneModel): Float64Array | null {
  const i = scope.count - 1;
  if (i < 0 || scope.time(i) !== model.time) return null;
  const sample = frameNumbers(SCOPE_SIZE);
  sample[0] = scope.time(i);
  sample[1] = scope.value('headingErrorDeg', i);
  sample[2] = scope.value('commandedAngularAcceleration', i);
  sample[3] = scope.value('angularVelocity', i);
  sample[4] = scope.value('proportional', i);
  sample[5] = scope.value('integral', i);
  sample[6] = scope.value('derivative', i);
  return sample;
}

/** Puts `model`'s trails and `scope` back as they were at step `shown`, from `frames` (a shown moment of the history). */
export function refillFromFrames(frames: readonly HistoryFrame[], model: SceneModel, scope: ScopeRecorder, shown: number): void {
  const trails = new Map(model.records.map((record) => [record.entity.id, record.trail]));
  for (const trail of trails.values()) trail.clear();
  scope.clear();
  const scopeFrom = shown - scope.capacity;
  // Only the steps a trail or the scope still holds at `shown` (a trail keeps its last points: Trail's capacity).
  const trailSteps = Math.max(0, ...[...trails.values()].map((trail) => trail.capacity * TRAIL_EVERY_STEPS));
  const first = frames[0]?.step ?? 0;
  const from = Math.max(0, Math.min(scopeFrom, shown - trailSteps) - first);
  for (let k = from; k < frames.length; k++) {
    const frame = frames[k] as HistoryFrame;
    if (frame.step >= shown || !frame.poses) continue;
    if ((frame.step + 1) % TRAIL_EVERY_STEPS === 0) {
      frame.ids.forEach((id, i) =>
        trails.get(id)?.push(frame.poses?.[i * POSE_SIZE] as number, frame.poses?.[i * POSE_SIZE + 1] as number),
      );
    }
    const s = frame.scope;
    if (s && s.length === SCOPE_SIZE && frame.step >= scopeFrom) {
      const terms = Number.isNaN(s[4]) ? null : { proportional: s[4] as number, integral: s[5] as number, derivative: s[6] as number };
      scope.record(s[0] as number, s[1] as number, s[2] as number, s[3] as number, terms);
    }
  }
}
