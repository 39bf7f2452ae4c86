#!/usr/bin/env bash
# Builds the benchmark crowd's Box2D v3 WebAssembly (native/crowd/box2d-crowd.wasm) from the vendored
# Box2D source (native/box2d) and the crowd's boundary (native/crowd/crowd.c). Needs clang-14, lld-14,
# the wasm32 compiler runtime and wasi-libc (scripts/install-compilers.sh installs them on Debian).
# Single-threaded, no SIMD and no fused multiply-add, so that a step gives the same floats wherever
# the module runs. `--out PATH` writes elsewhere (the byte-equality test builds into a temporary file).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/native/crowd/box2d-crowd.wasm"
if [ "${1:-}" = "--out" ]; then out="$2"; fi

clang="${CLANG:-clang-14}"
if ! command -v "$clang" >/dev/null 2>&1; then
  echo "$clang is missing: run scripts/install-compilers.sh (clang-14, lld-14, libclang-rt-14-dev-wasm32, wasi-libc)" >&2
  exit 1
fi
# Debian's wasi-libc puts its headers and libraries under /usr (include/wasm32-wasi, lib/wasm32-wasi);
# WASI_SYSROOT names another sysroot (e.g. the wasi-sdk's share/wasi-sysroot).
sysroot="${WASI_SYSROOT:-/usr}"

cd "$root"
# Sources in a fixed order, and relative paths, so that the module is the same byte for byte.
sources=$(LC_ALL=C ls native/box2d/src/*.c)
# shellcheck disable=SC2086
"$clang" --target=wasm32-wasi --sysroot="$sysroot" -mexec-model=reactor -O3 -mno-simd128 -ffp-contract=off -DNDEBUG \
  -Inative/box2d/include -Inative/box2d/src $sources native/crowd/crowd.c \
  -Wl,--strip-all -o "$out"
echo "built $out ($(wc -c <"$out") bytes)"
