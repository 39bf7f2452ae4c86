/** A controller as the game shows it, written as TypeScript to copy into a game, and how it differs from the library's defaults. */
import { CONTROLLER_LABELS, type ControllerSettings } from '../../sim/control/ControllerSettings';
import { CONTROLLER_SPECS } from '../../sim/control/registry/controllerSpecs';
import { degreesFigure } from '../presentation/turnRateWords';

/** One setting the game's controller has other than the library's default. */
export interface SettingDifference {
  readonly key: string;
  /** The panel's name for it. */
  readonly label: string;
  /** Its value in the game, and the library's default, as the panel writes them. */
  readonly value: string;
  readonly libraryDefault: string;
}

/** A controller written as code (see {@link controllerCode}). */
export interface ControllerCode {
  /** The class the library exports for it, e.g. "PidController". */
  readonly className: string;
  /** What the class is made with: the settings that differ from its defaults. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Those settings in words, in the panel's order. */
  readonly differences: readonly SettingDifference[];
  /** The TypeScript to copy: the import, the controller, and each fixed step's torque. */
  readonly code: string;
}

/** A value as the panel shows it: a switch on or off, a choice by its words, a number or a text. */
function shown(field: { readonly choices?: Readonly<Record<string, string>> } | undefined, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return (field?.choices?.[value] ?? value).replace(/\s*\(.*\)$/, '');
  return String(value);
}

/** A value as TypeScript writes it. */
function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value);
}

/**
 * `settings` (a controller as the panel shows it, on a motor of `maxAngularAcceleration` rad/s²) as
 * the code that makes the same controller with the library (`pid-steering/controllers`): its
 * class (its spec's `library`: the article's PID as published is `PublishedPidController`), made
 * with the settings that differ from the class's defaults, and a fixed step's torque by
 * `turnTorque`; with those differences in the panel's words, for the step response and the dialog
 * that shows the code. A controller whose spec names no class is made by `createTurnController`
 * with every setting.
 */
export function controllerCode(settings: ControllerSettings, maxAngularAcceleration: number): ControllerCode {
  const spec = CONTROLLER_SPECS.find((candidate) => candidate.type === settings.type);
  // The class and its own defaults (the registry says them); without, the library's factory with every setting.
  const library = (spec?.library as ((settings: ControllerSettings) => { className: string; defaults: object }) | undefined)?.(settings);
  const className = library?.className ?? 'createTurnController';
  const defaults = (library?.defaults ?? { type: settings.type }) as Readonly<Record<string, unknown>>;
  const fields = spec?.fields ?? [];
  const given: Record<string, unknown> = library ? {} : { type: settings.type };
  const differences: SettingDifference[] = [];
  const values = settings as unknown as Readonly<Record<string, unknown>>;
  // In the panel's order, then any other key the settings have.
  const keys = [...fields.map((field) => field.key), ...Object.keys(values).filter((key) => !fields.some((field) => field.key === key))];
  for (const key of keys) {
    if (key === 'type' || !(key in values) || (library && (!(key in defaults) || Object.is(values[key], defaults[key])))) continue;
    given[key] = values[key];
    if (!library) continue;
    const field = fields.find((candidate) => candidate.key === key);
    differences.push({
      key,
      label: field?.label.replace(/\s*\(.*\)$/, '') ?? key,
      value: shown(field, values[key]),
      libraryDefault: shown(field, defaults[key]),
    });
  }
  const made =
    Object.keys(given).length === 0
      ? ''
      : `{ ${Object.entries(given)
          .map(([key, value]) => `${key}: ${literal(value)}`)
          .join(', ')} }`;
  const make = library ? `new ${className}(${made})` : `createTurnController(${made})`;
  const code = [
    `import { ${className}, turnTorque, wrapAngle } from 'pid-steering/controllers';`,
    '',
    `// ${CONTROLLER_LABELS[settings.type]}, as the game's panel shows ` +
      `it${library ? (differences.length > 0 ? ' (the rest: the library’s defaults)' : ' (the library’s defaults)') : ''}.`,
    `const controller = ${make};`,
    `const maxAngularAcceleration = ${maxAngularAcceleration}; // rad/s², the max turn rate (${degreesFigure(maxAngularAcceleration)})`,
    '',
    '// Once per fixed physics step of dt s, before the step: heading − desired, the article’s sign.',
    'function torqueFor(angle: number, desired: number, angularVelocity: number, dt: number, inertia: number): number {',
    '  return turnTorque(controller, wrapAngle(angle - desired), angularVelocity, dt, maxAngularAcceleration, inertia);',
    '}',
  ].join('\n');
  return { className, settings: given, differences, code };
}

/**
 * The differences in a sentence: "derivative on error (library: measurement), brake on the motor’s curve off (library: on)"; "none" without
 * any.
 */
export function differencesText(differences: readonly SettingDifference[]): string {
  return differences.length === 0
    ? 'none'
    : differences.map((difference) => `${difference.label} ${difference.value} (library: ${difference.libraryDefault})`).join(', ');
}
