/**
 * Formatting of numbers for people: units always shown, as few digits as make sense (a turn rate: src/app/presentation/turnRateWords.ts).
 */

/** A number with a sign and fixed decimals, padded so columns do not jump: "+12.3". */
export function signed(value: number, decimals: number): string {
  const text = Math.abs(value).toFixed(decimals);
  return `${value < 0 && Number(text) !== 0 ? '−' : '+'}${text}`;
}
