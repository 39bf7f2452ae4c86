// The composition root: builds the demo (src/app), the page's UI (src/ui) and the Phaser game
// (src/game), and wires them; src/pageEntry.ts starts it. The game and the UI never import each other:
// each declares what it needs (GameUiPort, BenchDisplays) and this file hands in what implements it.
import Phaser from 'phaser';
import { parseBenchParam } from './app/bench/benchParam';
import { Demo } from './app/Demo';
import { layoutFor } from './app/setup/screenLayout';
import { defaultViewOptions } from './app/presentation/viewOptions';
import type { BenchDisplays } from './game/bench/BenchMode';
import { PlaygroundScene } from './game/PlaygroundScene';
import { startGame } from './game/startGame';
import { webOpeningWorkers } from './game/opening/webOpeningWorkers';
import { keepWheelForHostPage } from './game/input/embedWheel';
import { byId } from './ui/dom';
import { GameUi } from './ui/GameUi';
import { ChallengePanel } from './ui/challenge/ChallengePanel';
import { CHALLENGE_BESTS_STORAGE_KEY } from './app/challenge/ChallengeBests';
import { CONTROLLER_TEMPLATE } from './sandbox/controllerTemplate';
import { fullDemoAddress, readEmbedParam } from './app/embed/embedParam';
import { runsInEmbed } from './app/embed/embedActions';
import { z } from 'zod';

// The page's Content-Security-Policy (index.html) forbids evaluating strings, so zod must never
// compile a parser with `new Function`. Said once, before any schema is built: left to its own probe,
// zod asks once whether eval works and keeps the answer, and a first ask made where the policy does
// not reach (a debugger's console, a test driver's evaluate) switched compiling on for the whole page,
// whose next check then threw EvalError in the page's own event handlers.
z.config({ jitless: true });

/** Builds the page's game and UI and starts them. */
export function startPage(): void {
  /** The benchmark's panels, over the game (a chunk of their own, loaded only for `?bench=`). */
  async function loadBenchDisplays(): Promise<BenchDisplays> {
    const { BenchOverlay } = await import('./ui/bench/BenchOverlay');
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

  // The page's note for a game that never started (a sandboxed frame that blocks its modules) goes first.
  document.getElementById('not-started')?.remove();

  // `?embed=1`: the game inside another page's <iframe> (docs/embedding.md): a minimal bar, nothing
  // saved, and the keyboard only while the frame has focus (it never takes focus by itself). A refused
  // value is named in the start-up notice (src/app/settings/startupSettings.ts) and the full demo starts.
  const embedded = readEmbedParam(window.location.search).embed;
  if (embedded) {
    document.documentElement.classList.add('embed');
    // A press on the play area gives the frame the keyboard (Phaser's own autoFocus is off, see below).
    byId('game').addEventListener('pointerdown', () => window.focus());
    // The wheel scrolls the host page until the frame is clicked (or a modifier is held).
    keepWheelForHostPage(byId('game'), window);
  }

  // The opening is laid out for the window's shape (a phone held upright gets it turned to fill it).
  // A comparison from a link or a file plays its runs again in Web Workers, the page answering throughout.
  const demo = new Demo({ layout: layoutFor(window.innerWidth, window.innerHeight), comparisonWorkers: webOpeningWorkers });
  const viewOptions = defaultViewOptions();
  // The UI's buttons run actions through the scene, which is made next (no button is pressed before).
  const ui = new GameUi(
    demo,
    viewOptions,
    (id) => scene.runAction(id),
    embedded ? { fullDemoHref: fullDemoAddress(window.location.href) } : null,
  );
  const challenges = new ChallengePanel(byId('world'), demo, {
    template: CONTROLLER_TEMPLATE,
    // The player's code runs in a sandbox Worker (QuickJS in WebAssembly, loaded there), started the
    // first time the panel opens; the page can always terminate it.
    compile: async (source, endless) => {
      const { compileInWorker } = await import('./sandbox/browserSandbox');
      return compileInWorker(source, endless ? { limits: { runBudgetOperations: Infinity } } : {});
    },
    prewarm: () => {
      void import('./sandbox/browserSandbox').then(({ prewarmSandbox }) => prewarmSandbox());
    },
    storage: {
      // An embedded game keeps no bests (it saves nothing) and shows none of the player's.
      read: () => {
        if (embedded) return null;
        try {
          return window.localStorage.getItem(CHALLENGE_BESTS_STORAGE_KEY);
        } catch {
          return null;
        }
      },
      write: (text) => {
        if (embedded) return;
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
  const benchRequest = parseBenchParam(window.location.search);
  const scene = new PlaygroundScene({
    demo,
    ui,
    viewOptions,
    bench: benchRequest.kind === 'none' ? null : { request: benchRequest, displays: loadBenchDisplays },
    testHooks: { tryController: (source: string) => challenges.tryController(source), phasePlot: () => ui.phasePlotView() },
    ...(embedded ? { allows: runsInEmbed } : {}),
  });
  // What the address opens (`?scene=`, `?tour=`, `?level=`, `?play=`, `?gallery`), once the challenges
  // can play a level and the scene can take actions (queued until it is created).
  ui.openAddress(window.location.search);
  const game = startGame(scene, 'game', { autoFocus: !embedded });
  game.events.once(Phaser.Core.Events.DESTROY, () => ui.destroy());
}
