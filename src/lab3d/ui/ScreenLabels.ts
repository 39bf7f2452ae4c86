// Words beside the 3D drawing: the target, the craft's turn rate, the eigenaxis's angle, the torque.
import { degreesFigure } from '../../app/presentation/turnRateWords';
import { el, setHidden, setText } from '../../ui/dom';
import type { LabScene } from '../scene/LabScene';
import type { LabView } from '../view/LabView';

/** How far along the eigenaxis's arrow and the torque's its label sits, m. */
const AXIS_LABEL_AT = 3.6;
const TORQUE_LABEL_AT = 1.2;

const point = { x: 0, y: 0, z: 0 };
const screen = { x: 0, y: 0, behind: false };

/** One label that follows a point of the scene on screen. */
class FollowingLabel {
  readonly element: HTMLElement;

  constructor(container: HTMLElement, className: string) {
    this.element = el('span', { className: `lab-label ${className}`, attributes: { 'aria-hidden': 'true' } });
    container.append(this.element);
  }

  /** Shows `text` beside the world point (x, y, z), or hides the label (text null). */
  show(view: LabView, text: string | null, x: number, y: number, z: number): void {
    if (text !== null) {
      point.x = x;
      point.y = y;
      point.z = z;
      view.toScreen(point, screen);
    }
    const hidden = text === null || screen.behind;
    setHidden(this.element, hidden);
    if (hidden) return;
    setText(this.element, text as string);
    // Beside the point, on the side with room: left of it near the view's right edge.
    const flip = screen.x > view.width - 140;
    this.element.style.transform = `translate(${Math.round(screen.x + (flip ? -10 : 10))}px, ${Math.round(screen.y - 10)}px)${flip ? ' translateX(-100%)' : ''}`;
  }
}

/** The labels of the lab's drawing (hidden from screen readers: the live summary and the card speak). */
export class ScreenLabels {
  private readonly target: FollowingLabel;
  private readonly craft: FollowingLabel;
  private readonly axis: FollowingLabel;
  private readonly torque: FollowingLabel;

  constructor(container: HTMLElement) {
    this.target = new FollowingLabel(container, 'lab-label-target');
    this.craft = new FollowingLabel(container, 'lab-label-craft');
    this.axis = new FollowingLabel(container, 'lab-label-axis');
    this.torque = new FollowingLabel(container, 'lab-label-torque');
  }

  update(view: LabView, scene: LabScene): void {
    const { craft, target } = scene;
    const p = craft.position;
    this.target.show(view, 'target', target.position.x, target.position.y, target.position.z);
    this.craft.show(view, `turns ${scene.settings.turnRate === 'fast' ? 'fast' : 'slowly'} · ${degreesFigure(scene.maxAngularAcceleration)}`, p.x, p.y + 2.2, p.z);
    const turning = craft.desiredOrientation !== null && craft.angle > Math.PI / 180;
    const n = craft.axis;
    this.axis.show(view, turning ? `eigenaxis · ${((craft.angle * 180) / Math.PI).toFixed(0)}° to go` : null, p.x - n.x * AXIS_LABEL_AT, p.y - n.y * AXIS_LABEL_AT, p.z - n.z * AXIS_LABEL_AT);
    const t = craft.torque;
    const magnitude = Math.hypot(t.x, t.y, t.z);
    const scale = magnitude > 0 ? TORQUE_LABEL_AT / magnitude : 0;
    this.torque.show(view, magnitude > 0 && turning ? 'torque' : null, p.x + t.x * scale, p.y + t.y * scale, p.z + t.z * scale);
  }
}
