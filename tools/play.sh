#!/usr/bin/env bash
# Set up, build the site as it is published (_site/) and serve it at http://127.0.0.1:8000/ (Ctrl-C stops it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh runtime
python3 tools/build_site.py --out _site
exec python3 tools/serve.py --root _site --port "${PORT:-8000}"
