import type { EntityRecord } from '../model/EntityState';
import type { TourHost } from './TourHost';
import { DRIFT_WAIT_SECONDS, ownMotionWords, spotCycler, waitingFor, type StepRun, type TourStepResult } from './TourStep';
import { TurnAction, type ActionResult } from './TurnAction';

/**
 * Where "Move the target" puts the target in turn in the turning steps, m (landscape design, laid
 * out for the play area): from the missiles' spot on the left, turns of about 90°, 120°, 80° and
 * 115°, far enough away for clean turns.
 */
export const TURN_SPOTS = [
  { x: -34, y: 30 },
  { x: 20, y: -20 },
  { x: -44, y: -20 },
  { x: 30, y: 20 },
];

/** A step's scene lacks an entity it built: a bug in the step. */
export function failSetUp(id: string): never {
  throw new Error(`the tour's scene has no entity "${id}"`);
}

/** The records of `ids` in the step's scene. */
export function recordsOf(host: TourHost, ids: readonly string[]): EntityRecord[] {
  return ids.map((id) => host.view.findRecord(id) ?? failSetUp(id));
}

/** "missile-2 (light blue) has" / "missile-1 (orange) and missile-2 (light blue) have" */
function namesHave(names: readonly string[]): string {
  return names.length === 1 ? `${names[0]} has` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} have`;
}

/** What the card says while a turning step has no result, from where the player's action stands. */
export function actionStatus(action: TurnAction, actionLabel: string): string {
  switch (action.stage) {
    case 'waiting':
      return waitingFor(actionLabel);
    case 'moving':
      return (
        ownMotionWords(action.moves) ??
        'The target is moving: the turn is timed from when you began moving it, to when it settles after you let go.'
      );
    case 'turning': {
      if (action.moves.held) return 'You hold the target: the turn is timed until it settles after you let go.';
      const names = action.pendingNames();
      const turning =
        names.length === 0 ? 'Turning…' : `Turning… the result shows once ${namesHave(names)} settled (within 1°, hardly turning).`;
      return action.moves.stoppedDrift
        ? `Your throw kept the target flying, so the tour stopped it ${DRIFT_WAIT_SECONDS} s after you let go. ${turning}`
        : turning;
    }
    case 'interrupted':
      return 'A turn rate or a controller changed during the turn, so it cannot be timed as one turn: move the target again.';
    case 'done':
      return 'Done: move the target again to time another turn.';
  }
}

/**
 * A step whose entities `ids` turn toward the target in place, each timed from the start of the
 * player's action until it settled (src/app/tour/TurnAction.ts, reading each body's turn meter):
 * the result shows once every one of them has finished, worded by `finish` from the measured case,
 * and goes when the target moves again. `actionLabel` is the step's button.
 */
export function turningRun(
  host: TourHost,
  ids: readonly string[],
  actionLabel: string,
  finish: (action: ActionResult) => TourStepResult,
): StepRun & { readonly action: TurnAction } {
  const action = new TurnAction(host, recordsOf(host, ids));
  let shownFor: ActionResult | null = null;
  let result: TourStepResult | null = null;
  return {
    action,
    act: spotCycler(host, TURN_SPOTS),
    afterStep(time) {
      action.afterStep(time);
      const measured = action.result;
      if (measured !== shownFor) {
        shownFor = measured;
        result = measured === null ? null : finish(measured);
      }
    },
    result: () => result,
    status: () => actionStatus(action, actionLabel),
  };
}
