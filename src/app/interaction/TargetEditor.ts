import type { Vec2Like } from '../../sim/math/vec2';
import { clampCoordinate, clampPoint, isFinitePoint } from '../model/SceneModel';
import type { PlayingNow } from '../plays/Play';
import type { DemoClock } from '../time/DemoClock';
import { throwMotion } from './throwing';

/** The player's hand on the targets of the scene that plays (`demo.editor.targets`): placed, dragged by velocity, dropped or thrown. */
export class TargetEditor {
  constructor(
    private readonly plays: PlayingNow,
    private readonly clock: Pick<DemoClock, 'paused'>,
  ) {}

  /**
   * Puts target `targetId` at `position` (m) at once: a target is a sensor, so this moves no body.
   * The entities keep their state and controllers and steer toward it. Its chosen motion restarts
   * from there. Scripted target moves of the scene stop.
   */
  move(targetId: string, position: Vec2Like): boolean {
    const scene = this.plays.current;
    const handle = scene.model.findTarget(targetId);
    if (!handle || !isFinitePoint(position)) return false;
    scene.onPlayerMovedTarget();
    scene.model.placeTarget(handle, clampPoint(position), true);
    return true;
  }

  /**
   * The player holds target `targetId` with the pointer at `point` (m): call it every frame while
   * held. While time runs the target moves there by velocity over the next step (Target.drag: it is
   * never teleported); while paused it is placed there at once. Scripted target moves stop.
   */
  drag(targetId: string, point: Vec2Like): boolean {
    const scene = this.plays.current;
    const handle = scene.model.findTarget(targetId);
    if (!handle || !isFinitePoint(point)) return false;
    scene.onPlayerMovedTarget();
    const goal = { x: clampCoordinate(point.x), y: clampCoordinate(point.y) };
    // Paused, no step will move it: it is put there at once, and held there until it is let go.
    if (this.clock.paused) scene.model.placeTarget(handle, goal, false);
    handle.sim.drag(goal);
    return true;
  }

  /**
   * The player lets go of target `targetId`. A fast enough `throwVelocity` (m/s of simulated time:
   * the pointer's velocity as it let go, from a flick; see src/app/interaction/throwing.ts) throws it:
   * it keeps that velocity, capped, and bounces inside the view. Otherwise it is dropped where the
   * pointer let go and resumes the motion chosen in the panel from there (a static one stays).
   */
  release(targetId: string, throwVelocity: Readonly<Vec2Like> | null = null): boolean {
    const scene = this.plays.current;
    const handle = scene.model.findTarget(targetId);
    if (!handle) return false;
    const heldAt = handle.sim.heldAt ?? handle.position;
    const drop = { x: heldAt.x, y: heldAt.y };
    const thrown = throwMotion(throwVelocity);
    if (thrown) handle.sim.release(thrown);
    else scene.model.placeTarget(handle, drop, true);
    return true;
  }
}
