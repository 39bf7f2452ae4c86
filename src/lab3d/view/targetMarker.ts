// The target and the sphere it is dragged on: a bright ball, the sphere's rings faint round the craft, and the ghost's target when it was
// elsewhere.
import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
} from 'three';
import { GHOST_COLOR } from './craftModel';

/** The target ball's radius, m; a drag may start a little outside it (the pick radius is larger). */
export const TARGET_BALL_RADIUS = 0.28;
/** How far from the ball's centre a press still picks it, m: a fingertip's worth at the usual distance. */
export const TARGET_PICK_RADIUS = 0.7;

/** Segments of each ring. */
const RING_SEGMENTS = 72;

/**
 * The point at `angle` round a ring of the sphere of `radius`, pushed onto `out` as x, y, z: a latitude (`meridian` false) or a meridian.
 */
function ringPoint(out: number[], radius: number, ring: number, angle: number, meridian: boolean): void {
  if (meridian) out.push(radius * Math.cos(angle) * Math.sin(ring), radius * Math.sin(angle), radius * Math.cos(angle) * Math.cos(ring));
  else out.push(radius * Math.cos(ring) * Math.sin(angle), radius * Math.sin(ring), radius * Math.cos(ring) * Math.cos(angle));
}

/** The rings drawn on the drag sphere, latitudes every 30° and meridians every 45°, as one set of line segments (one draw). */
function sphereRings(radius: number, material: LineBasicMaterial): LineSegments {
  const points: number[] = [];
  const rings: [number, boolean][] = [];
  for (let latitude = -60; latitude <= 60; latitude += 30) rings.push([(latitude * Math.PI) / 180, false]);
  for (let meridian = 0; meridian < 180; meridian += 45) rings.push([(meridian * Math.PI) / 180, true]);
  for (const [ring, meridian] of rings) {
    for (let i = 0; i < RING_SEGMENTS; i++) {
      ringPoint(points, radius, ring, (i / RING_SEGMENTS) * 2 * Math.PI, meridian);
      ringPoint(points, radius, ring, ((i + 1) / RING_SEGMENTS) * 2 * Math.PI, meridian);
    }
  }
  return new LineSegments(new BufferGeometry().setAttribute('position', new Float32BufferAttribute(points, 3)), material);
}

/** The target ball, a halo while it is dragged or has the keyboard, the faint drag sphere, and the ghost's target (a faint ball). */
export class TargetMarker {
  readonly group = new Group();
  readonly ball: Mesh;
  private readonly halo: Mesh;
  private readonly ghostBall: Mesh;
  private readonly sphere: LineSegments;

  constructor(radius: number) {
    this.ball = new Mesh(new SphereGeometry(TARGET_BALL_RADIUS, 24, 16), new MeshBasicMaterial({ color: 0xff9a3c }));
    this.halo = new Mesh(
      new SphereGeometry(TARGET_BALL_RADIUS * 1.9, 24, 16),
      new MeshBasicMaterial({ color: 0xffd166, transparent: true, opacity: 0.25, depthWrite: false }),
    );
    this.sphere = sphereRings(radius, new LineBasicMaterial({ color: 0x34476a, transparent: true, opacity: 0.55 }));
    this.ghostBall = new Mesh(
      new SphereGeometry(TARGET_BALL_RADIUS, 16, 12),
      new MeshBasicMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.45, depthWrite: false }),
    );
    this.group.add(this.sphere, this.ball, this.halo, this.ghostBall);
  }

  /**
   * Places the ball at `position` (m), the sphere round `center`; `highlighted` while dragged or focused; the ghost's target at `ghost`
   * (hidden when null).
   */
  update(
    position: Readonly<{ x: number; y: number; z: number }>,
    center: Readonly<{ x: number; y: number; z: number }>,
    highlighted: boolean,
    ghost: Readonly<{ x: number; y: number; z: number }> | null,
  ): void {
    this.ball.position.set(position.x, position.y, position.z);
    this.halo.position.copy(this.ball.position);
    this.halo.visible = highlighted;
    this.sphere.position.set(center.x, center.y, center.z);
    this.ghostBall.visible = ghost !== null;
    if (ghost !== null) this.ghostBall.position.set(ghost.x, ghost.y, ghost.z);
  }
}
