// The flags vite.config.ts defines for the page's code, by build.
interface ImportMetaEnv {
  /** Whether this build's Phaser has its WebGL renderer: true in development and in the second build, false in the page's own. */
  readonly PHASER_HAS_WEBGL: boolean;
  /** Where the second build's entry is, from the page's own chunks (`webgl/main.js`). */
  readonly WEBGL_BUILD_ENTRY: string;
}
