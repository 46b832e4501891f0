#!/usr/bin/env python3
"""Contact sheet for our own drawings in static/art/own/ (maintainers only; the app never runs this).

Writes an HTML page (and, with --png, a full-page screenshot) to a temp folder: every own icon at
24, 48 and 96 px among the Fluent Emoji flat icons it has to blend with, on the cream card (#FFF8EC)
and on the dark table (#1E1A17); the dice glyphs on a 40 px cream die; the card backs at 64x90 px;
the covers at 320x180 and 390x220 with a stand-in title over the calm bottom-left.

    python3 tools/art_preview.py                   # -> /tmp/art-preview/art_preview.html
    python3 tools/art_preview.py --png             # also art_preview.png (needs Playwright + Chromium)
    python3 tools/art_preview.py --out DIR --png --chromium /usr/bin/chromium
"""
import argparse
import html
import json
import pathlib
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent
OWN = ROOT / "static" / "art" / "own"
FLUENT = ROOT / "node_modules" / "@iconify-json" / "fluent-emoji-flat" / "icons.json"

OWN_ICONS = ["scallion", "nori", "tofu", "soy", "egg-half"]
DICE = ["face-protein", "face-vegetable"]
BACKS = ["back-fury", "back-ink", "back-extreme"]
COVERS = [("cover-ink", "Ramen Ink"), ("cover-fury", "Ramen Fury"), ("cover-extreme", "Ramen Extreme")]
NEIGHBOURS = ["egg", "fish-cake-with-swirl", "cut-of-meat", "mushroom", "ear-of-corn", "carrot",
              "hot-pepper", "shrimp", "poultry-leg", "cow-face", "fire", "steaming-bowl",
              "chopsticks", "spoon", "folding-hand-fan"]
CREAM, DARK = "#FFF8EC", "#1E1A17"


def data_uri(svg_text):
    return "data:image/svg+xml," + urllib.parse.quote(svg_text, safe=" =:/,;'\"<>")


def fluent_uris():
    icons = json.loads(FLUENT.read_text())["icons"]
    return {n: data_uri('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
                        + icons[n]["body"] + "</svg>") for n in NEIGHBOURS}


def own_uri(name):
    path = OWN / f"{name}.svg"
    if not path.exists():  # not drawn yet: a grey stand-in
        return data_uri('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#999"/></svg>')
    return data_uri(path.read_text())


def img(uri, w, h=None, title="", style=""):
    return (f'<img src="{html.escape(uri)}" width="{w}" height="{h or w}" title="{title}" alt="{title}"'
            f' style="{style}">')


def page():
    fl = fluent_uris()
    own = {n: own_uri(n) for n in OWN_ICONS + DICE + BACKS + [c for c, _ in COVERS]}
    # interleave ours among the set so an odd one out would show
    lineup = []
    for i, n in enumerate(NEIGHBOURS):
        lineup.append(("fl", n))
        if i % 3 == 1 and OWN_ICONS[len([x for x in lineup if x[0] == "own"]):]:
            lineup.append(("own", OWN_ICONS[len([x for x in lineup if x[0] == "own"])]))
    for n in OWN_ICONS:
        if ("own", n) not in lineup:
            lineup.append(("own", n))
    out = ["<!doctype html><meta charset=utf-8><title>Ramen Games art contact sheet</title><style>",
           "body{margin:0;font:12px/1.4 system-ui,sans-serif;background:#8a8078}",
           "section{padding:14px 18px}h2{margin:0 0 8px;font-size:13px;font-weight:600;opacity:.7}",
           ".cream{background:%s;color:#3b2f28}.dark{background:%s;color:#eadfd2}" % (CREAM, DARK),
           ".row{display:flex;flex-wrap:wrap;align-items:flex-end;gap:10px;margin:6px 0 14px}",
           ".cell{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:104px}",
           ".sizes{display:flex;align-items:flex-end;gap:8px}.own{outline:1px dashed #c9a57c55;outline-offset:3px}",
           ".die{width:40px;height:40px;border-radius:9px;background:#FFF8EC;display:grid;place-items:center;",
           "box-shadow:0 2px 5px #0004,inset 0 -3px 0 #e9dcc6}",
           ".die.s{width:28px;height:28px;border-radius:6px}",
           ".card{border-radius:6px;box-shadow:0 3px 8px #0006;display:block}",
           ".cover{position:relative;border-radius:14px;overflow:hidden;box-shadow:0 4px 14px #0005}",
           ".cover img{display:block}.cover b{position:absolute;left:16px;bottom:12px;color:#fff;",
           "font:700 26px/1 system-ui,sans-serif;text-shadow:0 2px 6px #0008}",
           "</style>"]
    for cls, label in (("cream", "cream card #FFF8EC"), ("dark", "dark table #1E1A17")):
        out.append(f'<section class="{cls}"><h2>Icons on the {label}: the set and ours, mixed '
                   f'(ours dashed in the labelled rows only)</h2>')
        for size in (24, 48, 96):
            out.append('<div class="row">')
            for kind, n in lineup:
                out.append(img(fl[n] if kind == "fl" else own[n], size, title=n))
            out.append("</div>")
        out.append('<div class="row">')
        for n in OWN_ICONS + NEIGHBOURS[:6]:
            uri = own[n] if n in own else fl[n]
            klass = "cell own" if n in own else "cell"
            out.append(f'<div class="{klass}"><div class="sizes">{img(uri, 96, title=n)}{img(uri, 48, title=n)}'
                       f'{img(uri, 24, title=n)}</div>{n}</div>')
        out.append("</div>")
        out.append('<h2>Dice faces (Ramen Extreme) on a cream die, 40 px and 28 px</h2><div class="row">')
        for n in DICE:
            out.append(f'<div class="cell"><div class="sizes"><span class="die">{img(own[n], 26, title=n)}</span>'
                       f'<span class="die s">{img(own[n], 20, title=n)}</span></div>{n}</div>')
        out.append("</div>")
        out.append('<h2>Card backs, 64x90 and 128x180</h2><div class="row">')
        for n in BACKS:
            out.append(f'<div class="cell"><div class="sizes">{img(own[n], 128, 180, n, "border-radius:10px;box-shadow:0 3px 8px #0006")}'
                       f'{img(own[n], 64, 90, n, "border-radius:6px;box-shadow:0 3px 8px #0006")}</div>{n}</div>')
        out.append("</div></section>")
    out.append('<section class="cream"><h2>Covers at 320x180 and 390x220, with a stand-in title</h2>')
    for n, title in COVERS:
        out.append('<div class="row">')
        for w, h in ((320, 180), (390, 220)):
            out.append(f'<div class="cover">{img(own[n], w, h, n)}<b>{title}</b></div>')
        out.append("</div>")
    out.append("</section>")
    return "\n".join(out)


def screenshot(html_path, png_path, chromium):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=[
            "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync"])
        pg = browser.new_page(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
        pg.goto(html_path.as_uri())
        pg.screenshot(path=str(png_path), full_page=True)
        browser.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/art-preview", help="folder for the HTML (and PNG)")
    ap.add_argument("--png", action="store_true", help="also take a full-page screenshot with Playwright")
    ap.add_argument("--chromium", default="/usr/bin/chromium", help="Chromium binary for --png")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    html_path = out / "art_preview.html"
    html_path.write_text(page())
    print(html_path)
    if a.png:
        png = out / "art_preview.png"
        screenshot(html_path, png, a.chromium)
        print(png)


if __name__ == "__main__":
    main()
