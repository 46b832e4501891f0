#!/usr/bin/env bash
# Set up everything the tests need, then run every test (unit, simulation, browser) in one pytest run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh test

# Chromium keeps its shared memory in files under $TMPDIR (Playwright starts it with
# --disable-dev-shm-usage), beside its profiles and the built site: on the project's own disk, not a
# machine's /tmp, which may be small.
export TMPDIR="$PWD/.test-tmp"
rm -rf "$TMPDIR"
mkdir -p "$TMPDIR"

machine() {  # one line of what the browser tests lean on, for reading a failed run's log
  echo "== machine ($1): $(nproc) cores; memory available $(awk '/MemAvailable/ {printf "%.1f GB", $2/1048576}' /proc/meminfo);" \
       "free on $TMPDIR $(df -h --output=avail "$TMPDIR" | tail -1 | tr -d ' '), on /dev/shm $(df -h --output=avail /dev/shm 2>/dev/null | tail -1 | tr -d ' ');" \
       "load $(cut -d' ' -f1-3 /proc/loadavg)"
}
machine before

set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
machine after
rm -rf "$TMPDIR"
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
exit "$status"
