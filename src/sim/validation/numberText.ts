/**
 * The one grammar for a number written as text, shared by every text surface: command-line flags,
 * the tuning panel, the step-response view and URL parameters. (Scenario files and shared settings
 * are JSON, whose numbers are a subset of it.)
 *
 * Accepted: optional spaces around, an optional sign ("+", "-" or the typographic "−"), decimal
 * digits with an optional fraction, an optional exponent: "12", " 12 ", "-0.5", ".5", "1e3", "2E-2".
 * Refused: "" (nothing), "0x10" and every other radix prefix, "1_000", "12abc", "Infinity", "NaN",
 * "1e999" (not finite). A refused text gives NaN, which every field rule then refuses with its range.
 */

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Parses `text` by the shared number grammar; NaN when it is not a finite decimal number. */
export function parseNumberText(text: string): number {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (!DECIMAL.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}
