/**
 * `npm run bench:browser [-- --entities 100,500,1000,2000 --renderer canvas,webgl --thread worker,main --engine planck,box2d
 *   --runs 1 --warmup 2 --first-frame-runs 5 --first-frame-only --against REF --port 4182 --no-build
 *   --screenshots DIR --trace --json]`
 *
 * The browser benchmark, driven in headless Chromium (the system's, /usr/bin/chromium, or
 * CHROMIUM_PATH) against a production build served by `vite preview` on 127.0.0.1:
 *
 * 1. For each renderer, thread and N, `--runs` times, it opens `/?bench=N&renderer=…&thread=…` in a
 *    fresh 1280×800 page (thread "worker": the crowd is simulated in a Web Worker, the default; "main":
 *    on the page's thread; `--engine box2d`: `&engine=box2d`, the crowd on Box2D v3 in WebAssembly,
 *    in the Worker or on the page's thread beside the play) and waits for
 *    `window.pidDemo.benchResult()`: the game fills the world with N entities looping overlapping
 *    squares and measures 5 s of frames after a 2 s warm-up (see src/app/instruments/BenchMeter.ts): frame
 *    time median and p95, simulation and drawing time per frame, steps per frame, fps. `--warmup S`
 *    (0–600 s, the page's `&warmup=S`) measures a crowd that has run longer: its contacts, and the
 *    cost of a step, keep growing for minutes.
 * 2. Time to the first frame (scripts/firstFrame.ts; `--first-frame-only`: this alone): it opens `/` in a fresh context (empty cache)
 * `--first-frame-runs`
 *    times and reports, from navigation start, the first contentful paint and the first animation
 *    frame in which `snapshot().time > 0` (the scene has stepped and drawn at least one frame; the
 *    figure is at most one frame late).
 *
 * 3. With --trace, after each window it records a 3 s Chrome trace of the still running scene and
 *    reports, per frame, the frame callback (our JavaScript), the commit (where Chromium rasterises a
 *    2D canvas in software), WebGL's pixel read-back and garbage collection.
 * 4. Before and after the runs it times a fixed planck workload in a Node process of its own
 *    (scripts/hostCheck.ts) and prints it with the figures: on a busy host everything runs 30–40%
 *    slower, and this says so.
 *
 * The build goes to a temporary directory (not dist/), so a build or preview someone else runs is
 * left alone. Figures depend on the machine and what else runs on it: nothing else should.
 * WebGL in headless Chromium without a GPU runs on SwiftShader and logs "GPU stall due to
 * ReadPixels" warnings: they are counted, not errors, and acceptable for this benchmark only.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { build, launchChromium, ROOT, startPreview } from './previewServer';
import { defaultBenchMeterSettings, type BenchResult } from '../src/app/instruments/BenchMeter';
import { MAX_BENCH_ENTITIES, MAX_BENCH_WARMUP_SECONDS, MIN_BENCH_ENTITIES, type BenchThread } from '../src/app/bench/benchParam';
import { CROWD_ENGINES, type CrowdEngine } from '../src/app/bench/crowdWorkerProtocol';
import { hostCheckInChildProcess } from './hostCheck';
import { checkOut, describeFirstFrame, interleavedFirstFrames, type FirstFrameReport } from './firstFrame';
import { median } from '../src/sim/math/statistics';
import { numberFlag, parseFlags, refuse, runCommandLine } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { parseNumberText } from '../src/sim/validation/numberText';
import { quoteForMessage } from '../src/sim/validation/oneLine';

const USAGE =
  'usage: npm run bench:browser -- [--entities 100,500,1000,2000] [--renderer canvas,webgl] [--thread worker,main] [--engine ' +
  'planck,box2d] [--runs 1] [--warmup 2] [--first-frame-runs 5] [--first-frame-only] [--against REF] [--port 4182] [--no-build] ' +
  '[--screenshots DIR] [--trace] [--json]';

const VIEWPORT = { width: 1280, height: 800 };
/** Longest a benchmark page may take (load, the default 2 s warm-up, 5 s window, slow frames), ms; a longer `--warmup` adds to it. */
const RUN_TIMEOUT_MS = 180_000;
const RENDERERS = ['canvas', 'webgl'] as const;
type Renderer = (typeof RENDERERS)[number];
const THREADS: readonly BenchThread[] = ['worker', 'main'];

interface Options {
  entities: number[];
  renderers: Renderer[];
  threads: BenchThread[];
  /** The crowd's physics engines. */
  engines: CrowdEngine[];
  /** Runs of each renderer, thread and N; with more than one, a table of medians follows. */
  runs: number;
  /** Seconds of real time each run warms up before its window (the page's `&warmup=`). */
  warmupSeconds: number;
  firstFrameRuns: number;
  /** Only the first frame, no crowd. */
  firstFrameOnly: boolean;
  /** A git commit (or branch, tag) whose build's first frame is timed beside this checkout's, loads interleaved; null: none. */
  against: string | null;
  port: number;
  build: boolean;
  screenshots: string | null;
  trace: boolean;
  json: boolean;
}

/** One benchmark run: the game's figures plus what the console said. */
interface RunReport extends BenchResult {
  /** Where the crowd was simulated. */
  thread: BenchThread;
  /** The crowd's physics engine. */
  engine: CrowdEngine;
  /** With --trace: the browser's own work per frame, from a Chrome trace taken after the window. */
  trace: TraceFigures | null;
  consoleErrors: number;
  consoleWarnings: number;
  /** The first few distinct console warnings and errors. */
  consoleSamples: string[];
}

/**
 * Per-frame figures of the renderer's main thread from a Chrome trace (ms per animation frame):
 * what the page's own timers cannot see, because the browser does it after the frame callback.
 */
interface TraceFigures {
  frames: number;
  /** The animation-frame callback: our simulation, drawing and Phaser's render (JavaScript). */
  frameCallbackMs: number;
  /** Committing the frame: for a 2D canvas, Chromium rasterises the recorded drawing here (software, no GPU). */
  commitMs: number;
  /** WebGL only: waiting for the GPU process (SwiftShader) to hand back the frame's pixels. */
  readPixelsMs: number;
  /** Garbage collection on the main thread. */
  gcMs: number;
}

const TRACE_SECONDS = 3;

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Traces the page for a few seconds and sums the main thread's work per animation frame. */
async function traceFrames(browser: Browser, page: Page): Promise<TraceFigures> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'cc', 'gpu', 'v8'],
  });
  await page.waitForTimeout(TRACE_SECONDS * 1000);
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const sums = new Map<string, number>();
  let frames = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
    if (e.name === 'FireAnimationFrame') frames++;
    sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const per = (name: string) => (frames > 0 ? (sums.get(name) ?? 0) / frames : Number.NaN);
  return {
    frames,
    frameCallbackMs: per('FireAnimationFrame'),
    commitMs: per('Commit'),
    readPixelsMs: per('GLES2::ReadPixels'),
    gcMs: per('V8.GC_SCAVENGER') + per('V8.GC_MARK_COMPACTOR'),
  };
}

/** Reads the flags; a bad one is refused with one line naming it and its range (exit 2). */
function parseOptions(argv: string[]): Options {
  const { values: flags } = parseFlags(argv, {
    entities: 'string',
    renderer: 'string',
    thread: 'string',
    engine: 'string',
    runs: 'string',
    warmup: 'string',
    'first-frame-runs': 'string',
    'first-frame-only': 'boolean',
    against: 'string',
    port: 'string',
    'no-build': 'boolean',
    screenshots: 'string',
    trace: 'boolean',
    json: 'boolean',
  });
  const entitiesText = flags.entities === true ? '' : (flags.entities ?? '100,500,1000,2000');
  const entities = entitiesText.split(',').map(parseNumberText);
  entities.forEach((n, i) => {
    if (!Number.isInteger(n) || n < MIN_BENCH_ENTITIES || n > MAX_BENCH_ENTITIES)
      refuse(`--entities[${i}]: must be an integer ≥ ${MIN_BENCH_ENTITIES} and ≤ ${MAX_BENCH_ENTITIES}`);
  });
  const renderers = (flags.renderer === true ? '' : (flags.renderer ?? 'canvas,webgl')).split(',').map((r) => r.trim());
  for (const r of renderers)
    if (!(RENDERERS as readonly string[]).includes(r))
      refuse(`--renderer: must be canvas, webgl or both (comma-separated); got ${quoteForMessage(r)}`);
  const threads = (flags.thread === true ? '' : (flags.thread ?? 'worker')).split(',').map((t) => t.trim());
  for (const t of threads)
    if (!(THREADS as readonly string[]).includes(t))
      refuse(`--thread: must be worker, main or both (comma-separated); got ${quoteForMessage(t)}`);
  const engines = (flags.engine === true ? '' : (flags.engine ?? 'planck')).split(',').map((e) => e.trim());
  for (const e of engines)
    if (!(CROWD_ENGINES as readonly string[]).includes(e))
      refuse(`--engine: must be planck, box2d or both (comma-separated); got ${quoteForMessage(e)}`);
  const runs = numberFlag(flags.runs, 1);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) refuse('--runs: must be an integer ≥ 1 and ≤ 20');
  const warmupSeconds = numberFlag(flags.warmup, defaultBenchMeterSettings().warmupSeconds);
  if (!(warmupSeconds >= 0 && warmupSeconds <= MAX_BENCH_WARMUP_SECONDS))
    refuse(`--warmup: must be a number of seconds ≥ 0 and ≤ ${MAX_BENCH_WARMUP_SECONDS}`);
  const firstFrameRuns = numberFlag(flags['first-frame-runs'], 5);
  if (!Number.isInteger(firstFrameRuns) || firstFrameRuns < 0 || firstFrameRuns > 50)
    refuse('--first-frame-runs: must be an integer ≥ 0 and ≤ 50');
  const port = numberFlag(flags.port, 4182);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) refuse('--port: must be an integer ≥ 1024 and ≤ 65535');
  const screenshots = typeof flags.screenshots === 'string' ? flags.screenshots : null;
  const against = typeof flags.against === 'string' ? flags.against : null;
  if (flags.against === true || (against !== null && !/^[\w./~^-]{1,100}$/.test(against)))
    refuse('--against: must name a commit, branch or tag of this repository');
  const firstFrameOnly = Boolean(flags['first-frame-only']);
  if ((firstFrameOnly || against !== null) && firstFrameRuns === 0)
    refuse('--first-frame-runs: must be ≥ 1 with --first-frame-only or --against');
  return {
    entities,
    renderers: renderers as Renderer[],
    threads: threads as BenchThread[],
    engines: engines as CrowdEngine[],
    runs,
    warmupSeconds,
    firstFrameRuns,
    firstFrameOnly,
    against,
    port,
    build: !flags['no-build'],
    screenshots,
    trace: Boolean(flags.trace),
    json: Boolean(flags.json),
  };
}

function log(options: Options, message: string): void {
  if (!options.json) process.stderr.write(`${message}\n`);
}

/** One `?bench=N` page: waits for its figures. */
async function runBench(
  browser: Browser,
  base: string,
  entities: number,
  renderer: Renderer,
  thread: BenchThread,
  engine: CrowdEngine,
  warmupSeconds: number,
  screenshots: string | null,
  trace: boolean,
): Promise<RunReport> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let consoleErrors = 0;
  let consoleWarnings = 0;
  const samples = new Set<string>();
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    if (type === 'error') consoleErrors++;
    else consoleWarnings++;
    if (samples.size < 3) samples.add(`${type}: ${message.text().slice(0, 160)}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => {
    consoleErrors++;
    if (samples.size < 3) samples.add(`pageerror: ${error.message.slice(0, 160)}`);
  });
  try {
    await page.goto(`${base}/?bench=${entities}&renderer=${renderer}&thread=${thread}&engine=${engine}&warmup=${warmupSeconds}`);
    await page.waitForFunction(() => (window.pidDemo?.benchResult() ?? null) !== null, null, {
      timeout: RUN_TIMEOUT_MS + 1000 * warmupSeconds,
      polling: 1000,
    });
    const result = (await page.evaluate(() => window.pidDemo?.benchResult() ?? null)) as BenchResult | null;
    if (!result) throw new Error('benchResult() went back to null');
    // The scene keeps running as measured: trace it now, outside the measured window.
    const traced = trace ? await traceFrames(browser, page) : null;
    if (screenshots) await page.screenshot({ path: join(screenshots, `bench-${entities}-${renderer}-${thread}-${engine}.png`) });
    return { ...result, thread, engine, trace: traced, consoleErrors, consoleWarnings, consoleSamples: [...samples] };
  } finally {
    await context.close();
  }
}

/** The median of each figure over the runs of one renderer, thread and N. */
interface MedianRow {
  renderer: Renderer;
  thread: BenchThread;
  engine: CrowdEngine;
  entities: number;
  runs: number;
  fps: number;
  frameMedianMs: number;
  frameP95Ms: number;
  simMsPerFrame: number;
  simSpeed: number;
  /** The median over the runs of each run's largest lag of the drawn crowd behind the clock, steps. */
  maxLagSteps: number;
}

function medianRows(runs: readonly RunReport[]): MedianRow[] {
  const groups = new Map<string, RunReport[]>();
  for (const r of runs) {
    const key = `${r.renderer}\u0000${r.thread}\u0000${r.engine}\u0000${r.entities}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as RunReport;
    return {
      renderer: first.renderer as Renderer,
      thread: first.thread,
      engine: first.engine,
      entities: first.entities,
      runs: group.length,
      fps: median(group.map((r) => r.fps)),
      frameMedianMs: median(group.map((r) => r.frameMs.median)),
      frameP95Ms: median(group.map((r) => r.frameMs.p95)),
      simMsPerFrame: median(group.map((r) => r.simMsPerFrame.mean)),
      simSpeed: median(group.map((r) => r.simSpeed)),
      maxLagSteps: median(group.map((r) => r.lagSteps.max)),
    };
  });
}

async function main(argv: string[]): Promise<void> {
  const options = parseOptions(argv);
  if (options.screenshots) mkdirSync(options.screenshots, { recursive: true });
  const outDir = mkdtempSync(join(tmpdir(), 'pid-bench-dist-'));
  const againstDir = options.against === null ? null : mkdtempSync(join(tmpdir(), 'pid-bench-against-'));
  let server: ChildProcess | null = null;
  let againstServer: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    if (options.build) {
      log(options, 'building the game (vite build)…');
      build(outDir);
    } else {
      rmSync(outDir, { recursive: true, force: true });
    }
    if (options.against !== null && againstDir !== null) {
      log(options, `building ${options.against} (git archive, vite build)…`);
      checkOut(options.against, join(againstDir, 'tree'));
      build(join(againstDir, 'dist'), join(againstDir, 'tree'));
    }
    log(options, 'host check: a fixed planck workload in this process…');
    const hostCheckBefore = hostCheckInChildProcess();
    const served = options.build ? outDir : join(ROOT, 'dist');
    server = await startPreview(served, options.port);
    const base = `http://127.0.0.1:${options.port}`;
    if (againstDir !== null) againstServer = await startPreview(join(againstDir, 'dist'), options.port + 1);
    browser = await launchChromium();

    const runs: RunReport[] = [];
    for (const renderer of options.firstFrameOnly ? [] : options.renderers) {
      for (const thread of options.threads) {
        for (const entities of options.entities) {
          // The engines of one N in turn, so that a busy spell of the machine falls on both.
          for (let run = 1; run <= options.runs; run++) {
            for (const engine of options.engines) {
              log(
                options,
                `${renderer}, ${thread} thread, ${engine}: ${entities} ` +
                  `entities${options.runs > 1 ? ` (run ${run} of ${options.runs})` : ''}…`,
              );
              runs.push(
                await runBench(
                  browser,
                  base,
                  entities,
                  renderer,
                  thread,
                  engine,
                  options.warmupSeconds,
                  options.screenshots,
                  options.trace,
                ),
              );
            }
          }
        }
      }
    }
    const medians = medianRows(runs);

    let first: FirstFrameReport | null = null;
    let againstFirst: FirstFrameReport | null = null;
    if (options.firstFrameRuns > 0) {
      log(
        options,
        `first frame: ${options.firstFrameRuns} cold ` +
          `loads${options.against === null ? '' : ` of this build and of ${options.against}'s, interleaved`}…`,
      );
      const bases = options.against === null ? [base] : [base, `http://127.0.0.1:${options.port + 1}`];
      [first = null, againstFirst = null] = await interleavedFirstFrames(browser, bases, options.firstFrameRuns);
    }

    const hostCheck = { beforeMsPerStep: hostCheckBefore, afterMsPerStep: hostCheckInChildProcess() };
    const environment = {
      chromium: browser.version(),
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      viewport: VIEWPORT,
      served: options.build ? 'fresh vite build' : 'dist/',
      hostCheck,
    };
    if (options.json) {
      const against =
        againstFirst && first
          ? { ref: options.against, firstFrame: againstFirst, ratio: first.firstFrameMs / againstFirst.firstFrameMs }
          : null;
      process.stdout.write(
        `${JSON.stringify({ environment, results: runs, medians: options.runs > 1 ? medians : null, firstFrame: first, against })}\n`,
      );
      return;
    }
    const ms = (value: number) => value.toFixed(2);
    const rows = runs.map((r) => [
      r.renderer,
      r.thread,
      r.engine,
      String(r.entities),
      ms(r.frameMs.median),
      ms(r.frameMs.p95),
      ms(r.simMsPerFrame.mean),
      ms(r.drawMsPerFrame.mean),
      ms(r.renderMsPerFrame.mean),
      ms(r.uiMsPerFrame.mean),
      // The Worker's steps run on its own thread: they take no time from the page's frame.
      ms(r.frameMs.mean - (r.thread === 'main' ? r.simMsPerFrame.mean : 0) - r.drawMsPerFrame.mean - r.uiMsPerFrame.mean),
      r.stepsPerFrame.toFixed(2),
      r.simSpeed.toFixed(2),
      `${r.lagSteps.median} / ${r.lagSteps.max}`,
      r.fps.toFixed(1),
      r.consoleErrors || r.consoleWarnings ? `${r.consoleErrors}/${r.consoleWarnings}` : '0',
    ]);
    const header = [
      'renderer',
      'thread',
      'engine',
      'N',
      'frame median ms',
      'frame p95 ms',
      'sim ms/frame',
      'draw ms/frame',
      '(renderer)',
      'ui ms/frame',
      'rest ms/frame',
      'steps/frame',
      'sim speed',
      'lag median / max',
      'fps',
      'console err/warn',
    ];
    process.stdout.write(
      `Chromium ${environment.chromium}, ${environment.cpus} × ${environment.cpuModel}, ${VIEWPORT.width}×${VIEWPORT.height}\n`,
    );
    process.stdout.write(
      `Host check (scripts/hostCheck.ts, a fixed planck world of 1,000 boxes): ${ms(hostCheck.beforeMsPerStep)} ms/step before ` +
        `the runs, ${ms(hostCheck.afterMsPerStep)} after (about 2.5 on the development machine when it is quiet; busier hosts run ` +
        `everything slower)\n`,
    );
    if (rows.length > 0) process.stdout.write(`${textTable(header, rows)}\n`);
    if (rows.length > 0)
      process.stdout.write(
        '(sim, draw, renderer, ui: means per frame over the 5 s window; draw includes the renderer; rest = mean frame time minus\n' +
          (" those (sim only on the page's thread: the Worker steps on its own): the browser rasterising and compositing the " +
            'frame, garbage collection, and idle time until the next frame;\n') +
          " sim speed: simulated s per real s by the page's fixed-step clock, which holds when the Worker is 5 steps behind;\n" +
          " lag: steps the clock ran that the Worker had not finished at the end of a frame, 0 on the page's thread)\n",
      );
    if (options.runs > 1) {
      const medianTable = medians.map((m) => [
        m.renderer,
        m.thread,
        m.engine,
        String(m.entities),
        String(m.runs),
        m.fps.toFixed(1),
        ms(m.frameMedianMs),
        ms(m.frameP95Ms),
        ms(m.simMsPerFrame),
        m.simSpeed.toFixed(2),
        String(m.maxLagSteps),
      ]);
      process.stdout.write(`\nMedians over ${options.runs} runs of each:\n`);
      const medianHeader = [
        'renderer',
        'thread',
        'engine',
        'N',
        'runs',
        'fps',
        'frame median ms',
        'frame p95 ms',
        'sim ms/frame',
        'sim speed',
        'max lag (steps)',
      ];
      process.stdout.write(`${textTable(medianHeader, medianTable)}\n`);
    }
    for (const r of runs)
      for (const sample of r.consoleSamples) process.stdout.write(`  ${r.renderer} ${r.thread} ${r.entities}: ${sample}\n`);
    const traced = runs.filter((r) => r.trace);
    if (traced.length > 0) {
      const traceRows = traced.map((r) => {
        const t = r.trace as TraceFigures;
        return [r.renderer, String(r.entities), String(t.frames), ms(t.frameCallbackMs), ms(t.commitMs), ms(t.readPixelsMs), ms(t.gcMs)];
      });
      process.stdout.write(`\nChrome trace, ${TRACE_SECONDS} s after each window, main thread per frame:\n`);
      const traceHeader = ['renderer', 'N', 'frames', 'frame callback ms', 'commit (canvas raster) ms', 'WebGL read-back ms', 'GC ms'];
      process.stdout.write(`${textTable(traceHeader, traceRows)}\n`);
    }
    if (first) {
      process.stdout.write(`first frame (from navigation start, median of ${first.runs} cold loads): ${describeFirstFrame(first)}\n`);
      if (againstFirst) {
        process.stdout.write(
          `first frame of ${options.against}'s build, its loads interleaved with these: ${describeFirstFrame(againstFirst)}\n`,
        );
        process.stdout.write(
          `first frame, this build / ${options.against}'s: ${(first.firstFrameMs / againstFirst.firstFrameMs).toFixed(2)} ` +
            `(medians of the same run)\n`,
        );
      }
    }
  } finally {
    await browser?.close();
    server?.kill();
    againstServer?.kill();
    rmSync(outDir, { recursive: true, force: true });
    if (againstDir !== null) rmSync(againstDir, { recursive: true, force: true });
  }
}

runCommandLine(USAGE, main);
