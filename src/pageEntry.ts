// The page's entry (index.html): starts the game, or hands over to the build that can draw with WebGL.
// The page's own build has Phaser's Canvas renderer only (a third less Phaser to load and compile at
// start-up); `?renderer=webgl` loads the second build, made beside it with both (vite.config.ts).
import './ui/styles.css';
import { wantsWebglRenderer } from './game/startGame';
import { startPage } from './main';

if (import.meta.env.PHASER_HAS_WEBGL || !wantsWebglRenderer(window.location.search)) {
  startPage();
} else {
  // The other build's entry is this file, built again: it starts the page as it evaluates. Its
  // address comes from a variable, so that the bundler does not look for a file written after it.
  const entry = import.meta.env.WEBGL_BUILD_ENTRY;
  const address = new URL(entry, import.meta.url).href;
  import(/* @vite-ignore */ address).catch((error: unknown) => {
    throw new Error(`the WebGL build did not load from ${address}`, { cause: error });
  });
}
