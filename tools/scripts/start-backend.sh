# Sourced by start.sh and dev.sh: starts the reference back end in demo mode (the seed with its demo
# accounts, offered on the sign-in page with one click), which writes the portal's config.json to
# the path given once its services listen, and waits for that file. The back end stops with the
# calling script.
start_backend() {
  local config=$1
  rm -f "$config"
  mkdir -p "$(dirname "$config")"
  BACKEND_DEMO=1 npx tsx apps/backend/src/main.ts --write-config "$config" &
  backend=$!
  trap 'kill $backend 2>/dev/null || true' EXIT INT TERM
  # The first start creates and seeds the embedded database, which takes a while.
  until [ -f "$config" ]; do
    kill -0 $backend 2>/dev/null || { echo "Das Back-End ist nicht gestartet." >&2; exit 1; }
    sleep 1
  done
}

# Sourced by start.sh for `npm start -- --bff`: starts the BFF on the port given, with the back end's
# config.json (the clients' secrets, which stay on the server), and waits until it listens. It stops
# with the calling script, as the back end does.
start_bff() {
  local config=$1 port=$2
  npx tsx apps/bff/src/main.ts --port "$port" --portal-config "$config" &
  bff=$!
  trap 'kill $backend $bff 2>/dev/null || true' EXIT INT TERM
  until (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
    kill -0 $bff 2>/dev/null || { echo "Das BFF ist nicht gestartet." >&2; exit 1; }
    sleep 1
  done
}
