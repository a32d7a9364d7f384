#!/usr/bin/env bash
# Installs the Debian packages the tests drive where they are missing: chromium (Playwright and
# Lighthouse; browsers cannot be downloaded on these machines) and nginx (the production web
# server the end-to-end tests run against). Needs root for apt-get.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installiere Debians ${missing[*]} …"
  apt-get update -qq
  # No service is started by the install (no init system here); the tests start nginx themselves.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
