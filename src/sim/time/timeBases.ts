/** The standard fixed step, s: the step of the "standard" time base and every default step. */
export const STANDARD_DT = 1 / 60;

/**
 * How simulated time relates to frames (the game plays steps so; scenario files name one, and the
 * headless runner takes its step). "standard": a fixed step of 1/60 s, fed from real time
 * (one simulated second per real second). "original": the original demo's, which called Box2D's
 * Step(1/30 s) once per frame at 60 frames per second, so its simulated time ran at twice real
 * time: here a 1/30 s step fed at twice real time (one step per frame at 60 fps).
 */
export const TIME_BASES = {
  standard: { dt: STANDARD_DT, speed: 1, label: '1/60 s steps, real time' },
  original: { dt: 1 / 30, speed: 2, label: 'the original’s: 1/30 s a frame, 2× real time' },
} as const;

/** The names of the {@link TIME_BASES}. */
export type TimeBase = keyof typeof TIME_BASES;

/** The time bases in menu order. */
export const TIME_BASE_NAMES: readonly TimeBase[] = ['standard', 'original'];
