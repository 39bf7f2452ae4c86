import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Box2D crowd's WebAssembly in the repository (built by scripts/build-box2d-wasm.sh). */
export const BOX2D_CROWD_WASM_FILE = fileURLToPath(new URL('../../native/crowd/box2d-crowd.wasm', import.meta.url));

let compiled: WebAssembly.Module | null = null;

/** The Box2D crowd's module, compiled from its file once per process (Node reads the file; the browser fetches it). */
export function box2dCrowdModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(BOX2D_CROWD_WASM_FILE));
  return compiled;
}
