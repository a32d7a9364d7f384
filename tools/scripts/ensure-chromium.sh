#!/usr/bin/env bash
# Playwright and Lighthouse drive Debian's chromium; browsers cannot be downloaded on these machines.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installiere Debians chromium …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
