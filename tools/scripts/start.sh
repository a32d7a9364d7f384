#!/usr/bin/env bash
# The one run command (README): installs everything, starts the reference back end with its seed
# data (it writes the portal's config.json once its services listen) and serves the portal on
# http://localhost:4200.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/scripts/install.sh
config=apps/portal/public/config.json
rm -f "$config"
# Demo mode: the seed with its demo accounts, offered on the sign-in page with one click.
BACKEND_DEMO=1 npx tsx apps/backend/src/main.ts --write-config "$config" &
backend=$!
trap 'kill $backend 2>/dev/null || true' EXIT INT TERM
# The first start creates and seeds the embedded database, which takes a while.
until [ -f "$config" ]; do
  kill -0 $backend 2>/dev/null || { echo "Das Back-End ist nicht gestartet." >&2; exit 1; }
  sleep 1
done
npx vite --config apps/portal/vite.config.mts
