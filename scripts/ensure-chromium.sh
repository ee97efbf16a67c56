#!/bin/sh
# The browser tests drive Debian's Chromium (no test tool downloads a browser here). Install it
# with apt when it is missing and we are root; otherwise say what to do.
set -e
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing Chromium for the browser tests (apt-get install chromium)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends chromium fonts-noto-cjk
  exit 0
fi

echo "Chromium is missing at $CHROMIUM. Install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
