// The clock's actions: pause or resume (Space, P), one fixed step (N), slow motion (S).
import type { GameAction } from '../gameAction';

/** Pause or resume (Space, P). */
export const PAUSE_ACTION = {
  id: 'pause',
  label: 'Pause',
  description: 'Pause or resume the simulation',
  keys: [' ', 'p'],
  keyHint: 'Space / P',
  group: 'pause',
  when: { embed: true },
  face: 'play',
  embedBar: 1,
  does: { view: ({ demo }) => (demo.clock.togglePause(), null) },
  pressed: ({ demo }) => demo.clock.paused,
} as const satisfies GameAction;

/** The clock's actions, in the toolbar's order: pause, then one step and slow motion (the wide bar's time buttons). */
export const CLOCK_ACTIONS = [
  PAUSE_ACTION,
  {
    id: 'step',
    label: 'Step',
    description: 'Advance exactly one fixed step (1/60 s) and stay paused',
    keys: ['n', '.'],
    keyHint: 'N / .',
    group: 'time-and-help',
    repeats: true,
    when: { embed: true },
    does: { view: ({ demo }) => (demo.clock.singleStep(), null) },
  },
  {
    id: 'slow',
    label: 'Slow ¼×',
    description: 'Slow motion: a quarter of real time',
    keys: ['s'],
    keyHint: 'S',
    group: 'time-and-help',
    when: { embed: true },
    does: { view: ({ demo }) => (demo.clock.toggleSlowMotion(), null) },
    pressed: ({ demo }) => demo.clock.slowMotion,
    setting: true,
  },
] as const satisfies readonly GameAction[];
