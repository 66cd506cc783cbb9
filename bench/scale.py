"""The bench's 10M-line parts (issue 16: ten million lines at typing speed).

On corpus.py's 10,000,000 lines (570 MB, cached as .build/bench/corpus-10m.txt):
- `--filter` wall time and peak RSS of swoop, fzf and fzy on the plain queries;
- keystroke latency typing `usrbinpy` (swoop and fzf, a long per-key timeout:
  fzf takes seconds a key there; if it cannot be measured the report says so);
- the first frame with items, from a file on stdin and through a pipe.
Then keylat on shortlines.py's 10,000,000 lines of about 8 bytes (a short
query) for the memory section.  `bench.py --skip-10m` leaves all of it out;
`--big-lines` and `--short-lines` shrink the inputs for a quick check.
"""
from __future__ import annotations

from pathlib import Path

import corpora
import filtermode
import firstframe
import pickers
from filtermode import Tool

KEYLAT_TIMEOUT_S = 180      # loading, and each key (fzf: seconds a key at 10M)
FILTER_TIMEOUT_S = 600      # one --filter run at 10M
TARGET_KEY_MEDIAN_MS = 100.0
TARGET_KEY_MAX_MS = 400.0
TARGET_FIRST_ITEMS_MS = 300.0
FIRST_ITEMS_RUNS = 5
SHORT_QUERY = "ab"          # on random letters, a short query with many matches


def run_section(tools: list[Tool], out_dir: Path, big_lines: int, short_lines: int, queries: list[str],
                runs: int, targets: dict[str, float], stamp, log=lambda m: None,
                skip_keylat: bool = False) -> tuple[list[str], list[pickers.MemoryRow]]:
    """Every 10M part; returns the report lines and the memory rows it measured.
    stamp() gives a section's date and machine lines, called as each section starts."""
    corpus = corpora.ensure_corpus(out_dir, big_lines, log=log)
    corpora.warm_page_cache(corpus)
    label = f"{big_lines:,} lines"
    size_mb = corpus.stat().st_size / 1e6
    out: list[str] = []
    memory: list[pickers.MemoryRow] = []

    plain = [q for q in queries if filtermode.is_plain(q)]
    log(f"filter mode on {label}: {len(plain)} plain queries, {runs} runs")
    filter_stamp = stamp()
    cells = filtermode.bench_queries(tools, plain, corpus, runs, log, timeout=FILTER_TIMEOUT_S)
    out += filtermode.report_filter(
        cells, plain, tools, targets,
        title=f"## Filter mode, large corpus ({label}, plain queries)",
        intro=[*filter_stamp, f"- corpus: {label}, {size_mb:.0f} MB (`{corpus}`); {runs} runs per tool and query, "
                       "medians; peak RSS from wait4 (MiB)", ""])

    pty_tools = [t for t in tools if t.name != "fzy"]
    if not skip_keylat:
        keylat_stamp = stamp()
        results = [pickers.run_keylat(corpus, t, timeout=KEYLAT_TIMEOUT_S, log=log) for t in pty_tools]
        out += pickers.report_keylat(results, big_lines, TARGET_KEY_MEDIAN_MS, TARGET_KEY_MAX_MS, keylat_stamp,
                                     title="Keystroke latency, large corpus")
        memory += [pickers.MemoryRow(f"{label}, paths", corpus, big_lines, pickers.KEYLAT_QUERY, k)
                   for k in results]

    log(f"first frame with items on {label}: file and pipe, {FIRST_ITEMS_RUNS} runs")
    argvs = {t.name: pickers.keylat_argv(t) for t in pty_tools}
    frame_stamp = stamp()
    timings = firstframe.measure_sources(argvs, corpus, FIRST_ITEMS_RUNS, log=lambda m: log(f"  {m}"))
    out += firstframe.report_sources(timings, corpus, big_lines, TARGET_FIRST_ITEMS_MS, frame_stamp)

    if not skip_keylat:
        short = corpora.ensure_corpus(out_dir, short_lines, stem="short", log=log)
        corpora.warm_page_cache(short)
        for t in pty_tools:
            k = pickers.run_keylat(short, t, SHORT_QUERY, timeout=KEYLAT_TIMEOUT_S, log=log)
            memory.append(pickers.MemoryRow(f"{short_lines:,} short lines", short, short_lines, SHORT_QUERY, k))
    return out, memory
