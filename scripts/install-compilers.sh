#!/usr/bin/env bash
# Installs what the ports' tests need when it is missing: clang-14 with lld-14, its wasm32 runtime and
# wasi-libc for the Box2D crowd's WebAssembly (scripts/build-box2d-wasm.sh), g++ for the C++ port, Debian's Mono C#
# compiler (mono-mcs, with the mono runtime to run what it builds) for the C# port, and Godot 3's
# headless runtime (godot3-server) for the GDScript port, and Lark for Python 3 (python3-lark), which
# reads the tests' grammar of Godot 4's GDScript 2.0, and German's C library locale, de_DE.UTF-8
# (Debian's locales package holds its source; localedef makes it), in which the ports' tests save and
# restore with a decimal comma. Needs root (or sudo) on Debian/Ubuntu; does nothing when all are present.
set -euo pipefail

packages=()
if ! command -v clang-14 >/dev/null 2>&1 || ! command -v wasm-ld-14 >/dev/null 2>&1; then packages+=(clang-14 lld-14); fi
if ! ls /usr/lib/llvm-14/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1; then packages+=(libclang-rt-14-dev-wasm32); fi
if [ ! -f /usr/lib/wasm32-wasi/libc.a ]; then packages+=(wasi-libc); fi
if ! command -v g++ >/dev/null 2>&1; then packages+=(g++); fi
if ! command -v mcs >/dev/null 2>&1 || ! command -v mono >/dev/null 2>&1; then packages+=(mono-mcs mono-runtime); fi
if ! command -v godot3-server >/dev/null 2>&1; then packages+=(godot3-server); fi
# Debian's Lark lives in Debian's Python (/usr/bin/python3), which another python3 on the PATH may not see.
has_lark() { python3 -c 'import lark' >/dev/null 2>&1 || /usr/bin/python3 -c 'import lark' >/dev/null 2>&1; }
if ! has_lark; then packages+=(python3-lark); fi
if [ ! -f /usr/share/i18n/locales/de_DE ] || ! command -v localedef >/dev/null 2>&1; then packages+=(locales); fi

if [ "${#packages[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "missing ${packages[*]} and apt-get is not available: install clang-14, lld-14, libclang-rt-14-dev-wasm32, wasi-libc, g++, a C# compiler (mcs) with mono, godot3-server, Lark for Python 3 and the locales package (for de_DE.UTF-8)." >&2
    exit 1
  fi
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

if ! locale -a 2>/dev/null | grep -iE '^de_DE\.utf-?8$' >/dev/null; then
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
  "${as_root[@]}" localedef -i de_DE -f UTF-8 de_DE.UTF-8
fi

echo "clang-14: $(clang-14 --version | head -n 1)"
echo "g++: $(g++ --version | head -n 1)"
echo "mcs: $(mcs --version)"
echo "mono: $(mono --version | head -n 1)"
echo "godot3-server: $(godot3-server --version 2>/dev/null | tail -n 1)"
echo "de_DE.UTF-8: $(locale -a 2>/dev/null | grep -iE '^de_DE\.utf-?8$')"
echo "lark: $( (python3 -c 'import lark; print(lark.__version__)' 2>/dev/null || /usr/bin/python3 -c 'import lark; print(lark.__version__)') | tail -n 1)"
