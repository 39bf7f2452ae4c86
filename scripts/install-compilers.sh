#!/usr/bin/env bash
# Installs the compilers the ports' tests need when they are missing: g++ for the C++ port and
# Debian's Mono C# compiler (mono-mcs, which brings the mono runtime to run what it builds) for the
# C# port. Needs root (or sudo) on Debian/Ubuntu; does nothing when both are present.
set -euo pipefail

packages=()
if ! command -v g++ >/dev/null 2>&1; then packages+=(g++); fi
if ! command -v mcs >/dev/null 2>&1 || ! command -v mono >/dev/null 2>&1; then packages+=(mono-mcs mono-runtime); fi

if [ "${#packages[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "missing ${packages[*]} and apt-get is not available: install g++ and a C# compiler (mcs) with mono." >&2
    exit 1
  fi
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

echo "g++: $(g++ --version | head -n 1)"
echo "mcs: $(mcs --version)"
echo "mono: $(mono --version | head -n 1)"
