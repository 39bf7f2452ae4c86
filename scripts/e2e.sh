#!/usr/bin/env bash
# `npm run test:e2e [-- ARGS]`: the browser tests in two passes (playwright.config.ts, docs/tools.md).
# The suite steps simulated time, so one browser leaves the 2 cores mostly idle: first the tests not
# tagged @realtime, E2E_WORKERS browsers at once (default 2); then the @realtime ones, whose result
# depends on the wall clock and which failed under two browsers' contention, alone in one browser.
# Both passes run, and the script fails if either does. ARGS (spec files, flags) go to both passes.
# The game is built into .e2e-dist once, here; each pass's web server only serves that build.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
started=$SECONDS

# An earlier run's reports would be read as this run's (scripts/slowest-tests.ts reads both).
rm -f .test-timings/playwright.json .test-timings/playwright-realtime.json

# The same build as playwright.config.ts's web server makes when run on its own.
npx vite build --outDir .e2e-dist --emptyOutDir --logLevel warn || exit 1
E2E_BUILD_ID="$(date +%s)-$$"
printf '%s\n' "$E2E_BUILD_ID" >.e2e-dist/.build-id
export E2E_BUILD_ID
printf '== browser tests: built in %ds\n' "$((SECONDS - started))"

status=0
printf '\n== browser tests, pass 1 of 2: not @realtime, %s browsers at once\n' "${E2E_WORKERS:-2}"
E2E_PASS=parallel npx playwright test --pass-with-no-tests "$@" || status=1
printf '\n== browser tests, pass 2 of 2: @realtime, one browser (%ds so far)\n' "$((SECONDS - started))"
# One browser is one core's work: E2E_BESIDE_REALTIME, a command (CI's build and package: .ci/run),
# runs beside this pass; its output follows the pass's, and the script fails if it fails.
beside_pid=''
if [ -n "${E2E_BESIDE_REALTIME:-}" ]; then
  beside_log="$(mktemp)"
  bash -c "$E2E_BESIDE_REALTIME" >"$beside_log" 2>&1 &
  beside_pid=$!
fi
E2E_PASS=realtime npx playwright test --pass-with-no-tests "$@" || status=1
if [ -n "$beside_pid" ]; then
  beside_status=0
  wait "$beside_pid" || beside_status=$?
  printf '\n== beside the realtime pass: %s (%ds so far)\n' "$E2E_BESIDE_REALTIME" "$((SECONDS - started))"
  cat "$beside_log"
  rm -f "$beside_log"
  if [ "$beside_status" -ne 0 ]; then
    printf '%s failed (status %d)\n' "$E2E_BESIDE_REALTIME" "$beside_status"
    status=1
  fi
fi
printf '\n== browser tests: both passes in %ds%s\n' "$((SECONDS - started))" "$([ "$status" -eq 0 ] || echo ', FAILED')"
exit "$status"
