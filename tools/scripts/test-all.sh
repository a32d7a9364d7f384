#!/usr/bin/env bash
# The one test command (README): installs everything, then formatting (Prettier; `npm run format`
# writes it), exports no one imports (knip; see docs/architecture.md), lint with module boundaries,
# type check, unit tests, build, the published packages in an app outside the workspace (docs/packages.md),
# the back end on a real PostgreSQL, end-to-end tests in Debian's chromium, and the first-visit JS budget.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
# Each step's time is printed at the end, also when a step fails: CI shows only the log's tail,
# and the whole run has to stay under 40 minutes on CI's 2 cores (DEVELOPERS.md).
timings=()
step() {
  local started=$SECONDS
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$*")")
}
report() {
  local status=$?
  echo "Dauer der Schritte (gesamt ${SECONDS} s):"
  printf '  %s\n' "${timings[@]}"
  [ "$status" -eq 0 ] || echo "  Abgebrochen mit Exit-Code ${status} im Schritt nach dem letzten hier genannten."
}
trap report EXIT
step bash tools/scripts/ensure-debian-tools.sh
step bash tools/scripts/install.sh
step npm run format:check
step npx knip --no-progress
step npx nx sync
# The back end's tests run first and alone: on 2 cores they need both (each file runs the whole back
# end on its own database). Beside the other projects' checks they took 915 s instead of about 260 s
# and a back end's start passed the hook's minute, so sharing the cores won nothing and broke CI.
checks_and_unit_tests() {
  npx nx run backend:test --output-style=static
  npx nx run-many -t lint typecheck test build --exclude=backend --output-style=static
  npx nx run-many -t lint typecheck -p backend --output-style=static
}
step checks_and_unit_tests
step node packages-consumer/test/run.mjs
step bash apps/backend/scripts/test-postgres.sh
step npx nx run e2e:e2e --output-style=static
step node tools/perf/measure.mjs --budget
