import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { SceneHistory } from '../history/SceneHistory';
import { applyIntent } from './applyIntent';
import { settingNotes, settingsTexts, type ChangeNote } from '../history/changeNotes';
import { intentDefinition, isSceneIntent, type Intent, type SceneIntent } from './Intent';
import type { IntentMoment, IntentParts } from './defineIntent';
import { TUNING_INTENTS } from './tuningIntents';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/** The kinds that change entity settings alone: their notes say everything they changed (none: nothing changed). */
const SETTINGS_KINDS: ReadonlySet<string> = new Set(TUNING_INTENTS.map((definition) => definition.kind));

/**
 * An intent applied to the scene: by the player through the door, or again by the timeline (`replayed`), before step `step`; `serial`
 * counts them.
 */
export interface AppliedIntent {
  readonly serial: number;
  readonly step: number;
  readonly intent: Intent;
  readonly replayed: boolean;
}

/** Applied intents kept for their readers at most (older ones are dropped: a reader that fell further behind reads everything again). */
const MAX_APPLIED = 256;

/**
 * The one door every change to the scene comes through (`demo.apply`): the intent is written down
 * as it will be replayed (what "the selected entity" meant, whether time was paused, which
 * controller the panel showed), applied by the part that owns the state (applyIntent.ts), handed to
 * the history's log when it is a scene intent (with what it changed in words: changeNotes.ts), and listed for the page to read after the
 * frame
 * ({@link appliedSince}), as Box2D v3 hands out its events after a step: each reader keeps its own
 * place in the list. A refusal changes nothing and is not written down.
 */
export class IntentDoor {
  private readonly applied: AppliedIntent[] = [];
  private serial = 0;
  /** The intent that would end the comparison on screen and was refused once (its kind and play), or null. */
  private endingAsked: string | null = null;

  constructor(
    private readonly parts: IntentParts,
    private readonly history: SceneHistory,
    /** Where it says what each intent applied changed (its kind, whose settings), for the views to show. [default: no one] */
    private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER,
  ) {}

  /** Applies `intent` between two steps; the answer names a refused field and what it may be. */
  apply(intent: Intent): SettingResult {
    const asked = this.askFirst(intent);
    if (asked) return asked;
    const written = this.writeDown(intent);
    if (written === null) return OK;
    const model = this.parts.plays.model;
    const step = model.world.steps;
    const scene = isSceneIntent(written);
    const whose = settingsReachedBy(written);
    // Only the settings it may change are copied (none for a drag, every frame it lasts), to name what it changed.
    const settingsBefore =
      scene && whose !== null
        ? settingsTexts(whose === 'all' ? model.world.entities : model.world.entities.filter((entity) => entity.id === whose))
        : null;
    const entities = model.records.length;
    const result = applyIntent(this.parts, written);
    if (!result.ok) return result;
    if (scene) {
      // Behind the present, a change that changes nothing or makes a run on the card again is refused (the moment put back).
      const noted = this.history.note(written, this.notesOf(written, settingsBefore), SETTINGS_KINDS.has(written.kind));
      if (!noted.ok) return noted;
    }
    this.list(step, written, false);
    this.changes.applied(written.kind, whose);
    if (this.parts.plays.model.records.length !== entities) this.changes.publish('entities');
    return result;
  }

  /**
   * While comparing, an intent that ends the history (another play, a reset, a scene opened, the
   * player's code: its kind's `endsHistory`) is refused once with a word of what it would end; the
   * same one again goes through. Null when it may go through.
   */
  private askFirst(intent: Intent): SettingResult | null {
    const compared = this.history.comparing ? this.history.compared : null;
    if (!compared || intentDefinition(intent.kind)?.endsHistory !== true) {
      this.endingAsked = null;
      return null;
    }
    const key = 'play' in intent ? `${intent.kind}:${String(intent.play)}` : intent.kind;
    if (this.endingAsked === key) {
      this.endingAsked = null;
      return null;
    }
    this.endingAsked = key;
    const message =
      `This would end the comparison of ${compared.list.length} runs on screen (the timeline starts again). Share keeps it as a ` +
      `link or a file; do the same again to go on.`;
    this.history.tell(message);
    this.changes.publish('history');
    return refused('comparison', message);
  }

  /** Applies an intent of the history's log again (the timeline replaying it): not written down again, listed for the page. */
  replay(intent: Intent): SettingResult {
    const model = this.parts.plays.model;
    const step = model.world.steps;
    const entities = model.records.length;
    const result = applyIntent(this.parts, intent);
    if (result.ok) {
      this.list(step, intent, true);
      this.changes.applied(intent.kind, settingsReachedBy(intent));
      if (this.parts.plays.model.records.length !== entities) this.changes.publish('entities');
    }
    return result;
  }

  /** How many intents were applied so far: a reader's place to read on from ({@link appliedSince}). */
  get appliedSerial(): number {
    return this.serial;
  }

  /** The intents applied after a reader's place `serial`, oldest first (at most the last {@link MAX_APPLIED}). */
  appliedSince(serial: number): readonly AppliedIntent[] {
    const list = this.applied;
    if (list.length === 0 || (list[list.length - 1] as AppliedIntent).serial <= serial) return [];
    const first = list.findIndex((entry) => entry.serial > serial);
    return list.slice(first);
  }

  private list(step: number, intent: Intent, replayed: boolean): void {
    if (this.applied.length >= MAX_APPLIED) this.applied.shift();
    this.applied.push({ serial: ++this.serial, step, intent, replayed });
  }

  /** What `intent` changed, in words: the entity settings that differ from `before`, and its kind's own note. */
  private notesOf(intent: SceneIntent, before: ReadonlyMap<string, string> | null): ChangeNote[] {
    // The settings it changed (when it may change some: they were copied before), then what the kind itself says it did (a drag: "moved").
    const notes = before ? settingNotes(before, this.parts.plays.model.world.entities) : [];
    const note = (intentDefinition(intent.kind)?.note as ((intent: SceneIntent) => ChangeNote | null) | undefined)?.(intent);
    return note ? [...notes, note] : notes;
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
    return writeDown
      ? writeDown(written, { selected, paused: clock.paused, controllerTypeIn: (scope) => tuning.controllerTypeIn(scope) })
      : written;
  }
}

/**
 * Whose entity settings `intent` (written down: "the selected entity" is its id) may change, as its
 * kind declares (IntentDefinition.changesSettingsOf): an entity's id, `all`, or null for none.
 */
function settingsReachedBy(intent: Intent): string | 'all' | null {
  const reach = intentDefinition(intent.kind)?.changesSettingsOf;
  if (reach === 'none') return null;
  if (reach === 'scope') return 'scope' in intent && typeof intent.scope === 'object' ? intent.scope.entity : 'all';
  if (reach === 'entity') return 'entity' in intent && typeof intent.entity === 'string' ? intent.entity : 'all';
  return 'all';
}
