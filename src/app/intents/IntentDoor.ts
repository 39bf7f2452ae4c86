import { OK, type SettingResult } from '../fields/tuningFields';
import type { SceneHistory } from '../history/SceneHistory';
import { applyIntent, type IntentParts } from './applyIntent';
import { intentDefinition, isSceneIntent, type Intent } from './Intent';
import type { IntentMoment } from './defineIntent';

/** An intent the door applied, and the step it was applied before. */
export interface AppliedIntent {
  readonly step: number;
  readonly intent: Intent;
}

/** Applied intents kept for the readers of {@link IntentDoor.takeApplied} at most (older ones are dropped). */
const MAX_APPLIED = 256;

/**
 * The one door every change to the scene comes through (`demo.apply`): the intent is written down
 * as it will be replayed (what "the selected entity" meant, whether time was paused, which
 * controller the panel showed), applied by the part that owns the state (applyIntent.ts), handed to
 * the history's log when it is a scene intent, and listed for the page to read after the frame
 * ({@link takeApplied}), as Box2D v3 hands out its events after a step. A refusal changes nothing
 * and is not written down.
 */
export class IntentDoor {
  private readonly applied: AppliedIntent[] = [];

  constructor(
    private readonly parts: IntentParts,
    private readonly history: SceneHistory,
  ) {}

  /** Applies `intent` between two steps; the answer names a refused field and what it may be. */
  apply(intent: Intent): SettingResult {
    const written = this.writeDown(intent);
    if (written === null) return OK;
    const step = this.parts.plays.model.world.steps;
    const result = applyIntent(this.parts, written);
    if (!result.ok) return result;
    if (isSceneIntent(written)) this.history.note(written);
    if (this.applied.length >= MAX_APPLIED) this.applied.shift();
    this.applied.push({ step, intent: written });
    return result;
  }

  /** The intents applied since the last call, oldest first (at most {@link MAX_APPLIED}); the list is emptied. */
  takeApplied(): AppliedIntent[] {
    return this.applied.splice(0);
  }

  /**
   * `intent` as the log keeps it: free of what lies outside the scene (the selection, the pause,
   * the panel's shown controller: its kind's `writeDown`), so that a replay on another selection
   * does the same. Null for a change that reaches nothing (the selected entity's, with none selected).
   */
  private writeDown(intent: Intent): Intent | null {
    const { tuning, clock, plays } = this.parts;
    const selected = plays.model.selectedId;
    let written = intent;
    if ('scope' in written && written.scope === 'selected') {
      if (selected === null) return null;
      written = { ...written, scope: { entity: selected } } as Intent;
    }
    const writeDown = intentDefinition(written.kind)?.writeDown as ((intent: Intent, moment: IntentMoment) => Intent) | undefined;
    return writeDown ? writeDown(written, { selected, paused: clock.paused, controllerTypeIn: (scope) => tuning.controllerTypeIn(scope) }) : written;
  }
}
