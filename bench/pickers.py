"""The bench's interactive sections, on a pty: keystroke latency, edits, paging, memory.

Each runs swoop and fzf (with `--layout=reverse`, so the list is under the
prompt as in swoop) through keylat.py or edits.py and returns the markdown
lines of its section; a picker that fails is marked FAILED and the bench
carries on.  Targets are swoop's (issue 16: ten million lines at typing speed).
"""
from __future__ import annotations

import shlex
import statistics
from dataclasses import dataclass
from pathlib import Path

import edits
import keylat
from filtermode import Tool, fmt

KEYLAT_QUERY = "usrbinpy"
KEYLAT_TOP = 5             # keylat also waits for the first 5 ranked rows
SETTLE_S = 1.0             # the peak RSS is read this long after the last key
PAGING_QUERY = "u"
PAGES = 300
TARGET_PAGE_MS = 16.0      # each page
MEMORY_PER_LINE = 16       # bytes a line beyond the input
MEMORY_SLACK = 32 << 20    # plus 32 MiB


@dataclass
class Keylat:
    """Outcome of one keylat session: the measurement, or why it failed."""
    tool: str
    result: keylat.Result | None = None
    error: str | None = None


def keylat_argv(tool: Tool) -> list[str]:
    """The picker's command for keylat: the list under the prompt (fzf, and swoop under fzf's name, need
    --layout=reverse)."""
    return [str(tool.path)] + (["--layout=reverse"] if tool.path.name == "fzf" else [])


def run_keylat(corpus: Path, tool: Tool, query: str = KEYLAT_QUERY, timeout: float = 30.0,
               log=lambda m: None) -> Keylat:
    """keylat.measure for one tool, waiting for the top KEYLAT_TOP rows; failures are recorded."""
    log(f"keylat: {tool.name} ({shlex.join(keylat_argv(tool))}), typing {query!r} on {corpus.name}")
    try:
        result = keylat.measure(keylat_argv(tool), corpus, query, [str(tool.path), "--filter"],
                                top=KEYLAT_TOP, timeout=timeout, log=lambda m: log(f"  {m}"),
                                settle_s=SETTLE_S)
    except keylat.KeylatError as e:
        log(f"keylat {tool.name} FAILED:\n{e}")
        return Keylat(tool.name, error=str(e))
    for line in result.lines():
        log(f"  {line}")
    return Keylat(tool.name, result)


def verdict(value: float, target: float) -> str:
    """'PASS' when value ≤ target, else 'MISS'."""
    return "PASS" if value <= target else "MISS"


def report_keylat(results: list[Keylat], corpus_lines: int, median_ms: float, max_ms: float,
                  stamp: list[str], query: str = KEYLAT_QUERY, title: str = "Keystroke latency") -> list[str]:
    """Per-key lines and a load/median/max/RSS table, with PASS/MISS per target for swoop."""
    out = [f"## {title} (keylat.py, typing `{query}` on {corpus_lines:,} lines)", "", *stamp, "",
           f"Each key counts until the screen shows the query, the `matched/total` that "
           f"`--filter` gives for it and the first {KEYLAT_TOP} lines of that output in order "
           f"(fzf runs with `--layout=reverse`). Peak RSS is the picker's VmHWM {SETTLE_S:g} s after "
           f"the last key.", ""]
    for k in results:
        out += [f"{k.tool}:", "", "```", *(k.result.lines() if k.result else ["(no keys measured)"])]
        if k.error:
            out.append(f"FAILED (could not be measured): {k.error}")
        out += ["```", ""]
    out += ["| tool | load ms | median ms | max ms | peak RSS MiB | target |", "|---|---:|---:|---:|---:|---|"]
    for k in results:
        r = k.result
        if k.error:
            target = "FAILED"
        elif k.tool == "swoop":
            target = (f"median ≤ {median_ms:g} ms: {verdict(r.median_ms, median_ms)}; "
                      f"max ≤ {max_ms:g} ms: {verdict(r.max_ms, max_ms)}")
        else:
            target = ""
        rss = r.peak_rss_kib / 1024 if r and r.peak_rss_kib else None
        out.append(f"| {k.tool} | {fmt(r and r.load_ms, 0)} | {fmt(r and r.median_ms, 1)} "
                   f"| {fmt(r and r.max_ms, 1)} | {fmt(rss, 0)} | {target} |")
    return out + [""]


def edits_section(tools: list[Tool], corpus: Path, corpus_lines: int, target_ms: float,
                  stamp: list[str], log=lambda m: None, query: str = KEYLAT_QUERY) -> list[str]:
    """Type query, then BSpace ×4, Left ×2, a character inserted mid-query, Delete, BSpace."""
    out = [f"## Editing: backspace and mid-query edits (edits.py on {corpus_lines:,} lines)", "", *stamp, "",
           f"Type `{query}` (each key checked as in keylat), then {', '.join(edits.DEFAULT_SCRIPT)}. "
           f"Each edit key counts until the screen shows the edited query with the terminal cursor at "
           f"the edit point, the `--filter` count of that query and its first {KEYLAT_TOP} lines in order. "
           f"BSpace is `\\x7f`, Delete `\\x1b[3~`, Left `\\x1b[D`.", ""]
    rows = []
    for tool in tools:
        log(f"edits: {tool.name}, typing {query!r} then {edits.DEFAULT_SCRIPT}")
        try:
            r = edits.measure_edits(keylat_argv(tool), corpus, query, [str(tool.path), "--filter"],
                                    top=KEYLAT_TOP, log=lambda m: log(f"  {m}"))
        except keylat.KeylatError as e:
            log(f"edits {tool.name} FAILED:\n{e}")
            out += [f"{tool.name}: FAILED (could not be measured): {e}", ""]
            continue
        for line in r.lines():
            log(f"  {line}")
        out += [f"{tool.name}:", "", "```", *r.lines(), "```", ""]
        rows.append((tool.name, r))
    out += ["| tool | typing median ms | edits median ms | edits max ms | query-changing edits median ms "
            "| target |", "|---|---:|---:|---:|---:|---|"]
    for name, r in rows:
        (tm, _), (em, ex) = r.stats(r.typed), r.stats(r.edits)
        changing = [k for k in r.edits if k[0] not in edits.CURSOR_KEYS]
        cm = r.stats(changing)[0]
        target = (f"edits median ≤ {target_ms:g} ms: {verdict(em, target_ms)}; query-changing median: "
                  f"{verdict(cm, target_ms)}") if name == "swoop" else ""
        out.append(f"| {name} | {tm:.1f} | {em:.1f} | {ex:.1f} | {cm:.1f} | {target} |")
    return out + [""]


def paging_section(tools: list[Tool], corpus: Path, corpus_lines: int, stamp: list[str],
                   log=lambda m: None, query: str = PAGING_QUERY, pages: int = PAGES) -> list[str]:
    """Type query, then PgDn `pages` times, each page checked against `--filter query`."""
    out = [f"## Paging (edits.py on {corpus_lines:,} lines: `{query}`, then PgDn ×{pages})", "", *stamp, "",
           f"After page k the highlighted row must be line k × step of `--filter {query}` and every list "
           f"row its neighbour at the same offset (consecutive filter lines, in order); the step is read "
           f"from the first page. PgDn is `\\x1b[6~`.", "",
           "| tool | matches | list rows | step | first page ms | median ms | max ms | target |",
           "|---|---:|---:|---:|---:|---:|---:|---|"]
    notes = []
    for tool in tools:
        log(f"paging: {tool.name}, {query!r} then PgDn ×{pages}")
        try:
            r = edits.measure_paging(keylat_argv(tool), corpus, query, [str(tool.path), "--filter"],
                                     pages, log=lambda m: log(f"  {m}"))
        except keylat.KeylatError as e:
            log(f"paging {tool.name} FAILED:\n{e}")
            out.append(f"| {tool.name} | | | | | | | FAILED |")
            notes.append(f"- {tool.name} FAILED (could not be measured): {e.args[0].splitlines()[0]}")
            continue
        for line in r.lines():
            log(f"  {line}")
        med, mx = statistics.median(r.pages_ms), max(r.pages_ms)
        target = (f"each page ≤ {TARGET_PAGE_MS:g} ms: {verdict(mx, TARGET_PAGE_MS)} "
                  f"({sum(ms > TARGET_PAGE_MS for ms in r.pages_ms)} over)") if tool.name == "swoop" else ""
        out.append(f"| {tool.name} | {r.matches} | {r.list_rows} | {r.step} | {r.pages_ms[0]:.1f} "
                   f"| {med:.1f} | {mx:.1f} | {target} |")
    return out + [""] + notes + ([""] if notes else [])


@dataclass
class MemoryRow:
    """One picker's peak RSS on one input (from a keylat session)."""
    corpus: str       # label, e.g. "1M path lines"
    path: Path
    lines: int
    query: str
    run: Keylat


def memory_section(rows: list[MemoryRow], stamp: list[str]) -> list[str]:
    """Peak RSS while searching against the input size: bytes a line beyond it, and the budget."""
    out = ["## Memory while searching", "", *stamp, "",
           f"Peak RSS is the picker's VmHWM {SETTLE_S:g} s after the last key of a keylat session "
           f"(the query typed one key at a time, each key's result shown). Beyond the input: "
           f"(peak RSS − input size) ÷ lines. Budget: input size + {MEMORY_PER_LINE} B × lines + "
           f"{MEMORY_SLACK >> 20} MiB.", "",
           "| input | lines | input MiB | query | tool | peak RSS MiB | B/line beyond input | budget MiB | target |",
           "|---|---:|---:|---|---|---:|---:|---:|---|"]
    for m in rows:
        size = m.path.stat().st_size
        budget = size + MEMORY_PER_LINE * m.lines + MEMORY_SLACK
        r = m.run.result
        if m.run.error or not r or not r.peak_rss_kib:
            out.append(f"| {m.corpus} | {m.lines:,} | {fmt(size / 2**20)} | `{m.query}` | {m.run.tool} "
                       f"| – | – | {budget / 2**20:.0f} | FAILED |")
            continue
        rss = r.peak_rss_kib * 1024
        target = f"RSS ≤ budget: {verdict(rss, budget)}" if m.run.tool == "swoop" else ""
        out.append(f"| {m.corpus} | {m.lines:,} | {fmt(size / 2**20)} | `{m.query}` | {m.run.tool} "
                   f"| {rss / 2**20:.0f} | {(rss - size) / m.lines:.1f} | {budget / 2**20:.0f} | {target} |")
    return out + [""]
