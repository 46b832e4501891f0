"""Draw the app icons as PNG files in static/icons/, with no network and no imaging library.

`python3 tools/make_icons.py` writes:

- ``icon-192.png``, ``icon-512.png``: the logo of ``icon.svg`` (a bowl of noodles with chopsticks on a
  red rounded square), transparent corners: the manifest's ``"purpose": "any"`` icons;
- ``icon-maskable-512.png``: a full red square with the logo inside the central 80 % circle that every
  mask keeps (``"purpose": "maskable"``);
- ``apple-touch-icon.png`` (180 × 180): a full square, as iOS rounds the corners itself.

The shapes are those of ``icon.svg`` (a 64-unit box), drawn with signed distance functions and one
pixel of anti-aliasing; the PNG encoder is zlib + struct. The output is deterministic, so the
committed files only change when this script does. ``--check`` exits 1 if a file is out of date.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "static" / "icons"

RED = (0xB5, 0x38, 0x2B)
CREAM = (0xFF, 0xF6, 0xE6)
YELLOW = (0xF2, 0xC1, 0x4E)
DARK = (0x2B, 0x1B, 0x12)

Color = tuple[int, int, int]


# --- PNG ------------------------------------------------------------------------------------
def png_bytes(width: int, height: int, rows: list[bytes]) -> bytes:
    """An RGBA PNG from ``rows`` (each ``width * 4`` bytes, straight alpha)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + row for row in rows)  # filter type 0 (None) on every row
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA, no interlace
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# --- shapes: signed distances in logo units (negative inside) ---------------------------------
def sd_round_rect(x: float, y: float, x0: float, y0: float, x1: float, y1: float, r: float) -> float:
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hx, hy = (x1 - x0) / 2 - r, (y1 - y0) / 2 - r
    qx, qy = abs(x - cx) - hx, abs(y - cy) - hy
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - r


def sd_bowl(x: float, y: float) -> float:
    """The lower half of a disc of radius 22 centred on (32, 30): ``M10 30h44a22 22 0 0 1-44 0z``."""
    return max(math.hypot(x - 32, y - 30) - 22, 30 - y)


def sd_segment(x: float, y: float, ax: float, ay: float, bx: float, by: float) -> float:
    """Distance to the segment a-b (a round-capped stroke is this minus half its width)."""
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def _bezier(p0, p1, p2, p3, steps: int = 10) -> list[tuple[float, float]]:  # noqa: ANN001
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def _noodle_points() -> list[tuple[float, float]]:
    """``M16 30c4-6 8 6 12 0s8 6 12 0 8 6 10 0`` as a polyline."""
    points = [(16.0, 30.0)]
    points += _bezier((16, 30), (20, 24), (24, 36), (28, 30))
    points += _bezier((28, 30), (32, 24), (36, 36), (40, 30))  # s: first control mirrors the last one
    points += _bezier((40, 30), (44, 24), (48, 36), (50, 30))
    return points


NOODLE = _noodle_points()
NOODLE_SEGMENTS = list(zip(NOODLE, NOODLE[1:]))


def sd_noodle(x: float, y: float) -> float:
    if not (12 <= x <= 54 and 21 <= y <= 39):
        return 9.0
    return min(sd_segment(x, y, a[0], a[1], b[0], b[1]) for a, b in NOODLE_SEGMENTS) - 1.5


def sd_chopsticks(x: float, y: float) -> float:
    return min(sd_segment(x, y, 40, 8, 32, 28), sd_segment(x, y, 48, 10, 36, 28)) - 1.5


def sd_foot(x: float, y: float) -> float:
    return sd_round_rect(x, y, 24, 50, 40, 54, 2)


# painted in order, each over the ones before (as in icon.svg)
LAYERS: list[tuple[Color, object]] = [(CREAM, sd_bowl), (YELLOW, sd_noodle), (DARK, sd_chopsticks), (CREAM, sd_foot)]


def draw(size: int, *, full_bleed: bool, logo_scale: float) -> bytes:
    """The icon as PNG bytes: ``size`` pixels square; the logo's 64-unit box scaled by ``logo_scale``
    about the centre; a rounded red square (transparent corners) or a full red square."""
    pixel = 64 / size / logo_scale  # one pixel, in logo units
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            x = 32 + ((px + 0.5) / size * 64 - 32) / logo_scale  # the pixel's centre, in logo units
            y = 32 + ((py + 0.5) / size * 64 - 32) / logo_scale
            if full_bleed:
                bg_alpha = 1.0
            else:
                bx = (px + 0.5) / size * 64
                by = (py + 0.5) / size * 64
                bg_alpha = _coverage(sd_round_rect(bx, by, 0, 0, 64, 64, 14), 64 / size)
            r, g, b = (float(c) for c in RED)
            for color, sd in LAYERS:
                a = _coverage(sd(x, y), pixel)  # type: ignore[operator]
                if a > 0:
                    r += (color[0] - r) * a
                    g += (color[1] - g) * a
                    b += (color[2] - b) * a
            row += bytes((round(r), round(g), round(b), round(255 * bg_alpha)))
        rows.append(bytes(row))
    return png_bytes(size, size, rows)


def _coverage(distance: float, pixel: float) -> float:
    """How much of a pixel a shape covers, from the signed distance at its centre."""
    return max(0.0, min(1.0, 0.5 - distance / pixel))


#: file name -> (size, full bleed, logo scale). Maskable: the logo's box fits the 80 % safe circle.
ICON_SPECS = {
    "icon-192.png": (192, False, 1.0),
    "icon-512.png": (512, False, 1.0),
    "icon-maskable-512.png": (512, True, 0.8),
    "apple-touch-icon.png": (180, True, 0.86),
}


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for name, (size, full_bleed, scale) in ICON_SPECS.items():
        data = draw(size, full_bleed=full_bleed, logo_scale=scale)
        path = ICONS / name
        if check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(name)
            continue
        path.write_bytes(data)
        print(f"static/icons/{name}: {size}x{size}, {len(data)} bytes")
    if stale:
        print(f"out of date: {', '.join(stale)}: run `python3 tools/make_icons.py`", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
