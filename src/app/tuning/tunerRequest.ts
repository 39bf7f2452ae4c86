import type { ControllerSettings } from '../../sim/control/ControllerSettings';
import { DEFAULT_TUNE_OPTIONS, tuneOptionsSchema } from '../../sim/autotune/tuneOptionsSchema';
import { formatIssues } from '../../sim/validation/formatIssues';
import type { TuneRequest } from './tunerJob';
import type { EntityType } from '../../sim/entities/EntitySettings';

/** What the player may set for a run in the panel. */
export interface TuneChoices {
  /** Candidates to evaluate. */
  iterations: number;
  /** The overshoot bound, deg. */
  maxOvershootDeg: number;
}

/** The panel's defaults: the CLI's defaults (120 candidates, 2° of overshoot). */
export function defaultTuneChoices(): TuneChoices {
  return { iterations: DEFAULT_TUNE_OPTIONS.iterations, maxOvershootDeg: DEFAULT_TUNE_OPTIONS.maxOvershootDeg };
}

/** A request, or why not: one line naming the field and its range. */
export type TuneRequestResult = { ok: true; request: TuneRequest } | { ok: false; field: string; message: string };

/**
 * Builds a tuning request for an entity's controller, entity type and max turn rate, with the
 * player's choices, validated by the same schema as `npm run tune`'s flags.
 */
export function buildTuneRequest(
  baseSettings: ControllerSettings,
  entityType: EntityType,
  maxAngularAcceleration: number,
  choices: Readonly<TuneChoices>,
): TuneRequestResult {
  const candidate = {
    ...DEFAULT_TUNE_OPTIONS,
    controller: baseSettings.type,
    entity: entityType,
    maxAngularAcceleration,
    iterations: choices.iterations,
    maxOvershootDeg: choices.maxOvershootDeg,
  };
  const parsed = tuneOptionsSchema().safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'options');
    return { ok: false, field, message: formatIssues(parsed.error, candidate, 'options')[0] ?? `${field}: not valid` };
  }
  return { ok: true, request: { options: parsed.data, baseSettings: { ...baseSettings } } };
}
