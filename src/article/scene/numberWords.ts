// How the article's text writes a number: a value without trailing zeros, a turn rate as a multiple of π.

/** A value shown with `decimals`, without trailing zeros ("0.5", "14"). */
export function shortNumber(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** A multiple of π as the text writes a turn rate: "π", "4π", "1.25π". */
export function piTimes(multiple: number): string {
  const shown = shortNumber(multiple, 2);
  return shown === '1' ? 'π' : `${shown}π`;
}
