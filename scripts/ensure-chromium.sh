#!/usr/bin/env bash
# The browsers we drive come from Debian (no Playwright browser download works on these machines):
# the browser tests run in Chromium's headless shell (package `chromium-headless-shell`, the
# build Playwright itself uses for headless runs; docs/decisions/0011-test-browser.md), the
# benches in the full Chromium (package `chromium`) that people use. As root with apt, installs
# whichever is missing; otherwise only the tests' browser is required, and its absence is said.
# CHROMIUM_PATH names another browser for the tests.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ "${#missing[@]}" = 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests and benches…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
[ -x /usr/bin/chromium-headless-shell ] && exit 0
echo "The browser tests need Chromium's headless shell: sudo apt-get install chromium-headless-shell, or set CHROMIUM_PATH." >&2
exit 1
