import type { ChallengeController } from '../../sim/challenges/ChallengeRun';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../../sim/challenges/challengeLevels';
import type { Scenario } from '../../sim/scenario/schema';
import type { DemoMode } from '../model/SceneModel';
import type { ActionId } from '../actionCatalog';
import { raceLineUp } from '../setup/raceSetup';
import { refused, type SettingResult } from '../fields/tuningFields';
import { Challenge } from './Challenge';
import type { CrowdPlacement } from '../../sim/crowdLayout';
import { Crowd } from './Crowd';
import type { Play, PlayContext } from './Play';
import { Hunt } from './Hunt';
import { Intercept } from './Intercept';
import { Playground } from './Playground';
import { Race } from './Race';

/** What entering each way of playing needs besides the current scene (nothing: `undefined`). */
export interface PlayArgs {
  /** A scene file to open, or null for the default opening. */
  playground: { readonly scenario: Scenario | null };
  hunt: undefined;
  race: undefined;
  intercept: undefined;
  crowd: { readonly placements: readonly CrowdPlacement[] };
  /** A level by name, who steers (a built-in's settings or a controller object), named `label` on the card. */
  challenge: { readonly levelName: string; readonly controller: ChallengeController; readonly label?: string };
}

/** The ways of playing, by kind: every key of {@link PlayArgs} (one line there per way of playing). */
export type PlayKind = keyof PlayArgs;

/** The ways of playing one enters from another (the playground is where the game opens and what a reset gives). */
export type PlayableKind = Exclude<PlayKind, 'playground'>;

/** One way of playing: how it is named, reached and created from the scene that plays now. */
export interface PlayDescriptor<K extends PlayKind = PlayKind> {
  readonly kind: K;
  /** Its name for the player ("Hunt"). */
  readonly label: string;
  /** The action (src/app/actionCatalog.ts, which holds its key) that enters and leaves it, or null. */
  readonly action: ActionId | null;
  /** Whether entering it while it plays (itself or under another) does nothing, rather than enter it again. */
  readonly once: boolean;
  /** Whether entering it starts the clock and the warnings afresh (a scene of its own, not one taken over). */
  readonly renewsClock: boolean;
  /** Whether entering it keeps the frame's unstepped time (the Hunt carries on the scene's time). */
  readonly keepsFrame: boolean;
  /**
   * How leaving it goes: `top` leaves it only when it is the scene playing; `through` leaves every
   * scene down to and including it. Null: it is not left, but replaced (a fresh playground).
   */
  readonly leave: 'top' | 'through' | null;
  /**
   * The scene, not yet set up, made from the scene that plays now (`current`: null only for the
   * first playground, when nothing plays yet), or a refusal that changes nothing.
   */
  create(context: PlayContext, current: Play | null, args: PlayArgs[K]): Play | Refusal;
  /** How its action switches it on and off (a scene entered with no arguments), or null. */
  readonly toggle: PlayToggle | null;
}

/** What a toggle's message may read of the scene that just started (a Demo's parts are). */
export interface StartedPlay {
  readonly editor: { readonly mode: DemoMode };
  readonly view: { readonly records: readonly unknown[] };
}

/** A way of playing that its action (button and key) switches on and off. */
export interface PlayToggle {
  /** What the player is told when it starts, from the scene just entered. */
  started(scene: StartedPlay): string;
  /** What the player is told when it ends, or null. */
  readonly ended: string | null;
}

/** Every way of playing: the only list of them (the architecture test checks that no other file creates one). */
export const PLAYS: { readonly [K in PlayKind]: PlayDescriptor<K> } = {
  playground: {
    kind: 'playground',
    label: 'Playground',
    action: null,
    once: false,
    renewsClock: true,
    keepsFrame: false,
    leave: null,
    create: (context, _current, { scenario }) => new Playground(context, scenario),
    toggle: null,
  },
  race: {
    kind: 'race',
    label: 'Race',
    action: 'race-toggle',
    once: true,
    renewsClock: false,
    keepsFrame: false,
    leave: 'through',
    create: (context, current) => {
      const base = current?.model.shownRecord();
      if (!current || !base) return failed('race', 'add an entity first: the race copies the selected one.');
      return new Race(context, current, raceLineUp(context.raceControllers).map((type) => ({ type, controller: context.racerController(type, base) })));
    },
    toggle: {
      started: ({ editor: { mode }, view: { records } }) => {
        const course = mode === 'path' ? 'follow the same path' : mode === 'seek' ? 'chase the same target' : 'turn toward the same target';
        return `Race: ${records.length} copies, one per controller, ${course}. K again restores the scene.`;
      },
      ended: 'Race over: the scene is back as it was.',
    },
  },
  hunt: {
    kind: 'hunt',
    label: 'Hunt',
    action: 'hunt-toggle',
    once: true,
    renewsClock: false,
    keepsFrame: true,
    leave: 'top',
    create: (context, current) => (current ? new Hunt(context, current) : failed('hunt', 'the Hunt takes over a scene: none plays.')),
    toggle: { started: () => 'Hunt: every target moves; missiles chase, hit, explode and respawn. Watch the hit counter in the status box.', ended: null },
  },
  intercept: {
    kind: 'intercept',
    label: 'Intercept',
    action: 'intercept-toggle',
    once: true,
    renewsClock: false,
    keepsFrame: false,
    leave: 'through',
    create: (context, current) => (current ? new Intercept(context, current) : failed('intercept', 'Intercept returns to the scene it replaced: none plays.')),
    toggle: {
      started: () => 'Intercept: three copies of the missile, aiming by pursuit, lead and proportional navigation, chase one crossing target. Watch the hit counter. I again ends it.',
      ended: 'Intercept over: the scene is back as it was.',
    },
  },
  crowd: {
    kind: 'crowd',
    label: 'Crowd',
    action: null,
    once: false,
    renewsClock: true,
    keepsFrame: false,
    leave: null,
    create: (context, _current, { placements }) => new Crowd(context, placements),
    toggle: null,
  },
  challenge: {
    kind: 'challenge',
    label: 'Challenge',
    action: 'challenges-toggle',
    once: false,
    renewsClock: false,
    keepsFrame: false,
    leave: 'top',
    create: (context, current, { levelName, controller, label }) => {
      const level = findChallengeLevel(levelName);
      if (!level) return failed('level', `no challenge level is named ${JSON.stringify(levelName)}; the levels are ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}.`);
      // A level replaces a level being played, and returns to the scene that one replaced.
      const previous = current instanceof Challenge ? current.previous : current;
      if (!previous) return failed('level', 'a level returns to the scene it replaced: none plays.');
      return new Challenge(context, previous, level, controller, label);
    },
    // Its action opens the levels' panel: a level is entered from there.
    toggle: null,
  },
};

/** The kinds entered with no arguments: those an action may switch on and off. */
export type ToggledKind = { [K in PlayableKind]: PlayArgs[K] extends undefined ? K : never }[PlayableKind];

/** The ways of playing that an action switches on and off, in the list's order (the toolbar's). */
export const TOGGLED_PLAYS: readonly (PlayDescriptor<ToggledKind> & { readonly action: ActionId; readonly toggle: PlayToggle })[] = Object.values(PLAYS).filter(
  (descriptor): descriptor is PlayDescriptor<ToggledKind> & { action: ActionId; toggle: PlayToggle } => descriptor.action !== null && descriptor.toggle !== null,
);

/** The way of playing that action `id` switches on and off, or null. */
export function playToggledBy(id: ActionId): (typeof TOGGLED_PLAYS)[number] | null {
  return TOGGLED_PLAYS.find((descriptor) => descriptor.action === id) ?? null;
}

/** A scene kind's descriptor (typed by its kind). */
export function playDescriptor<K extends PlayKind>(kind: K): PlayDescriptor<K> {
  return PLAYS[kind];
}

/** A refusal to enter a scene (nothing changed). */
export type Refusal = Extract<SettingResult, { ok: false }>;

/** A refusal, typed as one. */
function failed(field: string, message: string): Refusal {
  return refused(field, message) as Refusal;
}
