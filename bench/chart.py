"""The bench's results as SVG bar charts (standard library only), written by `make bench`.

`bar_chart(title, groups, series, values, note)` draws, for each group (a
query, a key), one horizontal bar per series (a tool), on a logarithmic
scale of milliseconds (the tools differ by up to tenfold), each bar labelled
with its value. `filter_chart` and `keylat_chart` feed it the filter-mode
cells and the keystroke-latency results.
"""

import html
import math

COLOURS = {"swoop": "#e8833a", "fzf": "#5b8def", "fzy": "#8fc27a"}
FALLBACK = ["#c48ad9", "#5fc1c8", "#e3bd6d"]
BAR = 13
GAP = 3
GROUP_GAP = 12
LABEL_WIDTH = 170
PLOT_WIDTH = 520
VALUE_WIDTH = 70
TOP = 58
FONT = "font-family:'DejaVu Sans','Helvetica',sans-serif"


def colour(series: str, index: int) -> str:
    return COLOURS.get(series, FALLBACK[index % len(FALLBACK)])


def bar_chart(title: str, groups: list[str], series: list[str], values: dict, note: str = "") -> str:
    """An SVG document: `values[(series, group)]` in ms (absent: no bar) on a log scale; empty
    when there is no value to draw."""
    present = [v for v in values.values() if v and v > 0]
    if not present:
        return ""
    # The scale runs between steps of 1, 2 and 5 times a power of ten around the values.
    steps = [step * 10 ** power for power in range(-1, 7) for step in (1, 2, 5)]
    low = max([s for s in steps if s <= min(present)], default=steps[0])
    high = min([s for s in steps if s >= max(present) * 1.15], default=steps[-1])

    def x_of(value: float) -> float:
        return LABEL_WIDTH + PLOT_WIDTH * (math.log10(value) - math.log10(low)) / (math.log10(high) - math.log10(low))

    group_height = len(series) * (BAR + GAP) - GAP
    height = TOP + len(groups) * (group_height + GROUP_GAP) + 34
    width = LABEL_WIDTH + PLOT_WIDTH + VALUE_WIDTH + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{html.escape(title)}">',
        f'<style>text{{{FONT};font-size:12px;fill:#24292f}}.t{{font-size:14px;font-weight:bold}}'
        '.s{fill:#57606a;font-size:11px}.g{stroke:#d0d7de;stroke-width:1}</style>',
        f'<rect width="100%" height="100%" fill="#ffffff"/>',
        f'<text class="t" x="10" y="20">{html.escape(title)}</text>',
    ]
    # The legend.
    x = 10
    for index, name in enumerate(series):
        out.append(f'<rect x="{x}" y="30" width="12" height="12" fill="{colour(name, index)}"/>')
        out.append(f'<text x="{x + 16}" y="40">{html.escape(name)}</text>')
        x += 26 + 7 * len(name) + 14
    # Gridlines at each power of ten and at 2× and 5× of it.
    bottom = height - 30
    for tick in steps:
        if low <= tick <= high:
            gx = x_of(tick)
            out.append(f'<line class="g" x1="{gx:.1f}" y1="{TOP - 6}" x2="{gx:.1f}" y2="{bottom}"/>')
            label = f"{tick:g} ms" if tick < 1000 else f"{tick / 1000:g} s"
            out.append(f'<text class="s" x="{gx:.1f}" y="{bottom + 14}" text-anchor="middle">{label}</text>')
    y = TOP
    for group in groups:
        out.append(f'<text x="{LABEL_WIDTH - 8}" y="{y + group_height / 2 + 4:.1f}" text-anchor="end">'
                   f'{html.escape(group)}</text>')
        for index, name in enumerate(series):
            value = values.get((name, group))
            if value and value > 0:
                end = x_of(value)
                out.append(f'<rect x="{LABEL_WIDTH}" y="{y}" width="{max(end - LABEL_WIDTH, 1):.1f}" height="{BAR}" '
                           f'fill="{colour(name, index)}"><title>{html.escape(name)}: {value:.1f} ms</title></rect>')
                shown = f"{value:.0f}" if value >= 100 else f"{value:.1f}"
                out.append(f'<text class="s" x="{end + 4:.1f}" y="{y + BAR - 2}">{shown}</text>')
            y += BAR + GAP
        y += GROUP_GAP - GAP
    if note:
        out.append(f'<text class="s" x="10" y="{height - 4}">{html.escape(note)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def filter_chart(cells: dict, queries: list[str], tools: list, note: str) -> str:
    """`--filter` wall time per query, one bar per tool (the filter-mode cells: {(tool, query): Cell})."""
    names = [t.name for t in tools]
    values = {(name, query): cell.wall_ms for (name, query), cell in cells.items() if cell.ok}
    return bar_chart("--filter: wall time per query (median, lower is better)", queries, names, values, note)


def keylat_chart(results: list, note: str) -> str:
    """Keystroke latency per key, one bar per tool (the pickers.Keylat results)."""
    names = [k.tool for k in results if k.result]
    groups: list[str] = []
    values = {}
    for keylat in results:
        if not keylat.result:
            continue
        prefix = ""
        for key, _, ms in keylat.result.keys:
            prefix += key
            if prefix not in groups:
                groups.append(prefix)
            values[keylat.tool, prefix] = ms
    return bar_chart("Keystroke latency: typing usrbinpy, each key until the final top rows (lower is better)",
                     groups, names, values, note)
