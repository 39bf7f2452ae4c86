/** Pieces of the one-line summaries the specs' `describe` write (the HUD, legends). */

/** A setting for a summary: 4 significant digits, or "default" when unset. */
export function summaryNumber(value: number | undefined): string {
  return value === undefined ? 'default' : String(Number(value.toPrecision(4)));
}

/** The gains of a summary: "kp 60 ki 2 kd 14", or "ω 6 rad/s ζ 1" when tuned by natural frequency. */
export function summaryGains(settings: { kp: number; kd: number; ki?: number; naturalFrequency?: number; dampingRatio?: number }): string {
  const integral = settings.ki === undefined ? '' : ` ki ${summaryNumber(settings.ki)}`;
  if (settings.naturalFrequency !== undefined)
    return `ω ${summaryNumber(settings.naturalFrequency)} rad/s ζ ${summaryNumber(settings.dampingRatio ?? 1)}${integral}`;
  return `kp ${summaryNumber(settings.kp)}${integral} kd ${summaryNumber(settings.kd)}`;
}

/** The PD family's options for a summary: " at 4π, scaled" and " · braking curve" when on (both are by default). */
export function summaryOptions(settings: { scaleWithTurnRate?: boolean; brakingCurve?: boolean }): string {
  return `${(settings.scaleWithTurnRate ?? true) ? ' at 4π, scaled' : ''}${(settings.brakingCurve ?? true) ? ' · braking curve' : ''}`;
}
