#!/usr/bin/env bash
# Formats the whole tree (npm run format): Prettier, then the long literals and comments it leaves
# wrapped (scripts/wrapLongLines.ts), in turn until nothing changes. Deterministic: the same tree in, the same out.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The script files Prettier formats (.prettierignore), which the codemod reads.
mapfile -t scripts < <(git ls-files --cached --others --exclude-standard -- '*.ts' '*.mts' '*.cts' '*.cjs' '*.mjs' '*.js' |
  grep -vE '^(ports|native|tests/data)/')

for round in 1 2 3 4 5 6 7 8; do
  npx --no-install prettier --write --log-level warn .
  if npx --no-install tsx scripts/wrapLongLines.ts --round "$round" "${scripts[@]}"; then
    echo "format: stable after round $round"
    exit 0
  fi
done
echo "format: not stable after 8 rounds" >&2
exit 1
