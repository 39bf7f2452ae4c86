import { parseNumberText } from '../../sim/validation/numberText';

/** The URL parameter that starts the browser benchmark: `?bench=1000`. */
export const BENCH_PARAM = 'bench';

/** The URL parameter that chooses where the benchmark's simulation runs: `&thread=main`. */
export const THREAD_PARAM = 'thread';

/** Fewest entities a benchmark runs. */
export const MIN_BENCH_ENTITIES = 1;

/** Most entities a benchmark runs. */
export const MAX_BENCH_ENTITIES = 5000;

/**
 * Where the benchmark crowd's simulation runs: in a Web Worker, the page's thread only drawing
 * ("worker", the default), or on the page's thread between frames ("main", as all other play).
 */
export type BenchThread = 'worker' | 'main';

/** What the page's URL asks for: no benchmark, a benchmark of `entities` on `thread`, or a refusal to show. */
export type BenchRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'run'; readonly entities: number; readonly thread: BenchThread }
  | { readonly kind: 'invalid'; readonly message: string };

const NONE: BenchRequest = Object.freeze({ kind: 'none' });

/** Longest piece of a bad value quoted back in the message. */
const QUOTE_MAX = 24;

/**
 * Reads `?bench=N[&thread=worker|main]` from a URL query string (`location.search`). N must be an
 * integer from {@link MIN_BENCH_ENTITIES} to {@link MAX_BENCH_ENTITIES}, written as every number
 * the game reads (src/sim/validation/numberText.ts: "1000", " 1e3 "); anything else (empty, a
 * fraction, "0x10", out of range), or a thread other than "worker" and "main", gives a message that
 * names the parameter and what it allows, and the game starts normally.
 */
export function parseBenchParam(search: string): BenchRequest {
  const params = new URLSearchParams(search);
  if (!params.has(BENCH_PARAM)) return NONE;
  const raw = (params.get(BENCH_PARAM) ?? '').trim();
  const value = parseNumberText(raw);
  if (!(Number.isSafeInteger(value) && value >= MIN_BENCH_ENTITIES && value <= MAX_BENCH_ENTITIES)) {
    return {
      kind: 'invalid',
      message: `?${BENCH_PARAM}= must be an integer from ${MIN_BENCH_ENTITIES} to ${MAX_BENCH_ENTITIES} (entities); got ${quoted(raw)}. The game started normally.`,
    };
  }
  const thread = (params.get(THREAD_PARAM) ?? 'worker').trim();
  if (thread === 'worker' || thread === 'main') return { kind: 'run', entities: value, thread };
  return {
    kind: 'invalid',
    message: `&${THREAD_PARAM}= must be "worker" or "main" (where the benchmark's simulation runs); got ${quoted(thread)}. The game started normally.`,
  };
}

/** A bad value as the messages quote it: "nothing", or the value in quotes, shortened. */
function quoted(raw: string): string {
  return raw === '' ? 'nothing' : `"${raw.length > QUOTE_MAX ? `${raw.slice(0, QUOTE_MAX)}…` : raw}"`;
}
