import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { TurnController, TurnInput } from '../sim/control/TurnController';
import { copyTurnInput, emptyTurnInput } from '../sim/control/turnInput';
import { loadQuickJs } from './loadQuickJs';
import { SandboxController } from './SandboxController';
import { defaultSandboxLimits } from './sandboxLimits';
import type { SandboxWorkerScope, ToSandboxWorker } from './sandboxProtocol';

/**
 * In the Worker: a controller's answer once the player's code failed is the client's business
 * (it steers with its own fallback), so the Worker's sandbox falls back to nothing.
 */
const NO_FALLBACK: TurnController = { type: 'none', update: () => 0, reset() {} };

/**
 * The Worker's side of the sandbox: loads QuickJS, says it is ready, then runs the player's code
 * in a {@link SandboxController} (with its time, memory and stack budgets) and answers each call
 * with the command or the failure, and with the WebAssembly memory the interpreter has then (all
 * the memory the player's code can make the Worker hold). Each code gets a QuickJS module of its
 * own, in a memory of its own bounded by the limits (loadQuickJs.ts): the one loaded at start
 * serves the first code when its limit is the default, any other gets a new one, so no memory of
 * an earlier code is ever kept. Whatever the code does inside one call, the client on the other
 * side keeps its own deadline and terminates this Worker when it passes
 * (src/sandbox/WorkerSandboxController.ts).
 */
export async function serveSandbox(scope: SandboxWorkerScope): Promise<void> {
  const defaultMemory = defaultSandboxLimits().totalMemoryLimitBytes;
  let prepared: QuickJSWASMModule | null;
  try {
    prepared = await loadQuickJs(defaultMemory);
  } catch (error) {
    scope.post({ type: 'broken', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  let controller: SandboxController | null = null;
  /** Loads a code: in the prepared module when it fits, else in a new one. */
  const load = async (message: Extract<ToSandboxWorker, { type: 'load' }>): Promise<void> => {
    controller?.dispose();
    controller = null;
    const wanted = message.limits.totalMemoryLimitBytes ?? defaultMemory;
    let module: QuickJSWASMModule;
    if (prepared !== null && wanted === defaultMemory) module = prepared;
    else {
      try {
        module = await loadQuickJs(wanted);
      } catch (error) {
        scope.post({ type: 'broken', message: error instanceof Error ? error.message : String(error) });
        return;
      }
    }
    prepared = null;
    scope.post({ type: 'started' });
    controller = new SandboxController(module, message.source, { limits: message.limits, seed: message.seed, fallback: NO_FALLBACK });
    scope.post({ type: 'loaded', failure: controller.failure, memoryBytes: controller.memoryBytes });
  };
  const input: TurnInput = emptyTurnInput();
  scope.listen((message: ToSandboxWorker) => {
    switch (message.type) {
      case 'load':
        void load(message);
        return;
      case 'call': {
        if (!controller) return;
        const failedBefore = controller.failure !== null;
        copyTurnInput(message, input);
        const command = controller.update(input);
        scope.post({
          type: 'answer',
          seq: message.seq,
          command: failedBefore ? 0 : command,
          failure: controller.failure,
          memoryBytes: controller.memoryBytes,
        });
        return;
      }
      case 'reset':
        controller?.reset();
        return;
      case 'unload':
        controller?.dispose();
        controller = null;
        return;
    }
  });
  scope.post({ type: 'ready' });
}
