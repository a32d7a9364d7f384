#!/usr/bin/env bash
# `npm run dev`: the reference back end with its seed data and the Vite dev server on
# http://localhost:4300 (modules served one by one and replaced on save; slow on a first visit). Not on
# `npm start`'s 4200: the production build's service worker would go on serving its pages there.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/scripts/install.sh
source tools/scripts/start-backend.sh
# The e-mails' links lead here.
export PORTAL_PUBLIC_URL=http://localhost:4300
start_backend apps/portal/public/config.json
npx vite --config apps/portal/vite.config.mts
