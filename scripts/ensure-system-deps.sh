#!/bin/sh
# What the tests need beyond npm, on a fresh Debian machine: Node 20, the npm dependencies, Debian's
# chromium (browser tests) and nginx (every browser and HTTP test runs against it). Installs what is missing
# when it may (root, or sudo without a password); otherwise stops and prints the exact command to run.
set -eu
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)
if [ "$major" != "20" ]; then
  echo "Node 20 is required (found: $major). Install it, e.g. from https://nodejs.org or with nvm: nvm install 20" >&2
  exit 1
fi

# A fresh clone has no node_modules; an existing tree is left alone (run npm ci yourself after changing the lock).
if [ ! -d node_modules/.bin ]; then
  echo "Installing the npm dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--npm-only" ]; then exit 0; fi

missing=""
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] || missing="$missing chromium"
if [ -z "${NGINX_PATH:-}" ]; then
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing="$missing nginx"
fi
# The only fonts the screenshot tests let Chromium see (config/fonts.conf): the baselines were drawn with them.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf ] || missing="$missing fonts-dejavu-extra"
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing="$missing fonts-liberation"
# tests/chain/graphql-other-languages.spec.ts runs the Go client of the GraphQL "other languages" page (go run).
command -v go >/dev/null 2>&1 || missing="$missing golang-go"
[ -n "$missing" ] || exit 0

if [ "$(id -u)" = "0" ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo"
else
  echo "Missing for the tests:$missing. Install with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y$missing" >&2
  echo "(or set CHROMIUM_PATH / NGINX_PATH to existing binaries)" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing for the tests:$missing, and this is not a Debian-like system: install them with your package manager, or set CHROMIUM_PATH / NGINX_PATH." >&2
  exit 1
fi
echo "Installing Debian's$missing for the tests"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq $missing >/dev/null
