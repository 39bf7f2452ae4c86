import { z } from 'zod';
import { CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import type { TurnController } from '../../sim/control/TurnController';
import { TIME_BASE_NAMES, type TimeBase } from '../../sim/time/timeBases';
import { enumField } from '../../sim/validation/fields';
import { OK } from '../fields/tuningFields';
import { PLAYABLE_KINDS, PLAYS, type PlayArgs, type PlayableKind, type PlayKind } from '../plays/playList';
import { defineIntent, theSelected } from './defineIntent';

/**
 * Changes to the scene as a whole: the opening's choreography and the layout (logged), and those
 * that start another scene or are not data (a play entered or left, a reset, a scene file opened,
 * the time base, the race's line-up, the player's code): the history starts again after them.
 */
export const SESSION_INTENTS = [
  /** The opening's target hopping on by itself, on or off. */
  defineIntent({
    kind: 'setAutoRetarget',
    logged: true,
    changesSettingsOf: 'none',
    shape: () => ({ on: z.boolean() }),
    note: (i) => ({ subject: 'targets', what: i.on ? 'hop on by themselves' : 'stay put', from: null, to: null }),
    apply: ({ plays }, i) => (plays.setAutoRetarget(i.on), OK),
  }),
  /** The shape of the play area that new entities' lanes and paths are laid out for. */
  defineIntent({
    kind: 'setLayout',
    logged: true,
    changesSettingsOf: 'none',
    shape: () => ({ layout: enumField(['landscape', 'portrait']) }),
    apply: ({ plays }, i) => (plays.setLayout(i.layout), OK),
  }),
  /** Another way of playing (playList.ts), with what it needs (a level's controller is an object). */
  defineIntent({
    kind: 'play',
    logged: false,
    endsHistory: true,
    shape: () => ({
      play: enumField(PLAYABLE_KINDS as unknown as readonly [PlayableKind, ...PlayableKind[]]),
      args: z.custom<PlayArgs[PlayableKind]>().optional(),
    }),
    apply: ({ plays }, i) => plays.play(i.play, i.args as never),
  }),
  defineIntent({
    kind: 'leave',
    logged: false,
    endsHistory: true,
    shape: () => ({ play: enumField(Object.keys(PLAYS) as [PlayKind, ...PlayKind[]]) }),
    apply: ({ plays }, i) => plays.leave(i.play),
  }),
  /** The scene as it opened (the default opening, or the scene file opened). */
  defineIntent({ kind: 'reset', logged: false, endsHistory: true, shape: () => ({}), apply: ({ plays }) => (plays.reset(), OK) }),
  /** A scene file's text opened as the scene (links, files, examples); a comparison it carries plays again. */
  defineIntent({
    kind: 'openScene',
    logged: false,
    endsHistory: true,
    shape: () => ({ text: z.string() }),
    apply: ({ sceneFiles }, i) => sceneFiles.open(i.text),
  }),
  /** Back to the default opening from an opened scene file. */
  defineIntent({
    kind: 'closeScene',
    logged: false,
    endsHistory: true,
    shape: () => ({}),
    apply: ({ sceneFiles }) => (sceneFiles.close(), OK),
  }),
  /** The original's 1/30 s steps at twice real time, or the standard 1/60 s: a new world. */
  defineIntent({
    kind: 'setTimeBase',
    logged: false,
    endsHistory: true,
    shape: () => ({ base: enumField(TIME_BASE_NAMES as unknown as readonly [TimeBase, ...TimeBase[]]) }),
    apply: ({ clock }, i) => clock.setTimeBase(i.base),
  }),
  /** The controllers a race lines up. */
  defineIntent({
    kind: 'setRaceControllers',
    logged: false,
    changesSettingsOf: 'none',
    shape: () => ({ types: z.array(enumField(CONTROLLER_TYPES)) }),
    apply: ({ plays }, i) => plays.setRaceControllers(i.types),
  }),
  /** The player's own code steering an entity (the selected one when none is named): not data, so not replayed. */
  defineIntent({
    kind: 'usePlayerController',
    logged: false,
    changesSettingsOf: 'entity',
    endsHistory: true,
    shape: (f) => ({ controller: z.custom<TurnController>(), entity: f.id.optional() }),
    writeDown: theSelected,
    apply: ({ editor }, i) => editor.entities.useController(i.entity ?? null, i.controller),
  }),
] as const;
