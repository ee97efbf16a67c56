#!/bin/sh
# The production-like stack runs Debian's nginx in front of the app instances, with the brotli
# modules for pre-compressed and on-the-fly brotli. Install them with apt when missing and we
# are root; otherwise say what to do and stop (the stack cannot run without its proxy).
missing=""
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="nginx-light"
[ -e /usr/share/nginx/modules-available/mod-http-brotli-filter.conf ] ||
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] ||
  missing="$missing libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static"
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing$(printf ' %s' $missing) for the two-instance stack (apt-get install)"
  export DEBIAN_FRONTEND=noninteractive
  # The package's own site would take port 80 at install time: keep it from starting.
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
  apt-get update -q && apt-get install -y -q --no-install-recommends $missing
  status=$?
  rm -f /usr/sbin/policy-rc.d
  [ $status -eq 0 ] && exit 0
  echo "apt-get could not install$(printf ' %s' $missing)." >&2
  exit 1
fi

echo "Missing for the two-instance stack:$(printf ' %s' $missing)." >&2
echo "Install Debian's packages: sudo apt-get install$(printf ' %s' $missing)" >&2
exit 1
