// The turn drawn round the craft: the eigenaxis it turns about and the torque it applies.
import { ArrowHelper, CylinderGeometry, Group, Mesh, MeshBasicMaterial, Vector3 } from 'three';
import type { CraftFrame } from '../scene/labFrame';

/** Half the eigenaxis's drawn length, m: it runs through the craft from side to side. */
const AXIS_HALF_LENGTH = 3;
/** The drawn length of the torque at the motor's limit, m. */
const TORQUE_AT_LIMIT_LENGTH = 2.5;
/** Below this angle the axis is not drawn, rad (1°: the turn is done, its axis meaningless). */
const AXIS_SHOWN_FROM = Math.PI / 180;

/** Colours of the gizmos (the labels and the legend use the same). */
export const AXIS_COLOR = 0xc3b5ff;
export const TORQUE_COLOR = 0xffd166;

const up = new Vector3(0, 1, 0);
const direction = new Vector3();

/**
 * The eigenaxis (a rod through the craft's centre along the error's axis, its arrowhead on the
 * side the craft turns about, −n by the right-hand rule: the error is current − desired) and the
 * torque (an arrow from the centre, its length the torque over the torque at the motor's limit).
 */
export class TurnGizmos {
  readonly group = new Group();
  private readonly axisRod: Mesh;
  private readonly axisHead: ArrowHelper;
  private readonly torqueArrow: ArrowHelper;

  constructor() {
    const material = new MeshBasicMaterial({ color: AXIS_COLOR, transparent: true, opacity: 0.85 });
    this.axisRod = new Mesh(new CylinderGeometry(0.03, 0.03, 2 * AXIS_HALF_LENGTH, 8), material);
    this.axisHead = new ArrowHelper(new Vector3(0, 1, 0), new Vector3(), AXIS_HALF_LENGTH + 0.4, AXIS_COLOR, 0.45, 0.22);
    this.torqueArrow = new ArrowHelper(new Vector3(0, 1, 0), new Vector3(), 1, TORQUE_COLOR, 0.35, 0.2);
    this.group.add(this.axisRod, this.axisHead, this.torqueArrow);
  }

  /** Poses both from the craft's last step. */
  update(craft: CraftFrame): void {
    const { centerOfMass: position, axis, angle, torque } = craft;
    const showAxis = angle >= AXIS_SHOWN_FROM;
    this.axisRod.visible = showAxis;
    this.axisHead.visible = showAxis;
    if (showAxis) {
      // The craft turns by −θ about n: the arrow points along −n.
      direction.set(-axis.x, -axis.y, -axis.z);
      this.axisRod.position.set(position.x, position.y, position.z);
      this.axisRod.quaternion.setFromUnitVectors(up, direction);
      this.axisHead.position.set(position.x, position.y, position.z);
      this.axisHead.setDirection(direction);
    }
    const magnitude = Math.hypot(torque.x, torque.y, torque.z);
    const showTorque = magnitude > 0 && craft.torqueAtLimit > 0;
    this.torqueArrow.visible = showTorque;
    if (showTorque) {
      const length = Math.max(0.05, Math.min(1.5, magnitude / craft.torqueAtLimit)) * TORQUE_AT_LIMIT_LENGTH;
      direction.set(torque.x / magnitude, torque.y / magnitude, torque.z / magnitude);
      this.torqueArrow.position.set(position.x, position.y, position.z);
      this.torqueArrow.setDirection(direction);
      this.torqueArrow.setLength(length, Math.min(0.35, 0.4 * length), 0.2);
    }
  }
}
