// Plays a generator of steps (a moment shown, a comparison played again) to its end in one call.

/**
 * Runs `steps` to its end at once and answers what it returned (the headless game, the command line, the tests, a moment shown by hand).
 */
export function playToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
