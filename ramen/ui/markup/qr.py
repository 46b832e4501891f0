"""A QR code drawn: its modules (worked out by static/net.js's ``qr``) as an SVG image."""

from __future__ import annotations

from ramen.ui.markup.html import esc


def qr_svg(rows: list[str], label: str) -> str:
    """A QR code's modules as an SVG image (a quiet zone of 4 modules around it), named ``label``."""
    size = len(rows) + 8
    path = "".join(f"M{x + 4},{y + 4}h1v1h-1z" for y, row in enumerate(rows) for x, dark in enumerate(row) if dark == "1")
    return (f"<svg class=\"net-qr\" viewBox=\"0 0 {size} {size}\" role=\"img\" aria-label=\"{esc(label)}\" "
            f"data-qr-modules=\"{len(rows)}\" shape-rendering=\"crispEdges\"><rect width=\"{size}\" height=\"{size}\" "
            f"fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>") if rows else ""
