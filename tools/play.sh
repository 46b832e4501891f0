#!/usr/bin/env bash
# Set up and serve the game at http://127.0.0.1:8000/ (Ctrl-C stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh runtime
exec python3 tools/serve.py --port "${PORT:-8000}"
