import type { Vec2Like } from '../../sim/math/vec2';
import { clampCoordinate, clampPoint, isFinitePoint } from '../model/SceneModel';
import type { PlayingNow } from '../plays/Play';
import { throwMotion } from './throwing';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { quoteForMessage } from '../../sim/validation/oneLine';
import { MAX_COORDINATE } from '../../sim/validation/fields';

/** Why a target's move is refused (no such target, or a point that is not finite within the bounds), or null. */
function refusal(handle: unknown, targetId: string, point: Vec2Like): SettingResult | null {
  if (!handle) return refused('target', `there is no target ${quoteForMessage(targetId)} in this scene`);
  if (!isFinitePoint(point)) return refused('target', `the point must be finite numbers within ±${MAX_COORDINATE} m`);
  return null;
}

/** The player's hand on the targets of the scene that plays (`demo.editor.targets`): placed, dragged by velocity, dropped or thrown. */
export class TargetEditor {
  constructor(private readonly plays: PlayingNow) {}

  /**
   * Puts target `targetId` at `position` (m) at once: a target is a sensor, so this moves no body.
   * The entities keep their state and controllers and steer toward it. Its chosen motion restarts
   * from there. Scripted target moves of the scene stop.
   */
  move(targetId: string, position: Vec2Like): SettingResult {
    const scene = this.plays.current;
    const handle = scene.model.findTarget(targetId);
    const problem = refusal(handle, targetId, position);
    if (problem || !handle) return problem ?? OK;
    scene.onPlayerMovedTarget?.();
    scene.model.placeTarget(handle, clampPoint(position), true);
    return OK;
  }

  /**
   * The player holds target `targetId` with the pointer at `point` (m): call it every frame while
   * held. While time runs the target moves there by velocity over the next step (Target.drag: it is
   * never teleported); with `placed` (time paused: no step will move it) it is put there at once,
   * and held there until it is let go. Scripted target moves stop.
   */
  drag(targetId: string, point: Vec2Like, placed: boolean): SettingResult {
    const scene = this.plays.current;
    const handle = scene.model.findTarget(targetId);
    const problem = refusal(handle, targetId, point);
    if (problem || !handle) return problem ?? OK;
    scene.onPlayerMovedTarget?.();
    const goal = { x: clampCoordinate(point.x), y: clampCoordinate(point.y) };
    if (placed) scene.model.placeTarget(handle, goal, false);
    handle.sim.drag(goal);
    return OK;
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
