/// <reference lib="webworker" />
// A Web Worker that plays a shared comparison's runs again off the page's thread (the game's own
// code on a headless game: src/app/history/openingWorkerCore.ts). The page connects the Worker that
// plays the recorded run to the others by message ports, so that its parts reach them without the page.
import { z } from 'zod';
import { Demo } from '../../app/Demo';
import type { OpeningCommand } from '../../app/history/openingProtocol';
import { OpeningWorkerCore, type Transfers } from '../../app/history/openingWorkerCore';
import type { OpeningConnect } from './webOpeningWorkers';

// As on the page (src/main.ts): zod never compiles a parser with `new Function`.
z.config({ jitless: true });

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The ports to the Workers that follow the recorded run this one plays. */
let peers: readonly MessagePort[] = [];

/** Sends `command` to every peer: copied to all but the last, whose copy takes the buffers. */
function toPeers(command: OpeningCommand, transfer: Transfers): void {
  peers.forEach((port, i) => port.postMessage(command, i === peers.length - 1 ? (transfer as ArrayBuffer[]) : []));
}

const core = new OpeningWorkerCore(
  (report, transfer) => scope.postMessage(report, transfer as ArrayBuffer[]),
  toPeers,
  () => new Demo().sceneFiles.replayParts,
);

function handle(command: OpeningCommand): void {
  try {
    core.handle(command);
  } catch (error) {
    scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }, []);
  }
}

scope.addEventListener('message', (event: MessageEvent<OpeningCommand | OpeningConnect>) => {
  const message = event.data;
  if (message.kind === 'connect') {
    peers = message.send;
    for (const port of message.receive)
      port.addEventListener('message', (portEvent: MessageEvent<OpeningCommand>) => handle(portEvent.data));
    for (const port of message.receive) port.start();
    return;
  }
  handle(message);
});
