#!/bin/sh
# Installs the project's npm dependencies when they are missing or the lockfile changed since
# the last install. Runs on the machine's own Node (any version npm runs on): the Node 24 that
# every later step uses is itself one of these dependencies (node_modules/.bin/node).
set -e
cd "$(dirname "$0")/.."

stamp=node_modules/.shangan-lock-hash
want=$(sha1sum package-lock.json | cut -d' ' -f1)
have=$(cat "$stamp" 2>/dev/null || true)

if [ "$want" != "$have" ] || [ ! -x node_modules/.bin/node ]; then
  if [ -d node_modules ]; then
    # Incremental: keeps what is installed and adds what the lockfile gained.
    echo "==> Updating dependencies (npm install)"
    npm install --no-audit --no-fund
  else
    echo "==> Installing dependencies (npm ci)"
    npm ci --no-audit --no-fund
  fi
  sha1sum package-lock.json | cut -d' ' -f1 > "$stamp"
fi

# Debian's ffmpeg and a Chinese font for the lesson videos (never fatal: videos wait without them).
sh scripts/ensure-ffmpeg.sh
