/** Formatting of numbers for people: units always shown, as few digits as make sense. */

/**
 * A turn-rate limit in rad/s² as a multiple of π when it is one ("4π", "π", "½π"), else with two
 * decimals.
 */
export function formatRadPerS2(value: number): string {
  const multiple = value / Math.PI;
  const rounded = Math.round(multiple * 4) / 4;
  if (Math.abs(multiple - rounded) < 1e-9 && rounded > 0) {
    const fractions: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
    const whole = Math.floor(rounded);
    const fraction = fractions[rounded - whole] ?? '';
    return `${whole === 1 && !fraction ? '' : whole > 0 ? whole : ''}${fraction}π`;
  }
  return value.toFixed(2);
}

/** A turn-rate limit in both units: "4π rad/s² (720 °/s²)". */
export function formatTurnRate(radPerS2: number): string {
  return `${formatRadPerS2(radPerS2)} rad/s² (${Math.round((radPerS2 * 180) / Math.PI)} °/s²)`;
}

/** A number with a sign and fixed decimals, padded so columns do not jump: "+12.3". */
export function signed(value: number, decimals: number): string {
  const text = Math.abs(value).toFixed(decimals);
  return `${value < 0 && Number(text) !== 0 ? '−' : '+'}${text}`;
}
