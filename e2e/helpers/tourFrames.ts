/**
 * The bodies' motion recorded in the page after every fixed step while the tour plays, and what a
 * test reads from it: an entity's angle at any simulated time (cubic Hermite between frames, angle
 * and spin known at both), its rotation between two times, its heading error against the target's
 * bearing, when the target last moved.
 */
import type { Page } from '@playwright/test';
import { wrapDeg } from './geometry';
import { waitForFrames } from './waits';

/** One recorded frame: simulated time, each entity's state, the target's position, the tour's step and result. */
export interface Frame {
  t: number;
  entities: Record<string, { angle: number; spin: number; x: number; y: number; speed: number; errorDeg: number }>;
  target: [number, number] | null;
  step: string | null;
  result: { text: string; values: Record<string, number> } | null;
}

/**
 * Starts recording a {@link Frame} after every fixed step, in the page (once per page): whatever
 * runs the steps (the game's frames, or a test stepping time), no step escapes the recording.
 */
export async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: unknown[] = [];
    (window as unknown as { tourFrames: unknown[] }).tourFrames = frames;
    const hook = (
      window as unknown as { pidDemo: { snapshot(): import('./snapshot').Snapshot; onFixedStep(listener: () => void): () => void } }
    ).pidDemo;
    hook.onFixedStep(() => {
      const s = hook.snapshot();
      const entities: Record<string, unknown> = {};
      for (const e of s.entities)
        entities[e.id] = {
          angle: e.angle,
          spin: e.angularVelocity,
          x: e.position[0],
          y: e.position[1],
          speed: e.speed,
          errorDeg: e.headingErrorDeg,
        };
      const target = s.targets[0];
      frames.push({
        t: s.time,
        entities,
        target: target ? target.position : null,
        step: s.tour?.id ?? null,
        result: s.tour?.result ?? null,
      });
    });
  });
}

/** The frames recorded so far (and forgets them). */
export async function takeFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => {
    const frames = (window as unknown as { tourFrames: unknown[] }).tourFrames;
    return frames.splice(0, frames.length) as Frame[];
  });
}

/**
 * The frames recorded so far, taken until the latest one holds the step's result (at most `frames`
 * animation frames more, while the game steps by itself): a result that came after the latest
 * recorded step reaches the recording with the next one.
 */
export async function takeFramesWithResult(page: Page, frames = 10): Promise<Frame[]> {
  const taken = await takeFrames(page);
  for (let i = 0; i < frames && !taken.at(-1)?.result; i++) {
    await waitForFrames(page, 2);
    taken.push(...(await takeFrames(page)));
  }
  return taken;
}

/** The index of the frame pair around `t` (frames[i-1].t ≤ t ≤ frames[i].t), or -1 (frames are in time order: a binary search). */
function pairAround(frames: readonly Frame[], time: number): number {
  if (frames.length < 2) return -1;
  const first = (frames[0] as Frame).t;
  const last = (frames.at(-1) as Frame).t;
  // A time summed from whole steps may differ from the frame's own in the last bits.
  const t = Math.abs(time - last) < 1e-6 ? last : Math.abs(time - first) < 1e-6 ? first : time;
  if (t < first || t > last) return -1;
  let low = 1;
  let high = frames.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((frames[mid] as Frame).t < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * An entity's angle at simulated time `t`, rad, continuous from frames[0] on (the rotation between
 * frames is summed, so a turn through ±180° counts whole): cubic Hermite between the frames around it.
 */
export function angleAt(frames: readonly Frame[], id: string, t: number): number {
  const i = pairAround(frames, t);
  if (i < 0)
    throw new Error(
      `no recorded frames of ${id} around t = ${t.toFixed(3)} s (recorded ${frames[0]?.t.toFixed(3)} to ` +
        `${frames.at(-1)?.t.toFixed(3)} s, step ${frames[0]?.step})`,
    );
  return (
    (continuousAngles(frames, id)[i - 1] as number) + (localAngleAt(frames, id, t, i) - ((frames[i - 1] as Frame).entities[id]?.angle ?? 0))
  );
}

/** Each frame's angle of `id`, continuous from frames[0] on (rad), worked out once per list and length. */
const continuous = new WeakMap<readonly Frame[], Map<string, number[]>>();
function continuousAngles(frames: readonly Frame[], id: string): number[] {
  const byId = continuous.get(frames) ?? new Map<string, number[]>();
  continuous.set(frames, byId);
  let angles = byId.get(id);
  if (angles && angles.length === frames.length) return angles;
  angles = [(frames[0] as Frame).entities[id]?.angle ?? 0];
  for (let k = 1; k < frames.length; k++) {
    const p = (frames[k - 1] as Frame).entities[id];
    const q = (frames[k] as Frame).entities[id];
    angles.push((angles[k - 1] as number) + (p && q ? Math.atan2(Math.sin(q.angle - p.angle), Math.cos(q.angle - p.angle)) : 0));
  }
  byId.set(id, angles);
  return angles;
}

/** An entity's angle at `t` between the frames i-1 and i, rad, from frames[i-1]'s angle on (not wrapped). */
function localAngleAt(frames: readonly Frame[], id: string, t: number, i: number): number {
  const a = frames[i - 1] as Frame;
  const b = frames[i] as Frame;
  const p = a.entities[id];
  const q = b.entities[id];
  if (!p || !q) throw new Error(`${id} is missing from the frames around t = ${t.toFixed(3)} s`);
  const h = b.t - a.t;
  if (h === 0) return p.angle;
  const s = (t - a.t) / h;
  const delta = Math.atan2(Math.sin(q.angle - p.angle), Math.cos(q.angle - p.angle));
  // y = h00·y0 + h10·h·m0 + h01·y1 + h11·h·m1, with y1 = y0 + delta and h00 + h01 = 1.
  const h10 = s ** 3 - 2 * s ** 2 + s;
  const h01 = -2 * s ** 3 + 3 * s ** 2;
  const h11 = s ** 3 - s ** 2;
  return p.angle + h10 * h * p.spin + h01 * delta + h11 * h * q.spin;
}

/** |rotation| of `id` from `from` to `to` (simulated s), degrees. */
export function rotationDeg(frames: readonly Frame[], id: string, from: number, to: number): number {
  return Math.abs(((angleAt(frames, id, to) - angleAt(frames, id, from)) * 180) / Math.PI);
}

/**
 * The heading error of a body turning in place at time `t`, degrees (wrapped to ±180): its angle
 * against the bearing of the target as it stood in the last frame (the target rests after a drop).
 */
export function errorAt(frames: readonly Frame[], id: string, t: number): number {
  const last = frames.at(-1) as Frame;
  const body = last.entities[id];
  if (!body || !last.target) throw new Error(`no ${id} or no target in the last frame`);
  const bearing = Math.atan2(last.target[1] - body.y, last.target[0] - body.x);
  const i = pairAround(frames, t);
  if (i < 0) throw new Error(`no recorded frames of ${id} around t = ${t.toFixed(3)} s`);
  return wrapDeg(((localAngleAt(frames, id, t, i) - bearing) * 180) / Math.PI);
}

/**
 * The largest swing past the target between `from` and `to` (degrees), the heading error followed
 * without wrapping: the target is the multiple of 360° nearest where the error ended (a body spun
 * the long way round reaches it from the other side), the swing how far the error went beyond it
 * on the side away from where it came; from within 1° (`keptUp`), any swing beyond 1°. Sampled
 * every millisecond of simulated time between the frames.
 */
export function swingPastDeg(frames: readonly Frame[], id: string, from: number, to: number, keptUp: boolean): number {
  const last = frames.at(-1) as Frame;
  const body = last.entities[id];
  if (!body || !last.target) throw new Error(`no ${id} or no target in the last frame`);
  const bearing = Math.atan2(last.target[1] - body.y, last.target[0] - body.x);
  // Continuous from the wrapped error at `from`.
  const offset = errorAt(frames, id, from) - ((angleAt(frames, id, from) - bearing) * 180) / Math.PI;
  const errorOf = (t: number) => ((angleAt(frames, id, t) - bearing) * 180) / Math.PI + offset;
  const start = errorOf(from);
  const goal = 360 * Math.round(errorOf(to) / 360);
  let swing = 0;
  for (let t = from; t <= to; t += 0.001) {
    const error = errorOf(t) - goal;
    const past = keptUp ? Math.abs(error) : start >= goal ? -error : error;
    if (past > swing) swing = past;
  }
  return keptUp && swing <= 1 ? 0 : swing;
}

/**
 * When the recorded target last moved, as far as frames tell: the time of the frame before the last
 * frame that found it moved, s. (A frame runs several steps; the move ended at one of them, and a
 * turn can start at the next: after this time, not necessarily after the frame's own.)
 */
export function lastTargetMove(frames: readonly Frame[]): number {
  let last = -Infinity;
  for (let i = 1; i < frames.length; i++) {
    const a = (frames[i - 1] as Frame).target;
    const b = (frames[i] as Frame).target;
    if (a && b && Math.hypot(a[0] - b[0], a[1] - b[1]) > 1e-6) last = (frames[i - 1] as Frame).t;
  }
  return last;
}

/** The frame nearest to simulated time `t`. */
export function frameNear(frames: readonly Frame[], t: number): Frame {
  let best = frames[0] as Frame;
  for (const frame of frames) if (Math.abs(frame.t - t) < Math.abs(best.t - t)) best = frame;
  return best;
}

/** Which entity each figure prefix of a tour step's result is about, and how the sentence names it (null: "It …", the step's one body). */
export const TOUR_FIGURES: Readonly<Record<string, Readonly<Record<string, { id: string; name: string | null }>>>> = {
  torque: { turn: { id: 'missile-1', name: null } },
  'turn-rate': { fast: { id: 'missile-1', name: 'missile-1 (orange' }, slow: { id: 'missile-2', name: 'missile-2 (light blue' } },
  'pid-terms': { turn: { id: 'missile-2', name: null } },
  'as-published': { turn: { id: 'missile-1', name: null } },
  'time-optimal': { pid: { id: 'missile-1', name: 'missile-1 (orange' }, optimal: { id: 'missile-2', name: 'missile-2 (light blue' } },
};

/**
 * The turns a step's result reports (each body's `TurnedDeg`, from the start of the player's
 * action) against the recorded motion: a line for each figure more than `toleranceDeg` off what
 * the body turned. `checked` counts the figures whose span the frames cover (frames of this step
 * only, in time order).
 */
export function turnedAgainstFrames(
  step: string,
  values: Readonly<Record<string, number>>,
  frames: readonly Frame[],
  toleranceDeg = 2,
): { checked: number; problems: string[] } {
  const own = frames.filter((frame) => frame.step === step);
  const problems: string[] = [];
  let checked = 0;
  for (const [prefix, body] of Object.entries(TOUR_FIGURES[step] ?? {})) {
    const [reported, start, seconds] = [values[`${prefix}TurnedDeg`], values[`${prefix}ActionStartTime`], values[`${prefix}ActionSeconds`]];
    if (reported === undefined || start === undefined || seconds === undefined) continue;
    if (own.length < 2 || (own[0] as Frame).t > start + 1e-6 || (own.at(-1) as Frame).t < start + seconds - 1e-6) continue;
    checked++;
    const turned = rotationDeg(own, body.id, start, start + seconds);
    if (Math.abs(turned - reported) > toleranceDeg)
      problems.push(
        `${step}/${prefix}: reported ${reported.toFixed(2)}° from the action's start at ${start.toFixed(3)} s, recorded ` +
          `${turned.toFixed(2)}°`,
      );
  }
  return { checked, problems };
}
