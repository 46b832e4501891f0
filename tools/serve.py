"""A static file server for the game: the project folder (or a built site), on 127.0.0.1.

`python tools/serve.py [--port 8000] [--root DIR] [--prefix /sub/path/]` — the site is served under
``prefix`` (GitHub Pages serves a project at /REPO/), and everything else is a 404.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".toml": "text/plain",
         ".py": "text/plain", ".json": "application/json", ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json",
         ".zip": "application/zip", ".css": "text/css", ".html": "text/html", ".png": "image/png"}


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # quiet by default
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """The threaded server, quiet when a browser goes away mid-answer (a navigation or a reload aborts the
    requests in flight): that is the browser's choice, not the server's error."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # broken pipe, connection reset
            return
        super().handle_error(request, client_address)


def make_server(root: Path = ROOT, port: int = 8000, prefix: str = "/", verbose: bool = False) -> Server:
    """A server (not yet started) for ``root`` at http://127.0.0.1:port + prefix; port 0 picks a free one."""
    if not prefix.endswith("/"):
        prefix += "/"
    handler = type("PrefixHandler", (Handler,), {"prefix": prefix})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(root)))
    server.verbose = verbose  # type: ignore[attr-defined]
    server.daemon_threads = True
    return server


def serve_in_thread(root: Path = ROOT, prefix: str = "/") -> tuple[Server, str]:
    """Start a server on a free port in a background thread; returns it and the site's URL."""
    server = make_server(root, 0, prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix if prefix.endswith('/') else prefix + '/'}"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--prefix", default="/")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    server = make_server(args.root, args.port, args.prefix, args.verbose)
    print(f"Ramen Games: open http://127.0.0.1:{server.server_address[1]}{args.prefix if args.prefix.endswith('/') else args.prefix + '/'}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
