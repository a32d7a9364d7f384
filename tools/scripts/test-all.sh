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
# The back end's tests are the longest task by far (each file runs the whole back end on its own
# database). Nx starts a task when its turn comes, which was often last, and then it ran alone for
# ten minutes while the other core idled. Started first and beside everything else, both cores stay
# busy until the end. Its output follows the others', so that a failure of either is at the tail.
checks_and_unit_tests() {
  local backend_log others_log backend_status=0 others_status=0
  backend_log=$(mktemp) others_log=$(mktemp)
  npx nx run backend:test --output-style=static >"$backend_log" 2>&1 &
  local backend_pid=$!
  npx nx run-many -t lint typecheck test build --exclude=backend --output-style=static 2>&1 | tee "$others_log" || others_status=$?
  [ "$others_status" -ne 0 ] || npx nx run-many -t lint typecheck -p backend --output-style=static 2>&1 | tee -a "$others_log" || others_status=$?
  wait "$backend_pid" || backend_status=$?
  echo "---- Tests des Back-Ends (nx run backend:test) ----"
  cat "$backend_log"
  if [ "$others_status" -ne 0 ]; then
    echo "---- Das Ende der übrigen Prüfungen, die fehlschlugen (vollständig weiter oben) ----"
    tail -n 80 "$others_log"
  fi
  rm -f "$backend_log" "$others_log"
  [ "$backend_status" -eq 0 ] && [ "$others_status" -eq 0 ]
}
step checks_and_unit_tests
step node packages-consumer/test/run.mjs
step bash apps/backend/scripts/test-postgres.sh
step npx nx run e2e:e2e --output-style=static
step node tools/perf/measure.mjs --budget
