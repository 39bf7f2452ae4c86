// The composition root: builds the demo (src/app), the page's UI (src/ui) and the Phaser game
// (src/game), and wires them. The game and the UI never import each other: each declares what it
// needs (GameUiPort, BenchDisplays) and this file hands in what implements it.
import '../node_modules/lil-gui/dist/lil-gui.css';
import './ui/styles.css';
import Phaser from 'phaser';
import { parseBenchParam } from './app/bench/benchParam';
import { Demo } from './app/Demo';
import type { ViewOptions } from './app/viewOptions';
import type { BenchDisplays } from './game/bench/BenchMode';
import { PlaygroundScene } from './game/PlaygroundScene';
import { startGame } from './game/startGame';
import { byId } from './ui/dom';
import { GameUi } from './ui/GameUi';

/** The benchmark's panels, over the game (a chunk of their own, loaded only for `?bench=`). */
async function loadBenchDisplays(): Promise<BenchDisplays> {
  const { BenchOverlay } = await import('./ui/BenchOverlay');
  const container = byId('world');
  return {
    run: (title) => new BenchOverlay(container, title),
    refuse: (message) => {
      BenchOverlay.error(container, message);
    },
  };
}

const demo = new Demo();
const viewOptions: ViewOptions = { debug: false };
// The UI's buttons run actions through the scene, which is made next (no button is pressed before).
const ui = new GameUi(demo, viewOptions, (id) => scene.runAction(id));
const benchRequest = parseBenchParam(window.location.search);
const scene = new PlaygroundScene({
  demo,
  ui,
  viewOptions,
  bench: benchRequest.kind === 'none' ? null : { request: benchRequest, displays: loadBenchDisplays },
});
const game = startGame(scene);
game.events.once(Phaser.Core.Events.DESTROY, () => ui.destroy());
