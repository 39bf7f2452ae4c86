// The spacecraft's meshes, made from the same boxes as its colliders (scene/craftShape.ts): the craft, the ghost of the last turn, and the outline of the orientation it turns to.
import { BoxGeometry, ConeGeometry, EdgesGeometry, Group, LineBasicMaterial, LineSegments, Mesh, MeshLambertMaterial, MeshStandardMaterial, type Material } from 'three';
import { CRAFT_BOXES } from '../scene/craftShape';

/** Colour of each box by name (the pod stands out: it is what tilts the principal frame). */
const BOX_COLORS: Readonly<Record<string, number>> = { hull: 0xb8c4d9, wings: 0x7d8fb0, fin: 0x9fb1d1, pod: 0xff9a3c };

/** The nose cone's length, m: drawn only (it has no collider), so that the nose reads at a glance. */
const NOSE_LENGTH = 0.7;

/** The colour of the ghost (the last turn): its faces and edges. */
export const GHOST_COLOR = 0xa8c4ff;

/** The nose cone, pointing along +z ahead of the hull, in `material`. */
function noseCone(material: Material): Mesh {
  const hull = CRAFT_BOXES[0];
  const nose = new Mesh(new ConeGeometry(0.3, NOSE_LENGTH, 16), material);
  // A cone points along +y: turned to point along +z, ahead of the hull.
  nose.rotation.x = Math.PI / 2;
  nose.position.z = (hull?.halfExtents[2] ?? 1.5) + NOSE_LENGTH / 2;
  return nose;
}

/** The craft as solid meshes, in its body frame (nose +z). Its group is posed each frame. */
export function craftModel(): Group {
  const group = new Group();
  for (const box of CRAFT_BOXES) {
    const [hx, hy, hz] = box.halfExtents;
    const mesh = new Mesh(new BoxGeometry(2 * hx, 2 * hy, 2 * hz), new MeshStandardMaterial({ color: BOX_COLORS[box.name] ?? 0xb8c4d9, roughness: 0.55, metalness: 0.2 }));
    mesh.position.set(...box.center);
    group.add(mesh);
  }
  group.add(noseCone(new MeshStandardMaterial({ color: 0xdce4f0, roughness: 0.4 })));
  return group;
}

/** The ghost of the last turn: the craft's boxes and nose, translucent, with their edges. Transparent: drawn after the craft, which shows through it. */
export function craftGhost(): Group {
  const group = new Group();
  const faces = new MeshLambertMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.22, depthWrite: false });
  const edges = new LineBasicMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.75, depthWrite: false });
  for (const box of CRAFT_BOXES) {
    const [hx, hy, hz] = box.halfExtents;
    const geometry = new BoxGeometry(2 * hx, 2 * hy, 2 * hz);
    const mesh = new Mesh(geometry, faces);
    mesh.position.set(...box.center);
    const lines = new LineSegments(new EdgesGeometry(geometry), edges);
    lines.position.set(...box.center);
    group.add(mesh, lines);
  }
  group.add(noseCone(faces));
  return group;
}

/** The craft's outline (edges only, faint, the target's colour): the orientation it is turning to. */
export function craftOutline(): Group {
  const group = new Group();
  const material = new LineBasicMaterial({ color: 0xff9a3c, transparent: true, opacity: 0.45 });
  for (const box of CRAFT_BOXES) {
    const [hx, hy, hz] = box.halfExtents;
    const edges = new LineSegments(new EdgesGeometry(new BoxGeometry(2 * hx, 2 * hy, 2 * hz)), material);
    edges.position.set(...box.center);
    group.add(edges);
  }
  return group;
}
