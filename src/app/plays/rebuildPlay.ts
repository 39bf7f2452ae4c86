import type { Scenario } from '../../sim/scenario/schema';
import { fillModel } from '../sceneFile/openScene';
import { kindOf, type Play, type PlayContext } from './Play';
import { createPlay } from './playList';

/**
 * Whether the history (src/app/history) can build `play` again from a scene file of its state: the
 * playground, the Hunt over a playground (its model is the playground's) and Intercept (its own
 * model; the scene it replaced waits, untouched, to be returned to). A race, a level, the crowd and
 * the Hunt over them keep results of their own that a scene file does not hold.
 */
export function rewindable(play: Play): boolean {
  const kind = kindOf(play);
  if (kind === 'playground' || kind === 'intercept') return true;
  return kind === 'hunt' && play.previous !== null && kindOf(play.previous) === 'playground';
}

/**
 * `play` ({@link rewindable}) built again from `scene`, set up from the file rather than afresh:
 * the playground opens the file; the Hunt plays over a playground that opens it (the caller gives
 * it its saved state: Hunt.adoptState); Intercept fills its model from it and returns to the same
 * scene as `play`. What the game keeps around the world is the caller's to give back.
 */
export function rebuildPlay(context: PlayContext, play: Play, scene: Scenario): Play {
  const kind = kindOf(play);
  if (kind === 'hunt') return playOver(context, 'hunt', rebuildPlay(context, play.previous as Play, scene), scene);
  if (kind === 'intercept') return playOver(context, 'intercept', play.previous as Play, scene);
  if (kind !== 'playground') throw new Error(`a ${String(kind)} cannot be rebuilt from a scene file`);
  const playground = createPlay('playground', context, play, { scenario: scene });
  if ('ok' in playground) throw new Error(playground.message);
  playground.setUp();
  return playground;
}

/**
 * The Hunt or Intercept over `previous`, built from `scene` rather than set up: the Hunt takes over
 * `previous` (a playground opened from `scene`; the caller gives it its saved state:
 * Hunt.adoptState), Intercept fills its own model from `scene` and returns to `previous`.
 */
export function playOver(context: PlayContext, kind: 'hunt' | 'intercept', previous: Play, scene: Scenario): Play {
  const play = createPlay(kind, context, previous, undefined);
  if ('ok' in play) throw new Error(play.message);
  if (kind === 'intercept') fillModel(play.model, scene);
  return play;
}

/** Why the timeline keeps nothing while the player's code steers (its notices end with it). */
export const CODE_STEERS =
  'the timeline keeps no history while your own code steers a body (the memory of code you wrote is not data it can replay); ' +
  'Reset (R) brings the built-in controllers back, and the timeline with them.';

/** Whether the player's own code steers an entity of `play` (its controller is not data: no history). */
export function steeredByCode(play: Play): boolean {
  const entities = play.model.world.entities;
  for (let i = 0; i < entities.length; i++) if ((entities[i] as (typeof entities)[number]).customController) return true;
  return false;
}
