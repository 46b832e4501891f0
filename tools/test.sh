#!/usr/bin/env bash
# Set up everything the tests need, then run every test (unit, simulation, browser) in one pytest run.
#   bash tools/test.sh            # the whole suite: what CI runs
#   bash tools/test.sh --quick    # the quick loop while editing: tests/unit (rules, simulations, the recorded
#                                 # screens' HTML, types, doctests, the layers of ramen/ui), no browser
# Any other arguments go to pytest (e.g. `bash tools/test.sh --quick -k fury -x`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--quick" ]; then
  shift
  bash tools/setup.sh quick
  exec .venv/bin/python -m pytest tests/unit -q "$@"
fi
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

# One worker per core, at most 4 (two on this 2-core machine; RAMEN_TEST_WORKERS sets another count, 0 runs all in this
# process): each takes a whole test module at a time (pytest-xdist's --dist loadfile), so a module keeps its one
# browser and its shared page; the longest modules go first (tests/conftest.py: LONG_MODULES) and no reorder by
# test count (--no-loadscope-reorder). A browser test's page runs on a core of its own: a fresh clone ran in 17 min 50 s
# on two workers, 34 min 38 s in one process.
cores=$(nproc)
workers="${RAMEN_TEST_WORKERS:-$(( cores < 4 ? cores : 4 ))}"
set +e
if [ "$workers" = "0" ]; then
  .venv/bin/python -m pytest "$@"
else
  .venv/bin/python -m pytest -n "$workers" --dist loadfile --no-loadscope-reorder "$@"
fi
status=$?
set -e
machine after
rm -rf "$TMPDIR"
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
exit "$status"
