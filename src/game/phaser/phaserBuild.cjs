/**
 * The game's own Phaser build: what `import Phaser from 'phaser'` gives the browser build
 * (vite.config.ts aliases `phaser` to this file for `vite build` only; the dev server, the tests and
 * the types use the `phaser` package as published).
 *
 * Phaser's full bundle (about 1.3 MiB, 345 KiB gzip) carries physics, tilemaps, particles, sound,
 * the loader's file types, tweens, spine and more. The game draws Graphics, one Image and Text with
 * the Canvas renderer (the page's second build, for `?renderer=webgl`, has WebGL too), reads the pointer and sizes the canvas itself,
 * so this entry requires only those modules from Phaser's CommonJS sources, and the scene plugins
 * it uses. Phaser's build-time flags (`typeof WEBGL_RENDERER`, `typeof FEATURE_SOUND`, …) are set by
 * vite.config.ts as Phaser's own webpack build sets them, with sound off and WebGL in the second build only.
 *
 * A module of Phaser that the game starts to use (a tween, `this.time`, a Sprite) must be added
 * here: the namespace below is what the page's `Phaser.` finds at run time. The types stay the
 * full package's, so a missing module shows as `undefined` in the browser build, not as a type
 * error; e2e/load.spec.ts plays the built page and fails on any console error.
 */
'use strict';

// The renderers first, as Phaser's own entry points load them: their modules require each other in
// a cycle (a render node requires the renderer index, which requires the render nodes) that only
// resolves when it is entered from the renderer index.
require('../../../node_modules/phaser/src/renderer');

const CONST = require('../../../node_modules/phaser/src/const');
const Extend = require('../../../node_modules/phaser/src/utils/object/Extend');

// Scene plugins, each registered with Phaser's plugin cache when required; a scene gets only those
// registered (Systems skips the rest of its default list): events, cameras, add, make, the display
// and update lists, the scene plugin and input. No clock, tweens, loader, data or lights.
require('../../../node_modules/phaser/src/events/EventEmitter');
require('../../../node_modules/phaser/src/cameras/2d/CameraManager');
require('../../../node_modules/phaser/src/gameobjects/GameObjectFactory');
require('../../../node_modules/phaser/src/gameobjects/GameObjectCreator');
require('../../../node_modules/phaser/src/gameobjects/DisplayList');
require('../../../node_modules/phaser/src/gameobjects/UpdateList');
require('../../../node_modules/phaser/src/scene/ScenePlugin');
require('../../../node_modules/phaser/src/input/InputPlugin');

// The game objects the scene adds (`this.add.graphics()`, `.image()`, `.text()`).
require('../../../node_modules/phaser/src/gameobjects/graphics/GraphicsFactory');
require('../../../node_modules/phaser/src/gameobjects/image/ImageFactory');
require('../../../node_modules/phaser/src/gameobjects/text/TextFactory');

const Phaser = Extend(
  false,
  {
    Core: require('../../../node_modules/phaser/src/core'),
    Game: require('../../../node_modules/phaser/src/core/Game'),
    GameObjects: {
      Graphics: require('../../../node_modules/phaser/src/gameobjects/graphics/Graphics'),
      Image: require('../../../node_modules/phaser/src/gameobjects/image/Image'),
      Text: require('../../../node_modules/phaser/src/gameobjects/text/Text'),
    },
    Input: {
      InputPlugin: require('../../../node_modules/phaser/src/input/InputPlugin'),
      Pointer: require('../../../node_modules/phaser/src/input/Pointer'),
    },
    Scale: require('../../../node_modules/phaser/src/scale'),
    Scene: require('../../../node_modules/phaser/src/scene/Scene'),
    Scenes: { Events: require('../../../node_modules/phaser/src/scene/events') },
    Textures: { CanvasTexture: require('../../../node_modules/phaser/src/textures/CanvasTexture') },
  },
  CONST,
);

module.exports = Phaser;
