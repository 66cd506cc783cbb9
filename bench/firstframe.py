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


def main(argv: list[str] | None = None) -> int:
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
