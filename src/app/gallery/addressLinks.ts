import { CHALLENGE_LEVELS, findChallengeLevel } from '../../sim/challenges/challengeLevels';
import { TOGGLED_PLAYS, type ToggledKind } from '../plays/playList';
import { TOUR_STEPS } from '../tour/tourList';
import { describeInput } from '../fields/tuningFields';
import { exampleScenes, findExampleScene, type ExampleScene } from './exampleScenes';

/** `?scene=NAME`: opens the example scenario scenarios/NAME.json. */
export const SCENE_PARAM = 'scene';
/** `?tour=STEP`: starts the guided tour at step STEP, counted from 1. */
export const TOUR_PARAM = 'tour';
/** `?level=NAME`: plays the challenge level NAME. */
export const LEVEL_PARAM = 'level';
/** `?gallery` (or `?gallery=1`): opens the gallery over the game. */
export const GALLERY_PARAM = 'gallery';
/** `?play=KIND`: plays a way of playing that an action switches on (the Race, the Hunt, Intercept: src/app/plays/playList.ts). */
export const PLAY_PARAM = 'play';

/**
 * The parameters that open something of their own over the link's scene: a share link (`?z=`)
 * holds the scene on screen, so Share drops these from the address it gives.
 */
export const OPENING_PARAMS: readonly string[] = [SCENE_PARAM, TOUR_PARAM, LEVEL_PARAM, PLAY_PARAM, GALLERY_PARAM];

/** What an address opens: an example scene, a tour step (0-based) or a challenge level. */
export type AddressOpening =
  | { readonly kind: 'scene'; readonly scene: ExampleScene }
  | { readonly kind: 'tour'; readonly index: number }
  | { readonly kind: 'level'; readonly name: string }
  | { readonly kind: 'play'; readonly play: ToggledKind };

/** The link of each card: `?scene=NAME`, `?tour=STEP` (1-based), `?level=NAME`, `?play=KIND`. */
export function openingHref(opening: AddressOpening): string {
  if (opening.kind === 'scene') return `?${SCENE_PARAM}=${encodeURIComponent(opening.scene.name)}`;
  if (opening.kind === 'tour') return `?${TOUR_PARAM}=${opening.index + 1}`;
  if (opening.kind === 'play') return `?${PLAY_PARAM}=${opening.play}`;
  return `?${LEVEL_PARAM}=${encodeURIComponent(opening.name)}`;
}

/**
 * Reads `?scene=`, `?tour=`, `?level=`, `?play=` and `?gallery` from a query string (`location.search`).
 * A value that names nothing is refused with a message naming the parameter and what it may be,
 * and the game starts as without it; so is a second opening (only the first of scene, tour, level,
 * play in that order opens). Never throws.
 */
export function readAddressLinks(search: string) {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  const refuse = (param: string, allowed: string, value: string) =>
    notices.push(`URL parameter "${param}" was refused: must be ${allowed}; got ${describeInput(value)}. The game starts without it.`);
  const openings: AddressOpening[] = [];

  const sceneName = params.get(SCENE_PARAM);
  if (sceneName !== null) {
    const scene = findExampleScene(sceneName);
    if (scene) openings.push({ kind: 'scene', scene });
    else
      refuse(
        SCENE_PARAM,
        `one of ${exampleScenes()
          .map((s) => s.name)
          .join(', ')}`,
        sceneName,
      );
  }
  const step = params.get(TOUR_PARAM);
  if (step !== null) {
    const index = /^[0-9]{1,3}$/.test(step.trim()) ? Number(step.trim()) - 1 : -1;
    if (index >= 0 && index < TOUR_STEPS.length) openings.push({ kind: 'tour', index });
    else refuse(TOUR_PARAM, `a step number from 1 to ${TOUR_STEPS.length}`, step);
  }
  const levelName = params.get(LEVEL_PARAM);
  if (levelName !== null) {
    if (findChallengeLevel(levelName)) openings.push({ kind: 'level', name: levelName });
    else refuse(LEVEL_PARAM, `one of ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}`, levelName);
  }
  const play = params.get(PLAY_PARAM);
  if (play !== null) {
    const toggled = TOGGLED_PLAYS.find((scene) => scene.kind === play);
    if (toggled) openings.push({ kind: 'play', play: toggled.kind });
    else refuse(PLAY_PARAM, `one of ${TOGGLED_PLAYS.map((scene) => scene.kind).join(', ')}`, play);
  }
  const [opening, ...extra] = openings;
  for (const other of extra) {
    notices.push(
      `URL parameter "${other.kind}" was not used: an address opens one of scene, tour, level or play, and "${opening?.kind}" came first.`,
    );
  }

  const galleryValue = params.get(GALLERY_PARAM);
  const gallery = galleryValue === '' || galleryValue === '1';
  if (galleryValue !== null && !gallery) refuse(GALLERY_PARAM, 'empty or 1', galleryValue);
  return {
    /** At most one of `?scene=`, `?tour=`, `?level=`, `?play=`; null when none is given or it was refused. */
    opening: opening ?? null,
    /** Whether `?gallery` asks for the gallery. */
    gallery,
    /** One message per refused parameter, naming it and its allowed values (plain text). */
    notices,
  };
}
