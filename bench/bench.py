#!/usr/bin/env python3
"""Benchmark swoop against fzf and fzy (what `make bench` runs).

Everything it needs is in this folder: corpus.py and shortlines.py write the
inputs (corpora.py caches them), queries.txt holds the queries, filtermode.py
times `--filter`, keylat.py measures keystroke latency on a pty, edits.py
edit keys and paging, pickers.py and scale.py (the 10M-line parts) make
those into sections, hostile.py runs the hostile-input cases and runner.py
runs one tool under a time limit.  For every query it times
`swoop --filter Q`, `fzf --filter Q` and `fzy -e Q` (fzy on plain queries
only) with the corpus on stdin, records the median wall time and median peak
RSS over --runs rounds, measures keystroke, editing and paging latency for
swoop and fzf, the same under fzf's name (namecost.py: the name costs
nothing), times the file walker beside fzf, fd and find (walkbench.py),
runs the 10M-line parts and the memory section, the growth cases (growth.py:
what once was quadratic, at 10k and 40k), then the hostile inputs.
The report is printed as markdown and saved to .build/bench/report.md;
progress goes to stderr.

Standard library plus pyte (for the pty measurements), which setup installs.
Exit status: 0 when the bench ran (whether or not targets were met),
1 when a dependency is missing and we may not install it, 2 when it could
not run for another reason.
"""
from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
OUT_DIR = REPO / ".build" / "bench"
CHART_DIR = REPO / "docs" / "bench"  # the charts README shows, written by each whole run
sys.path.insert(0, str(BENCH_DIR))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import chart  # noqa: E402  (the bench's own modules, next to this file)
import corpora  # noqa: E402
from deps import BenchError, MissingDeps, ensure_deps  # noqa: E402
import filtermode  # noqa: E402
import firstframe  # noqa: E402
import growth  # noqa: E402
import hostile  # noqa: E402
import keylat  # noqa: E402
import namecost  # noqa: E402
import pickers  # noqa: E402
import scale  # noqa: E402
import walkbench  # noqa: E402
from filtermode import Tool, ToolFailed, fmt, run_filter  # noqa: E402
from runner import become_subreaper, child_env  # noqa: E402

# Targets for swoop, as ratios to the peers (lower is better), at 1M and at 10M lines.
TARGET_WALL_VS_FZY = 0.35
TARGET_WALL_VS_FZF = 0.25
TARGET_RSS_VS_FZF = 0.6
FILTER_TARGETS = {"wall_vs_fzy": TARGET_WALL_VS_FZY, "wall_vs_fzf": TARGET_WALL_VS_FZF,
                  "rss_vs_fzf": TARGET_RSS_VS_FZF}
TARGET_KEY_MEDIAN_MS = 16.0   # keystroke latency at 1M lines, --top 5
TARGET_KEY_MAX_MS = 50.0
TARGET_EDIT_MEDIAN_MS = TARGET_KEY_MEDIAN_MS  # editing keys as fast as typing

KEYLAT_TIMEOUT_S = 30      # keylat: loading, and each key
KEYLAT_TOP = pickers.KEYLAT_TOP
TYPO_QUERY = "ConfgiLoader"   # typo row: no true match from its 7th key, so the picker's typo fallback runs
TYPO_PLAIN = "ConfigLoader"   # the same length without the typo: thousands of true matches
TARGET_TYPO_RATIO = 1.5       # typo keys' latency over the plain query's
FIRSTFRAME_LINES = 10_000  # first frame: the corpus's first lines on stdin
FIRSTFRAME_RUNS = 15       # first frame: alternating runs of each mode


# --------------------------------------------------------------------------- options

def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5, help="timed runs per tool and query (default 5)")
    ap.add_argument("--lines", type=int, default=1_000_000, help="corpus size in lines (default 1000000)")
    ap.add_argument("--queries", type=Path, default=BENCH_DIR / "queries.txt",
                    help="query file, one a line (default: bench/queries.txt)")
    ap.add_argument("--skip-keylat", action="store_true", help="skip the keystroke-latency measurement")
    ap.add_argument("--skip-hostile", action="store_true", help="skip the hostile-inputs section")
    ap.add_argument("--skip-growth", action="store_true", help="skip the growth section (10k against 40k)")
    ap.add_argument("--skip-firstframe", action="store_true",
                    help="skip the first-frame measurement (inline vs full screen)")
    ap.add_argument("--skip-walker", action="store_true",
                    help="skip the file-walker section (swoop, fzf, fd and find listing --walk-root)")
    ap.add_argument("--walk-root", type=Path, default=Path("/usr"),
                    help="the tree the file-walker section lists (default /usr)")
    ap.add_argument("--skip-edits", action="store_true", help="skip the editing section (backspace, mid-query edits)")
    ap.add_argument("--skip-paging", action="store_true", help="skip the paging section (PgDn)")
    ap.add_argument("--skip-10m", action="store_true",
                    help="skip every 10M-line part (filter, keylat, first frame with items, short lines)")
    ap.add_argument("--big-lines", type=int, default=10_000_000,
                    help="lines of the large corpus (default 10000000; smaller for a quick check)")
    ap.add_argument("--short-lines", type=int, default=10_000_000,
                    help="lines of the short-lines corpus of the memory section (default 10000000)")
    ap.add_argument("--runs-10m", type=int, default=3, help="timed --filter runs per tool and query at 10M (default 3)")
    ap.add_argument("--pages", type=int, default=pickers.PAGES, help=f"PgDn presses in the paging section "
                    f"(default {pickers.PAGES})")
    ap.add_argument("--only-hostile", action="store_true", help="run only the hostile-inputs section")
    ap.add_argument("--only-fzf-fzy", action="store_true", help="run only the peers, not swoop")
    ap.add_argument("--only-typos", action="store_true",
                    help="run only the typo row: swoop's keystroke latency with its typo fallback running")
    a = ap.parse_args(argv)
    if a.skip_hostile and a.only_hostile:
        ap.error("--skip-hostile and --only-hostile exclude each other")
    if a.runs < 1:
        ap.error("--runs must be at least 1")
    if min(a.lines, a.big_lines, a.short_lines, a.runs_10m, a.pages) < 1:
        ap.error("--lines, --big-lines, --short-lines, --runs-10m and --pages must be at least 1")
    if not (a.skip_walker or a.only_hostile or a.walk_root.is_dir()):
        ap.error(f"--walk-root {a.walk_root} is not a directory")
    return a


# --------------------------------------------------------------------------- setup

def swoop_binary() -> Path:
    """$SWOOP_BIN, else the release build in the repo."""
    path = Path(os.environ.get("SWOOP_BIN") or REPO / ".build" / "release" / "swoop")
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(f"swoop binary not found at {path}; build it with\n"
                         "  swift build -c release --product swoop --static-swift-stdlib\n"
                         "or run with --only-fzf-fzy")
    return path.resolve()


# --------------------------------------------------------------------------- corpus and queries

def read_queries(path: Path) -> list[str]:
    """Queries one a line; blank lines are skipped, everything else is kept verbatim."""
    text = path.read_text(encoding="utf-8")
    return [q for q in text.splitlines() if q.strip()]


# --------------------------------------------------------------------------- running tools

def preflight(tools: list[Tool]) -> None:
    """Check each tool's filter mode on a three-line input before the long runs."""
    sample = OUT_DIR / "preflight.txt"
    sample.write_text("/usr/bin/python3\n/etc/passwd\n/usr/lib/libc.so\n")
    for tool in tools:
        try:
            got = run_filter(tool.filter_argv("usr"), sample, timeout=20)
        except ToolFailed as e:
            raise BenchError(f"{tool.name}'s filter mode does not work:\n{e}") from None
        if got.lines != 2:
            raise BenchError(f"{tool.name} {tool.filter_flag} usr printed {got.lines} lines "
                             "on a 3-line input where 2 match")


# --------------------------------------------------------------------------- keystroke latency

def run_firstframe(swoop: Tool, corpus: Path) -> list[str]:
    """The first-frame section: swoop inline vs full screen on the corpus's first lines."""
    sample = OUT_DIR / f"firstframe-{FIRSTFRAME_LINES // 1000}k.txt"
    with open(corpus, "rb") as src, open(sample, "wb") as dst:
        for _, line in zip(range(FIRSTFRAME_LINES), src):
            dst.write(line)
    log(f"first frame: swoop full screen vs --height 20, {FIRSTFRAME_RUNS} runs each")
    try:
        timings = firstframe.measure(str(swoop.path), sample, FIRSTFRAME_RUNS, log=lambda m: log(f"  {m}"))
    except keylat.KeylatError as e:
        log(f"first frame FAILED:\n{e}")
        return ["## First frame, inline vs full screen", "", f"Failed: {e}", ""]
    return firstframe.report_lines(timings, FIRSTFRAME_LINES)


# --------------------------------------------------------------------------- report

class Report:
    """Markdown report: printed as it grows, saved to .build/bench/report.md."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, *lines: str) -> None:
        for line in lines:
            print(line, flush=True)
            self.lines.append(line)

    def save(self, path: Path) -> None:
        path.write_text("\n".join(self.lines) + "\n")


def log(msg: str) -> None:
    """Progress goes to stderr, the report to stdout."""
    print(msg, file=sys.stderr, flush=True)


def first_line(argv: list[str]) -> str:
    """First line of a command's output, or a note on why there is none."""
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=10, env=child_env(),
                              stdin=subprocess.DEVNULL, start_new_session=True)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"(failed: {e})"
    out = (done.stdout.strip() or done.stderr.strip()).splitlines()
    return out[0] if out else f"(no output, exit status {done.returncode})"


def machine_info() -> list[str]:
    """Header lines: CPU count and model, memory, kernel."""
    model = "unknown"
    mem_gib = None
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem_gib = int(line.split()[1]) / 1024 / 1024
                break
    except OSError:
        pass
    return [f"- machine: nproc {len(os.sched_getaffinity(0))}, {model}, {fmt(mem_gib, 1)} GiB RAM, "
            f"Linux {platform.release()}"]


def report_header(report: Report, tools: list[Tool], corpus: Path, lines: int, runs: int) -> None:
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    report.add("# swoop benchmark", "", f"- date: {now}", *machine_info())
    for tool in tools:
        flag = "-v" if tool.name == "fzy" else "--version"
        report.add(f"- {tool.name}: {first_line([str(tool.path), flag])} (`{tool.path}`)")
    report.add(f"- corpus: {lines} lines, {corpus.stat().st_size / 1e6:.1f} MB (`{corpus}`)",
               f"- runs: {runs} per tool and query, medians shown; peak RSS from wait4 (MiB)", "")


def run_typo_rows(corpus: Path, swoop: Tool, corpus_lines: int) -> list[str]:
    """Keystroke latency typing TYPO_QUERY (its last keys run the typo fallback) next to TYPO_PLAIN."""
    measured: dict[str, keylat.Result] = {}
    lines = [f"## Typo fallback (keylat.py on {corpus_lines} lines: `{TYPO_QUERY}` next to `{TYPO_PLAIN}`)", "",
             f"The typo query's keys wait for the first {KEYLAT_TOP} rows of `swoop --filter --typos` "
             f"(typo matches after the true ones); a key with fewer true matches than the list's rows "
             f"runs the fallback over every other line.", ""]
    for query in (TYPO_QUERY, TYPO_PLAIN):
        log(f"keylat: swoop typing {query!r}")
        try:
            measured[query] = keylat.measure(
                [str(swoop.path)], corpus, query, [str(swoop.path), "--filter"], top=KEYLAT_TOP,
                timeout=KEYLAT_TIMEOUT_S, log=lambda m: log(f"  {m}"),
                top_filter_argv=[str(swoop.path), "--typos", "--filter"])
        except keylat.KeylatError as e:
            return lines + [f"FAILED ({query}): {e}", ""]
        lines += [f"`{query}`:", "", "```", *measured[query].lines(), "```", ""]
    typo, plain = measured[TYPO_QUERY], measured[TYPO_PLAIN]
    # The keys where the fallback ran: fewer true matches than a screenful (keylat's 30 rows, less the bar).
    fallback = [i for i, (_, n, _) in enumerate(typo.keys) if n < 27]
    typo_ms = statistics.median(typo.keys[i][2] for i in fallback) if fallback else None
    plain_ms = statistics.median(plain.keys[i][2] for i in fallback) if fallback else None
    ratio = typo_ms / plain_ms if typo_ms and plain_ms else None
    verdict = "n/a" if ratio is None else ("PASS" if ratio <= TARGET_TYPO_RATIO else "MISS")
    lines += ["| query | median ms | max ms | median ms, fallback keys |", "|---|---:|---:|---:|",
              f"| `{TYPO_QUERY}` | {typo.median_ms:.1f} | {typo.max_ms:.1f} | {fmt(typo_ms, 1)} |",
              f"| `{TYPO_PLAIN}` | {plain.median_ms:.1f} | {plain.max_ms:.1f} | {fmt(plain_ms, 1)} |", "",
              f"- whole query: typo / plain median = {typo.median_ms / plain.median_ms:.2f}",
              f"- fallback keys ({len(fallback)}): typo / plain = **{fmt(ratio, 2)}** "
              f"(target ≤ {TARGET_TYPO_RATIO}) {verdict}",
              "- a key whose typo rows look like the last key's (same top rows, `0/N` again) may be "
              "counted before its own pass lands: its time then shows in the next key", ""]
    return lines


# --------------------------------------------------------------------------- main

def build_tools(only_peers: bool, fzf: Path, fzy: Path) -> list[Tool]:
    tools = [] if only_peers else [Tool("swoop", swoop_binary(), "--filter")]
    return tools + [Tool("fzf", fzf, "--filter"), Tool("fzy", fzy, "-e", plain_only=True)]


def stamp() -> list[str]:
    """A section's date and machine lines, with the load average as the section starts (the
    machine may be shared: a busy one slows every tool, the pty sections most)."""
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = " / ".join(f"{x:.2f}" for x in os.getloadavg())
    return [f"- date: {now}", *machine_info(), f"- load average (1 / 5 / 15 min) at the start: {load}"]


def chart_note(lines: int) -> str:
    """The line under a chart: what was measured, when and where."""
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return f"make bench, {now}, {lines:,} lines, {len(os.sched_getaffinity(0))} cores"


def write_chart(name: str, svg: str) -> None:
    """Writes one chart into docs/bench (nothing when there was nothing to draw)."""
    if not svg:
        return
    CHART_DIR.mkdir(parents=True, exist_ok=True)
    (CHART_DIR / name).write_text(svg, encoding="utf-8")
    log(f"chart: {(CHART_DIR / name).relative_to(REPO)}")


def run_pty_sections(args: argparse.Namespace, report: Report, tools: list[Tool], corpus: Path,
                     save) -> list[pickers.MemoryRow]:
    """At --lines (1M): keystroke latency, typo rows, edits, paging; returns the memory rows."""
    pty_tools = [t for t in tools if t.name != "fzy"]  # keylat needs a --filter mode and an info line
    memory = []
    if not args.skip_keylat:
        results = [pickers.run_keylat(corpus, t, timeout=KEYLAT_TIMEOUT_S, log=log) for t in pty_tools]
        report.add(*pickers.report_keylat(results, args.lines, TARGET_KEY_MEDIAN_MS, TARGET_KEY_MAX_MS, stamp()))
        save()
        write_chart("keylat.svg", chart.keylat_chart(results, chart_note(args.lines)))
        memory = [pickers.MemoryRow(f"{args.lines:,} lines, paths", corpus, args.lines, pickers.KEYLAT_QUERY, k)
                  for k in results]
        if not args.only_fzf_fzy:
            report.add(*run_typo_rows(corpus, tools[0], args.lines))
            save()
    if not args.skip_edits:
        report.add(*pickers.edits_section(pty_tools, corpus, args.lines, TARGET_EDIT_MEDIAN_MS, stamp(), log))
        save()
    if not args.skip_paging:
        report.add(*pickers.paging_section(pty_tools, corpus, args.lines, stamp(), log, pages=args.pages))
        save()
    return memory


def run(args: argparse.Namespace) -> None:
    """Set up, then the filter table, the pty sections, the 10M parts and hostile inputs, as asked."""
    try:
        become_subreaper()
    except OSError as e:
        raise BenchError(str(e)) from None
    if args.only_typos:
        ensure_deps(need_pyte=True)
        corpus = corpora.ensure_corpus(OUT_DIR, args.lines, log=log)
        corpora.warm_page_cache(corpus)
        report = Report()
        report.add(*run_typo_rows(corpus, Tool("swoop", swoop_binary(), "--filter"), args.lines))
        OUT_DIR.mkdir(parents=True, exist_ok=True)
        report.save(OUT_DIR / "typos.md")
        log(f"report: {OUT_DIR / 'typos.md'}")
        return
    need_pyte = not (args.skip_keylat and args.skip_hostile and args.skip_firstframe and args.skip_edits
                     and args.skip_paging and args.skip_10m)
    need_walker = not (args.skip_walker or args.only_hostile)
    fzf, fzy = ensure_deps(need_pyte=need_pyte, need_fd=need_walker)
    tools = build_tools(args.only_fzf_fzy, fzf, fzy)
    queries = read_queries(args.queries)
    if not queries:
        raise BenchError("no queries")
    corpus = corpora.ensure_corpus(OUT_DIR, args.lines, log=log)
    preflight(tools)
    corpora.warm_page_cache(corpus)

    report = Report()
    report_path = OUT_DIR / "report.md"
    save = lambda: report.save(report_path)  # noqa: E731
    report_header(report, tools, corpus, args.lines, args.runs)
    if not args.only_hostile:
        cells = filtermode.bench_queries(tools, queries, corpus, args.runs, log)
        report.add(*filtermode.report_filter(cells, queries, tools, FILTER_TARGETS, intro=[*stamp(), ""]))
        save()
        write_chart("filter.svg", chart.filter_chart(cells, queries, tools, chart_note(args.lines)))
        memory = run_pty_sections(args, report, tools, corpus, save)
        swoop = next((t for t in tools if t.name == "swoop"), None)
        if swoop:
            report.add(*namecost.run_section(swoop.path, OUT_DIR, corpus, args.lines, queries, args.runs,
                                             not args.skip_keylat, stamp(), log))
            save()
        if swoop and not args.skip_firstframe:
            report.add(*run_firstframe(swoop, corpus))
            save()
        if need_walker:
            report.add(*walkbench.run_section(swoop and swoop.path, fzf, args.walk_root.resolve(), args.runs,
                                              OUT_DIR / "walker", log, machine_info()))
            save()
        if not args.skip_10m:
            lines, more = scale.run_section(tools, OUT_DIR, args.big_lines, args.short_lines, queries,
                                            args.runs_10m, FILTER_TARGETS, stamp, log, args.skip_keylat)
            report.add(*lines)
            memory += more
            save()
        if memory:
            report.add(*pickers.memory_section(memory, stamp()))
            save()
    if not (args.skip_growth or args.only_hostile):
        peers = {t.name: t.path for t in tools if t.name != "fzy"}
        if "swoop" in peers:
            report.add(*growth.run_section(peers, OUT_DIR / "growth", args.runs, stamp(), log))
            save()
    if not args.skip_hostile:
        peers = {t.name: t.path for t in tools if t.name != "fzy"}
        report.add(*hostile.run_section(peers, REPO, OUT_DIR / "hostile", corpus, args.lines, log))
        save()
    log(f"report saved to {report_path}")


def main(argv: list[str] | None = None) -> int:
    """Run the bench; the exit status (see the module docstring)."""
    args = parse_args(argv)
    try:
        run(args)
    except MissingDeps as e:
        log(str(e))
        return 1
    except BenchError as e:
        log(f"bench: {e}")
        return 2
    except KeyboardInterrupt:
        log("bench: interrupted")
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
