"""The name fzf costs nothing: swoop under its own name and under fzf's (a link named fzf), side by side.

The same binary answers to both names; only the defaults and the look differ. Each `--filter`
query runs under both names in alternating order, `runs` rounds each (medians), and the keystroke
latency session runs under both (under fzf's name with `--layout=reverse`, as keylat needs the list
under the prompt). The ratios should be 1.00 within the machine's noise. Standard library only.
"""
from __future__ import annotations

from pathlib import Path

import pickers
from filtermode import Tool, bench_queries, fmt, ratio


def fzf_link(swoop: Path, out_dir: Path) -> Path:
    """A link named fzf to the swoop binary, in a folder of its own under out_dir."""
    folder = out_dir / "as-fzf"
    folder.mkdir(parents=True, exist_ok=True)
    link = folder / "fzf"
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(swoop.resolve())
    return link


def run_section(swoop: Path, out_dir: Path, corpus: Path, lines: int, queries: list[str], runs: int,
                with_keylat: bool, stamp: list[str], log=lambda m: None) -> list[str]:
    """The report's section: --filter medians and keystroke latency under both names, and their ratios."""
    own = Tool("swoop", swoop, "--filter")
    named = Tool("swoop as fzf", fzf_link(swoop, out_dir), "--filter")
    log("name cost: --filter under both names")
    cells = bench_queries([own, named], queries, corpus, runs, log)
    out = ["## The name fzf costs nothing", "", *stamp, "",
           f"The same binary under its own name and as `fzf` (a link), {lines:,} lines, median of {runs} runs each, "
           "the two taking turns.", "",
           "| `--filter` query | swoop ms | as fzf ms | as fzf / swoop |", "|---|---:|---:|---:|"]
    ratios = []
    for query in queries:
        a, b = cells["swoop", query], cells["swoop as fzf", query]
        r = ratio(b.wall_ms if b.ok else None, a.wall_ms if a.ok else None)
        if r is not None:
            ratios.append(r)
        out.append(f"| `{query}` | {fmt(a.wall_ms if a.ok else None)} | {fmt(b.wall_ms if b.ok else None)} | {fmt(r, 2)} |")
    if ratios:
        ratios.sort()
        out += ["", f"- median ratio over the queries: **{ratios[len(ratios) // 2]:.2f}**"]
    if with_keylat:
        results = [pickers.run_keylat(corpus, tool, log=log) for tool in (own, named)]
        out += ["", "| keystroke latency | median ms | max ms |", "|---|---:|---:|"]
        for tool, result in zip((own, named), results):
            if result.result is None:
                out.append(f"| {tool.name} | FAILED | {result.error.splitlines()[0] if result.error else ''} |")
            else:
                out.append(f"| {tool.name} | {result.result.median_ms:.1f} | {result.result.max_ms:.1f} |")
        if all(r.result for r in results):
            out += ["", f"- as fzf / swoop: median {results[1].result.median_ms / results[0].result.median_ms:.2f}, "
                        f"max {results[1].result.max_ms / results[0].result.max_ms:.2f}"]
    return out + [""]
