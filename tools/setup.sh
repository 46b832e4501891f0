#!/usr/bin/env bash
# Install what the game and its tests need on a fresh Debian machine. Idempotent.
#   bash tools/setup.sh runtime   # npm packages + static/vendor/ (enough to play)
#   bash tools/setup.sh test      # the above + Debian's chromium, WebKitGTK's WebDriver and Xvfb + a Python venv with the test packages
#   bash tools/setup.sh quick     # only the Python venv with the test packages (tools/test.sh --quick: no browser)
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-runtime}"

need_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else echo "need root for: $*" >&2; exit 1; fi; }

venv() {
  if [ ! -x .venv/bin/python ]; then
    echo "== creating .venv"
    python3 -m venv .venv
  fi
  echo "== installing the Python test packages into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -r requirements-test.txt
}

if [ "$what" = "quick" ]; then
  venv
  exit 0
fi

if ! command -v npm >/dev/null; then
  echo "== installing Node.js and npm (Debian)"
  need_root apt-get update -qq
  need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi
echo "== npm ci (pinned @pyscript/core, pyodide and idiomorph; axe-core for the accessibility tests)"
npm ci --no-audit --no-fund --loglevel=error
python3 tools/vendor.py

if [ "$what" = "test" ]; then
  if [ ! -x /usr/bin/chromium ]; then
    echo "== installing Debian's chromium"
    need_root apt-get update -qq
    need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
  fi
  # WebKit (the engine of Safari and every iPad browser) for tests/webkit/: Debian's WebKitGTK with its
  # WebDriver (driven by Selenium from .venv) in a virtual X display; Playwright's WebKit build cannot
  # be downloaded here
  if [ ! -x /usr/bin/WebKitWebDriver ] || ! command -v Xvfb >/dev/null; then
    echo "== installing Debian's webkit2gtk-driver and xvfb"
    need_root apt-get update -qq
    need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver xvfb
  fi
  # the several-devices tests make their own network namespace (unshare -n) with a veth pair: `ip`
  if ! command -v ip >/dev/null || ! command -v unshare >/dev/null; then
    echo "== installing Debian's iproute2 and util-linux"
    need_root apt-get update -qq
    need_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq iproute2 util-linux
  fi
  venv
fi
