// A press on the target drags it over its sphere (mouse, pen or touch); a press elsewhere is the orbit camera's.
import { Ray, Sphere, Vector3 } from 'three';
import type { SphereTarget } from '../scene/SphereTarget';
import type { LabView } from '../view/LabView';

/** How near the target's centre on screen a press picks it, CSS px: a mouse's and a fingertip's. */
export const PICK_PIXELS = { mouse: 28, touch: 44 } as const;

const ray = new Ray();
const sphere = new Sphere();
const hit = new Vector3();
const screen = { x: 0, y: 0, behind: false };

/**
 * Listens on the view's container in the capture phase, before three.js's OrbitControls (on the
 * canvas inside it): a press within {@link PICK_PIXELS} of the target takes the pointer (the orbit
 * never sees it) and every move points the target where the pointer's ray meets the sphere (the
 * near side), or, off the sphere, toward the ray's closest point. Another press (a second finger,
 * a press elsewhere) is left to the orbit.
 */
export class TargetDrag {
  private pointerId: number | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly view: LabView,
    private readonly target: () => SphereTarget,
    private readonly changed: () => void,
  ) {
    container.addEventListener('pointerdown', this.down, { capture: true });
    container.addEventListener('pointermove', this.move);
    container.addEventListener('pointerup', this.up);
    container.addEventListener('pointercancel', this.up);
  }

  /** Whether the target is held. */
  get dragging(): boolean {
    return this.pointerId !== null;
  }

  private readonly down = (event: PointerEvent): void => {
    if (this.pointerId !== null || event.button !== 0) return;
    const box = this.container.getBoundingClientRect();
    this.view.toScreen(this.target().position, screen);
    const reach = event.pointerType === 'touch' ? PICK_PIXELS.touch : PICK_PIXELS.mouse;
    if (screen.behind || Math.hypot(event.clientX - box.left - screen.x, event.clientY - box.top - screen.y) > reach) return;
    event.stopPropagation();
    event.preventDefault();
    this.pointerId = event.pointerId;
    this.container.setPointerCapture(event.pointerId);
    this.container.focus({ preventScroll: true });
    this.changed();
  };

  private readonly move = (event: PointerEvent): void => {
    if (event.pointerId !== this.pointerId) return;
    const target = this.target();
    this.view.rayAt(event.clientX, event.clientY, ray);
    sphere.center.set(target.center.x, target.center.y, target.center.z);
    sphere.radius = target.radius;
    if (ray.intersectSphere(sphere, hit) === null) ray.closestPointToPoint(sphere.center, hit);
    target.pointAt({ x: hit.x - sphere.center.x, y: hit.y - sphere.center.y, z: hit.z - sphere.center.z });
    this.changed();
  };

  private readonly up = (event: PointerEvent): void => {
    if (event.pointerId !== this.pointerId) return;
    this.pointerId = null;
    if (this.container.hasPointerCapture(event.pointerId)) this.container.releasePointerCapture(event.pointerId);
    this.changed();
  };
}
