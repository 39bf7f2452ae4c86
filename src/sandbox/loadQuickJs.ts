import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

let loading: Promise<QuickJSWASMModule> | null = null;

/**
 * Loads the QuickJS interpreter compiled to WebAssembly (once; later calls share it). The release
 * build with a separate `.wasm` file: Node reads it from the package, Vite serves it as an asset.
 * Every {@link SandboxController} makes its own QuickJS runtime inside this module, so runs never
 * share state.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  if (!loading) {
    loading = newQuickJSWASMModuleFromVariant(variant);
    // A failed load (say, a network error in the browser) can be retried.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Drops the shared module so that the next {@link loadQuickJs} starts a fresh one: for after the
 * WebAssembly itself failed (an abort inside the interpreter), which leaves the module unusable.
 */
export function forgetQuickJs(): void {
  loading = null;
}
