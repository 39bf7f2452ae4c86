import variant from '@jitl/quickjs-ng-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import { defaultSandboxLimits, INITIAL_WEBASSEMBLY_MEMORY_BYTES } from './sandboxLimits';

/** A WebAssembly page, bytes. */
const WASM_PAGE_BYTES = 65_536;

/**
 * Loads a new QuickJS interpreter compiled to WebAssembly (the release build with a separate
 * `.wasm` file: Node reads it from the package, Vite serves it as an asset), in a WebAssembly
 * memory of its own that can never grow past `maxMemoryBytes` (rounded down to whole 64 KiB pages,
 * and at least {@link INITIAL_WEBASSEMBLY_MEMORY_BYTES}). Everything a player's code allocates
 * lives in that memory: its objects, and its ArrayBuffers and typed arrays, which QuickJS's own
 * memory limit does not count; an allocation past the maximum fails inside QuickJS as "out of
 * memory". WebAssembly memory never shrinks, so each new code gets a new module: nothing an
 * earlier code allocated is kept. [default `maxMemoryBytes`: SandboxLimits.totalMemoryLimitBytes]
 */
export function loadQuickJs(maxMemoryBytes = defaultSandboxLimits().totalMemoryLimitBytes): Promise<QuickJSWASMModule> {
  const initial = INITIAL_WEBASSEMBLY_MEMORY_BYTES / WASM_PAGE_BYTES;
  const maximum = Math.max(initial, Math.floor(maxMemoryBytes / WASM_PAGE_BYTES));
  return newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmMemory: new WebAssembly.Memory({ initial, maximum }) }));
}
