// The target and the sphere it is dragged on: a bright ball, the sphere's rings faint round the craft, and the ghost's target when it was elsewhere.
import { Group, LineBasicMaterial, LineLoop, BufferGeometry, Mesh, MeshBasicMaterial, SphereGeometry, Vector3 } from 'three';
import { GHOST_COLOR } from './craftModel';

/** The target ball's radius, m; a drag may start a little outside it (the pick radius is larger). */
export const TARGET_BALL_RADIUS = 0.28;
/** How far from the ball's centre a press still picks it, m: a fingertip's worth at the usual distance. */
export const TARGET_PICK_RADIUS = 0.7;

/** Rings drawn on the drag sphere: latitudes every 30° and meridians every 45°. */
function sphereRings(radius: number, material: LineBasicMaterial): LineLoop[] {
  const rings: LineLoop[] = [];
  const segments = 72;
  for (let latitude = -60; latitude <= 60; latitude += 30) {
    const points: Vector3[] = [];
    const elevation = (latitude * Math.PI) / 180;
    for (let i = 0; i < segments; i++) {
      const azimuth = (i / segments) * 2 * Math.PI;
      points.push(new Vector3(radius * Math.cos(elevation) * Math.sin(azimuth), radius * Math.sin(elevation), radius * Math.cos(elevation) * Math.cos(azimuth)));
    }
    rings.push(new LineLoop(new BufferGeometry().setFromPoints(points), material));
  }
  for (let meridian = 0; meridian < 180; meridian += 45) {
    const points: Vector3[] = [];
    const azimuth = (meridian * Math.PI) / 180;
    for (let i = 0; i < segments; i++) {
      const angle = (i / segments) * 2 * Math.PI;
      points.push(new Vector3(radius * Math.cos(angle) * Math.sin(azimuth), radius * Math.sin(angle), radius * Math.cos(angle) * Math.cos(azimuth)));
    }
    rings.push(new LineLoop(new BufferGeometry().setFromPoints(points), material));
  }
  return rings;
}

/** The target ball, a halo while it is dragged or has the keyboard, the faint drag sphere, and the ghost's target (a faint ball). */
export class TargetMarker {
  readonly group = new Group();
  readonly ball: Mesh;
  private readonly halo: Mesh;
  private readonly ghostBall: Mesh;
  private readonly sphere = new Group();

  constructor(radius: number) {
    this.ball = new Mesh(new SphereGeometry(TARGET_BALL_RADIUS, 24, 16), new MeshBasicMaterial({ color: 0xff9a3c }));
    this.halo = new Mesh(new SphereGeometry(TARGET_BALL_RADIUS * 1.9, 24, 16), new MeshBasicMaterial({ color: 0xffd166, transparent: true, opacity: 0.25, depthWrite: false }));
    this.sphere.add(...sphereRings(radius, new LineBasicMaterial({ color: 0x34476a, transparent: true, opacity: 0.55 })));
    this.ghostBall = new Mesh(new SphereGeometry(TARGET_BALL_RADIUS, 16, 12), new MeshBasicMaterial({ color: GHOST_COLOR, transparent: true, opacity: 0.45, depthWrite: false }));
    this.group.add(this.sphere, this.ball, this.halo, this.ghostBall);
  }

  /** Places the ball at `position` (m), the sphere round `center`; `highlighted` while dragged or focused; the ghost's target at `ghost` (hidden when null). */
  update(position: Readonly<{ x: number; y: number; z: number }>, center: Readonly<{ x: number; y: number; z: number }>, highlighted: boolean, ghost: Readonly<{ x: number; y: number; z: number }> | null): void {
    this.ball.position.set(position.x, position.y, position.z);
    this.halo.position.copy(this.ball.position);
    this.halo.visible = highlighted;
    this.sphere.position.set(center.x, center.y, center.z);
    this.ghostBall.visible = ghost !== null;
    if (ghost !== null) this.ghostBall.position.set(ghost.x, ghost.y, ghost.z);
  }
}
