import type { OldSettingNames, SettingRule, SettingRules } from '../settingRules';
import type { TurnController } from '../TurnController';

/** One rule of a setting, as plain data (stored in src/sim/control/settingRules.ts, with every controller's table). */
export type { SettingRule };

/** One editable parameter of a controller type, as the panel shows it. */
export interface ControllerField {
  /** The settings key, e.g. "kp". */
  readonly key: string;
  /** The name shown in the panel and in messages, with its unit. */
  readonly label: string;
  readonly kind: 'number' | 'choice' | 'boolean';
  /** For choices: value → label shown. */
  readonly choices?: Readonly<Record<string, string>>;
  /** For numbers: a whole number (the panel steps by 1). */
  readonly integer?: boolean;
  /** What it does, for the tooltip. */
  readonly help: string;
  /** PID only: the field does something with the corrected arithmetic only. */
  readonly correctedOnly?: boolean;
}

/** One gain the auto-tuner may change: its settings key and its search range. */
export interface TunableParameter {
  key: string;
  /** Smallest and largest value searched (the search is on a log scale). */
  min: number;
  max: number;
}

/**
 * Everything the project knows about one controller type, in one place: the maths stays in the
 * controller's own file; this spec says how the game, the scenario files, the panel, the tuner and
 * the race use it. A new controller is its file, its spec and one line in CONTROLLER_SPECS
 * (docs/extending.md, "Add a controller").
 */
export interface ControllerSpec<S extends { type: string }> {
  /** The settings `type`, e.g. "stable-pd": the name in scenario files, settings and the CLI. */
  readonly type: S['type'];
  /** One line for menus and legends, e.g. "stable PD (David Wu's backward PD)". */
  readonly label: string;
  /** A short name for tables and summaries, e.g. "stable PD". */
  readonly shortName: string;
  /** Palette index of its racer and of its curve in the step-response view (src/app/presentation/palette.ts). */
  readonly colorIndex: number;
  /** The settings the game and the scenario files start from. */
  defaults(): S;
  /** Builds the controller from complete settings. */
  create(settings: S): TurnController;
  /**
   * How the library's `pid-steering/controllers` gives it, for settings `settings`: the class a game
   * imports, and the settings `new` of it has with none given (the game's "Use in your game":
   * src/app/export/controllerCode.ts). [default: none: that code makes it with createTurnController]
   */
  readonly library?: (settings: S) => { readonly className: string; readonly defaults: object };
  /** The page of docs/ with its maths, settings and defaults, which the game links to. [default: "controllers.md"] */
  readonly guide?: string;
  /**
   * The rules of its settings (its controller's table in settingRules.ts), key by key: the constructor's check, the factory's and the
   * scenario schema's.
   */
  readonly settings: SettingRules;
  /** Old names of its settings, still accepted (Stolk's p, i, d), converted to the new ones wherever settings are read. [default: none] */
  readonly oldNames?: OldSettingNames;
  /** The panel's editable parameters, in panel order. */
  readonly fields: readonly ControllerField[];
  /** What the auto-tuner searches, in the settings' units. */
  readonly tunable: readonly TunableParameter[];
  /** A one-line summary for the HUD and legends: "stable PD · ω 8 rad/s ζ 1 …". */
  describe(settings: Readonly<S>): string;
  /**
   * Set only on a controller that reproduces published code to show its flaws: why, with its
   * defaults, it does not settle every turn at every motor limit (from rest or not). Every other
   * controller must settle from any state (tests/sim/entities/anyState.test.ts). [default: none]
   */
  readonly knownFailure?: string;
}

/**
 * A spec, as written in its file: the identity, so that each spec is one call a bundler may drop
 * (`@__PURE__`) when the game imports a controller class alone (tests/lib/controllersBundleSize.test.ts).
 */
export function defineControllerSpec<S extends { type: string }>(spec: ControllerSpec<S>): ControllerSpec<S> {
  return spec;
}
