// Every player action in the toolbar's order: the catalog's (actionCatalog.ts) and those of the ways of playing (their entries in PLAYS),
// found by id and by key.
import { ACTIONS_AFTER_PLAYS, ACTIONS_BEFORE_PLAYS, type CatalogActionId, type GameAction } from './actionCatalog';
import { PLAYS, type PlayActionId, type PlayDefinition, type PlayKind, type ToggledKind } from './plays/playList';

export type { GameAction } from './actionCatalog';

/** Every player action, by the DOM id of its toolbar button (a contract with the browser tests). */
export type ActionId = CatalogActionId | PlayActionId;

/**
 * A way of playing's action, from its entry in PLAYS (its words, key and place): it enters the play
 * and leaves it again, telling the player what started or ended, and shows pressed while it plays;
 * or it opens the part of the page the play is entered from (the challenges' panel).
 */
function playAction(kind: PlayKind, definition: PlayDefinition<never>): GameAction<PlayActionId> | null {
  const action = definition.action;
  if (!action) return null;
  const id = action.id as PlayActionId;
  if (definition.opens) return { ...action, id, does: { part: definition.opens } };
  const toggle = definition.toggle;
  if (!toggle) return null;
  const toggled = kind as ToggledKind;
  return {
    ...action,
    id,
    // Entering or leaving a play ends a comparison on screen: the door asks first.
    when: { ...action.when, comparing: 'asks' },
    does: {
      intent: ({ demo }) => (demo.plays.isPlaying(toggled) ? { kind: 'leave', play: toggled } : { kind: 'play', play: toggled }),
      told: (demo, intent) => (intent.kind === 'leave' ? toggle.ended : toggle.started(demo)),
    },
    pressed: ({ demo }) => demo.plays.isPlaying(toggled),
  };
}

/** The actions of the ways of playing, in the order of PLAYS. */
const PLAY_ACTIONS = (Object.keys(PLAYS) as PlayKind[]).flatMap((kind) => {
  const action = playAction(kind, PLAYS[kind] as PlayDefinition<never>);
  return action ? [action] : [];
});

/**
 * The one list of actions that the toolbar, the embed's bar, the keyboard, the help and the
 * first-visit hint read, so that a button and its key never disagree: the toolbar places each by
 * its group, in this order.
 */
export const ACTIONS: readonly GameAction<ActionId>[] = [...ACTIONS_BEFORE_PLAYS, ...PLAY_ACTIONS, ...ACTIONS_AFTER_PLAYS];

const BY_ID: ReadonlyMap<string, GameAction<ActionId>> = new Map(ACTIONS.map((action) => [action.id, action]));

/** Each key (lower case) and its action: the first action of a key wins (tests/app/actionCatalog.test.ts refuses a key that two share). */
const BY_KEY: ReadonlyMap<string, GameAction<ActionId>> = (() => {
  const byKey = new Map<string, GameAction<ActionId>>();
  for (const action of ACTIONS) for (const key of action.keys) if (!byKey.has(key.toLowerCase())) byKey.set(key.toLowerCase(), action);
  return byKey;
})();

/** The action of id `id`. */
export function actionById(id: ActionId): GameAction<ActionId> {
  const action = BY_ID.get(id);
  if (!action) throw new Error(`the action catalogue lacks ${id}`);
  return action;
}

/** The action a key triggers (`KeyboardEvent.key`, any case), or undefined. */
export function actionForKey(key: string): GameAction<ActionId> | undefined {
  return BY_KEY.get(key.toLowerCase());
}
