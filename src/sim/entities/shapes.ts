import type { Point } from '../math/vec2';

/**
 * Outlines of the entities in body coordinates (metres, nose along +x), the same convex parts the
 * original demo gave its Box2D bodies (its vertex lists scaled by 0.5). The simulation makes one
 * fixture per part; the game draws the same parts, so what you see is what collides.
 */
export interface BodyPart {
  readonly name: string;
  readonly vertices: readonly Point[];
}

const hull: BodyPart = {
  name: 'hull',
  vertices: [
    [-2, 1],
    [-2, -1],
    [3, -1],
    [3, 1],
  ],
};
const noseCone: BodyPart = {
  name: 'nose',
  vertices: [
    [3, 1],
    [3, -1],
    [5, 0],
  ],
};
const tailFlare: BodyPart = {
  name: 'tail',
  vertices: [
    [-2.5, 0.5],
    [-2.5, -0.5],
    [-2, 0],
  ],
};
const leftJet: BodyPart = {
  name: 'leftJet',
  vertices: [
    [0, 1.5],
    [0.5, 1],
    [1, 1.5],
  ],
};
const rightJet: BodyPart = {
  name: 'rightJet',
  vertices: [
    [1, -1.5],
    [0.5, -1],
    [0, -1.5],
  ],
};

/** Area (m²) and centroid (m) of a set of convex parts. */
export function areaAndCentroid(parts: readonly BodyPart[]): { area: number; centroid: Point } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const part of parts) {
    const v = part.vertices;
    for (let i = 0; i < v.length; i++) {
      const [x0, y0] = v[i] as Point;
      const [x1, y1] = v[(i + 1) % v.length] as Point;
      const cross = x0 * y1 - x1 * y0;
      area += cross / 2;
      cx += ((x0 + x1) * cross) / 6;
      cy += ((y0 + y1) * cross) / 6;
    }
  }
  // Clockwise parts give negative areas; the ratio is the centroid either way.
  return { area: Math.abs(area), centroid: [cx / area, cy / area] };
}

/**
 * Shifts parts so that their centroid (the centre of mass at uniform density) is the body origin:
 * then an entity turning in place stays where it is, and its position is the point it steers.
 * (The original's origin sat 0.95 m behind its centre of mass.)
 */
function centered(parts: readonly BodyPart[]): readonly BodyPart[] {
  const [cx, cy] = areaAndCentroid(parts).centroid;
  return parts.map((part) => ({ name: part.name, vertices: part.vertices.map(([x, y]): Point => [x - cx, y - cy]) }));
}

/** Missile: hull, nose cone, tail flare, centred on its centre of mass. 12.25 m² (kg at density 1). */
export const MISSILE_PARTS: readonly BodyPart[] = centered([hull, noseCone, tailFlare]);

/** Character: the missile's parts plus two side jets, centred. 12.75 m² (kg at density 1). */
export const CHARACTER_PARTS: readonly BodyPart[] = centered([hull, noseCone, tailFlare, leftJet, rightJet]);

/** How far the missile's nose tip lies ahead of its centre of mass, m (4.04): the point of it that strikes first. */
export const MISSILE_NOSE_LENGTH = Math.max(...MISSILE_PARTS.flatMap((part) => part.vertices.map(([x]) => x)));
