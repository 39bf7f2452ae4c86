import type { Demo } from '../../app/Demo';
import { runName } from '../../app/history/comparedRuns';
import { cssColor, runColor } from '../../app/presentation/palette';
import type { BodyPart } from '../../sim/entities/shapes';
import { BODY_GEOMETRY } from './EntityPainter';
import type { LabelPool } from './LabelPool';
import type { WorldPen } from './WorldPen';

/** A ghost's trail covers this many steps of its run (6 s at 60 Hz, as a body's trail). */
const GHOST_TRAIL_STEPS = 360;
/** Its trail is dotted: one dot every this many steps. */
const DOT_EVERY_STEPS = 4;
/** Text size of a ghost's label, CSS px. */
const LABEL_PX = 11;
/** Most characters of a ghost's label. */
const LABEL_CHARACTERS = 44;
/** A ghost's label keeps this far inside the play area's sides, CSS px. */
const EDGE_PX = 4;
/** Most lines a ghost's label moves down to clear those before it (one per other run). */
const MAX_LABEL_MOVES = 4;

/**
 * Draws the other runs of a comparison beside the one playing (demo.history.compared's ghosts): each body of
 * the recorded run and of every what-if run set aside as a translucent outline in its run's colour,
 * with a dotted trail of where it went; the selected entity's ghosts (else the first entity's) carry
 * a label naming their run and its change.
 */
export class GhostPainter {
  private readonly box: [number, number, number, number] = [0, 0, 0, 0];
  private readonly otherBox: [number, number, number, number] = [0, 0, 0, 0];

  constructor(
    private readonly pen: WorldPen,
    private readonly labels: LabelPool,
  ) {}

  draw(demo: Demo): void {
    const compared = demo.history.compared;
    if (!compared) return;
    const ghosts = compared.ghosts;
    const runs = compared.list;
    const g = this.pen.graphics;
    const labelled = demo.view.selected?.entity.id ?? ghosts[0]?.entities[0]?.id;
    const firstLabel = this.labels.count;
    for (const ghost of ghosts) {
      const color = runColor(ghost.slot);
      for (const body of ghost.entities) {
        const entity = demo.view.findRecord(body.id)?.entity;
        if (!entity) continue;
        const trail = compared.ghostTrail(ghost.slot, body.id, GHOST_TRAIL_STEPS);
        g.fillStyle(color, 0.5);
        for (let i = trail.length - 1; i >= 0; i -= DOT_EVERY_STEPS) {
          const point = trail[i] as { x: number; y: number };
          this.pen.fillDot(point.x, point.y, 1.6);
        }
        const cos = Math.cos(body.angle);
        const sin = Math.sin(body.angle);
        for (const part of BODY_GEOMETRY[entity.type].parts as readonly BodyPart[]) {
          g.fillStyle(color, 0.16);
          this.pen.bodyPolygonPath(part.vertices, body.position.x, body.position.y, cos, sin);
          g.fillPath();
          g.lineStyle(1.5, color, 0.7);
          this.pen.bodyPolygonPath(part.vertices, body.position.x, body.position.y, cos, sin);
          g.strokePath();
        }
        if (body.id !== labelled) continue;
        const run = runs.find((listed) => listed.slot === ghost.slot);
        const name = run?.name ?? runName(0);
        const change = run?.changes[0];
        const words = change ? `${name} · ${change.what}${change.to === null ? '' : ` ${change.to}`}` : name;
        const text = words.length > LABEL_CHARACTERS ? `${words.slice(0, LABEL_CHARACTERS - 1)}…` : words;
        this.labels.show(text, this.pen.sx(body.position.x), this.pen.sy(body.position.y) + 22, cssColor(color), LABEL_PX, 0.9);
        this.placeApart(firstLabel);
      }
    }
  }

  /**
   * Moves the label just written clear of the ghost labels before it (from `first`), down a line
   * at a time, and within the play area's width: ghosts of several runs side by side (a link
   * opened on a phone) are each named, none written over another or cut by the screen's edge.
   */
  private placeApart(first: number): void {
    const labels = this.labels;
    const i = labels.count - 1;
    const box = this.box;
    labels.boxOf(i, i + 1, box);
    const width = box[2] - box[0];
    const height = box[3] - box[1];
    const viewWidth = this.pen.view.width;
    let x = Math.min(Math.max((box[0] + box[2]) / 2, width / 2 + EDGE_PX), viewWidth - width / 2 - EDGE_PX);
    let y = (box[1] + box[3]) / 2;
    for (let tries = 0; tries < MAX_LABEL_MOVES; tries++) {
      let clear = true;
      for (let other = first; other < i && clear; other++) {
        labels.boxOf(other, other + 1, this.otherBox);
        const [left, top, right, bottom] = this.otherBox;
        if (x + width / 2 > left && x - width / 2 < right && y + height / 2 > top && y - height / 2 < bottom) clear = false;
      }
      if (clear) break;
      y += height + 2;
    }
    if (viewWidth < width + 2 * EDGE_PX) x = viewWidth / 2;
    labels.moveTo(i, x, y);
  }
}
