#!/usr/bin/env bash
# Set up everything the tests need, then run every test (unit, simulation, browser) in one pytest run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh test
set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
exit "$status"
