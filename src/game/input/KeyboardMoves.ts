import type { Demo } from '../../app/Demo';
import type { Vec2Like } from '../../sim/math/vec2';

/** One arrow press moves by this much, m. */
export const KEY_STEP_M = 1;
/** With Shift held, m. */
export const KEY_BIG_STEP_M = 5;
/** An obstacle moved by the keys is let go this long after the last press, ms (it moves by velocity meanwhile). */
const OBSTACLE_RELEASE_MS = 450;

/** What the arrow keys move now: kind, a name for people, and where it is (m). */
export interface KeyboardHandle {
  readonly kind: 'obstacle' | 'waypoint' | 'target';
  /** "missile-1's target", "waypoint 3 of missile-1", "obstacle wall-1". */
  readonly name: string;
}

/** True when the key belongs to a field, a dialog, the toolbar or the panel, not to the game. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  // The tour's card is not excluded: a keyboard player on its buttons moves the target the step asks for.
  return target.closest('dialog, [role="toolbar"], #sidebar, #step-response') !== null;
}

/**
 * The keyboard alternative to every drag: the arrow keys move what the player would drag, by
 * {@link KEY_STEP_M} (with Shift {@link KEY_BIG_STEP_M}), through the same demo calls as the
 * pointer. What moves: the selected obstacle (click it, or place one: it is selected); else, in
 * Path mode, the waypoint the selected entity is heading for; else the target of the selected
 * entity (E selects the next one), or of the first entity when none is selected. A target moved by
 * the keys is the player's: the opening's scripted hops stop, as after a drag. `announce` says
 * what the keys move when that changes (the game shows it as a tip and screen readers hear it).
 */
export class KeyboardMoves {
  private readonly listener = (event: KeyboardEvent): void => this.onKeyDown(event);
  private readonly goal: Vec2Like = { x: 0, y: 0 };
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;
  private heldObstacleId: string | null = null;
  private lastAnnounced = '';

  /**
   * @param announce says what the keys move when that changes.
   * @param moved called after every move (the camera brings what moved into view). [default: nothing]
   */
  constructor(
    private readonly demo: Demo,
    private readonly announce: (message: string) => void,
    private readonly moved: () => void = () => undefined,
  ) {
    window.addEventListener('keydown', this.listener);
  }

  /** Stops listening (and lets go of an obstacle being moved). */
  destroy(): void {
    window.removeEventListener('keydown', this.listener);
    this.releaseObstacle();
  }

  /** Moves what the keys move by (dx, dy) m; returns what moved, or null when nothing could. */
  move(dx: number, dy: number): KeyboardHandle | null {
    const demo = this.demo;
    const obstacleId = demo.editor.obstacles.selectedId;
    if (obstacleId !== null) {
      const record = demo.view.obstacles.find((candidate) => candidate.obstacle.id === obstacleId);
      if (record) {
        const from = record.dragGoal ?? record.obstacle.position;
        this.goal.x = from.x + dx;
        this.goal.y = from.y + dy;
        if (!demo.apply({ kind: 'dragObstacle', obstacle: obstacleId, goal: this.goal })) return null;
        this.holdObstacle(obstacleId);
        return { kind: 'obstacle', name: `obstacle ${obstacleId}` };
      }
    }
    const record = demo.view.selected ?? demo.view.records[0] ?? null;
    if (!record) return null;
    if (demo.editor.entities.mode === 'path') {
      const index = Math.min(Math.max(0, record.entity.pathIndex), record.path.length - 1);
      const waypoint = record.path[index];
      if (!waypoint) return null;
      this.goal.x = waypoint.x + dx;
      this.goal.y = waypoint.y + dy;
      return demo.apply({ kind: 'moveWaypoint', entity: record.entity.id, index, position: this.goal })
        ? { kind: 'waypoint', name: `waypoint ${index + 1} of ${record.entity.id}` }
        : null;
    }
    const target = record.target;
    this.goal.x = target.position.x + dx;
    this.goal.y = target.position.y + dy;
    return demo.apply({ kind: 'moveTarget', target: target.id, position: this.goal })
      ? { kind: 'target', name: `${record.entity.id}’s target` }
      : null;
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const step = event.shiftKey ? KEY_BIG_STEP_M : KEY_STEP_M;
    let dx = 0;
    let dy = 0;
    if (event.key === 'ArrowLeft') dx = -step;
    else if (event.key === 'ArrowRight') dx = step;
    else if (event.key === 'ArrowUp') dy = step;
    else if (event.key === 'ArrowDown') dy = -step;
    else return;
    if (belongsElsewhere(event.target)) return;
    event.preventDefault();
    const moved = this.move(dx, dy);
    if (moved) this.moved();
    if (moved && moved.name !== this.lastAnnounced) {
      this.lastAnnounced = moved.name;
      this.announce(
        `Arrow keys move ${moved.name} (Shift: ${KEY_BIG_STEP_M} m steps). Click or tap something else, or press E, to choose another.`,
      );
    }
  }

  private holdObstacle(id: string): void {
    if (this.heldObstacleId !== null && this.heldObstacleId !== id) this.releaseObstacle();
    this.heldObstacleId = id;
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => this.releaseObstacle(), OBSTACLE_RELEASE_MS);
  }

  private releaseObstacle(): void {
    if (this.releaseTimer !== null) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
    if (this.heldObstacleId !== null) this.demo.apply({ kind: 'releaseObstacle', obstacle: this.heldObstacleId });
    this.heldObstacleId = null;
  }
}
