import type { EntityType } from '../../sim/entities/EntitySettings';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { CHARACTER_PARTS, MISSILE_PARTS, type BodyPart } from '../../sim/entities/shapes';
import type { Point } from '../../sim/math/vec2';
import { COLORS, mixColor } from '../../app/presentation/palette';
import { prefersReducedMotion } from './reducedMotion';
import type { WorldPen } from './WorldPen';

/** What the painter needs to know about a body outline, computed once per type. */
interface BodyGeometry {
  readonly parts: readonly BodyPart[];
  /** x of the tail's end, m (body coordinates): where the flame starts. */
  readonly tailX: number;
  /** Distance from the centre of mass to the farthest vertex, m. */
  readonly radius: number;
}

function geometryOf(parts: readonly BodyPart[]): BodyGeometry {
  let tailX = Infinity;
  let radius = 0;
  for (const part of parts) {
    for (const [x, y] of part.vertices) {
      tailX = Math.min(tailX, x);
      radius = Math.max(radius, Math.hypot(x, y));
    }
  }
  return { parts, tailX, radius };
}

/** Outlines of both entity types: the very polygons the physics uses. */
export const BODY_GEOMETRY: Readonly<Record<EntityType, BodyGeometry>> = {
  missile: geometryOf(MISSILE_PARTS),
  character: geometryOf(CHARACTER_PARTS),
};

/** The radius of the dashed ring around a selected entity of `type`, m: clear of its farthest vertex. */
export function selectionRingRadius(type: EntityType): number {
  return BODY_GEOMETRY[type].radius + 1.2;
}

/**
 * How far a missile's exhaust flame reaches behind its tail at most, m, at thrust `thrust` (0…1):
 * what the flame drawn by {@link EntityPainter} never exceeds (its flicker included).
 */
export function flameReach(thrust: number): number {
  return 0.8 + 5.5 * Math.max(thrust, 0.26) * 1.15;
}

/** Speed above which an entity counts as moving (idle flame flicker), m/s. */
const MOVING_SPEED = 0.5;

/**
 * Draws an entity from the same convex parts as its physics body: hull, nose cone and tail flare
 * (and, for a character, two side jets), an exhaust flame behind the tail that grows with the
 * thrust (with a small flicker while cruising), jets that glow when a character thrusts, and a
 * selection ring.
 */
export class EntityPainter {
  constructor(private readonly pen: WorldPen) {}

  /**
   * Draws one entity in `color`.
   * @param time a wall-clock time in s, only to animate the flame's flicker.
   */
  draw(entity: MovingEntity, color: number, selected: boolean, time: number): void {
    const geometry = BODY_GEOMETRY[entity.type];
    const { x, y } = entity.position;
    const angle = entity.angle;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const speed = Math.hypot(entity.velocity.x, entity.velocity.y);
    const thrust = entity.thrustFraction;
    const still = prefersReducedMotion();
    const flicker = still ? 0.5 : 0.5 + 0.5 * Math.sin(time * 38 + x * 3.1) * Math.sin(time * 23 + y * 1.7);

    if (selected) this.drawSelection(x, y, selectionRingRadius(entity.type), still ? 0 : time);
    if (entity.type === 'missile') this.drawFlame(geometry.tailX, x, y, cos, sin, thrust, speed > MOVING_SPEED, flicker);

    const g = this.pen.graphics;
    const dark = mixColor(color, COLORS.background, 0.55);
    const bright = mixColor(color, 0xffffff, 0.35);
    const jetGlow = entity.type === 'character' ? Math.max(thrust, speed > MOVING_SPEED ? 0.12 + 0.1 * flicker : 0) : 0;
    const parts = geometry.parts;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p] as BodyPart;
      const isJet = part.name === 'leftJet' || part.name === 'rightJet';
      if (isJet && jetGlow > 0.02) this.drawJetGlow(part.vertices, x, y, cos, sin, jetGlow, flicker);
      const fill = part.name === 'nose' ? color : part.name === 'hull' ? dark : isJet ? mixColor(dark, COLORS.jetGlow, jetGlow) : color;
      g.fillStyle(fill, 1);
      this.pen.bodyPolygonPath(part.vertices, x, y, cos, sin);
      g.fillPath();
      g.lineStyle(1.5, part.name === 'hull' ? color : bright, 1);
      this.pen.bodyPolygonPath(part.vertices, x, y, cos, sin);
      g.strokePath();
    }
  }

  /** Exhaust flame behind the tail: length grows with thrust; a small flicker while cruising. */
  private drawFlame(tailX: number, x: number, y: number, cos: number, sin: number, thrust: number, moving: boolean, flicker: number): void {
    const idle = moving ? 0.18 + 0.08 * flicker : 0;
    const strength = Math.max(thrust, idle);
    if (strength <= 0.01) return;
    const length = 0.8 + 5.5 * strength * (0.85 + 0.3 * flicker);
    const halfWidth = 0.45 + 0.3 * strength;
    const g = this.pen.graphics;
    // The engine's glow at the nozzle, then the plume.
    g.fillStyle(COLORS.flameOuter, 0.18 + 0.3 * strength);
    this.pen.fillDot(x + (tailX - 0.3) * cos, y + (tailX - 0.3) * sin, (0.7 + 0.9 * strength) * this.pen.view.pixelsPerMetre);
    g.fillStyle(COLORS.flameOuter, 0.35 + 0.5 * strength);
    this.pen.bodyTrianglePath(tailX + 0.1, halfWidth, tailX - length, 0, tailX + 0.1, -halfWidth, x, y, cos, sin);
    g.fillPath();
    g.fillStyle(COLORS.flameInner, 0.5 + 0.4 * strength);
    this.pen.bodyTrianglePath(tailX + 0.1, halfWidth * 0.5, tailX - length * 0.55, 0, tailX + 0.1, -halfWidth * 0.5, x, y, cos, sin);
    g.fillPath();
  }

  /** A character's side jet glowing: a halo and a short plume pointing away from the body. */
  private drawJetGlow(vertices: readonly Point[], x: number, y: number, cos: number, sin: number, glow: number, flicker: number): void {
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < vertices.length; i++) {
      const vertex = vertices[i] as Point;
      cx += vertex[0] / vertices.length;
      cy += vertex[1] / vertices.length;
    }
    const outward = Math.sign(cy) || 1;
    const plume = 0.4 + 1.6 * glow * (0.8 + 0.4 * flicker);
    const g = this.pen.graphics;
    g.fillStyle(COLORS.jetGlow, 0.18 + 0.35 * glow);
    this.pen.fillDot(x + cx * cos - cy * sin, y + cx * sin + cy * cos, (0.9 + glow) * this.pen.view.pixelsPerMetre);
    g.fillStyle(COLORS.flameInner, 0.4 + 0.5 * glow);
    this.pen.bodyTrianglePath(cx - 0.35, cy, cx, cy + outward * plume, cx + 0.35, cy, x, y, cos, sin);
    g.fillPath();
  }

  /** A dashed ring turning slowly around the selected entity. */
  private drawSelection(x: number, y: number, r: number, time: number): void {
    const g = this.pen.graphics;
    g.fillStyle(COLORS.selection, 0.06);
    this.pen.fillDot(x, y, r * this.pen.view.pixelsPerMetre);
    g.lineStyle(2, COLORS.selection, 0.85);
    const dashes = 12;
    const spin = time * 0.8;
    for (let i = 0; i < dashes; i++) {
      const a0 = spin + (i * 2 * Math.PI) / dashes;
      g.beginPath();
      this.pen.arcPath(x, y, r, a0, a0 + (Math.PI / dashes) * 1.1, 4);
      g.strokePath();
    }
  }
}
