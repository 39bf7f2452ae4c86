// Runs a player's action as its catalogue entry says: the one place actions are dispatched, whether a key, a button or the timeline asked.
import type { ActionContext, GameAction, PagePart, ViewControls } from './actionCatalog';
import { actionById, type ActionId } from './actionList';
import type { Demo } from './Demo';
import type { ViewOptions } from './presentation/viewOptions';

/** What actions need of the page around the game (the UI implements it; src/main.ts hands it in through the game). */
export interface ActionPage {
  /** Opens or closes part `part` of the page, or runs it (a scene file saved, the 3D lab's page). */
  togglePart(part: PagePart): void;
  /** Shows a short message: a tip (info) or a refusal (error). */
  notify(message: string, tone: 'info' | 'error'): void;
  /** The player changed a setting the game saves (the turn rate, slow motion): keep it. */
  settingChanged(): void;
}

/**
 * Runs the player's actions (keys, the toolbar, the embed's bar, the timeline's button) as their
 * entries in the catalogue say (src/app/actionCatalog.ts): an intent through the door, with what
 * it did or why not in words; a change of the view or of time; a part of the page. Then the
 * demo's changes are delivered at once, so that the buttons and panels show the new state before
 * the next frame. An action the game does not run here (an embed runs only some) does nothing.
 */
export class ActionRunner {
  private readonly context: ActionContext;

  constructor(
    private readonly demo: Demo,
    options: ViewOptions,
    view: ViewControls,
    private readonly page: ActionPage,
    /** Which actions run here. [default: every one] */
    private readonly allows: (id: ActionId) => boolean = () => true,
  ) {
    this.context = { demo, options, view };
  }

  /** Runs action `id` (nothing for one the game does not run here). */
  run(id: ActionId): void {
    if (!this.allows(id)) return;
    const action = actionById(id);
    const does = action.does;
    if ('intent' in does) this.apply(action, does);
    else if ('view' in does) {
      const word = does.view(this.context);
      if (word) this.page.notify(word.say, word.tone);
      // The view's options are the page's: the page says they changed.
      this.demo.changes.publish('page');
    } else this.page.togglePart(does.part);
    if (action.setting) this.page.settingChanged();
    this.demo.changes.deliver();
  }

  private apply(action: GameAction<ActionId>, does: Extract<GameAction['does'], { intent: unknown }>): void {
    const asked = does.intent(this.context);
    if ('say' in asked) {
      this.page.notify(asked.say, asked.tone);
      return;
    }
    const result = this.demo.apply(asked);
    if (result.ok) {
      const told = does.told?.(this.demo, asked);
      if (told) this.page.notify(told, 'info');
      return;
    }
    // The timeline tells its own refusals (a change behind the present that changes nothing) and the door's question before a comparison
    // ends.
    const toldByTimeline = result.field === 'timeline' || (result.field === 'comparison' && action.when?.comparing === 'asks');
    if (!toldByTimeline) this.page.notify(does.refusal ?? result.message, 'error');
  }
}
