"""Filter mode: each tool's `--filter Q` (fzy's `-e Q`) timed on a corpus, and its report table.

bench.py runs it on the 1M-line corpus (every query) and on the 10M-line one
(scale.py: plain queries only).  Tools take turns within each round and the
order rotates from round to round; a cell keeps the median wall time and
peak RSS of its runs.  Standard library only.
"""
from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from pathlib import Path

from hostile import md_code
from runner import Run, run_tool

# fzy has no extended search syntax: compare with it only on queries without these.
NON_PLAIN_CHARS = set(" '^$!")
RUN_TIMEOUT_S = 300        # one filter run; far above anything sane at 1M lines


def is_plain(query: str) -> bool:
    """True for queries fzy can run: no space, ', ^, $ or !."""
    return not (set(query) & NON_PLAIN_CHARS)


@dataclass
class Tool:
    """A picker and how to run its non-interactive filter mode."""
    name: str
    path: Path
    filter_flag: str          # "--filter" or "-e"
    plain_only: bool = False  # fzy: no extended syntax

    def filter_argv(self, query: str) -> list[str]:
        """The command that filters the corpus on stdin for query."""
        return [str(self.path), self.filter_flag, query]

    def runs_query(self, query: str) -> bool:
        """False for queries this tool cannot run (fzy: extended syntax)."""
        return is_plain(query) or not self.plain_only


@dataclass
class Sample:
    """One run: wall seconds, peak RSS in KiB, output lines."""
    wall_s: float
    rss_kib: int
    lines: int


@dataclass
class Cell:
    """All runs of one tool on one query."""
    samples: list[Sample] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return bool(self.samples) and self.error is None

    @property
    def wall_ms(self) -> float:
        return statistics.median(s.wall_s for s in self.samples) * 1000

    @property
    def rss_mib(self) -> float:
        return statistics.median(s.rss_kib for s in self.samples) / 1024

    @property
    def matches(self) -> int:
        return self.samples[-1].lines


class ToolFailed(Exception):
    """A tool exited with an error status, or ran past the timeout."""


def run_filter(argv: list[str], corpus: Path, timeout: float = RUN_TIMEOUT_S) -> Sample:
    """Run argv with the corpus redirected to stdin and count its output lines.

    runner.run_tool measures it (wall time around the whole process, the tool's
    own peak RSS from wait4); exit status 0 and 1 (no match) both count as success.
    """
    run: Run = run_tool(argv, corpus, timeout)
    if not run.ok:
        raise ToolFailed(run.failure())
    return Sample(run.wall_s, run.rss_kib, run.lines)


def bench_queries(tools: list[Tool], queries: list[str], corpus: Path, runs: int, log=lambda m: None,
                  timeout: float = RUN_TIMEOUT_S) -> dict:
    """Time every tool on every query, `runs` rounds each; returns {(tool, query): Cell}.

    Within a round each tool runs once, back to back, and the order rotates
    from round to round, so machine drift and cache effects hit all tools alike.
    """
    cells = {(t.name, q): Cell() for q in queries for t in tools if t.runs_query(q)}
    for qi, query in enumerate(queries, 1):
        active = [t for t in tools if t.runs_query(query)]
        for r in range(runs):
            order = active[r % len(active):] + active[:r % len(active)]
            for tool in order:
                cell = cells[tool.name, query]
                if cell.error:
                    continue
                try:
                    cell.samples.append(run_filter(tool.filter_argv(query), corpus, timeout))
                except ToolFailed as e:
                    cell.error = str(e)
                    log(f"  {tool.name} FAILED: {e}")
        summary = "  ".join(f"{t.name} {cells[t.name, query].wall_ms:.0f} ms"
                            for t in active if cells[t.name, query].ok)
        log(f"[{qi}/{len(queries)}] {query!r}: {summary}")
    return cells


def fmt(x: float | None, digits: int | None = None) -> str:
    """A number for the table: '–' when missing, fewer decimals for big values."""
    if x is None:
        return "–"
    if digits is None:
        digits = 0 if x >= 100 else 1
    return f"{x:.{digits}f}"


def ratio(a: float | None, b: float | None) -> float | None:
    """a / b, or None when either is missing (or b is 0)."""
    return a / b if a is not None and b else None


def report_filter(cells: dict, queries: list[str], tools: list[Tool], targets: dict[str, float],
                  title: str = "## Filter mode (`swoop --filter`, `fzf --filter`, `fzy -e`)",
                  intro: list[str] | None = None) -> list[str]:
    """The per-query table and the median-ratio summary with PASS/MISS, as markdown lines.

    targets: {"wall_vs_fzy": .., "wall_vs_fzf": .., "rss_vs_fzf": ..}, swoop's ratios (lower is better).
    """
    out: list[str] = []
    names = ["swoop", "fzf", "fzy"]

    def get(tool: str, q: str) -> Cell | None:
        cell = cells.get((tool, q))
        return cell if cell and cell.ok else None

    def triple(q: str, attr: str, integer: bool = False) -> str:
        vals = []
        for name in names:
            cell = cells.get((name, q))
            if cell is None:
                vals.append("–")
            elif not cell.ok:
                vals.append("ERR")
            else:
                v = getattr(cell, attr)
                vals.append(str(v) if integer else fmt(v))
        return " / ".join(vals)

    def val(tool: str, q: str, attr: str) -> float | None:
        cell = get(tool, q)
        return getattr(cell, attr) if cell else None

    out += [title, "", *(intro or []),
            "| query | matches swoop / fzf / fzy | wall ms swoop / fzf / fzy | swoop÷fzy "
            "| swoop÷fzf | RSS MiB swoop / fzf / fzy | RSS swoop÷fzf |",
            "|---|---|---|---:|---:|---|---:|"]
    wall_fzy, wall_fzf, rss_fzf = [], [], []
    for q in queries:
        r_fzy = ratio(val("swoop", q, "wall_ms"), val("fzy", q, "wall_ms"))
        r_fzf = ratio(val("swoop", q, "wall_ms"), val("fzf", q, "wall_ms"))
        r_rss = ratio(val("swoop", q, "rss_mib"), val("fzf", q, "rss_mib"))
        for acc, r in ((wall_fzy, r_fzy), (wall_fzf, r_fzf), (rss_fzf, r_rss)):
            if r is not None:
                acc.append(r)
        out.append(f"| {md_code(q)} | {triple(q, 'matches', integer=True)} | {triple(q, 'wall_ms')} "
                   f"| {fmt(r_fzy, 2)} | {fmt(r_fzf, 2)} | {triple(q, 'rss_mib')} | {fmt(r_rss, 2)} |")
    out.append("")
    for label, values, target in (("wall swoop÷fzy (plain queries)", wall_fzy, targets["wall_vs_fzy"]),
                                  ("wall swoop÷fzf", wall_fzf, targets["wall_vs_fzf"]),
                                  ("peak RSS swoop÷fzf", rss_fzf, targets["rss_vs_fzf"])):
        if values:
            med = statistics.median(values)
            verdict = "PASS" if med <= target else "MISS"
            out.append(f"- median {label}: **{med:.2f}** (target ≤ {target}) {verdict}")
        else:
            out.append(f"- median {label}: n/a (target ≤ {target})")
    if "swoop" not in {t.name for t in tools}:
        out.append("- swoop was not run (--only-fzf-fzy)")
    return out + [""]


