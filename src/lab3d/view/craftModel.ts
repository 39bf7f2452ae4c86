// The spacecraft's meshes, made from the same boxes as its colliders (scene/craftShape.ts), each merged into one geometry (one draw): the
// craft, the ghost of the last turn, and the outline of the orientation it turns to.
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  EdgesGeometry,
  Float32BufferAttribute,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  MeshStandardMaterial,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { CRAFT_BOXES } from '../scene/craftShape';

/** Colour of each box by name (the pod stands out: it is what tilts the principal frame), and of the nose. */
const BOX_COLORS: Readonly<Record<string, number>> = { hull: 0xb8c4d9, wings: 0x7d8fb0, fin: 0x9fb1d1, pod: 0xff9a3c };
const NOSE_COLOR = 0xdce4f0;

/** The nose cone's length, m: drawn only (it has no collider), so that the nose reads at a glance. */
const NOSE_LENGTH = 0.7;

/** The colour of the ghost (the last turn): its faces and edges. */
export const GHOST_COLOR = 0xa8c4ff;

/** Each box as a geometry in the body frame (moved to its centre). */
function boxGeometries(): BufferGeometry[] {
  return CRAFT_BOXES.map((box) => {
    const [hx, hy, hz] = box.halfExtents;
    return new BoxGeometry(2 * hx, 2 * hy, 2 * hz).translate(...box.center);
  });
}

/** The nose cone, pointing along +z ahead of the hull. */
function noseGeometry(): BufferGeometry {
  const hull = CRAFT_BOXES[0];
  // A cone points along +y: turned to point along +z, ahead of the hull.
  return new ConeGeometry(0.3, NOSE_LENGTH, 16).rotateX(Math.PI / 2).translate(0, 0, (hull?.halfExtents[2] ?? 1.5) + NOSE_LENGTH / 2);
}

/** `geometry` with every vertex coloured `color`. */
function painted(geometry: BufferGeometry, color: number): BufferGeometry {
  const { r, g, b } = new Color(color);
  const count = geometry.getAttribute('position').count;
  const colors = new Float32Array(3 * count);
  for (let i = 0; i < count; i++) colors.set([r, g, b], 3 * i);
  return geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
}

/** One geometry from several (they share their attributes). */
function merged(geometries: BufferGeometry[]): BufferGeometry {
  const geometry = mergeGeometries(geometries);
  if (geometry === null) throw new Error('the craft’s geometries could not be merged');
  return geometry;
}

/** The edges of the craft's boxes as one geometry. */
function boxEdges(): BufferGeometry {
  return merged(boxGeometries().map((box) => new EdgesGeometry(box)));
}

/** The craft as one solid mesh, its boxes and nose coloured, in its body frame (nose +z). Posed each frame. */
export function craftModel(): Mesh {
  const boxes = boxGeometries().map((geometry, i) => painted(geometry, BOX_COLORS[CRAFT_BOXES[i]?.name ?? ''] ?? 0xb8c4d9));
  return new Mesh(
    merged([...boxes, painted(noseGeometry(), NOSE_COLOR)]),
    new MeshStandardMaterial({ vertexColors: true, roughness: 0.5, metalness: 0.2 }),
  );
}

/**
 * The ghost of the last turn: the craft's boxes and nose, translucent, with their edges. Transparent: drawn after the craft, which shows
 * through it.
 */
export function craftGhost(): Mesh {
  const faces = new Mesh(
    merged([...boxGeometries(), noseGeometry()]),
    new MeshLambertMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.22, depthWrite: false }),
  );
  faces.add(
    new LineSegments(boxEdges(), new LineBasicMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.75, depthWrite: false })),
  );
  return faces;
}

/** The craft's outline (edges only, faint, the target's colour): the orientation it is turning to. */
export function craftOutline(): LineSegments {
  return new LineSegments(boxEdges(), new LineBasicMaterial({ color: 0xff9a3c, transparent: true, opacity: 0.45 }));
}
