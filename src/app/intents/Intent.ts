import type { IntentDefinition, IntentOf } from './defineIntent';
import { EDITING_INTENTS } from './editingIntents';
import { SESSION_INTENTS } from './sessionIntents';
import { TUNING_INTENTS } from './tuningIntents';

/**
 * Every kind of intent, each declared once in its feature's list: a change to the scene as plain
 * data, what every input of the game (the bar, the keys, the panel, the pointer, the tour, links
 * and files) asks for, applied through one door (`demo.apply`, IntentDoor.ts) between two fixed
 * steps and kept by the history in its log with the step it was applied before.
 */
export const INTENT_LIST = [...TUNING_INTENTS, ...EDITING_INTENTS, ...SESSION_INTENTS] as const;

type Definition = (typeof INTENT_LIST)[number];

/** The intent a definition declares. */
type IntentOfDefinition<D> = D extends IntentDefinition<infer K, infer S, boolean> ? IntentOf<K, S> : never;

/** Every change to the scene: what `demo.apply` takes. */
export type Intent = IntentOfDefinition<Definition>;

/** The kinds the history logs and replays: changes to the scene that plays. */
export type SceneIntent = IntentOfDefinition<Extract<Definition, { readonly logged: true }>>;

const BY_KIND: ReadonlyMap<string, IntentDefinition<string, never>> = new Map(
  INTENT_LIST.map((definition) => [definition.kind, definition as unknown as IntentDefinition<string, never>]),
);

/** The definition of `kind`, or undefined for a kind the game has not. */
export function intentDefinition(kind: string): IntentDefinition<string, never> | undefined {
  return BY_KIND.get(kind);
}

/** The kinds of {@link SceneIntent}, in the lists' order. */
export const SCENE_INTENT_KINDS: readonly SceneIntent['kind'][] = INTENT_LIST.filter((definition) => definition.logged).map(
  (definition) => definition.kind as SceneIntent['kind'],
);

/** Whether `intent` changes the scene in a way the history logs and replays. */
export function isSceneIntent(intent: Intent): intent is SceneIntent {
  return BY_KIND.get(intent.kind)?.logged === true;
}
