"""What the benchmarks share: the site to measure and the browser, the page of an earlier commit built
from git, quantiles and summaries, the machine's load."""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
PREFIX = "/ramen-games/"


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    low, high = math.floor(pos), math.ceil(pos)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 1), "min": round(min(values), 1), "max": round(max(values), 1),
            "n": len(values)} if values else {}


def load_average() -> float | None:
    """The 1-minute load average (the machine is shared: absolute ms are inflated under load)."""
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return None


def site_root() -> Path:
    """The published site when the build step exists (what players get), else the project folder."""
    try:
        from tools import build_site  # type: ignore[attr-defined]
    except ImportError:
        return ROOT
    out = Path(tempfile.mkdtemp(prefix="ramen-bench-site-"))
    build = getattr(build_site, "build", None) or getattr(build_site, "build_site")
    build(out) if build.__code__.co_argcount else build()
    return out


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)


def build_baseline(ref: str) -> tuple[Path, str]:
    """The site of an earlier commit ``ref``, built from git into a temporary folder: its files
    (``git archive``), this checkout's vendored runtime (static/vendor, git-ignored, made by
    tools/vendor.py from node_modules; the runtime pins have not changed since the commits this is
    meant for, which the check below makes sure of) and that commit's own tools/build_site.py.
    Returns the site folder and the commit's short hash."""
    import shutil
    import subprocess

    short = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", f"{ref}^{{commit}}"], check=True,
                           capture_output=True, text=True).stdout.strip()
    old_pins = json.loads(subprocess.run(["git", "-C", str(ROOT), "show", f"{short}:package.json"], check=True,
                                         capture_output=True, text=True).stdout).get("dependencies", {})
    new_pins = json.loads((ROOT / "package.json").read_text()).get("dependencies", {})
    # a package added since (this static/vendor has it too, the old page does not load it) is no obstacle
    if any(new_pins.get(name) != version for name, version in old_pins.items()):
        sys.exit(f"{ref} pins another runtime ({old_pins}) than this checkout ({new_pins}): its static/vendor can't be reused")
    work = Path(tempfile.mkdtemp(prefix=f"ramen-bench-{short}-"))
    src = work / "src"
    src.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", short], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    if not (ROOT / "static" / "vendor").is_dir():
        sys.exit("static/vendor is missing: run `npm ci && python3 tools/vendor.py` first")
    shutil.copytree(ROOT / "static" / "vendor", src / "static" / "vendor")
    if (ROOT / "node_modules").is_dir():  # (the build draws the art from the installed art set)
        (src / "node_modules").symlink_to(ROOT / "node_modules")
    if (src / "tools" / "build_site.py").exists():
        site = work / "site"
        subprocess.run([sys.executable, str(src / "tools" / "build_site.py"), "--out", str(site)], cwd=src, check=True,
                       capture_output=True)
        return site, short
    return src, short
