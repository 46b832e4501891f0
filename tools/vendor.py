"""Copy the pinned PyScript and Pyodide runtime, idiomorph (the DOM patch static/morph.js wraps) and
qrcode-generator and jsQR (the QR codes static/net.js draws and reads), from node_modules/ into static/vendor/ (git-ignored),
and write the art's style sheet and the display face there (tools/art.py).

Run after `npm ci`. Copies only what the page loads (no source maps, no Node-only files).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: idiomorph's ES module, which static/morph.js imports, and its licence
IDIOMORPH_FILES = ("dist/idiomorph.esm.js", "LICENSE")
#: qrcode-generator's ES module (its MIT licence is its first lines)
QRCODE_FILES = ("dist/qrcode.mjs",)
#: jsQR, the QR reader where the browser has no BarcodeDetector (a classic script: it sets window.jsQR)
JSQR_FILES = ("dist/jsQR.js", "LICENSE")


def copy_runtime() -> int:
    """Copy the runtime; returns the number of bytes written."""
    pyscript_src = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    pyodide_src = ROOT / "node_modules" / "pyodide"
    idiomorph_src = ROOT / "node_modules" / "idiomorph"
    qrcode_src = ROOT / "node_modules" / "qrcode-generator"
    jsqr_src = ROOT / "node_modules" / "jsqr"
    if not all(path.is_dir() for path in (pyscript_src, pyodide_src, idiomorph_src, qrcode_src, jsqr_src)):
        sys.exit("node_modules is missing the runtime: run `npm ci` first")
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyscript").mkdir(parents=True)
    (VENDOR / "pyodide").mkdir(parents=True)
    (VENDOR / "idiomorph").mkdir(parents=True)
    (VENDOR / "qrcode-generator").mkdir(parents=True)
    (VENDOR / "jsqr").mkdir(parents=True)
    total = 0
    for path in sorted(pyscript_src.iterdir()):
        if path.is_file() and not path.name.endswith(".map"):
            total += shutil.copy2(path, VENDOR / "pyscript" / path.name) and path.stat().st_size
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, VENDOR / "pyodide" / name)
        total += (pyodide_src / name).stat().st_size
    for name in IDIOMORPH_FILES:
        shutil.copy2(idiomorph_src / name, VENDOR / "idiomorph" / Path(name).name)
        total += (idiomorph_src / name).stat().st_size
    for name in QRCODE_FILES:
        shutil.copy2(qrcode_src / name, VENDOR / "qrcode-generator" / Path(name).name)
        total += (qrcode_src / name).stat().st_size
    for name in JSQR_FILES:
        shutil.copy2(jsqr_src / name, VENDOR / "jsqr" / Path(name).name)
        total += (jsqr_src / name).stat().st_size
    return total


if __name__ == "__main__":
    size = copy_runtime()
    print(f"static/vendor/: {size / 1e6:.1f} MB of runtime copied")
    sys.path.insert(0, str(ROOT))
    from tools.art import write_art  # the table's art style sheet and display face

    print(f"static/vendor/: {write_art(VENDOR) / 1000:.1f} KB of art and fonts")
