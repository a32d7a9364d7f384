#!/usr/bin/env bash
# The one run command (README): installs everything, builds the portal, starts the reference back
# end with its seed data and serves the production build on http://localhost:4200, as users get it:
# pre-rendered pages, service worker, and nginx configured as in production (installed from Debian
# where it is missing and root may; otherwise Vite's preview server). `npm run dev` (dev.sh) runs the
# Vite dev server instead. `npm start -- --bff` serves the portal in BFF mode (docs/bff.md): the BFF
# on port 4400 holds the sessions, tokens and secrets, and nginx hands it /bff/, /api/ and config.json.
set -euo pipefail
bff_mode=false
[ "${1:-}" = "--bff" ] && bff_mode=true
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
bash tools/scripts/install.sh
# nginx where it can be had (Debian as root, as on these machines); otherwise Vite's preview server,
# which serves the app but not the pre-rendered pages and not production's headers.
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  bash tools/scripts/ensure-debian-tools.sh nginx
fi
npx nx run portal:build --output-style=static
source tools/scripts/start-backend.sh
config="${TMPDIR:-/tmp}/fobu-start/config.json"
start_backend "$config"
# In BFF mode config.json is the BFF's to answer: the back end's, with the secrets, stays with it.
portal_source=(--config "$config")
if $bff_mode; then
  start_bff "$config" 4400
  portal_source=(--bff 4400)
fi
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  PATH="$PATH:/usr/sbin" node tools/nginx/serve.mjs --port 4200 --dist apps/portal/dist "${portal_source[@]}"
elif $bff_mode; then
  echo "nginx fehlt: Im BFF-Modus leitet nginx die Anfragen an das BFF weiter; ohne nginx startet das Portal so nicht." >&2
  exit 1
else
  echo "nginx fehlt: Vites Vorschau-Server liefert das Portal aus, ohne die vorab gerenderten Seiten und ohne die Header der Produktion."
  # The preview serves the build folder as it is: the deployment's config.json goes into it, and the
  # build's pre-compressed copy of the placeholder must not shadow it.
  cp "$config" apps/portal/dist/config.json
  rm -f apps/portal/dist/config.json.gz
  npx vite preview --config apps/portal/vite.config.mts
fi
