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

/**
 * Draws the other runs of a comparison beside the one playing (demo.history.compared's ghosts): each body of
 * the recorded run and of every what-if run set aside as a translucent outline in its run's colour,
 * with a dotted trail of where it went; the selected entity's ghosts (else the first entity's) carry
 * a label naming their run and its change.
 */
export class GhostPainter {
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
      }
    }
  }
}
