#!/usr/bin/env bash
# The generated nginx configuration (dist-deploy/nginx/, docs/deploy.md) is tested by serving the
# build with Debian's nginx (server/nginx-site.test.ts), with Debian's brotli_static module for
# the build's .br copies. As root with apt, installs whichever is missing; otherwise says what
# is missing and leaves it to the test, which skips outside CI and fails in CI (CI=true).
# NGINX_PATH names another nginx binary.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$nginx" ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  missing+=(libnginx-mod-http-brotli-static)
[ "${#missing[@]}" = 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the nginx tests…"
  apt-get update -qq
  # The tests run their own nginx on a port of their choosing; Debian's package may start the
  # system one (port 80) where no policy-rc.d forbids it, which the tests neither need nor touch.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "The nginx tests need Debian's nginx and libnginx-mod-http-brotli-static:" \
  "sudo apt-get install nginx libnginx-mod-http-brotli-static (or set NGINX_PATH)." >&2
