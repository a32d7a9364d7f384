#!/usr/bin/env bash
# Installs the Debian packages the tests drive where they are missing: chromium (Playwright and
# Lighthouse; browsers cannot be downloaded on these machines) and nginx (the production web
# server the end-to-end tests and `npm start` serve the portal with). Needs root for apt-get.
# Arguments name the packages wanted (default: both); `npm start` asks for nginx only.
set -euo pipefail
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(chromium nginx)
missing=()
for tool in "${wanted[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installiere Debians ${missing[*]} …"
  apt-get update -qq
  # No service is started by the install (no init system here); the tests start nginx themselves.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
