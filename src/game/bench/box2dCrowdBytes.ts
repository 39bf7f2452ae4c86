/**
 * The Box2D crowd's WebAssembly as the browser gets it: fetched from the build's own file and
 * compiled, only when a benchmark asks for Box2D (the Worker's and the page's crowd both load it so).
 */
import box2dWasmUrl from '../../../native/crowd/box2d-crowd.wasm?url';
import { compileBox2dCrowd } from '../../sim/box2d/box2dCrowdModule';

/** The compiled module; rejects with an Error saying why it could not be fetched or compiled. */
export async function fetchBox2dCrowd(): Promise<WebAssembly.Module> {
  const response = await fetch(box2dWasmUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return compileBox2dCrowd(await response.arrayBuffer());
}
