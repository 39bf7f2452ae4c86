import type { PagePartAction } from '../app/actionCatalog';

/**
 * What the game needs from the page around the canvas (panels, help, messages, HUD). The game
 * declares it and never imports the UI; src/main.ts hands in the DOM UI that implements it.
 */
export interface GameUiPort {
  /** Opens or closes the part of the page action `id` names: the help, the sidebar, the step-response view, the phase plot, the challenges' panel; starts, resumes or leaves the guided tour. */
  togglePart(id: PagePartAction): void;
  /** Closes the help, or else the step-response view, or else the phase plot; returns whether one was open (Esc). */
  closeHelp(): boolean;
  /** Shows a short message to the player: a tip (info) or a refusal (error, the default). */
  notify(message: string, kind?: 'info' | 'error'): void;
  /** Called after every action, so buttons and panels can show the new state. */
  changed(): void;
  /**
   * The player changed a setting (a key like T or S): show it as {@link changed} does, and save it.
   * Only this saves: opening an address, a scene or a mode never writes what the player saved.
   */
  settingChanged(): void;
  /** The player did something (a click, a key): first-visit hints can go. */
  noteInteraction(): void;
  /** Once per frame, after the drawing: real seconds since the last frame and the frame rate. */
  frame(frameSeconds: number, fps: number): void;
}
