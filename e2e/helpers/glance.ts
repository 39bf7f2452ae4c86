/**
 * What a player sees at a glance, sampled in the page and judged here: the labels on the canvas
 * against the bodies, the targets, the page's overlays, each other and the screen's edges, and
 * what the player owns against the screen's edges. Boxes come from the page (the labels' boxes
 * through `window.pidDemo.canvasLabels()`, the overlays' from the DOM, bodies and targets from the
 * snapshot and the camera's scale), never from pixels.
 */
import type { Page } from '@playwright/test';
import type { CanvasLabel } from '../../src/app/snapshot';
import { CHARACTER_PARTS, MISSILE_PARTS } from '../../src/sim/entities/shapes';
import type { Vec2 } from './geometry';

/** A box on the page, CSS px: left, top, right, bottom. */
export type Edges = [number, number, number, number];

/** One frame as the page drew it. */
export interface GlanceSample {
  /** Simulated time, s. */
  time: number;
  mode: string;
  race: boolean;
  /** CSS px per metre. */
  pixelsPerMetre: number;
  canvas: Edges;
  viewport: { width: number; height: number };
  labels: CanvasLabel[];
  overlays: { name: string; edges: Edges }[];
  entities: { id: string; type: 'missile' | 'character'; screen: Vec2; angle: number }[];
  targets: { id: string; screen: Vec2; held: boolean }[];
  waypoints: Vec2[];
}

/** How far a target's drawing reaches from its centre, CSS px: its ring (13 px) and the crosshair's arms (7 px); 3 px more while held. */
const TARGET_REACH_PX = 20;
/** A waypoint's ring, CSS px. */
const WAYPOINT_REACH_PX = 6;
/** Overlaps up to this are the rounding of text positions to whole pixels, CSS px. */
const TOLERANCE_PX = 0.5;

/**
 * Samples the page every `every` s of simulated time for `seconds` s, each sample taken from a
 * frame as drawn. Time is stepped, not waited for: before each sample the page runs the fixed
 * steps to the next sample time at once (`pidDemo.advanceFixed`), then lets two animation frames
 * pass, so the game has drawn the stepped state (the camera framed it, the labels placed in it)
 * before the sample is read. The camera eases by wall-clock time, at most 0.1 s of it a frame,
 * about what it gets over half a second of play at 4× real time. Runs in the page: one round trip.
 */
export async function sampleFrames(page: Page, seconds: number, every = 0.5): Promise<GlanceSample[]> {
  return page.evaluate(
    ({ seconds: span, every: period }) =>
      new Promise<GlanceSample[]>((resolve, reject) => {
        type Hook = {
          snapshot(): {
            time: number;
            dt: number;
            paused: boolean;
            mode: string;
            race: boolean;
            entities: { id: string; type: 'missile' | 'character'; screen: [number, number]; angle: number }[];
            targets: { id: string; screen: [number, number]; held: boolean }[];
            waypoints: { screen: [number, number] }[];
          };
          canvasLabels(): CanvasLabel[];
          camera(): { pixelsPerMetre: number };
          advanceFixed(n: number): unknown;
        };
        const hook = (window as unknown as { pidDemo: Hook }).pidDemo;
        const overlaySelector =
          '#world > *:not(#game):not(.visually-hidden):not(#top-overlays), #top-overlays > *, #toolbar-menu, dialog[open]';
        const samples: GlanceSample[] = [];
        const start = hook.snapshot().time;
        let next = start;
        // A guard against a hang only: two frames and a batch of steps per sample.
        const deadline = performance.now() + (span / period) * 2000 + 20_000;
        let framesSinceStep = 2;
        const tick = (): void => {
          const snap = hook.snapshot();
          if (snap.time + 1e-9 < next && framesSinceStep >= 2 && !snap.paused) {
            hook.advanceFixed(Math.max(1, Math.ceil((next - snap.time - 1e-9) / snap.dt)));
            framesSinceStep = 0;
          } else if (snap.time + 1e-9 >= next && framesSinceStep >= 2) {
            const canvas = (document.querySelector('#game canvas') as HTMLCanvasElement).getBoundingClientRect();
            const overlays = [...document.querySelectorAll(overlaySelector)]
              .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
              .map((element) => {
                const r = element.getBoundingClientRect();
                return { name: element.id || element.className, edges: [r.left, r.top, r.right, r.bottom] as Edges };
              })
              .filter(({ edges }) => edges[2] > edges[0] && edges[3] > edges[1]);
            samples.push({
              time: snap.time,
              mode: snap.mode,
              race: snap.race,
              pixelsPerMetre: hook.camera().pixelsPerMetre,
              canvas: [canvas.left, canvas.top, canvas.right, canvas.bottom],
              viewport: { width: window.innerWidth, height: window.innerHeight },
              labels: hook.canvasLabels(),
              overlays,
              entities: snap.entities.map(({ id, type, screen, angle }) => ({ id, type, screen, angle })),
              targets: snap.targets.map(({ id, screen, held }) => ({ id, screen, held })),
              waypoints: snap.waypoints.map(({ screen }) => screen),
            });
            while (next <= snap.time + 1e-9) next += period;
          }
          if (snap.time >= start + span - 1e-9 && framesSinceStep >= 2) resolve(samples);
          else if (performance.now() > deadline)
            reject(new Error(`sampling: simulated time reached only ${(snap.time - start).toFixed(2)} of ${span} s`));
          else {
            framesSinceStep++;
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      }),
    { seconds, every },
  );
}

/** The box of an entity's outline as drawn (page px). */
export function bodyEdges(entity: GlanceSample['entities'][number], pixelsPerMetre: number): Edges {
  const cos = Math.cos(entity.angle);
  const sin = Math.sin(entity.angle);
  const edges: Edges = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of entity.type === 'missile' ? MISSILE_PARTS : CHARACTER_PARTS) {
    for (const [x, y] of part.vertices) {
      const sx = entity.screen[0] + (x * cos - y * sin) * pixelsPerMetre;
      const sy = entity.screen[1] - (x * sin + y * cos) * pixelsPerMetre;
      edges[0] = Math.min(edges[0], sx);
      edges[1] = Math.min(edges[1], sy);
      edges[2] = Math.max(edges[2], sx);
      edges[3] = Math.max(edges[3], sy);
    }
  }
  return edges;
}

/** The box a target's drawing covers (page px). */
export function targetEdges(target: GlanceSample['targets'][number]): Edges {
  const reach = TARGET_REACH_PX + (target.held ? 3 : 0);
  return [target.screen[0] - reach, target.screen[1] - reach, target.screen[0] + reach, target.screen[1] + reach];
}

function labelEdges(label: CanvasLabel): Edges {
  return [label.left, label.top, label.left + label.width, label.top + label.height];
}

/** Whether two boxes overlap by more than the rounding tolerance. */
function overlap(a: Edges, b: Edges): boolean {
  return Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > TOLERANCE_PX && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > TOLERANCE_PX;
}

/**
 * Where a sample's labels are unreadable or hide something: a label over a target (where targets
 * are drawn: not in Path mode), an overlay or another entity's label, or past the edge of the
 * screen, and an entity's label over a body. Waypoint numbers are judged against the targets, the
 * overlays, the screen's edge and the entities' labels, not against each other (their spacing on a
 * dense path is another piece of work) nor against the bodies that fly over their waypoints.
 */
export function labelProblems(sample: GlanceSample): string[] {
  const problems: string[] = [];
  const at = `at ${sample.time.toFixed(1)} s`;
  const bodies = sample.entities.map((entity) => ({ name: entity.id, edges: bodyEdges(entity, sample.pixelsPerMetre) }));
  const targets = sample.mode === 'path' ? [] : sample.targets.map((target) => ({ name: target.id, edges: targetEdges(target) }));
  const [left, top, right, bottom] = sample.canvas;
  const screen: Edges = [
    Math.max(0, left),
    Math.max(0, top),
    Math.min(sample.viewport.width, right),
    Math.min(sample.viewport.height, bottom),
  ];
  sample.labels.forEach((label, i) => {
    const edges = labelEdges(label);
    const name = `"${label.text}" ${at}`;
    if (
      edges[0] < screen[0] - TOLERANCE_PX ||
      edges[1] < screen[1] - TOLERANCE_PX ||
      edges[2] > screen[2] + TOLERANCE_PX ||
      edges[3] > screen[3] + TOLERANCE_PX
    )
      problems.push(`${name} past the screen's edge`);
    // A waypoint's number stays by its waypoint: bodies fly over it.
    if (label.block >= 0) for (const body of bodies) if (overlap(edges, body.edges)) problems.push(`${name} over the body of ${body.name}`);
    for (const target of targets) if (overlap(edges, target.edges)) problems.push(`${name} over ${target.name}`);
    for (const overlay of sample.overlays) if (overlap(edges, overlay.edges)) problems.push(`${name} under the overlay ${overlay.name}`);
    for (let j = 0; j < i; j++) {
      const other = sample.labels[j] as CanvasLabel;
      const sameBlock = label.block >= 0 && label.block === other.block;
      const bothWaypoints = label.block < 0 && other.block < 0;
      if (!sameBlock && !bothWaypoints && overlap(edges, labelEdges(other))) problems.push(`${name} over "${other.text}"`);
    }
  });
  return problems;
}

/**
 * Bodies piled on each other (their outlines' boxes overlap) whose names are not in one shared
 * label. Returns the problems and how many piles there were.
 */
export function pileProblems(sample: GlanceSample): { problems: string[]; piles: number } {
  const problems: string[] = [];
  let piles = 0;
  const blockOf = (id: string): number | undefined => sample.labels.find((label) => label.text === id)?.block;
  const boxes = sample.entities.map((entity) => bodyEdges(entity, sample.pixelsPerMetre));
  sample.entities.forEach((a, i) => {
    for (let j = 0; j < i; j++) {
      const b = sample.entities[j] as GlanceSample['entities'][number];
      if (!overlap(boxes[i] as Edges, boxes[j] as Edges)) continue;
      piles++;
      if (blockOf(a.id) === undefined || blockOf(a.id) !== blockOf(b.id))
        problems.push(`${a.id} and ${b.id} piled at ${sample.time.toFixed(1)} s with labels of their own`);
    }
  });
  return { problems, piles };
}

/**
 * What the player owns (bodies, targets where drawn, waypoints in Path mode) closer than
 * `marginPx` to the play area's edge (the canvas: beyond it is the bar or the screen's edge).
 */
export function edgeProblems(sample: GlanceSample, marginPx: number): string[] {
  const [left, top, right, bottom] = sample.canvas;
  const problems: string[] = [];
  const check = (name: string, edges: Edges): void => {
    const gap = Math.min(edges[0] - left, edges[1] - top, right - edges[2], bottom - edges[3]);
    if (gap < marginPx) problems.push(`${name} ${gap.toFixed(1)} px from the edge at ${sample.time.toFixed(1)} s`);
  };
  for (const entity of sample.entities) check(entity.id, bodyEdges(entity, sample.pixelsPerMetre));
  if (sample.mode !== 'path') for (const target of sample.targets) check(target.id, targetEdges(target));
  else
    sample.waypoints.forEach((point, i) =>
      check(`waypoint ${i}`, [
        point[0] - WAYPOINT_REACH_PX,
        point[1] - WAYPOINT_REACH_PX,
        point[0] + WAYPOINT_REACH_PX,
        point[1] + WAYPOINT_REACH_PX,
      ]),
    );
  return problems;
}

/** Saved settings that run the game at `scale` × real time from the start (the player's saved time scale). */
export async function runFaster(page: Page, scale: number): Promise<void> {
  await page.addInitScript(
    (saved) => window.localStorage.setItem('pid-steering/settings', saved),
    JSON.stringify({ format: 'pid-steering-settings', version: 1, timeScale: scale }),
  );
}
