/// <reference lib="webworker" />
// The benchmark crowd's Web Worker (`?bench=N`): runs the crowd's fixed steps off the page's
// thread and answers each command with the crowd's state as a transferred Float64Array. The page
// only draws (see CrowdWorkerClient.ts).
import { CrowdSimulation } from '../../app/bench/CrowdSimulation';
import type { CrowdCommand } from '../../app/bench/crowdWorkerProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const simulation = new CrowdSimulation(() => performance.now());

scope.addEventListener('message', (event: MessageEvent<CrowdCommand>): void => {
  const { report, transfer } = simulation.handle(event.data);
  scope.postMessage(report, transfer);
});
