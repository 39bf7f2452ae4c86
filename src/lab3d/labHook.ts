// The browser tests' view of the 3D lab (`window.lab3d`): what is on screen, as plain data, and a way to step time.
import type { TurnSoFar } from '../sim/metrics/TurnMeter';
import type { LabScene, ReplayCause } from './scene/LabScene';
import type { TurnRun } from './scene/TurnRun';
import type { LabTurnLimit } from './scene/turnLimitRule';
import type { FrameReadout } from './ui/FrameReadout';
import type { LabView } from './view/LabView';

/** One turn as the tests read it: its choice, its start along its axis, its figures and its limit. */
export interface Lab3dTurn {
  readonly controller: string;
  readonly turnRate: string;
  /** Time since its start, s. */
  readonly time: number;
  /** θ at the start (°, and rad), the spin toward the target then (°/s), α(n) (rad/s²). */
  readonly angleDeg: number;
  readonly angle: number;
  readonly rateTowardDegPerS: number;
  readonly budget: number;
  /** The meter's phase and figures so far (null: no turn to time). */
  readonly phase: string;
  readonly latest: TurnSoFar | null;
  readonly limit: LabTurnLimit;
  /** The craft's orientation now, and the angle left to the target (°). */
  readonly orientation: readonly number[];
  readonly angleLeftDeg: number;
  /** The point it faces, m. */
  readonly target: readonly number[];
}

/** The lab as the browser tests read it. Angles in degrees, times in s, positions in m (page positions in CSS px). */
export interface Lab3dSnapshot {
  /** The lab's time (the missiles'), s, and steps. */
  readonly time: number;
  readonly steps: number;
  readonly paused: boolean;
  readonly settings: {
    readonly turnRate: string;
    readonly controller: string;
    readonly missilesOn: boolean;
    readonly missileCount: number;
  };
  /** The craft of the turn under way: its error angle (°) and the orientation it has. */
  readonly craft: { readonly angleDeg: number; readonly orientation: readonly number[] };
  /** The target: its angles (°), its position (m) and where it is on the page (px), or null when behind the camera. */
  readonly target: {
    readonly azimuthDeg: number;
    readonly elevationDeg: number;
    readonly position: readonly number[];
    readonly page: { readonly x: number; readonly y: number } | null;
  };
  /** The turn under way, the ghost (null: none), the replays so far and what made the latest. */
  readonly turn: Lab3dTurn & { readonly changes: number; readonly cause: ReplayCause };
  readonly ghost: Lab3dTurn | null;
  readonly missiles: { readonly count: number; readonly hits: number };
  /** The frame-rate line's figures: frames per second and ms a step (null: none stepped); the last frame's draw calls and triangles. */
  readonly readout: { readonly fps: number; readonly stepMs: number | null; readonly drawCalls: number; readonly triangles: number };
}

/** What `window.lab3d` offers. */
export interface Lab3dHook {
  /** Runs `count` fixed steps at once (paused or not), draws, and returns the snapshot. */
  stepFixed(count: number): Lab3dSnapshot;
  snapshot(): Lab3dSnapshot;
}

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const onScreen = { x: 0, y: 0, behind: false };

function turnOf(run: TurnRun): Lab3dTurn {
  const q = run.craft.orientation;
  const p = run.targetPosition;
  return {
    controller: run.choice.controller.id,
    turnRate: run.choice.turnRate,
    time: run.time,
    angleDeg: degrees(run.opening.angle),
    angle: run.opening.angle,
    rateTowardDegPerS: degrees(run.opening.rateToward),
    budget: run.opening.budget,
    phase: run.meter.phase,
    latest: run.figures,
    limit: run.limit,
    orientation: [q.x, q.y, q.z, q.w],
    angleLeftDeg: degrees(run.craft.angle),
    target: [p.x, p.y, p.z],
  };
}

/** The snapshot of `scene` as drawn by `view`. */
export function labSnapshot(scene: LabScene, paused: boolean, view: LabView, readout: FrameReadout): Lab3dSnapshot {
  const { craft, target, settings } = scene;
  const q = craft.orientation;
  const p = target.position;
  view.toScreen(p, onScreen);
  const box = view.renderer.domElement.getBoundingClientRect();
  return {
    time: scene.time,
    steps: scene.steps,
    paused,
    settings: {
      turnRate: settings.turnRate,
      controller: settings.controller.id,
      missilesOn: settings.missilesOn,
      missileCount: settings.missileCount,
    },
    craft: { angleDeg: degrees(craft.angle), orientation: [q.x, q.y, q.z, q.w] },
    target: {
      azimuthDeg: degrees(target.azimuth),
      elevationDeg: degrees(target.elevation),
      position: [p.x, p.y, p.z],
      page: onScreen.behind ? null : { x: box.left + onScreen.x, y: box.top + onScreen.y },
    },
    turn: { ...turnOf(scene.run), changes: scene.replayCount, cause: scene.cause },
    ghost: scene.ghostRun === null ? null : turnOf(scene.ghostRun),
    missiles: { count: scene.missiles.count, hits: scene.missiles.hits },
    readout: { fps: readout.fps, stepMs: readout.stepTime, drawCalls: view.drawn.calls, triangles: view.drawn.triangles },
  };
}
