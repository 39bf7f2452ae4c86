import { parseNumberText } from '../../sim/validation/numberText';

/** The URL parameter that starts the browser benchmark: `?bench=1000`. */
export const BENCH_PARAM = 'bench';

/** Fewest entities a benchmark runs. */
export const MIN_BENCH_ENTITIES = 1;

/** Most entities a benchmark runs. */
export const MAX_BENCH_ENTITIES = 5000;

/** What the page's URL asks for: no benchmark, a benchmark of `entities`, or a refusal to show. */
export type BenchRequest = { readonly kind: 'none' } | { readonly kind: 'run'; readonly entities: number } | { readonly kind: 'invalid'; readonly message: string };

const NONE: BenchRequest = Object.freeze({ kind: 'none' });

/** Longest piece of a bad value quoted back in the message. */
const QUOTE_MAX = 24;

/**
 * Reads `?bench=N` from a URL query string (`location.search`). N must be an integer from
 * {@link MIN_BENCH_ENTITIES} to {@link MAX_BENCH_ENTITIES}, written as every number the game reads
 * (src/sim/validation/numberText.ts: "1000", " 1e3 "); anything else (empty, a fraction, "0x10",
 * out of range) gives a message that names the parameter and the range, and the game starts normally.
 */
export function parseBenchParam(search: string): BenchRequest {
  const params = new URLSearchParams(search);
  if (!params.has(BENCH_PARAM)) return NONE;
  const raw = (params.get(BENCH_PARAM) ?? '').trim();
  const value = parseNumberText(raw);
  if (Number.isSafeInteger(value) && value >= MIN_BENCH_ENTITIES && value <= MAX_BENCH_ENTITIES) return { kind: 'run', entities: value };
  const shown = raw === '' ? 'nothing' : `"${raw.length > QUOTE_MAX ? `${raw.slice(0, QUOTE_MAX)}…` : raw}"`;
  return {
    kind: 'invalid',
    message: `?${BENCH_PARAM}= must be an integer from ${MIN_BENCH_ENTITIES} to ${MAX_BENCH_ENTITIES} (entities); got ${shown}. The game started normally.`,
  };
}
