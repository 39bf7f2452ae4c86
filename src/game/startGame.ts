import Phaser from 'phaser';
import { COLORS, cssColor } from '../app/presentation/palette';
import { pixelRatio } from './PlaygroundScene';

/**
 * Which Phaser renderer to use: Canvas unless the page URL asks for `?renderer=webgl`.
 *
 * The game draws only vector shapes (Graphics) and text, which the Canvas renderer draws exactly as
 * WebGL does, crisp at any pixel ratio, at no measurable cost for a few entities. WebGL, in a
 * browser without GPU compositing (e.g. headless Chromium with --disable-gpu, as the browser tests
 * run), makes Chromium log "GPU stall due to ReadPixels" warnings for any WebGL canvas, Phaser or
 * not, because each frame must be read back for the software compositor. Canvas keeps the console
 * clean everywhere; `?renderer=webgl` is there to compare.
 */
export function rendererType(search: string): number {
  return wantsWebglRenderer(search) ? Phaser.WEBGL : Phaser.CANVAS;
}

/** Whether the page URL's query (`location.search`) asks for `?renderer=webgl`. */
export function wantsWebglRenderer(search: string): boolean {
  return new URLSearchParams(search).get('renderer') === 'webgl';
}

/**
 * Starts the game with `scene` (built by src/main.ts) in the element #`parentId`. The canvas fills
 * that element; the scene keeps it sized to it (see PlaygroundScene.fitToParent), at the device
 * pixel ratio. `autoFocus` (default true): Phaser gives the window focus at boot and on every press;
 * an embedded game (`?embed=1`) turns it off, so that it never takes the keyboard from the page around it.
 */
export function startGame(scene: Phaser.Scene, parentId = 'game', options: { readonly autoFocus?: boolean } = {}): Phaser.Game {
  const parent = document.getElementById(parentId);
  if (!parent) throw new Error(`index.html lacks the element #${parentId}`);
  const ratio = pixelRatio();
  const config: Phaser.Types.Core.GameConfig = {
    type: rendererType(window.location.search),
    parent,
    backgroundColor: cssColor(COLORS.background),
    banner: false,
    autoFocus: options.autoFocus ?? true,
    disableContextMenu: true,
    scale: {
      // No automatic scaling: the scene sizes the canvas itself (CSS size × pixel ratio).
      mode: Phaser.Scale.NONE,
      width: Math.max(1, Math.round(parent.clientWidth * ratio)),
      height: Math.max(1, Math.round(parent.clientHeight * ratio)),
      zoom: 1 / ratio,
    },
    input: { activePointers: 3, mouse: { preventDefaultWheel: true } },
    render: { antialias: true },
    scene: [scene],
  };
  return new Phaser.Game(config);
}
