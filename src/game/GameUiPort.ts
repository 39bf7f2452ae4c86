import type { ActionPage } from '../app/actionRunner';

/**
 * What the game needs from the page around the canvas (panels, help, messages, HUD). The game
 * declares it and never imports the UI; src/main.ts hands in the DOM UI that implements it. Its
 * {@link ActionPage} part is what the player's actions need of the page (its parts, messages, the
 * saved settings).
 */
export interface GameUiPort extends ActionPage {
  /** Closes the help, or else the step-response view, or else the phase plot; returns whether one was open (Esc). */
  closeHelp(): boolean;
  /** The player did something (a click, a key): first-visit hints can go. */
  noteInteraction(): void;
  /**
   * Once per frame, after the simulation's steps: real seconds since the last frame and the frame rate (the page delivers the demo's
   * changes to its views).
   */
  frame(frameSeconds: number, fps: number): void;
  /** Something changed outside the frame loop (a scene opened by the tests' hook): the views show it now, not at the next frame. */
  changed(): void;
}
