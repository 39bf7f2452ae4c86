import { parseNumberText } from '../../sim/validation/numberText';
import { defaultBenchMeterSettings } from '../instruments/BenchMeter';
import { CROWD_ENGINES, type CrowdEngine } from './crowdWorkerProtocol';

/** The URL parameter that starts the browser benchmark: `?bench=1000`. */
export const BENCH_PARAM = 'bench';

/** The URL parameter that chooses where the benchmark's simulation runs: `&thread=main`. */
export const THREAD_PARAM = 'thread';

/**
 * The URL parameter that chooses the crowd's physics engine: `&engine=box2d` (Box2D v3 in
 * WebAssembly, its module fetched only then; in the Worker or on the page) or planck (the default).
 */
export const ENGINE_PARAM = 'engine';

/**
 * The URL parameter that sets the warm-up before the measured window, in seconds of real time:
 * `&warmup=120` measures a crowd that has been running for two minutes (a crowd's contacts keep
 * growing for minutes, and with them the cost of a step; docs/performance-browser.md).
 */
export const WARMUP_PARAM = 'warmup';

/** The longest warm-up a benchmark takes, s. */
export const MAX_BENCH_WARMUP_SECONDS = 600;

/** Fewest entities a benchmark runs. */
export const MIN_BENCH_ENTITIES = 1;

/**
 * Most entities a benchmark runs: 10,000, so the crowd can be measured at twice the 5,000 the
 * performance goals name (docs/performance-browser.md).
 */
export const MAX_BENCH_ENTITIES = 10000;

/**
 * Where the benchmark crowd's simulation runs: in a Web Worker, the page's thread only drawing
 * ("worker", the default), or on the page's thread between frames ("main", as all other play).
 */
export type BenchThread = 'worker' | 'main';

/** What the page's URL asks for: no benchmark, a benchmark of `entities` on `thread`, or a refusal to show. */
export type BenchRequest =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'run';
      readonly entities: number;
      readonly thread: BenchThread;
      readonly engine: CrowdEngine;
      readonly warmupSeconds: number;
    }
  | { readonly kind: 'invalid'; readonly message: string };

const NONE: BenchRequest = Object.freeze({ kind: 'none' });

/** Longest piece of a bad value quoted back in the message. */
const QUOTE_MAX = 24;

/**
 * Reads `?bench=N[&thread=worker|main][&engine=planck|box2d][&warmup=S]` from a URL query string (`location.search`). N
 * must be an integer from {@link MIN_BENCH_ENTITIES} to {@link MAX_BENCH_ENTITIES}, written as every
 * number the game reads (src/sim/validation/numberText.ts: "1000", " 1e3 "); anything else (empty,
 * a fraction, "0x10", out of range), a thread other than "worker" and "main", an engine other than "planck" and "box2d", or a warm-up that
 * is
 * not a number of seconds from 0 to {@link MAX_BENCH_WARMUP_SECONDS} gives a message that names the
 * parameter and what it allows, and the game starts normally.
 */
export function parseBenchParam(search: string): BenchRequest {
  const params = new URLSearchParams(search);
  if (!params.has(BENCH_PARAM)) return NONE;
  const raw = (params.get(BENCH_PARAM) ?? '').trim();
  const value = parseNumberText(raw);
  if (!(Number.isSafeInteger(value) && value >= MIN_BENCH_ENTITIES && value <= MAX_BENCH_ENTITIES))
    return refuse(`?${BENCH_PARAM}`, `an integer from ${MIN_BENCH_ENTITIES} to ${MAX_BENCH_ENTITIES} (entities)`, raw);
  const thread = (params.get(THREAD_PARAM) ?? 'worker').trim();
  if (thread !== 'worker' && thread !== 'main')
    return refuse(`&${THREAD_PARAM}`, '"worker" or "main" (where the benchmark\'s simulation runs)', thread);
  const engine = (params.get(ENGINE_PARAM) ?? 'planck').trim();
  if (!(CROWD_ENGINES as readonly string[]).includes(engine))
    return refuse(`&${ENGINE_PARAM}`, '"planck" or "box2d" (the crowd\'s physics engine)', engine);
  const warmupRaw = params.get(WARMUP_PARAM);
  const warmupSeconds = warmupRaw === null ? defaultBenchMeterSettings().warmupSeconds : parseNumberText(warmupRaw.trim());
  if (!(warmupSeconds >= 0 && warmupSeconds <= MAX_BENCH_WARMUP_SECONDS))
    return refuse(
      `&${WARMUP_PARAM}`,
      `a number of seconds from 0 to ${MAX_BENCH_WARMUP_SECONDS} (the warm-up before the measured window)`,
      (warmupRaw ?? '').trim(),
    );
  return { kind: 'run', entities: value, thread, engine: engine as CrowdEngine, warmupSeconds };
}

/** The refusal of parameter `param` (with its `?` or `&`), which must be `allowed`, for its value `raw`. */
function refuse(param: string, allowed: string, raw: string): BenchRequest {
  return { kind: 'invalid', message: `${param}= must be ${allowed}; got ${quoted(raw)}. The game started normally.` };
}

/** A bad value as the messages quote it: "nothing", or the value in quotes, shortened. */
function quoted(raw: string): string {
  return raw === '' ? 'nothing' : `"${raw.length > QUOTE_MAX ? `${raw.slice(0, QUOTE_MAX)}…` : raw}"`;
}
