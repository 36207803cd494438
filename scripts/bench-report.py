#!/usr/bin/env python3
"""Turns a Google Benchmark JSON of bench/attacks_bench into docs/bench.md's table and chart.

Usage: scripts/bench-report.py [JSON] [--page docs/bench.md] [--svg docs/bench.svg] [--print]

JSON defaults to the newest file in bench/results/. The JSON must hold the
aggregates of a repeated run (--benchmark_repetitions=N
--benchmark_report_aggregates_only=true): the table and the chart quote the
medians of the `Mlookups/s` counter of every queen_attacks benchmark, in both
loops (known/IMPL/queen_attacks and pointer/IMPL/queen_attacks).

The table replaces whatever is between the lines `<!-- bench-table:begin -->`
and `<!-- bench-table:end -->` in the page (docs/bench.md, "Measured"). Exit
status: 0 written, 2 unusable input (one line on stderr, `bench-report: error:
...`). Python 3 standard library only.
"""

import argparse
import html
import json
import os
import sys

BEGIN = "<!-- bench-table:begin -->"
END = "<!-- bench-table:end -->"
COUNTER = "Mlookups/s"
KIND = "queen_attacks"
LOOPS = ("known", "pointer")

# The speed targets: M queen lookups/s, (function pointer, inlined known square).
TARGETS = {
    "hyperbola_quintessence": (264, 698),
    "obstruction_difference": (149, 500),
    "kogge_stone": (127, 211),
    "magic": (216, None),
    "pext": (262, None),
}


class UsageError(Exception):
    pass


def newest_result(root):
    folder = os.path.join(root, "bench", "results")
    try:
        files = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")]
    except OSError:
        files = []
    if not files:
        raise UsageError("no JSON in %s; run the benchmark first (see docs/bench.md)" % folder)
    return max(files, key=os.path.getmtime)


def load_medians(path):
    """Returns ({(loop, impl): median M lookups/s of queen_attacks}, context, impl order)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise UsageError("cannot read %s: %s" % (path, e))
    if not isinstance(data, dict) or not isinstance(data.get("benchmarks"), list):
        raise UsageError("%s is not Google Benchmark JSON (no \"benchmarks\" list)" % path)
    medians, order = {}, []
    for b in data["benchmarks"]:
        if not isinstance(b, dict) or b.get("aggregate_name") != "median":
            continue
        parts = str(b.get("run_name", "")).split("/")
        if len(parts) != 3 or parts[0] not in LOOPS or parts[2] != KIND:
            continue
        if COUNTER not in b:
            raise UsageError("%s: %s has no %s counter" % (path, b.get("name"), COUNTER))
        medians[(parts[0], parts[1])] = float(b[COUNTER])
        if parts[1] not in order:
            order.append(parts[1])
    if not medians:
        raise UsageError("%s has no median of any */*/%s benchmark; run with "
                         "--benchmark_repetitions=N --benchmark_report_aggregates_only=true" % (path, KIND))
    return medians, data.get("context", {}), order


def fmt(value):
    return "—" if value is None else "%.0f" % value


def table(medians, context, order, source):
    reps = context.get("repetitions") if isinstance(context, dict) else None
    lines = [
        "Median M queen lookups/s, one thread, from `%s`%s (%s CPUs at %s MHz, %s):" % (
            source, ", %s repetitions" % reps if reps else "", context.get("num_cpus", "?"),
            context.get("mhz_per_cpu", "?"), context.get("date", "?")),
        "",
        "| implementation | known square (inlined) | function pointer, random squares | target (pointer / known) |",
        "|---|---:|---:|---|",
    ]
    for impl in order:
        target = TARGETS.get(impl)
        target_text = "" if target is None else "≥ %s / %s" % (fmt(target[0]), fmt(target[1]))
        lines.append("| `%s` | %s | %s | %s |" % (impl, fmt(medians.get(("known", impl))),
                                                  fmt(medians.get(("pointer", impl))), target_text))
    return "\n".join(lines) + "\n"


def write_page(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            page = f.read()
    except OSError as e:
        raise UsageError("cannot read %s: %s" % (path, e))
    begin, end = page.find(BEGIN), page.find(END)
    if begin < 0 or end < begin:
        raise UsageError("%s has no %s ... %s markers" % (path, BEGIN, END))
    updated = page[:begin + len(BEGIN)] + "\n" + text + page[end:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(updated)


def svg(medians, order, title):
    """Returns a horizontal grouped bar chart: one group per implementation, a bar per loop."""
    colors = {"known": "#4c72b0", "pointer": "#dd8452"}
    label_w, chart_w, bar_h, gap, top = 190, 520, 12, 10, 48
    top_value = max(medians.values())
    step = 10 ** max(0, len(str(int(top_value))) - 1)
    axis_max = ((int(top_value) // step) + 1) * step
    height = top + len(order) * (2 * bar_h + gap) + 44
    width = label_w + chart_w + 70
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
        'font-family="sans-serif" font-size="12">' % (width, height),
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>' % (10, html.escape(title)),
    ]
    for i, loop in enumerate(LOOPS):
        x = label_w + i * 230
        out.append('<rect x="%d" y="28" width="12" height="12" fill="%s"/>' % (x, colors[loop]))
        text = "known square, inlined" if loop == "known" else "function pointer, random squares"
        out.append('<text x="%d" y="38">%s</text>' % (x + 16, text))
    y0 = top
    tick_step = step if axis_max // step > 4 else max(1, step // 2)
    for tick in range(0, axis_max + 1, tick_step):
        x = label_w + chart_w * tick / axis_max
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (
            x, y0 - 4, x, height - 30))
        out.append('<text x="%.1f" y="%d" text-anchor="middle" fill="#555">%d</text>' % (
            x, height - 16, tick))
    out.append('<text x="%d" y="%d" text-anchor="middle" fill="#555">M lookups/s</text>' % (
        label_w + chart_w // 2, height - 2))
    y = y0
    for impl in order:
        out.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (
            label_w - 8, y + bar_h + 4, html.escape(impl)))
        for loop in LOOPS:
            value = medians.get((loop, impl))
            if value is not None:
                w = chart_w * value / axis_max
                out.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>' % (
                    label_w, y, w, bar_h, colors[loop]))
                out.append('<text x="%.1f" y="%d" font-size="10">%.0f</text>' % (
                    label_w + w + 3, y + bar_h - 2, value))
            y += bar_h
        y += gap
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("json", nargs="?", help="benchmark JSON (default: newest in bench/results/)")
    parser.add_argument("--page", default=os.path.join(root, "docs", "bench.md"),
                        help="the Markdown page whose bench-table markers get the table")
    parser.add_argument("--svg", default=os.path.join(root, "docs", "bench.svg"))
    parser.add_argument("--print", action="store_true", help="print the table, write nothing")
    args = parser.parse_args(argv)
    try:
        path = args.json or newest_result(root)
        medians, context, order = load_medians(path)
        source = os.path.relpath(path, root) if os.path.abspath(path).startswith(root) else path
        text = table(medians, context, order, source)
        if args.print:
            sys.stdout.write(text)
            return 0
        write_page(args.page, text)
        title = "Queen attacks, M lookups/s (median), one thread: %s" % source
        with open(args.svg, "w", encoding="utf-8") as f:
            f.write(svg(medians, order, title))
    except UsageError as e:
        print("bench-report: error: %s" % e, file=sys.stderr)
        return 2
    print("bench-report: wrote the table into %s and the chart %s" % (args.page, args.svg))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
