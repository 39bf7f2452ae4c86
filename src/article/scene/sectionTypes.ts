// What a section of the explorable article is, as data: its scene, the recorded run, the what-if choices that branch it, and the value
// its text lets a reader scrub.
import type { SceneIntent } from '../../app/intents/Intent';

/** One what-if of a figure: its label and the changes (intents of the game's one door) that branch the run. */
export interface WhatIfChoice {
  /** Short id, used in a section's link (`?section=id#section`). */
  readonly id: string;
  /** What runs, in words (the menu's item, and the text's subject). */
  readonly label: string;
  readonly intents: readonly SceneIntent[];
}

/**
 * The value of a section that its text offers to drag or type (a gain, ω, ζ, the turn rate): a
 * change is a what-if of the choice shown with this value.
 */
export interface ScrubParam {
  /** Short id: a custom what-if's id is `${base}.${id}-${value}`. */
  readonly id: string;
  /** Its name for the reader and for a screen reader ("the derivative gain kd"). */
  readonly name: string;
  /** What the number is in ("", "rad/s", "π rad/s²"). */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** One arrow key's step, and the decimals it is shown with. */
  readonly step: number;
  readonly decimals: number;
  /** The value each fixed choice runs (what the scrubbed number shows with it). */
  readonly values: Readonly<Record<string, number>>;
  /**
   * The recorded run's own value: a what-if with it changes nothing (it is the recorded run); null when the recorded run is not one of the
   * param's.
   */
  readonly recorded: number | null;
  /** The words before the value in the text ("Try another derivative gain for the what-if: kd ="). */
  readonly lead: string;
  /** Whether a scrubbed value goes on top of the choice shown (its other changes kept), rather than alone. [default: false] */
  readonly onTop?: boolean;
  /** The change that runs `value`. */
  intent(value: number): SceneIntent;
  /** The what-if's label with `value` on top of `base`. */
  label(value: number, base: WhatIfChoice): string;
}

/** A section of the article: its scene (a scene file of the game), the recorded run's length and its what-ifs. */
export interface ArticleSection {
  /** The section's anchor and the prefix of its claims (`p-and-d:whatIf.overshoot`). */
  readonly id: string;
  readonly title: string;
  /** What the recorded run (the ghost) is, in words. */
  readonly recordedLabel: string;
  /** The scene file the figure opens (src/sim/scenario), as JSON data. */
  readonly scene: Readonly<Record<string, unknown>>;
  /** The entity the figure measures and plots. */
  readonly entity: string;
  /** A second entity the figure measures and draws beside the first (the text's `companion…` claims), or none. */
  readonly companion?: string;
  /** Length of each run, s of simulated time. */
  readonly seconds: number;
  /** Whether a turn's limit applies: the body turns in place by its motor alone toward a target held still (no wind, no flight). */
  readonly limitHolds: boolean;
  /** What the what-if control is called, and its choices (the first is the one shown at first). */
  readonly whatIfLabel: string;
  readonly choices: readonly [WhatIfChoice, ...WhatIfChoice[]];
  /** The value its text lets a reader drag or type, if any. */
  readonly param?: ScrubParam;
}
