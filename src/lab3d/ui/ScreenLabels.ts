// Words beside the 3D drawing: the target, each craft's controller (the ghost's too), the eigenaxis's angle, the torque; placed so that
// none covers another.
import { el, setHidden, setText } from '../../ui/dom';
import { rotateVec3 } from '../../sim/math3d/quaternion';
import type { CraftFrame } from '../scene/labFrame';
import type { LabScene } from '../scene/LabScene';
import type { LabView } from '../view/LabView';

/** How far along the eigenaxis's arrow and the torque's its label sits, m. */
const AXIS_LABEL_AT = 3.6;
const TORQUE_LABEL_AT = 1.2;
/** How far ahead of a craft's centre its name sits, along its nose, m. */
const NOSE_LABEL_AT = 2.6;
/** A label's height and the width of one character of its 12 px text, about, CSS px (no layout is read to place labels). */
const LABEL_HEIGHT = 19;
const CHARACTER_WIDTH = 6.8;
const LABEL_PADDING = 14;
/** Room kept between labels, CSS px. */
const GAP = 2;

const NOSE = { x: 0, y: 0, z: NOSE_LABEL_AT };
const point = { x: 0, y: 0, z: 0 };
const screen = { x: 0, y: 0, behind: false };

/** A label's box on the page, CSS px. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One label that follows a point of the scene on screen. */
class FollowingLabel {
  readonly element: HTMLElement;
  readonly box: Box = { x: 0, y: 0, width: 0, height: LABEL_HEIGHT };
  /** The last place written, CSS px: a label that has not moved is not written again (a write restyles it). */
  private x = Number.NaN;
  private y = Number.NaN;

  constructor(container: HTMLElement, className: string) {
    this.element = el('span', { className: `lab-label ${className}`, attributes: { 'aria-hidden': 'true' } });
    container.append(this.element);
  }

  /**
   * Shows `text` beside the world point (x, y, z), on the side with room, moved up or down from
   * there until it covers none of `placed` (hidden when no place nearby is free), or hides it (text null).
   */
  show(view: LabView, text: string | null, x: number, y: number, z: number, placed: Box[]): void {
    if (text !== null) {
      point.x = x;
      point.y = y;
      point.z = z;
      view.toScreen(point, screen);
    }
    let hidden = text === null || screen.behind;
    if (!hidden) {
      const box = this.box;
      box.width = (text as string).length * CHARACTER_WIDTH + LABEL_PADDING;
      // Beside the point: left of it near the view's right edge.
      box.x = screen.x + 10 + box.width > view.width ? screen.x - 10 - box.width : screen.x + 10;
      box.x = Math.max(0, box.x);
      const baseY = screen.y - LABEL_HEIGHT / 2;
      hidden = !freePlace(box, baseY, placed);
      if (!hidden) {
        placed.push(box);
        setText(this.element, text as string);
        const left = Math.round(box.x);
        const top = Math.round(box.y);
        if (left !== this.x || top !== this.y) {
          this.x = left;
          this.y = top;
          this.element.style.transform = `translate(${left}px, ${top}px)`;
        }
      }
    }
    setHidden(this.element, hidden);
  }
}

/**
 * Sets `box.y` to the nearest of baseY, one label below, one above, two below… where it covers none of `placed`; false when none of five is
 * free.
 */
function freePlace(box: Box, baseY: number, placed: readonly Box[]): boolean {
  for (let attempt = 0; attempt < 5; attempt++) {
    const shift = Math.ceil(attempt / 2) * (LABEL_HEIGHT + GAP) * (attempt % 2 === 1 ? 1 : -1);
    box.y = baseY + shift;
    if (
      placed.every(
        (other) =>
          box.x + box.width + GAP <= other.x ||
          other.x + other.width + GAP <= box.x ||
          box.y + box.height + GAP <= other.y ||
          other.y + other.height + GAP <= box.y,
      )
    )
      return true;
  }
  return false;
}

/** The labels of the lab's drawing (hidden from screen readers: the live summary and the card speak). */
export class ScreenLabels {
  private readonly target: FollowingLabel;
  private readonly craft: FollowingLabel;
  private readonly ghost: FollowingLabel;
  private readonly axis: FollowingLabel;
  private readonly torque: FollowingLabel;
  private readonly ghostTarget: FollowingLabel;
  private readonly placed: Box[] = [];
  private readonly nose = { x: 0, y: 0, z: 0 };

  constructor(container: HTMLElement) {
    this.target = new FollowingLabel(container, 'lab-label-target');
    this.craft = new FollowingLabel(container, 'lab-label-craft');
    this.ghost = new FollowingLabel(container, 'lab-label-ghost');
    this.axis = new FollowingLabel(container, 'lab-label-axis');
    this.torque = new FollowingLabel(container, 'lab-label-torque');
    this.ghostTarget = new FollowingLabel(container, 'lab-label-ghost');
  }

  /**
   * Places every label, the most telling first (the target, the crafts, the axis, the torque, the ghost's target): a later one gives way.
   */
  update(view: LabView, scene: LabScene): void {
    const { craft, ghost, target } = scene;
    const placed = this.placed;
    placed.length = 0;
    this.target.show(view, 'target', target.position.x, target.position.y, target.position.z, placed);
    this.showCraft(this.craft, view, craft, scene.settings.controller.name, placed);
    const ghostRun = scene.ghostRun;
    this.showCraft(this.ghost, view, ghost, ghostRun === null ? null : `ghost · ${ghostRun.choice.controller.name}`, placed);
    const p = craft.centerOfMass;
    const turning = craft.angle > Math.PI / 180;
    const n = craft.axis;
    this.axis.show(
      view,
      turning ? `eigenaxis · ${((craft.angle * 180) / Math.PI).toFixed(0)}° to go` : null,
      p.x - n.x * AXIS_LABEL_AT,
      p.y - n.y * AXIS_LABEL_AT,
      p.z - n.z * AXIS_LABEL_AT,
      placed,
    );
    const t = craft.torque;
    const magnitude = Math.hypot(t.x, t.y, t.z);
    const scale = magnitude > 0 ? TORQUE_LABEL_AT / magnitude : 0;
    this.torque.show(view, magnitude > 0 && turning ? 'torque' : null, p.x + t.x * scale, p.y + t.y * scale, p.z + t.z * scale, placed);
    const g = scene.ghostTarget;
    this.ghostTarget.show(view, g === null ? null : 'ghost’s target', g?.x ?? 0, g?.y ?? 0, g?.z ?? 0, placed);
  }

  /** A craft's name ahead of its nose, or hidden (craft or text null). */
  private showCraft(label: FollowingLabel, view: LabView, craft: CraftFrame | null, text: string | null, placed: Box[]): void {
    if (craft === null || text === null) {
      label.show(view, null, 0, 0, 0, placed);
      return;
    }
    const tip = rotateVec3(this.nose, craft.orientation, NOSE);
    const c = craft.centerOfMass;
    label.show(view, text, c.x + tip.x, c.y + tip.y, c.z + tip.z, placed);
  }
}
