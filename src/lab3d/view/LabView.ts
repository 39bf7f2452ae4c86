// The lab's 3D view: three.js renderer, camera with orbit controls, lights, and everything drawn from a LabFrame.
import {
  AmbientLight,
  Color,
  DirectionalLight,
  GridHelper,
  Object3D,
  PerspectiveCamera,
  Quaternion,
  Ray,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CraftFrame, LabFrame } from '../scene/labFrame';
import { craftGhost, craftModel, craftOutline } from './craftModel';
import { MissileMesh } from './missileMesh';
import { TargetMarker } from './targetMarker';
import { TurnGizmos } from './turnGizmos';

/** Where the camera starts: above, behind and to the side of the craft, m. */
const CAMERA_START = new Vector3(7.5, 4.5, 9);

const pointer = new Vector2();
const offset = new Vector3();
const turn = new Quaternion();
const inverse = new Quaternion();

/**
 * Poses `group` (drawn in the body frame from its origin) at `orientation` turned about the craft's
 * centre of mass: where the craft's boxes will be once it has turned there.
 */
function poseAbout(group: Object3D, craft: CraftFrame, orientation: Readonly<{ x: number; y: number; z: number; w: number }>): void {
  const { position: p, centerOfMass: c, orientation: q } = craft;
  // The origin's offset from the centre of mass, taken from the craft's orientation to the wanted one.
  turn.set(orientation.x, orientation.y, orientation.z, orientation.w).multiply(inverse.set(-q.x, -q.y, -q.z, q.w));
  offset.set(p.x - c.x, p.y - c.y, p.z - c.z).applyQuaternion(turn);
  group.position.set(c.x + offset.x, c.y + offset.y, c.z + offset.z);
  group.quaternion.set(orientation.x, orientation.y, orientation.z, orientation.w);
}
const raycaster = new Raycaster();
const projected = new Vector3();

/**
 * Whether WebGL runs on a software renderer (SwiftShader, llvmpipe: a browser without a GPU, as in
 * headless tests): there the lab draws without antialiasing, which cost a third of each frame
 * (measured by `npm run bench:lab3d`: 100 missiles at 20 fps with it, 30 without). A GPU keeps it.
 */
function softwareWebgl(): boolean {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (gl === null) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info === null ? '' : String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /swiftshader|llvmpipe|software/i.test(renderer);
}

/**
 * The 3D view. Draws the craft (posed by its body), the outline of the orientation it turns to, the
 * ghost of the last turn (translucent), the eigenaxis and torque, the target on its sphere (and the
 * ghost's, faint, when the change was a move of the target) and the missiles. The camera orbits the craft with
 * three.js's OrbitControls (a drag orbits, a wheel or pinch zooms, a right drag pans); the target's
 * own drag is the input's (input/TargetDrag.ts), which suspends the orbit while it lasts.
 */
export class LabView {
  readonly renderer: WebGLRenderer;
  readonly camera: PerspectiveCamera;
  readonly controls: OrbitControls;
  private readonly scene = new Scene();
  private readonly craft = craftModel();
  private readonly outline = craftOutline();
  private readonly ghost = craftGhost();
  private readonly gizmos = new TurnGizmos();
  private readonly missiles = new MissileMesh();
  private readonly marker: TargetMarker;
  private widthValue = 0;
  private height = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly targetRadius: number,
  ) {
    this.renderer = new WebGLRenderer({ antialias: !softwareWebgl() });
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    this.renderer.domElement.setAttribute('aria-hidden', 'true');
    container.append(this.renderer.domElement);
    this.scene.background = new Color(0x0b1018);
    this.camera = new PerspectiveCamera(50, 1, 0.1, 500);
    this.camera.position.copy(CAMERA_START);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.enableDamping = false;
    this.controls.minDistance = 4;
    this.controls.maxDistance = 80;
    this.controls.target.set(0, 0, 0);
    this.controls.update();
    this.marker = new TargetMarker(targetRadius);
    const sun = new DirectionalLight(0xffffff, 2.2);
    sun.position.set(6, 10, 4);
    const grid = new GridHelper(40, 20, 0x223047, 0x172133);
    grid.position.y = -targetRadius - 1;
    this.scene.add(
      new AmbientLight(0x8090b0, 1.1),
      sun,
      grid,
      this.craft,
      this.outline,
      this.ghost,
      this.gizmos.group,
      this.marker.group,
      this.missiles.mesh,
    );
    this.resize();
  }

  /**
   * Puts the camera on its line to the centre (the orbit's, or the start's) where the target's
   * sphere fits the view's narrower side (a phone held upright sees it whole), never nearer than it
   * starts: at the start and whenever the view changes size (a phone's card filling above it, a
   * window resized), which undoes a zoom.
   */
  private frameSphere(): void {
    const halfHeight = (this.camera.fov * Math.PI) / 360;
    const halfWidth = Math.atan(Math.tan(halfHeight) * this.camera.aspect);
    const distance = Math.max(CAMERA_START.length(), (1.15 * this.targetRadius) / Math.sin(Math.min(halfHeight, halfWidth)));
    this.camera.position.sub(this.controls.target).setLength(distance).add(this.controls.target);
    this.controls.update();
  }

  /** Draw calls and triangles the last frame took (three.js's count): what the renderer was given. */
  get drawn(): { readonly calls: number; readonly triangles: number } {
    const { calls, triangles } = this.renderer.info.render;
    return { calls, triangles };
  }

  /** The view's width, CSS px. */
  get width(): number {
    return this.widthValue;
  }

  /** Fits the drawing to the container (call when it changes size). */
  resize(): void {
    const width = Math.max(1, this.container.clientWidth);
    const height = Math.max(1, this.container.clientHeight);
    if (width === this.widthValue && height === this.height) return;
    this.widthValue = width;
    this.height = height;
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    // A tall phone screen sees the sphere whole: a wider vertical field when the view is narrow.
    this.camera.fov = width < height ? 72 : 50;
    this.camera.updateProjectionMatrix();
    this.frameSphere();
  }

  /** Draws `frame`; `targetHighlighted` while the target is dragged or has the keyboard. */
  draw(frame: LabFrame, targetHighlighted: boolean): void {
    this.resize();
    const { craft, ghost } = frame;
    this.craft.position.set(craft.position.x, craft.position.y, craft.position.z);
    this.craft.quaternion.set(craft.orientation.x, craft.orientation.y, craft.orientation.z, craft.orientation.w);
    // The outline of the wanted orientation, about the centre of mass as the craft turns.
    const desired = craft.desiredOrientation;
    this.outline.visible = craft.angle > Math.PI / 180;
    if (this.outline.visible) poseAbout(this.outline, craft, desired);
    this.ghost.visible = ghost !== null;
    if (ghost !== null) {
      this.ghost.position.set(ghost.position.x, ghost.position.y, ghost.position.z);
      this.ghost.quaternion.set(ghost.orientation.x, ghost.orientation.y, ghost.orientation.z, ghost.orientation.w);
    }
    this.gizmos.update(craft);
    this.marker.update(frame.target.position, craft.centerOfMass, targetHighlighted, frame.ghostTarget);
    this.missiles.update(frame.missiles);
    this.renderer.render(this.scene, this.camera);
  }

  /** The ray from the camera through the page point (`clientX`, `clientY`), into `out`. */
  rayAt(clientX: number, clientY: number, out: Ray): Ray {
    const box = this.renderer.domElement.getBoundingClientRect();
    pointer.set(((clientX - box.left) / box.width) * 2 - 1, -((clientY - box.top) / box.height) * 2 + 1);
    raycaster.setFromCamera(pointer, this.camera);
    return out.copy(raycaster.ray);
  }

  /** Where the world point `point` (m) is on the page, CSS px from the view's top left, into `out`; z > 1 when behind the camera. */
  toScreen(
    point: Readonly<{ x: number; y: number; z: number }>,
    out: { x: number; y: number; behind: boolean },
  ): { x: number; y: number; behind: boolean } {
    projected.set(point.x, point.y, point.z).project(this.camera);
    out.x = ((projected.x + 1) / 2) * this.widthValue;
    out.y = ((1 - projected.y) / 2) * this.height;
    out.behind = projected.z > 1;
    return out;
  }

  dispose(): void {
    this.controls.dispose();
    this.renderer.dispose();
  }
}
