import type { BestsStorage } from '../../app/challenge/ChallengeBests';
import type { FallibleController } from '../../sim/control/FallibleController';

/** The player's code compiled in the sandbox: a turn controller that falls back to a safe one when the code fails. */
export interface SandboxedController extends FallibleController {
  /** Frees its interpreter. */
  dispose(): void;
}

/** What the panel needs from the page around it (src/main.ts hands it in: the UI never imports the sandbox). */
export interface ChallengePanelPorts {
  /** The controller template with its documentation (src/sandbox/controllerTemplate.ts). */
  readonly template: string;
  /** Compiles the player's code in the sandbox; `endless` for the playground (no budget for the whole run). */
  compile(source: string, endless: boolean): Promise<SandboxedController>;
  /** Gets the sandbox ready in the background (the panel opened: code may run soon). */
  prewarm(): void;
  /** Where the player's bests are kept (localStorage). */
  readonly storage: BestsStorage;
  /** Shows a short message to the player. */
  notify(message: string, kind?: 'info' | 'error'): void;
  /** Something changed: the toolbar and panels show the new state. */
  changed(): void;
}
