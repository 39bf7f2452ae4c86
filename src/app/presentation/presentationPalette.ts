/**
 * Colours of the presentation beside the game's palette (./palette.ts): the turn-rate
 * tones, which the toolbar's toggle and the words under each entity share so that "fast" and
 * "slow" read the same everywhere, and the background's sky and sun. 0xRRGGBB or CSS strings.
 */

/** The colour of each turn-rate tone (see turnRateWords), and of a mix of tones on the toggle. */
export const TURN_RATE_TONE_COLORS = {
  fast: 0x6ee7a0,
  medium: 0xffd166,
  slow: 0xff8a65,
  mixed: 0xc3b5ff,
} as const;

/** The background (src/game/draw/Backdrop.ts): a sun under a dark blue layer, as in the original. */
export const BACKDROP = {
  skyTop: '#070c16',
  skyMiddle: '#0b1424',
  skyBottom: '#16203a',
  sunCore: 'rgba(255, 214, 140, 0.95)',
  sunInner: 'rgba(255, 150, 70, 0.7)',
  sunOuter: 'rgba(190, 70, 60, 0.25)',
  veil: 'rgba(8, 16, 36, 0.62)',
  star: '#dfe8ff',
} as const;
