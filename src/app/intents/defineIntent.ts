import { z } from 'zod';
import { controllerSchema } from '../../sim/scenario/schema';
import { recordField } from '../../sim/validation/boundedLists';
import { MAX_COORDINATE, stringField } from '../../sim/validation/fields';
import { onFirstUse } from '../../sim/validation/onFirstUse';
import type { SettingResult } from '../fields/tuningFields';
import type { ChangeNote } from '../history/changeNotes';
import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { SceneEditor } from '../parts/SceneEditor';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import type { Tuning } from '../tuning/Tuning';

/** The parts of the demo that intents change, each through its own methods (only the door calls them). */
export interface IntentParts {
  readonly plays: PlayDirector;
  readonly editor: SceneEditor;
  readonly tuning: Tuning;
  /** Scene files (parts/SceneFileExchange.ts), which play a comparison's intents again through the door: what the intents call of them. */
  readonly sceneFiles: { open(text: string): SettingResult; close(): void };
  readonly clock: DemoClock;
}

/** The field shapes intents share, built on first use (zod schemas cost time to build; the first frame needs none). */
function buildFields() {
  const coordinate = z
    .number({ error: `must be a number ≥ ${-MAX_COORDINATE} and ≤ ${MAX_COORDINATE}` })
    .min(-MAX_COORDINATE)
    .max(MAX_COORDINATE);
  const id = stringField(64);
  return {
    id,
    /** A point, m. */
    point: z.strictObject({ x: coordinate, y: coordinate }, { error: 'must be a point {"x", "y"} (m)' }),
    /** Which entities a change reaches: all (and new ones), the selected one, or one by id. */
    scope: z.union([z.literal('all'), z.literal('selected'), z.strictObject({ entity: id })], {
      error: 'must be "all", "selected" or {"entity": id}',
    }),
    /** A few settings by name; each value is checked where the change is applied. */
    changes: recordField(z.unknown(), { error: 'must be an object of settings', max: 16, key: stringField(32), items: 'settings' }),
    /** Whole controller settings, by the scenario files' rules. */
    controller: z.custom<ControllerSettings>((value) => controllerSchema().safeParse(value).success, {
      error: 'must be controller settings (a "type" and its fields, as in a scene file)',
    }),
  };
}

/** The shared field shapes (see {@link buildFields}). */
export type IntentFields = ReturnType<typeof buildFields>;

export const intentFields = onFirstUse(buildFields);

/**
 * One kind of intent, declared once: its fields' shapes (what a log written to a file may hold;
 * the intent's type follows from them), whether the history logs and replays it, how the door
 * writes it down (what it leaves to the moment: the selection, the pause), and what applying it
 * does (a call on the part that owns the state, which checks every value once).
 */
export interface IntentDefinition<K extends string, S extends z.ZodRawShape, L extends boolean = boolean> {
  readonly kind: K;
  /** Logged by the history and replayed (a change to the scene), or not (another scene starts, or it is not data). */
  readonly logged: L;
  /** Its fields besides `kind`. */
  readonly shape: (f: IntentFields) => S;
  /** The intent as the log keeps it, free of the moment (the door's `written` holds the selection and the pause); none: as given. */
  readonly writeDown?: (intent: IntentOf<K, S>, moment: IntentMoment) => IntentOf<K, S>;
  /**
   * It starts another scene or history (a play entered or left, a reset, a scene opened, the player's code): while comparing, the door asks
   * first.
   */
  readonly endsHistory?: boolean;
  /**
   * Whose entity settings it may change: `scope` (the entities of its scope; every one without a
   * scope), `entity` (the one it names, or the selected one), `none` (a drag, a path, an obstacle,
   * an entity added or removed). The door copies only those settings to name what it changed, and
   * tells the views whose changed. [default: every entity's]
   */
  readonly changesSettingsOf?: 'scope' | 'entity' | 'none';
  /**
   * What it did in words, for a comparison naming a run's changes (besides the entity settings it changed, which the door names itself);
   * none: nothing more.
   */
  readonly note?: (intent: IntentOf<K, S>) => ChangeNote | null;
  readonly apply: (parts: IntentParts, intent: IntentOf<K, S>) => SettingResult;
}

/** What the door knows of the moment an intent comes at, besides the scene. */
export interface IntentMoment {
  readonly selected: string | null;
  readonly paused: boolean;
  /** The controller type a change of controller fields for `scope` is for (Tuning.controllerTypeIn). */
  controllerTypeIn(scope: 'all' | 'selected' | { readonly entity: string }): ControllerType;
}

/** The intent of kind `K` with fields `S`. */
export type IntentOf<K extends string, S extends z.ZodRawShape> = { readonly kind: K } & (keyof S extends never
  ? unknown
  : Readonly<z.output<z.ZodObject<S>>>);

/** An intent about an entity, written down with the selected one's id when it names none (a key pressed for "the selected entity"). */
export function theSelected<I extends { readonly entity?: string }>(intent: I, moment: IntentMoment): I {
  return intent.entity === undefined && moment.selected !== null ? { ...intent, entity: moment.selected } : intent;
}

/** An intent kind's definition, its types checked (one entry of intentList.ts). */
export function defineIntent<K extends string, S extends z.ZodRawShape, L extends boolean>(
  definition: IntentDefinition<K, S, L>,
): IntentDefinition<K, S, L> {
  return definition;
}
