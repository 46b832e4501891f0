"""The benchmarks' figures printed as tables."""

from __future__ import annotations

from typing import Any

from tools import start_split


def print_table(f: dict[str, Any]) -> None:
    print(f"Ramen Games benchmark — {f['date']} — {f['machine']} — Chromium {f.get('chromium', '-')}")
    if "search" in f:
        print("\nStrong level (search)   CPython: decision s mean / max   iterations/s checked -> unchecked apply"
              "   page: iterations/s checked -> unchecked   page arena decision ms mean / max")
        for g, v in f["search"].items():
            decision = v.get("page_strong_decision_ms")
            decision_text = f"{decision['mean']} / {decision['max']}" if decision else "-"
            in_page = v.get("page")
            page_text = (f"{in_page['checked_apply']['iterations_per_s']:>8} -> {in_page['unchecked_apply']['iterations_per_s']:<8}"
                         if in_page else f"{'-':>8}    {'':<8}")
            print(f"  {g:<8} {v['unchecked_apply']['decision_s_mean']:>24} / {v['unchecked_apply']['decision_s_max']:<8}"
                  f" {v['checked_apply']['iterations_per_s']:>10} -> {v['unchecked_apply']['iterations_per_s']:<10}"
                  f"           {page_text}             {decision_text}")
    if "startup" in f:
        s = f["startup"]
        print("\nStart-up (ms, median [min–max])      app                     bare PyScript           app/bare")
        for key, label in (("cold_paint_ms", "first paint, cold"), ("cold_ready_ms", "data-ready, cold"),
                           ("reload_paint_ms", "first paint, reload"), ("reload_ready_ms", "data-ready, reload")):
            a, b = s["app"][key], s["bare"][key]
            ratio = round(a["median"] / b["median"], 2) if a and b and b["median"] else "-"
            fmt = lambda d: f"{d['median']:>7} [{d['min']}–{d['max']}]" if d else "-"
            print(f"  {label:<32} {fmt(a):<23} {fmt(b):<23} {ratio}")
        own = s["app"].get("python_ready_to_data_ready_ms")
        if own:
            print(f"  the app's own start (Python ready -> data-ready): median {own['median']} ms [{own['min']}–{own['max']}]")
    if "first_screen" in f:
        print_first_screen(f["first_screen"])
        start_split.print_split(f["first_screen"])
    if "review" in f:
        print("\nReview of a whole two-seat game (expert)   page: s, decisions, Stop answered ms, long tasks (longest ms)"
              "   CPython: s")
        for g, v in f["review"].items():
            p, c = v["page"], v["cpython"]
            print(f"  {g:<8} {p['seconds']:>8} s {p['decisions']:>5} {p['stop_answered_ms']:>10} ms {p['long_tasks']:>4}"
                  f" ({p['longest_task_ms']} ms)   {c['seconds']:>7} s")
    if "hints" in f:
        print("\nHints at 390x844 (s from the tap, p50 / p95 / worst)   first answer            final answer"
              "            first was final, cut at the limit, long tasks")
        for g, v in f["hints"].items():
            first, final = v["first_answer_s"], v["final_answer_s"]
            print(f"  {g:<8} {v['hints']:>3} hints   {first['p50']} / {first['p95']} / {first['worst']:<12}"
                  f" {final['p50']} / {final['p95']} / {final['worst']:<12} {v['first_was_final']}, {v['cut_at_the_limit']},"
                  f" {v['long_tasks']}")
    if "codes" in f:
        print("\nTable codes (characters, QR version at M)")
        for name, v in f["codes"].items():
            print(f"  {name:<44} {v['characters']:>4}   version {v['qr_version_m']}")
    if "memory" in f:
        print_memory(f["memory"])
    if "size_bytes" in f:
        z = f["size_bytes"]
        print(f"\nSize of a cold load: runtime {z['runtime']:,} B, PyScript {z['pyscript']:,} B, app {z['app']:,} B, total {z['total']:,} B in {z['files']} files")
    if "art_bytes" in f:
        a = f["art_bytes"]
        print(f"The art on a cold visit, compressed: style sheet {a['sheet_gzip']:,} B (gzip) + display face {a['fonts']:,} B (woff2)"
              f" = {a['total']:,} B (budget {a['budget']:,} B: {'within' if a['total'] <= a['budget'] else 'OVER'})")
    if "responsiveness" in f:
        print_responsiveness(f["responsiveness"])
    if "travel" in f:
        print_travel(f["travel"])
    if "engine" in f:
        print("\nEngine speed (easy vs easy, 2 seats)   CPython games/s  actions/s   Pyodide games/s  actions/s   Pyodide/CPython time")
        for g, e in f["engine"].items():
            print(f"  {g:<36} {e['cpython_games_per_s']:>10} {e['cpython_actions_per_s']:>12} {e['pyodide_games_per_s']:>14} {e['pyodide_actions_per_s']:>12} {e['pyodide_over_cpython_time']:>12}")
    if "decisions" in f:
        print("\nCPython, per decision (ms)      normal bot mean   p95     max    board render mean   p95     max")
        for g, d in f["decisions"].items():
            b, r = d["bot_decision_ms"], d["board_render_ms"] or {"mean": "-", "p95": "-", "max": "-"}
            print(f"  {g:<28} {b['mean']:>10} {b['p95']:>7} {b['max']:>7} {r['mean']:>14} {r['p95']:>7} {r['max']:>7}")
    if "strength" in f:
        print_strength(f)


def print_responsiveness(r: dict[str, Any]) -> None:
    """Click to next paint and long tasks per game: the baseline commit's page (when measured) beside
    this one against a normal opponent, then this one against a strong opponent."""
    base = r.get("baseline")
    print(f"\nResponsiveness (ms; 1-min load average {r.get('load_average_before')} before, {r.get('load_average_after')} after)")
    print(f"  {'':<8} {'':<8} {'':<9} {'':>6}  {'click to next paint':^22}  {'longest task while':^20}  {'its decisions in the page':^27}")
    print(f"  {'game':<8} {'page':<8} {'opponent':<9} {'clicks':>6}  {'p50':>6} {'p95':>7} {'max':>7}  {'the computer thinks':^20}  {'mean / max (n)':^27}  load")
    for g, row in r.items():
        if not isinstance(row, dict):
            continue
        for key, page, opponent in (("baseline", base, "normal"), ("normal", "this", "normal"), ("strong", "this", "strong")):
            m = row.get(key)
            if not m:
                continue
            if "error" in m:
                print(f"  {g:<8} {page:<8} {opponent:<9} failed: {m['error'][:120]}")
                continue
            c = m["click_to_paint_ms"]
            d = m.get("decision_ms")
            decision = f"{d['mean']} / {d['max']} ({d['n']})" if d else "-"
            longest = (f"{m['longest_task_while_bot_ms']} ({m['long_tasks_while_bot']} over 50)" if m["long_tasks_while_bot"]
                       else "none over 50")
            print(f"  {g:<8} {page:<8} {opponent:<9} {m['clicks']:>6}  {c['p50']:>6} {c['p95']:>7} {c['max']!s:>7}"
                  f"  {longest:^20}  {decision:^27}  {m.get('load_average')}")
    print("  goals: click to next paint p95 <= 50 and max <= 100; no task over 50 while a computer thinks; "
          "a strong decision <= 1000")
    rows = [(g, row["interleaved"]) for g, row in r.items() if isinstance(row, dict) and "interleaved" in row]
    if rows:
        print(f"\n  Click to next paint in interleaved rounds, {base} beside this page (ms; pooled taps)")
        print(f"  {'game':<8} {'page':<9} {'taps':>5} {'p50':>6} {'p95':>6} {'max':>6}  {'p50 of each round':<26}  phases per tap (largest)")
        for g, pages in rows:
            if "error" in pages:
                print(f"  {g:<8} failed: {pages['error'][:120]}")
                continue
            for name, m in pages.items():
                top = sorted(m["phase_ms_per_tap"].items(), key=lambda kv: -kv[1])[:4]
                label = base if name == "baseline" else name
                print(f"  {g:<8} {label:<9} {m['taps']:>5} {m['p50']:>6} {m['p95']:>6} {m['max']!s:>6}"
                      f"  {' '.join(str(x) for x in m['round_p50']):<26}  {', '.join(f'{k} {v}' for k, v in top)}")


def print_first_screen(r: dict[str, Any]) -> None:
    fmt = lambda d: f"{d['median']:>7} [{d['min']}–{d['max']}]" if d else "-"  # noqa: E731
    pages = [name for name, v in r.items() if isinstance(v, dict)]
    print(f"\nFirst screen (ms from navigation, median [min–max]; 1-min load average {r.get('load_average_before')} before, "
          f"{r.get('load_average_after')} after)")
    print("  " + f"{'':<40}" + "".join(f"{name:<26}" for name in pages))
    for mode in ("cold", "reload"):
        for key, label in (("usable", "first usable control"), ("tap_at_usable_answered", "a tap then is answered at"),
                           ("longest_wait_after_usable", "longest wait for a tap after it"),
                           ("ready", "data-ready"),
                           ("start_game", "game screen after an early Start"),
                           ("start_game_after_ready", "  the same, after its data-ready")):
            metric = f"{mode}_{key}_ms" if not key.startswith("start_") else f"start_{mode}_{key[6:]}_ms"
            cells = "".join(f"{fmt(r[name].get(metric)) if r[name].get(metric) else '-':<26}" for name in pages)
            print(f"  {label + ', ' + mode:<40}{cells}")
    app = r.get("app", {})
    for mode in ("cold", "reload"):
        starts = app.get(f"start_{mode}_early_starts_before_ready") or []
        tap = app.get(f"start_{mode}_tap_ms")
        print(f"  early Start tapped at {fmt(tap).strip() if tap else '-'} ({mode}; Playwright taps once the page answers it): "
              f"before data-ready {int(sum(starts))} of {len(starts)}")
    print("  goals: first usable control <= 500 cold; the game screen after an early Start no later than the "
          "baseline page's data-ready + 300")


def print_strength(f: dict[str, Any]) -> None:
    """The strength table: level against level, both seat orders, win share with its 95 % interval,
    decision times in CPython and (when measured) in the page."""
    seats = f.get("strength_seats", 2)
    print(f"\nStrength: {seats} seats, seeds {', '.join(map(str, f.get('strength_seeds', [])))} "
          "(win share, ties shared; 95 % Wilson interval)")
    print(f"  {'game':<8} {'level vs opponent':<18} {'seat order':<28} {'games':>6} {'wins':>7}  95 % interval")
    for g, rows in f["strength"].items():
        for pair, row in rows.items():
            level, opponent = pair.split(":")
            for order, o in row["orders"].items():
                print(f"  {g:<8} {level + ' vs ' + opponent:<18} {order:<28} {o['games']:>6} {o['share']:>7.1%}  "
                      f"{o['ci95'][0]:.1%}–{o['ci95'][1]:.1%}")
            print(f"  {g:<8} {level + ' vs ' + opponent:<18} {'both orders':<28} {row['games']:>6} {row['share']:>7.1%}  "
                  f"{row['ci95'][0]:.1%}–{row['ci95'][1]:.1%}")
    print("\n  decision ms        CPython mean / p95 / max            page mean / p95 / max (games against itself, "
          f"{seats} seats)")
    for g, rows in f["strength"].items():
        cpython: dict[str, dict[str, float]] = {}
        for row in rows.values():
            for level, stats in row["cpython_ms"].items():
                if stats and (level not in cpython or stats["n"] > cpython[level]["n"]):
                    cpython[level] = stats
        page = f.get("strength_page", {}).get(g, {})
        for level in ("easy", "normal", "strong", "expert"):
            if level not in cpython and level not in page:
                continue
            c = cpython.get(level)
            p = page.get(level)
            cpython_text = f"{c['mean']} / {c['p95']} / {c['max']}" if c else "-"
            page_text = f"{p['mean']} / {p['p95']} / {p['max']}" if p else "-"
            print(f"  {g:<8} {level:<8} {cpython_text:>30}        {page_text}")


def print_memory(m: dict[str, Any]) -> None:
    mb = lambda b: f"{b / 1e6:.1f} MB" if isinstance(b, (int, float)) else "-"  # noqa: E731
    print(f"\nMemory: {m['seats']}-seat {m['game']}, {m['level']} computers only, seed {m['seed']}: {m['actions']} actions "
          f"in {m['game_s']} s (load {m['load_average']}){'; page errors: ' + str(len(m['page_errors'])) if m['page_errors'] else ''}")
    print(f"  {'':<46} {'ready':>10} {'game over':>10}")
    for key, label in (("js_heap_used", "JS heap used (after GC)"), ("js_heap_total", "JS heap total"),
                       ("array_buffer_backing_stores", "ArrayBuffer backing stores"),
                       ("wasm_memory", "WebAssembly memory (Pyodide's heap)"),
                       ("total_js_and_wasm", "JS heap total + WebAssembly"), ("renderer_rss", "page's renderer process: resident"),
                       ("renderer_pss", "  the same, proportional (shared pages split)"),
                       ("renderer_private", "  the same, its own pages only"),
                       ("dom_nodes", "DOM nodes")):
        fmt = (lambda v: str(v)) if key == "dom_nodes" else mb
        print(f"  {label:<46} {fmt(m['ready'][key]):>10} {fmt(m['end'][key]):>10}")
    print("  goal: under 300 MB")


def print_travel(t: dict[str, Any]) -> None:
    print("\nThings that travel (while pieces fly)   pace     pieces  frame ms p50 / p95 / max (frames)"
          "   long tasks (longest ms)   layout shift after   computer flights: n, ms min / p50, in the window;"
          " computer turn ms p50 / max (n)")
    for g, rows in t.items():
        for r in rows:
            if "error" in r:
                print(f"  {g:<8} {r.get('size', ''):<9} {r.get('pace') or '':<8} {r['error']}")
                continue
            f = r["frame_ms"]
            fl, turn = r.get("flight_ms", {}), r.get("computer_turn_ms", {})
            share = r.get("flights_in_window")
            print(f"  {g:<8} {r['size']:<9} {str(r.get('pace', ''))[:8]:<8} {r['pieces_moved']:>6}  {f['p50']:>6} / {f['p95']} / {f['max']} ({f['frames']})"
                  f"   {r['long_tasks_while_moving']:>10} ({r['longest_task_while_moving_ms']})"
                  f"   {r['layout_shift_after_movement']} ({r['layout_shifts_after_movement']})"
                  f"   {r.get('computer_flights', 0)}, {fl.get('min')} / {fl.get('p50')}, "
                  f"{'-' if share is None else f'{share:.0%}'}; {turn.get('p50')} / {turn.get('max')} ({turn.get('turns', 0)})")
