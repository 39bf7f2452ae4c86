// The composition root: builds the demo (src/app), the page's UI (src/ui) and the Phaser game
// (src/game), and wires them. The game and the UI never import each other: each declares what it
// needs (GameUiPort, BenchDisplays) and this file hands in what implements it.
import './ui/styles.css';
import Phaser from 'phaser';
import { parseBenchParam } from './app/bench/benchParam';
import { Demo } from './app/Demo';
import { layoutFor } from './app/setup/screenLayout';
import type { ViewOptions } from './app/presentation/viewOptions';
import type { BenchDisplays } from './game/bench/BenchMode';
import { PlaygroundScene } from './game/PlaygroundScene';
import { startGame } from './game/startGame';
import { byId } from './ui/dom';
import { GameUi } from './ui/GameUi';
import { ChallengePanel } from './ui/ChallengePanel';
import { CHALLENGE_BESTS_STORAGE_KEY } from './app/challenge/ChallengeBests';
import { CONTROLLER_TEMPLATE } from './sandbox/controllerTemplate';

/** The benchmark's panels, over the game (a chunk of their own, loaded only for `?bench=`). */
async function loadBenchDisplays(): Promise<BenchDisplays> {
  const { BenchOverlay } = await import('./ui/BenchOverlay');
  const container = byId('world');
  return {
    run: (title) => {
      ui.showBenchmark();
      return new BenchOverlay(container, title);
    },
    refuse: (message) => {
      BenchOverlay.error(container, message);
    },
  };
}

// The opening is laid out for the window's shape (a phone held upright gets it turned to fill it).
const demo = new Demo({ layout: layoutFor(window.innerWidth, window.innerHeight) });
const viewOptions: ViewOptions = { debug: false };
// The UI's buttons run actions through the scene, which is made next (no button is pressed before).
const ui = new GameUi(demo, viewOptions, (id) => scene.runAction(id));
const challenges = new ChallengePanel(byId('world'), demo, {
  template: CONTROLLER_TEMPLATE,
  // The player's code runs in a sandbox Worker (QuickJS in WebAssembly, loaded there), started the
  // first time the panel opens; the page can always terminate it.
  compile: async (source, endless) => {
    const { compileInWorker } = await import('./sandbox/browserSandbox');
    return compileInWorker(source, endless ? { limits: { runBudgetMs: Infinity } } : {});
  },
  prewarm: () => {
    void import('./sandbox/browserSandbox').then(({ prewarmSandbox }) => prewarmSandbox());
  },
  storage: {
    read: () => {
      try {
        return window.localStorage.getItem(CHALLENGE_BESTS_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    write: (text) => {
      try {
        window.localStorage.setItem(CHALLENGE_BESTS_STORAGE_KEY, text);
      } catch {
        // Storage refused (private mode): the bests last for this visit.
      }
    },
  },
  notify: (message, kind) => ui.notify(message, kind),
  changed: () => ui.changed(),
});
ui.attachChallenges(challenges);
// What the address opens (`?scene=`, `?tour=`, `?level=`, `?gallery`), once the challenges can play a level.
ui.openAddress(window.location.search);
const benchRequest = parseBenchParam(window.location.search);
const scene = new PlaygroundScene({
  demo,
  ui,
  viewOptions,
  bench: benchRequest.kind === 'none' ? null : { request: benchRequest, displays: loadBenchDisplays },
  testHooks: { tryController: (source: string) => challenges.tryController(source) },
});
const game = startGame(scene);
game.events.once(Phaser.Core.Events.DESTROY, () => ui.destroy());
