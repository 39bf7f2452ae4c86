import type { ChallengeController } from '../../sim/challenges/ChallengeRun';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../../sim/challenges/challengeLevels';
import type { Scenario } from '../../sim/scenario/schema';
import type { DemoMode } from '../model/SceneModel';
import type { ActionSpec, PagePart } from '../presentation/actionSpec';
import { raceLineUp } from '../setup/raceSetup';
import { refused, type SettingResult } from '../fields/tuningFields';
import { countInWords } from '../presentation/countWords';
import { Challenge } from './Challenge';
import type { CrowdPlacement } from '../../sim/crowdLayout';
import { Crowd } from './Crowd';
import { recordKind, type Play, type PlayContext } from './Play';
import { Hunt } from './Hunt';
import { Intercept } from './Intercept';
import { Playground } from './Playground';
import { Race } from './Race';

/**
 * One way of playing, as its entry in {@link PLAYS} declares it: how it is named, reached and
 * created from the scene that plays now. Its kind is its key in {@link PLAYS}; what entering it
 * needs besides the current scene is the type of `create`'s third parameter (none: nothing).
 */
export interface PlayDefinition<Args> {
  /** Its name for the player ("Hunt"). */
  readonly label: string;
  /**
   * The action (button, key, help line) that enters and leaves it, or null; the list of actions
   * (src/app/actionCatalog.ts) takes it from here. Its key must be one no other action uses.
   */
  readonly action: ActionSpec | null;
  /** Whether entering it while it plays (itself or under another) does nothing, rather than enter it again. [default: false] */
  readonly once?: boolean;
  /** Whether entering it starts the clock and the warnings afresh (a scene of its own, not one taken over). [default: false] */
  readonly renewsClock?: boolean;
  /** Whether entering it keeps the frame's unstepped time (the Hunt carries on the scene's time). [default: false] */
  readonly keepsFrame?: boolean;
  /**
   * How leaving it goes: `top` leaves it only when it is the scene playing; `through` leaves every
   * scene down to and including it. Null: it is not left, but replaced (a fresh playground).
   */
  readonly leave: 'top' | 'through' | null;
  /**
   * The scene, not yet set up, made from the scene that plays now (`current`: null only for the
   * first playground, when nothing plays yet), or a refusal that changes nothing.
   */
  create(context: PlayContext, current: Play | null, args: Args): Play | Refusal;
  /** How its action switches it on and off (a scene entered with no arguments). [default: none] */
  readonly toggle?: PlayToggle;
  /**
   * What its action opens instead, when it has no toggle: a part of the page it is entered from (the challenges' panel). [default: none]
   */
  readonly opens?: PagePart;
}

/** What a toggle's message may read of the scene that just started (a Demo's parts are). */
export interface StartedPlay {
  readonly editor: { readonly entities: { readonly mode: DemoMode } };
  readonly view: { readonly records: readonly unknown[] };
}

/** A way of playing that its action (button and key) switches on and off. */
export interface PlayToggle {
  /** What the player is told when it starts, from the scene just entered. */
  started(scene: StartedPlay): string;
  /** What the player is told when it ends, or null. */
  readonly ended: string | null;
}

/**
 * What entering a challenge level needs: a level by name, who steers (a built-in's settings or a controller object), named `label` on the
 * card.
 */
export interface ChallengeArgs {
  readonly levelName: string;
  readonly controller: ChallengeController;
  readonly label?: string;
}

/**
 * Every way of playing, by kind: the only list of them (the architecture test checks that no other
 * file creates one). Its order is the toolbar's and the help's.
 */
export const PLAYS = definePlays({
  playground: {
    label: 'Playground',
    action: null,
    renewsClock: true,
    leave: null,
    create: (context, _current, { scenario }: { readonly scenario: Scenario | null }) => new Playground(context, scenario),
  },
  race: {
    label: 'Race',
    action: {
      id: 'race-toggle',
      label: 'Race',
      description: 'Race mode: one copy of the selected entity per controller on the same course, colour-coded. Again to restore the scene',
      keys: ['k'],
      keyHint: 'K',
      group: 'views',
    },
    once: true,
    leave: 'through',
    create: (context, current) => {
      const base = current?.model.shownRecord();
      if (!current || !base) return failed('race', 'add an entity first: the race copies the selected one.');
      return new Race(
        context,
        current,
        raceLineUp(context.raceControllers).map((type) => ({ type, controller: context.racerController(type, base) })),
      );
    },
    toggle: {
      started: ({
        editor: {
          entities: { mode },
        },
        view: { records },
      }) => {
        const course = mode === 'path' ? 'follow the same path' : mode === 'seek' ? 'chase the same target' : 'turn toward the same target';
        return `Race: ${records.length} copies, one per controller, ${course}. K again restores the scene.`;
      },
      ended: 'Race over: the scene is back as it was.',
    },
  },
  hunt: {
    label: 'Hunt',
    action: {
      id: 'hunt-toggle',
      label: 'Hunt',
      description: 'Hunt: every target moves, missiles chase them, hit, explode and respawn, unattended',
      keys: ['h'],
      keyHint: 'H',
      group: 'views',
    },
    once: true,
    keepsFrame: true,
    // Through: its button ends it also under Intercept started over it (it did nothing there, said nothing, and stayed pressed).
    leave: 'through',
    create: (context, current) => (current ? new Hunt(context, current) : failed('hunt', 'the Hunt takes over a scene: none plays.')),
    toggle: {
      started: () => 'Hunt: every target moves; missiles chase, hit, explode and respawn. Watch the hit counter in the status box.',
      ended: null,
    },
  },
  intercept: {
    label: 'Intercept',
    action: {
      id: 'intercept-toggle',
      label: 'Intercept',
      description:
        'Intercept: copies of the missile aiming by pursuit, lead and proportional navigation chase one crossing target; the hit ' +
        'counts say which guidance law intercepts best',
      keys: ['i'],
      keyHint: 'I',
      group: 'views',
    },
    once: true,
    leave: 'through',
    create: (context, current) =>
      current ? new Intercept(context, current) : failed('intercept', 'Intercept returns to the scene it replaced: none plays.'),
    toggle: {
      started: () =>
        'Intercept: three copies of the missile, aiming by pursuit, lead and proportional navigation, chase one crossing target. ' +
        'Watch the hit counter. I again ends it.',
      ended: 'Intercept over: the scene is back as it was.',
    },
  },
  crowd: {
    label: 'Crowd',
    action: null,
    renewsClock: true,
    leave: null,
    create: (context, _current, { placements }: { readonly placements: readonly CrowdPlacement[] }) => new Crowd(context, placements),
  },
  challenge: {
    label: 'Challenge',
    action: {
      id: 'challenges-toggle',
      label: 'Challenges',
      description:
        `Challenges: ${countInWords(CHALLENGE_LEVELS.length)} levels with a measured goal; write your own controller in the editor ` +
        `and run it on them, against the built-in ones`,
      keys: ['l'],
      keyHint: 'L',
      group: 'views',
    },
    // Its action opens the levels' panel: a level is entered from there (it has no toggle).
    opens: 'challenges',
    leave: 'top',
    create: (context, current, { levelName, controller, label }: ChallengeArgs) => {
      const level = findChallengeLevel(levelName);
      if (!level)
        return failed(
          'level',
          `no challenge level is named ${JSON.stringify(levelName)}; the levels are ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}.`,
        );
      // A level replaces a level being played, and returns to the scene that one replaced.
      const previous = current?.challenge ? current.previous : current;
      if (!previous) return failed('level', 'a level returns to the scene it replaced: none plays.');
      return new Challenge(context, previous, level, controller, label);
    },
  },
});

/** {@link PLAYS} as written, checked entry by entry (its literal action ids kept for {@link PlayActionId}). */
function definePlays<const T extends { readonly [kind: string]: PlayDefinition<never> }>(plays: T): T {
  return plays;
}

/** The ways of playing, by kind: every key of {@link PLAYS}. */
export type PlayKind = keyof typeof PLAYS;

/** What a definition's `create` takes besides the context and the current scene (nothing: `undefined`). */
type ArgsOf<D> = D extends { create(context: PlayContext, current: Play | null, args: infer A): unknown }
  ? unknown extends A
    ? undefined
    : A
  : never;

/** What entering each way of playing needs besides the current scene (nothing: `undefined`). */
export type PlayArgs = { [K in PlayKind]: ArgsOf<(typeof PLAYS)[K]> };

/** The ways of playing one enters from another (the playground is where the game opens and what a reset gives). */
export type PlayableKind = Exclude<PlayKind, 'playground'>;

/** The id of the action of each way of playing that has one (src/app/actionCatalog.ts lists them with the others). */
export type PlayActionId = {
  [K in PlayKind]: (typeof PLAYS)[K]['action'] extends infer A ? (A extends { readonly id: infer Id } ? Id : never) : never;
}[PlayKind];

/** The kinds, in the list's order. */
const PLAY_KINDS = Object.keys(PLAYS) as PlayKind[];

/** The ways of playing one enters from another, in the list's order. */
export const PLAYABLE_KINDS = PLAY_KINDS.filter((kind): kind is PlayableKind => kind !== 'playground');

/**
 * Creates the way of playing `kind` (not yet set up) from the scene that plays now, as its
 * definition says, and records its kind (`kindOf` in Play.ts); or a refusal that changes nothing.
 */
export function createPlay<K extends PlayKind>(kind: K, context: PlayContext, current: Play | null, args: PlayArgs[K]): Play | Refusal {
  const created = playDefinition(kind).create(context, current, args);
  return 'ok' in created ? created : recordKind(created, kind);
}

/** The kinds entered with no arguments: those an action may switch on and off. */
export type ToggledKind = { [K in PlayableKind]: PlayArgs[K] extends undefined ? K : never }[PlayableKind];

/** The ways of playing that an action switches on and off, in the list's order (the toolbar's). */
export const TOGGLED_PLAYS = Object.freeze(
  PLAY_KINDS.flatMap((kind) => {
    const { label, action, toggle } = PLAYS[kind] as PlayDefinition<unknown>;
    return action && toggle ? [{ kind: kind as ToggledKind, label, action: action as ActionSpec<PlayActionId>, toggle } as const] : [];
  }),
);

/** A way of playing that an action switches on and off. */
export type ToggledPlay = (typeof TOGGLED_PLAYS)[number];

/** The definition of the way of playing `kind` (typed by its kind). */
export function playDefinition<K extends PlayKind>(kind: K): PlayDefinition<PlayArgs[K]> {
  return PLAYS[kind] as PlayDefinition<PlayArgs[K]>;
}

/** A refusal to enter a scene (nothing changed). */
export type Refusal = Extract<SettingResult, { ok: false }>;

/** A refusal, typed as one. */
function failed(field: string, message: string): Refusal {
  return refused(field, message) as Refusal;
}
