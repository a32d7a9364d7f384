#!/usr/bin/env bash
# Installs the workspace's packages exactly as locked, unless they are already installed from this lock.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
