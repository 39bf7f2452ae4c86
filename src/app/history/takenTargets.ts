import type { SceneIntent } from '../intents/Intent';
import type { SceneModel } from '../model/SceneModel';

/**
 * The targets `intent` takes hold of in `model` (just after it was applied): the one moved, held or
 * let go, and those set another motion. In a what-if run they no longer move as the ghost's recording does.
 */
export function takenBy(intent: SceneIntent, model: SceneModel): string[] {
  switch (intent.kind) {
    case 'moveTarget':
    case 'dragTarget':
    case 'releaseTarget':
      return [intent.target];
    case 'setTargetMotion':
      return model.targetsOf(model.recordsIn(intent.scope)).map((handle) => handle.id);
    default:
      return [];
  }
}
