#!/usr/bin/env bash
# The one run command (README): installs everything and serves the portal on http://localhost:4200.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/scripts/install.sh
# Until the reference back end writes it, the portal runs with the local config of the e2e tests.
cp e2e/fixtures/config.json apps/portal/public/config.json
exec npx vite --config apps/portal/vite.config.mts
