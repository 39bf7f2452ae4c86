// The browser tests' view of the 3D lab (`window.lab3d`): what is on screen, as plain data, and a way to step time.
import type { LabScene } from './scene/LabScene';
import type { LabView } from './view/LabView';

/** The lab as the browser tests read it. Angles in degrees, times in s, positions in m (page positions in CSS px). */
export interface Lab3dSnapshot {
  readonly time: number;
  readonly steps: number;
  readonly paused: boolean;
  readonly settings: { readonly turnRate: string; readonly controller: string; readonly missilesOn: boolean; readonly missileCount: number };
  /** The craft's error angle (°) and the orientation it has. */
  readonly craft: { readonly angleDeg: number; readonly orientation: readonly number[] };
  /** The target: its angles (°), its position (m) and where it is on the page (px), or null when behind the camera. */
  readonly target: { readonly azimuthDeg: number; readonly elevationDeg: number; readonly position: readonly number[]; readonly page: { readonly x: number; readonly y: number } | null };
  /** The turn meter: its phase, the latest turn's figures (null before one) and the largest overshoot seen (°). */
  readonly turn: { readonly phase: string; readonly latest: unknown; readonly maxOvershootDeg: number; readonly changes: number };
  readonly missiles: { readonly count: number; readonly hits: number };
}

/** What `window.lab3d` offers. */
export interface Lab3dHook {
  /** Runs `count` fixed steps at once (paused or not), draws, and returns the snapshot. */
  stepFixed(count: number): Lab3dSnapshot;
  snapshot(): Lab3dSnapshot;
}

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const onScreen = { x: 0, y: 0, behind: false };

/** The snapshot of `scene` as drawn by `view`. */
export function labSnapshot(scene: LabScene, paused: boolean, view: LabView): Lab3dSnapshot {
  const { craft, target, settings } = scene;
  const q = craft.orientation;
  const p = target.position;
  view.toScreen(p, onScreen);
  const box = view.renderer.domElement.getBoundingClientRect();
  const meter = scene.turnMeter;
  return {
    time: scene.time,
    steps: scene.steps,
    paused,
    settings: { turnRate: settings.turnRate, controller: settings.controller.id, missilesOn: settings.missilesOn, missileCount: settings.missileCount },
    craft: { angleDeg: degrees(craft.angle), orientation: [q.x, q.y, q.z, q.w] },
    target: { azimuthDeg: degrees(target.azimuth), elevationDeg: degrees(target.elevation), position: [p.x, p.y, p.z], page: onScreen.behind ? null : { x: box.left + onScreen.x, y: box.top + onScreen.y } },
    turn: { phase: meter.phase, latest: meter.latest, maxOvershootDeg: meter.maxOvershootDeg, changes: meter.changes },
    missiles: { count: scene.missiles.count, hits: scene.missiles.hits },
  };
}
