#!/usr/bin/env python3
"""First frame, inline vs full screen: how long swoop takes to show its first whole frame.

usage: firstframe.py --swoop PATH --input FILE [--runs N] [--rows R] [--cols C]

swoop runs on a fresh pty (keylat.PtySession, a pyte screen that answers the
cursor-position query the inline renderer asks) with FILE on stdin, once full
screen and once with `--height 20`, the two alternating, --runs times each.
A run's time is from the fork until the read that brought the first screen
showing the info line N/N and the first line of FILE on the cursor row (the
list drawn), N being FILE's line count.  The median and the fastest run of
each mode are reported, and their ratio: inline must be no slower.

bench.py runs it on the first 10,000 lines of its corpus (the `make bench`
section "First frame"); it also runs alone.  Needs pyte.  Exit status: 0
measured, 2 failed.

measure_sources (scale.py, on the 10M-line corpus) times the first frame
with items instead: from the fork until a screen shows an info line (any
count: the input may still be loading) and under it a row that is one of
the file's first lines, with the file on stdin (`picker < FILE`) and through
a pipe (`cat FILE | picker`), for each picker, runs alternating.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True
import keylat  # noqa: E402  (next to this file)

MODES = {"full screen": [], "inline (--height 20)": ["--height", "20"]}


@dataclass
class Timing:
    """The first-frame times of one mode, in milliseconds."""
    mode: str
    argv: list[str]
    ms: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.ms)

    @property
    def best(self) -> float:
        return min(self.ms)


def first_frame_ms(argv: list[str], input_path: Path, total: int, first: str,
                   rows: int, cols: int, timeout: float) -> float:
    """One run: milliseconds from the fork to the first screen with N/N and the first item."""
    def drawn(p: keylat.PtySession) -> bool:
        info = p.info()
        return bool(info and info[:2] == (total, total)) and any(r.startswith("> " + first) for r in p.display())

    with keylat.PtySession(argv, input_path, rows, cols) as p:
        if not p.pump(lambda: drawn(p), timeout):
            raise keylat.KeylatError(f"{' '.join(argv)} never showed {total}/{total}; screen:\n{p.dump()}")
        ms = (p.last_read - p.started) * 1000
        p.send(b"\x03")
        p.wait_exit(1.0)
    return ms


def measure(swoop: str, input_path: Path, runs: int = 15, rows: int = 30, cols: int = 160,
            timeout: float = 30.0, log=lambda msg: None) -> list[Timing]:
    """Both modes, alternating run by run so that both see the same machine load."""
    total = keylat.count_lines(input_path)
    with open(input_path, encoding="utf-8", errors="replace") as f:
        first = f.readline().rstrip("\n")[: cols - 4]
    timings = [Timing(mode, [swoop, *extra]) for mode, extra in MODES.items()]
    for run in range(runs):
        for t in timings:
            t.ms.append(first_frame_ms(t.argv, input_path, total, first, rows, cols, timeout))
        log(f"first frame run {run + 1}/{runs}: " + ", ".join(f"{t.mode} {t.ms[-1]:.1f} ms" for t in timings))
    return timings


def report_lines(timings: list[Timing], input_lines: int) -> list[str]:
    """The markdown section for bench.py's report."""
    full, inline = timings
    ratio = inline.median / full.median if full.median else float("nan")
    verdict = "met" if ratio <= 1.05 else "NOT met"
    lines = [
        "## First frame, inline vs full screen", "",
        f"swoop on a pty, {input_lines:,} lines on stdin, {len(full.ms)} alternating runs of each: "
        "from the fork to the first screen showing N/N and the first item.", "",
        "| mode | command | median ms | best ms |", "|---|---|---:|---:|",
    ]
    for t in timings:
        lines.append(f"| {t.mode} | `{' '.join(['swoop', *t.argv[1:]])}` | {t.median:.1f} | {t.best:.1f} |")
    lines += ["", f"Inline / full screen (median): **{ratio:.2f}** (target ≤ 1, within 5% noise: {verdict}).", ""]
    return lines


# --------------------------------------------------------------------------- items from a file or a pipe

SOURCES = ("file", "pipe")   # `swoop < FILE`, `cat FILE | swoop`
KNOWN_LINES = 2000           # a row counts as an item when it is one of the file's first lines


def first_items_ms(argv: list[str], stdin, known: set[str], rows: int, cols: int, timeout: float) -> float:
    """One run: milliseconds from the fork to the first screen with an info line and, under it,
    a row showing one of the known lines (after a gutter of at most 3 columns); loading may go on."""
    def shown(p: keylat.PtySession) -> bool:
        rows_ = p.display()
        at = keylat.info_row(rows_)
        if at is None:
            return False
        for row in rows_[at + 1:]:
            r = row.rstrip().rstrip("│┃█▐▕║").rstrip()
            if r and any(r[i:] in known for i in range(4)):
                return True
        return False

    with keylat.PtySession(argv, stdin, rows, cols) as p:
        if not p.pump(lambda: shown(p), timeout):
            raise keylat.KeylatError(f"{' '.join(argv)} showed no item within {timeout:.0f} s; screen:\n{p.dump()}")
        ms = (p.last_read - p.started) * 1000
    return ms


def measure_sources(pickers: dict[str, list[str]], input_path: Path, runs: int = 5, rows: int = 30,
                    cols: int = 160, timeout: float = 60.0, log=lambda msg: None) -> dict:
    """{(picker, source): [ms, ...]}: each picker's first frame with items, FILE on stdin and
    the same through a pipe, alternating run by run; a picker that fails keeps its error (a str)."""
    known = set()
    with open(input_path, encoding="utf-8", errors="replace") as f:
        for _, line in zip(range(KNOWN_LINES), f):
            known.add(line.rstrip("\n").rstrip())
    out: dict = {(name, src): [] for name in pickers for src in SOURCES}
    for run in range(runs):
        for name, argv in pickers.items():
            for src in SOURCES:
                if isinstance(out[name, src], str):
                    continue
                stdin = input_path if src == "file" else ("pipe", input_path)
                try:
                    out[name, src].append(first_items_ms(argv, stdin, known, rows, cols, timeout))
                except keylat.KeylatError as e:
                    out[name, src] = str(e)
        log(f"first items run {run + 1}/{runs}: " + ", ".join(
            f"{n} {s} {v[-1]:.0f} ms" if isinstance(v, list) and v else f"{n} {s} FAILED"
            for (n, s), v in out.items()))
    return out


def report_sources(timings: dict, input_path: Path, lines: int, target_ms: float, stamp: list[str]) -> list[str]:
    """The markdown section: median and max per picker and source, PASS/MISS for swoop."""
    mb = input_path.stat().st_size / 1e6
    out = [f"## First frame with items, file vs pipe ({lines:,} lines, {mb:.0f} MB)", "", *stamp, "",
           "Each picker on a pty (160×30), from the fork until the read that brought the first screen "
           "with an info line and an item row of the file under it (any count: it may still be loading). "
           "`file` is `picker < FILE`, `pipe` is `cat FILE | picker` (a thread of the bench writes the pipe); "
           "runs alternate.", "",
           "| picker | source | runs | median ms | max ms | target |", "|---|---|---:|---:|---:|---|"]
    for (name, src), v in timings.items():
        if isinstance(v, str):
            out.append(f"| {name} | {src} | – | – | – | FAILED: {v.splitlines()[0]} |")
            continue
        med, mx = statistics.median(v), max(v)
        target = ""
        if name == "swoop":
            target = (f"median ≤ {target_ms:.0f} ms: {'PASS' if med <= target_ms else 'MISS'}; "
                      f"max ≤ {target_ms:.0f} ms: {'PASS' if mx <= target_ms else 'MISS'}")
        out.append(f"| {name} | {src} | {len(v)} | {med:.0f} | {mx:.0f} | {target} |")
    return out + [""]


def main(argv: list[str] | None = None) -> int:
    """Inline vs full screen on --input; prints the section."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--swoop", required=True)
    ap.add_argument("--input", type=Path, required=True)
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--rows", type=int, default=30)
    ap.add_argument("--cols", type=int, default=160)
    args = ap.parse_args(argv)
    try:
        timings = measure(args.swoop, args.input, args.runs, args.rows, args.cols,
                          log=lambda m: print(m, file=sys.stderr))
    except keylat.KeylatError as e:
        print(f"firstframe: {e}", file=sys.stderr)
        return 2
    print("\n".join(report_lines(timings, keylat.count_lines(args.input))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
