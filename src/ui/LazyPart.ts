/**
 * A part of the page built the first time it is used, from a chunk loaded then: the game's first
 * frame does not wait for code the first screen does not show (the help, the step-response view).
 * Every use before the chunk arrives waits for it, in order; a failed load (the network went away)
 * is reported once per attempt and the next use tries again.
 */
export class LazyPart<T> {
  private part: T | null = null;
  private loading: Promise<T> | null = null;

  /**
   * @param build loads the part's chunk and builds the part (called once, until it succeeds)
   * @param fail told why a load failed, in one line
   */
  constructor(
    private readonly build: () => Promise<T>,
    private readonly fail: (message: string) => void,
  ) {}

  /** The part, or null while it has not been built. */
  get built(): T | null {
    return this.part;
  }

  /** Runs `action` on the part: now if it is built, else once its chunk has loaded. */
  use(action: (part: T) => void): void {
    if (this.part) {
      action(this.part);
      return;
    }
    if (!this.loading) {
      // One attempt, one report: every use waiting on it fails quietly with it.
      const attempt = this.build().then((part) => {
        this.part = part;
        return part;
      });
      this.loading = attempt;
      attempt.catch((error: unknown) => {
        if (this.loading === attempt) this.loading = null;
        this.fail(`Could not load this part of the page (${error instanceof Error ? error.message : String(error)}); try again.`);
      });
    }
    this.loading.then(action, () => undefined);
  }
}
