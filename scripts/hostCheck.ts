import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Box, Edge, World } from 'planck';
import { median } from '../src/sim/math/statistics';

/** Bodies in the host check's world. */
const BODIES = 1000;
/** Steps run before timing, then timed in blocks of this many (the median block counts). */
const WARMUP_STEPS = 150;
const BLOCK_STEPS = 40;
const BLOCKS = 5;

/**
 * How fast this host runs a fixed planck workload now, ms per step: 1,000 boxes bouncing inside
 * a walled square (no gravity, no friction, elastic), the same every time, run in this process.
 * Browser figures move by 30–40% with what else the host runs (docs/performance.md); printed
 * next to them, this figure says whether the host was quiet (about 2.5 ms on the development
 * machine when it is) without rerunning anything. Run it in a process of its own
 * ({@link hostCheckInChildProcess}): a process that has loaded Playwright runs planck 55–70% slower
 * (measured: 3.9–4.3 against 2.5 ms), because a library bundled in it makes every `{ x, y }` object
 * literal, planck's temporaries included, store boxed values (docs/performance-browser.md).
 */
export function hostCheckMsPerStep(): number {
  const world = new World({ gravity: { x: 0, y: 0 } });
  const half = 50;
  const walls = world.createBody();
  const corners = [
    { x: -half, y: -half },
    { x: half, y: -half },
    { x: half, y: half },
    { x: -half, y: half },
  ];
  corners.forEach((corner, i) =>
    walls.createFixture(new Edge(corner, corners[(i + 1) % corners.length] as typeof corner), { friction: 0, restitution: 1 }),
  );
  const side = Math.ceil(Math.sqrt(BODIES));
  const spacing = (2 * half - 4) / side;
  for (let i = 0; i < BODIES; i++) {
    // Golden-angle directions: a fixed, even spread of velocities.
    const direction = i * 2.399963229728653;
    const body = world.createBody({
      type: 'dynamic',
      position: { x: -half + 2 + (i % side) * spacing, y: -half + 2 + Math.floor(i / side) * spacing },
      linearVelocity: { x: 6 * Math.cos(direction), y: 6 * Math.sin(direction) },
      allowSleep: false,
    });
    body.createFixture(new Box(0.6, 0.6), { density: 1, friction: 0, restitution: 1 });
  }
  for (let s = 0; s < WARMUP_STEPS; s++) world.step(1 / 60);
  const blocks: number[] = [];
  for (let b = 0; b < BLOCKS; b++) {
    const start = performance.now();
    for (let s = 0; s < BLOCK_STEPS; s++) world.step(1 / 60);
    blocks.push((performance.now() - start) / BLOCK_STEPS);
  }
  return median(blocks);
}

/** {@link hostCheckMsPerStep} run in a fresh Node process (this file run as a script), ms per step. */
export function hostCheckInChildProcess(): number {
  const script = fileURLToPath(import.meta.url);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
  const value = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(value))
    throw new Error(`the host check failed: ${result.stderr.trim() || result.stdout.trim()}`);
  return value;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.stdout.write(`${hostCheckMsPerStep()}\n`);
