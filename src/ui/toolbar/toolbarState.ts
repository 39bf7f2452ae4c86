/**
 * What the toolbar shows of the demo, read into its reused state: the pressed buttons, as their
 * catalogue entries read them, and the turn rate in words.
 */
import type { ActionReads } from '../../app/actionCatalog';
import { ACTIONS } from '../../app/actionList';
import type { Demo } from '../../app/Demo';
import { summarizeTurnRates, turnRateInFull } from '../../app/presentation/turnRateWords';
import type { ToolbarState } from './Toolbar';

/**
 * Fills `state` with the toolbar's state now: the pressed buttons, as their entries read them through `reads`; the turn rate's words made
 * again when `rates` may have changed. Returns `state`.
 */
export function readToolbarState(state: ToolbarState, demo: Demo, reads: ActionReads, rates: boolean): ToolbarState {
  if (rates) {
    const records = demo.view.records;
    const fallback = demo.tuning.shownTurnRate;
    const summary = summarizeTurnRates(
      records.map((record) => record.entity.maxAngularAcceleration),
      fallback,
    );
    state.turnRateLabel = summary.label;
    state.turnRateTone = summary.tone;
    state.turnRateDetail = records.length
      ? records.map((record) => `${record.entity.id} ${turnRateInFull(record.entity.maxAngularAcceleration)}`).join(', ')
      : turnRateInFull(fallback);
  }
  const pressed = state.pressed;
  pressed.clear();
  for (const action of ACTIONS) if (action.pressed?.(reads)) pressed.add(action.id);
  return state;
}
