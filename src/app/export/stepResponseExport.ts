import type { StepComparison } from '../instruments/stepResponseLab';
import { csvNumber, jsonNumber } from '../../sim/csvText';

/** The CSV column of one controller's heading error: `heading_error_deg_<controller type>`. */
export function stepCurveColumn(type: string): string {
  return `heading_error_deg_${type}`;
}

/** The CSV column of the time-optimal turn's heading error (the physical limit). */
export const TIME_OPTIMAL_COLUMN = 'heading_error_deg_time_optimal_limit';

/**
 * The step response's curves as CSV, as the view plots them: `time_s`, then each compared
 * controller's heading error (deg, sign-normalised so that the turn starts positive), then the
 * time-optimal turn's; one row per recorded step.
 */
export function stepResponseCsv(comparison: StepComparison): string {
  const header = ['time_s', ...comparison.curves.map((curve) => stepCurveColumn(curve.type)), TIME_OPTIMAL_COLUMN].join(',');
  const lines = [header];
  for (let i = 0; i < comparison.times.length; i++) {
    const fields = [csvNumber(comparison.times[i] as number)];
    for (const curve of comparison.curves) fields.push(csvNumber(curve.errorDeg[i] as number));
    fields.push(csvNumber(comparison.referenceDeg[i] as number));
    lines.push(fields.join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A time that may be missing (never reached): seconds, or null. */
function optionalSeconds(value: number | null): number | null {
  return value === null ? null : jsonNumber(value);
}

/**
 * The step response as JSON text: the inputs (turn angle, entity type, max turn rate), the
 * time-optimal limit, per controller its settings and the table's figures (rise time, overshoot,
 * settling time, steady-state error, each key named with its unit; a time never reached is null),
 * and the curves (`time_s` shared, one heading-error array per controller, deg).
 */
export function stepResponseJson(comparison: StepComparison): string {
  const { inputs } = comparison;
  const document = {
    inputs: {
      turn_angle_deg: inputs.angleDeg,
      entity_type: inputs.entityType,
      max_angular_acceleration_rad_per_s2: inputs.maxAngularAcceleration,
    },
    time_optimal_limit_s: jsonNumber(comparison.timeOptimal),
    controllers: comparison.curves.map((curve) => ({
      type: curve.type,
      label: curve.label,
      settings: curve.settings,
      rise_time_s: optionalSeconds(curve.figures.riseTime),
      overshoot_deg: jsonNumber(curve.figures.overshootDeg),
      settling_time_s: optionalSeconds(curve.figures.settleTime),
      steady_state_error_deg: jsonNumber(curve.figures.steadyStateErrorDeg),
      time_optimal_limit_s: jsonNumber(curve.figures.timeOptimal),
      fastest_possible_settling_s: optionalSeconds(curve.figures.settleLimit),
    })),
    curves: {
      time_s: Array.from(comparison.times, jsonNumber),
      heading_error_deg: Object.fromEntries(comparison.curves.map((curve) => [curve.type, Array.from(curve.errorDeg, jsonNumber)])),
      time_optimal_limit_heading_error_deg: Array.from(comparison.referenceDeg, jsonNumber),
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The download's file name: "pid-step-response-<angle>deg.csv" (or .json). */
export function stepResponseFileName(comparison: StepComparison, extension: 'csv' | 'json'): string {
  const angle = String(Number(comparison.inputs.angleDeg.toPrecision(6))).replace(/[^\d.]/g, '_');
  return `pid-step-response-${comparison.inputs.entityType}-${angle}deg.${extension}`;
}
