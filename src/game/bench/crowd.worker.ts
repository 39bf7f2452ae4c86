/// <reference lib="webworker" />
// The benchmark crowd's Web Worker (`?bench=N`): runs the crowd's fixed steps off the page's
// thread and answers each command with the crowd's state as a transferred Float64Array. The page
// only draws (see CrowdWorkerClient.ts). With `&engine=box2d` it fetches and compiles the Box2D
// crowd's WebAssembly first (only then), and holds later commands until it is ready.
import { CrowdSimulation } from '../../app/bench/CrowdSimulation';
import type { CrowdCommand } from '../../app/bench/crowdWorkerProtocol';
import { instantiateBox2dCrowd } from '../../sim/box2d/box2dCrowdModule';
import { fetchBox2dCrowd } from './box2dCrowdBytes';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let box2dModule: WebAssembly.Module | null = null;
const simulation = new CrowdSimulation(
  () => performance.now(),
  () => {
    if (!box2dModule) throw new Error('the Box2D crowd module is not loaded yet');
    return instantiateBox2dCrowd(box2dModule);
  },
);
/** While the module loads: the commands that came meanwhile run after it, in order (null once they all ran). */
let loading: Promise<void> | null = null;
let queued = 0;

function run(command: CrowdCommand): void {
  const { report, transfer } = simulation.handle(command);
  scope.postMessage(report, transfer);
}

async function loadBox2d(): Promise<void> {
  try {
    box2dModule = await fetchBox2dCrowd();
  } catch (error) {
    // The set-up that follows then fails, naming the module; this says why.
    console.warn(`the Box2D crowd's WebAssembly could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

scope.addEventListener('message', (event: MessageEvent<CrowdCommand>): void => {
  const command = event.data;
  if (command.kind === 'setUp' && command.setup.engine === 'box2d' && box2dModule === null && loading === null) loading = loadBox2d();
  if (loading) {
    queued++;
    loading = loading.then(() => {
      run(command);
      if (--queued === 0) loading = null;
    });
    return;
  }
  run(command);
});
