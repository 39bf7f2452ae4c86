#!/usr/bin/env bash
# Formats the whole tree (npm run format): Prettier, then the long literals and comments it leaves
# wrapped (scripts/wrapLongLines.ts), in turn until nothing changes. Deterministic: the same tree in, the same out.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
width=$(node -p "require('./.prettierrc.json').printWidth")

for round in 1 2 3 4 5 6 7 8; do
  npx --no-install prettier --write --log-level warn .
  # The script files Prettier formats whose lines are still over the width.
  mapfile -t long < <(git ls-files --cached --others --exclude-standard -- '*.ts' '*.mts' '*.cjs' '*.mjs' '*.js' \
    | grep -vE '^(ports|native|tests/data)/' \
    | while read -r file; do [ -f "$file" ] && awk -v w="$width" 'length($0) > w { found = 1; exit } END { exit !found }' "$file" && echo "$file"; done || true)
  if [ "${#long[@]}" -eq 0 ]; then
    echo "format: done after round $round"
    exit 0
  fi
  before=$(git diff --stat | tail -n 1; cat "${long[@]}" | md5sum)
  npx --no-install tsx scripts/wrapLongLines.ts "${long[@]}"
  after=$(git diff --stat | tail -n 1; cat "${long[@]}" | md5sum)
  if [ "$before" = "$after" ]; then
    npx --no-install prettier --write --log-level warn "${long[@]}"
    echo "format: stable after round $round; lines over $width remain in ${#long[@]} file(s) (npx vitest run tests/style names them)"
    exit 0
  fi
done
echo "format: not stable after 8 rounds" >&2
exit 1
