/**
 * What the model-based tour test (e2e/tourModel.spec.ts) knows of the page, and the invariants
 * that hold after every action, checked on what the page read back after it.
 */
import { expect } from '@playwright/test';
import { DRIFT_WAIT_SECONDS } from '../../src/app/tour/TourStep';
import type { Snapshot } from './snapshot';
import { turnedAgainstFrames } from './tourFrames';
import { recordedFrames, type Look, type Real } from './tourModelPage';

const LOG = Boolean(process.env.TOUR_MODEL_LOG);
/** The results whose turns were checked against the recorded motion (step and sentence). */
export const resultsChecked = new Set<string>();

/** The last step of the tour (0-based): Next there is Finish. It runs a Hunt of its own (guidance). */
export const LAST_STEP = 6;

/** What the test knows of the page. */
export interface Model {
  /** The tour's step (0-based), or null when it is not running. */
  tour: number | null;
  /** Whether the player did the step's thing (dragged the target, pressed its button) since the step started. */
  acted: boolean;
  /** The Hunt or the race, switched on over the player's scene. */
  play: 'hunt' | 'race' | null;
  /** The mode keys' mode of the scene on screen. */
  mode: 'track' | 'seek' | 'path';
  /** The player's scene and settings when the tour or a play started, to compare when it ends. */
  before: string | null;
  /** Simulated time before the target last started to move in this tour step, s. */
  movedAt: number;
  /** Simulated time the player last let the target go (or pressed the step's button) in this tour step, s. */
  releasedAt: number;
}

/** The invariants that hold after every action, on what the page read back after it. */
export function checkAfter(model: Model, real: Real, what: string, { s, card }: Look): void {
  if (LOG) console.log(new Date().toISOString().slice(14, 23), what);
  expect(real.problems.messages, `${what}: no console error`).toEqual([]);
  expect(s.tour === null, `${what}: the tour runs as the model says`).toBe(model.tour === null);
  expect({ hunt: s.hunt, race: s.race }, `${what}: the Hunt and the race run as the model says`).toEqual({
    hunt: model.play === 'hunt' || model.tour === LAST_STEP,
    race: model.play === 'race',
  });
  if (s.tour === null || model.tour === null) return;
  expect(s.tour.index, what).toBe(model.tour);
  const result = s.tour.result;
  if (result) {
    // The card shows the simulation's own result (the guidance step's count is read at the same moment).
    expect(card, `${what}: the card shows the current result`).toBe(`Result: ${result.text}`);
    // Every figure belongs to the latest turn: timed from after the target last started to move.
    const start = result.values.turnDropTime ?? result.values.fastDropTime ?? result.values.pidDropTime ?? result.values.startTime;
    if (start !== undefined)
      expect(start, `${what}: the result is of a turn after the latest move (${result.text})`).toBeGreaterThan(model.movedAt);
    // Its figures are the motion's: each body turned what the sentence says, as recorded step by step.
    const figures = turnedAgainstFrames(s.tour.id, result.values, recordedFrames(real.page));
    expect(figures.problems, `${what}: ${result.text}`).toEqual([]);
    if (figures.checked > 0) resultsChecked.add(`${s.tour.id}: ${result.text}`);
  } else {
    expect(card, `${what}: no result, no figure of an earlier one`).toBe(s.tour.status);
  }
  // Once the player did the step's thing, the card never waits for them; nor for a target to come
  // to rest longer than the tour lets a thrown one fly.
  if (model.acted) expect(card, `${what}: not stuck on “Waiting” after the player acted (step ${s.tour.id})`).not.toMatch(/^Waiting/);
  if (model.acted && s.time > model.releasedAt + DRIFT_WAIT_SECONDS + 0.5)
    expect(card, `${what}: ${(s.time - model.releasedAt).toFixed(2)} s after the target was let go`).not.toMatch(/^The target is moving/);
}

/** Whether the target moved between two snapshots. */
export function targetMoved(a: Snapshot, b: Snapshot): boolean {
  const p = a.targets[0]?.position;
  const q = b.targets[0]?.position;
  return !!p && !!q && Math.hypot(p[0] - q[0], p[1] - q[1]) > 1e-6;
}
