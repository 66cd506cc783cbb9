#!/usr/bin/env python3
"""Keystroke-to-screen latency of an interactive picker, on a real pty.

usage: keylat.py --input FILE --query QUERY [--top K] [--rows R] [--cols C]
                 [--timeout S] [--filter-cmd 'CMD --filter']
                 [--top-filter-cmd 'CMD --typos --filter'] -- CMD [ARGS...]

The picker runs on a fresh pty (its controlling terminal, so it finds
/dev/tty) with FILE on stdin.  Its output is fed to a pyte screen, which
answers the terminal's status queries (cursor position, device attributes)
the way a real terminal would.

1. Before starting the picker, run the tool's own filter mode
   (`CMD --filter PREFIX`, or --filter-cmd) with FILE on stdin for every
   prefix of QUERY: how many lines match, and, with --top K, the first K of
   them in ranked order.
2. Start the picker and wait until its info line shows N/N, N being the
   number of lines in FILE (load time).
3. Type QUERY one key at a time.  A key is done when one screen shows all of:
   - the prompt row holds the query typed so far, and the cursor stands right
     after it (so a key that changes no count, like a space, is still seen);
   - the info line's matched/total equals the filter mode's count for that
     prefix, over N;
   - with --top K, the first K lines of the filter output on the rows below the
     info line, top to bottom, in that order (the final ranking, not an
     earlier one).  Put the list under the prompt (fzf --layout=reverse).
   The key's latency runs from writing it to the pty until the read that
   brought the last bytes of that screen, so the time pyte spends parsing
   is not counted.
4. Print one line per key, then the median and maximum, and the picker's
   peak RSS (VmHWM from /proc) after the last key.

The pty session itself (PtySession) is in ptysession.py; keylat re-exports it.
Needs pyte (pip install pyte).  Exit status: 0 measured, 2 failed.
"""
from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ptysession import (INFO, STRIPPED_ENV, PtySession, clean_env, describe_status,  # noqa: F401
                        feed_pipe, proc_status_kib, vm_hwm_kib, vm_rss_kib)  # (re-exported)


class KeylatError(Exception):
    """The picker did not show what was expected in time; the message says what it showed."""


def count_lines(path: Path) -> int:
    """Lines in a file; a last line without a newline counts too."""
    n, last = 0, b"\n"
    with open(path, "rb") as f:
        while chunk := f.read(1 << 22):
            n += chunk.count(b"\n")
            last = chunk[-1:]
    return n + (last != b"\n")


def cells(text: str) -> int:
    """Terminal columns text takes (East Asian wide and fullwidth characters count two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else
               0 if unicodedata.combining(c) else 1 for c in text)


# --------------------------------------------------------------------------- the measurement

@dataclass
class Expectation:
    """What the filter mode says the screen must show once a prefix is typed."""
    prefix: str
    matches: int
    top: list[str]


@dataclass
class Result:
    """One keylat session."""
    load_ms: float
    keys: list[tuple[str, int, float]] = field(default_factory=list)  # (key, matches, ms)
    peak_rss_kib: int | None = None

    @property
    def median_ms(self) -> float:
        return statistics.median(ms for _, _, ms in self.keys)

    @property
    def max_ms(self) -> float:
        return max(ms for _, _, ms in self.keys)

    def lines(self) -> list[str]:
        """Per-key lines and the summary line, as printed."""
        out = [f"key {key!r:<5} matches {n:>9}  {ms:8.1f} ms" for key, n, ms in self.keys]
        rss = f"; peak RSS {self.peak_rss_kib / 1024:.0f} MiB" if self.peak_rss_kib else ""
        out.append(f"load {self.load_ms:.0f} ms; keystroke median {self.median_ms:.1f} ms, "
                   f"max {self.max_ms:.1f} ms{rss}")
        return out


def filter_lines(argv: list[str], input_path: Path, timeout: float) -> list[bytes]:
    """The lines argv prints with input_path on stdin."""
    with open(input_path, "rb") as f:
        try:
            done = subprocess.run(argv, stdin=f, capture_output=True, env=clean_env(), timeout=timeout)
        except subprocess.TimeoutExpired:
            raise KeylatError(f"{shlex.join(argv)} took over {timeout:.0f} s")
    if done.returncode not in (0, 1):
        raise KeylatError(f"{shlex.join(argv)}: exit status {done.returncode}\n"
                          + done.stderr.decode(errors="replace"))
    return done.stdout.split(b"\n")[:-1]


def expectations(filter_argv: list[str], input_path: Path, query: str, top: int,
                 timeout: float, top_filter_argv: list[str] | None = None) -> list[Expectation]:
    """Run filter_argv + [prefix] for every prefix of query; counts and first `top` lines
    (those from top_filter_argv when given: e.g. swoop's filter with typo matches after the true ones)."""
    out = []
    for i in range(1, len(query) + 1):
        prefix = query[:i]
        lines = filter_lines(filter_argv + [prefix], input_path, timeout)
        shown = filter_lines(top_filter_argv + [prefix], input_path, timeout) if top_filter_argv and top else lines
        out.append(Expectation(prefix, len(lines), [b.decode(errors="replace") for b in shown[:top]]))
    return out


def row_shows(row: str, line: str, cols: int) -> bool:
    """True when a screen row shows line: whole, or (too wide to fit) its head or tail."""
    if line in row:
        return True
    if cells(line) <= cols - 4:
        return False
    head, tail = line[:16], line[-16:]  # cut on the right, or shifted left behind an ellipsis
    return head in row or tail in row


def shows_ranked(rows: list[str], top: list[str], cols: int) -> bool:
    """True when the lines in top stand on rows, in that order (one row each)."""
    at = 0
    for line in top:
        while at < len(rows) and not row_shows(rows[at], line, cols):
            at += 1
        if at == len(rows):
            return False
        at += 1
    return True


def info_row(rows: list[str]) -> int | None:
    """Index of the first row holding matched/total."""
    for i, row in enumerate(rows):
        if INFO.search(row):
            return i
    return None


def prompt_holds(row: str, x0: int, query: str) -> bool:
    """True when the prompt row, from column x0 on, holds query and nothing right after it."""
    at = cols = 0
    while at < len(row) and cols < x0:  # the prompt's own text (e.g. "> ") before column x0
        cols += cells(row[at])
        at += 1
    rest = row[at:]
    q = query.rstrip()
    return rest.startswith(q) and rest[len(q):len(q) + 1] in ("", " ")


def shows_state(pty_: PtySession, prompt_y: int, x0: int, query: str, cursor: int,
                matches: int, total: int, top: list[str]) -> bool:
    """True when the screen shows query on the prompt row with the cursor after its first
    `cursor` characters, matches/total on the info line and the lines of top in order under it."""
    scr = pty_.screen
    if scr.cursor.y != prompt_y or scr.cursor.x != x0 + cells(query[:cursor]):
        return False
    rows_ = scr.display
    if not prompt_holds(rows_[prompt_y], x0, query):
        return False
    shown = pty_.info()
    if shown is None or shown[:2] != (matches, total):
        return False
    return not top or shows_ranked(rows_[info_row(rows_) + 1:], top, pty_.cols)


@dataclass
class Loaded:
    """A picker that has loaded its input: the session, N, the load time, where the prompt is."""
    pty: PtySession
    total: int
    load_ms: float
    prompt_y: int
    x0: int


def open_loaded(argv: list[str], input_path, rows: int, cols: int, timeout: float,
                log=lambda msg: None, total: int | None = None) -> Loaded:
    """Start argv on a pty with input_path on stdin (a path, or ("pipe", path)) and wait until
    its info line shows N/N; the caller closes .pty.  Raises KeylatError if it never does."""
    path = input_path[1] if isinstance(input_path, tuple) else input_path
    total = count_lines(path) if total is None else total
    pty_ = PtySession(argv, input_path, rows, cols)
    if not pty_.pump(lambda: (pty_.info() or (0, 0))[:2] == (total, total), timeout):
        why = describe_status(pty_.status) if pty_.poll() is not None else f"after {timeout:.0f} s"
        screen = pty_.dump()
        pty_.close()
        raise KeylatError(f"never showed {total}/{total} ({why}); screen:\n{screen}")
    load_ms = (pty_.last_read - pty_.started) * 1000
    pty_.pump(timeout=0.3)  # let start-up settle: late redraws, terminal queries
    prompt_y, x0 = pty_.screen.cursor.y, pty_.screen.cursor.x
    log(f"loaded {total} lines in {load_ms:.0f} ms; prompt at row {prompt_y}, column {x0}")
    return Loaded(pty_, total, load_ms, prompt_y, x0)


def measure(argv: list[str], input_path: Path, query: str, filter_argv: list[str],
            top: int = 0, rows: int = 30, cols: int = 160, timeout: float = 30.0,
            log=lambda msg: None, top_filter_argv: list[str] | None = None,
            settle_s: float = 0.0) -> Result:
    """The whole measurement (see the module docstring); raises KeylatError on failure.
    The peak RSS is read settle_s seconds after the last key (work after the screen counts too)."""
    expect = expectations(filter_argv, input_path, query, top, timeout=max(timeout, 120),
                          top_filter_argv=top_filter_argv)
    session = open_loaded(argv, input_path, rows, cols, timeout, log)
    pty_, total = session.pty, session.total
    with pty_:
        result = Result(load_ms=session.load_ms)
        for e in expect:
            key = e.prefix[-1]
            t0 = time.monotonic()
            pty_.send(key.encode())
            if not pty_.pump(lambda: shows_state(pty_, session.prompt_y, session.x0, e.prefix,
                                                 len(e.prefix), e.matches, total, e.top), timeout):
                ranked = f" with these top {len(e.top)} rows in order: {e.top}" if e.top else ""
                raise KeylatError(f"after key {key!r} (query {e.prefix!r}) the screen never showed "
                                  f"{e.matches}/{total}{ranked} within {timeout:.0f} s; "
                                  f"it shows {pty_.info()}:\n{pty_.dump()}")
            ms = max(pty_.last_read - t0, 0.0) * 1000
            result.keys.append((key, e.matches, ms))
        if settle_s:
            pty_.pump(timeout=settle_s)
        result.peak_rss_kib = pty_.peak_rss_kib()
        pty_.send(b"\x03")  # Ctrl-C: Esc would only leave the search in swoop
        pty_.wait_exit(1.0)
    return result


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options; the picker's command follows `--`."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--input", type=Path, required=True, help="the lines, given to the picker on stdin")
    ap.add_argument("--query", required=True, help="typed one key at a time")
    ap.add_argument("--filter-cmd", help="filter mode, prefix appended (default: CMD --filter)")
    ap.add_argument("--top", type=int, default=0, help="also wait for the first K ranked rows")
    ap.add_argument("--top-filter-cmd", help="the ranked rows from this filter instead, prefix appended "
                    "(swoop: 'swoop --typos --filter', typo matches after the true ones)")
    ap.add_argument("--rows", type=int, default=30)
    ap.add_argument("--cols", type=int, default=160)
    ap.add_argument("--timeout", type=float, default=30.0, help="seconds allowed for loading and for each key")
    ap.add_argument("cmd", nargs=argparse.REMAINDER, help="-- CMD [ARGS...]")
    a = ap.parse_args(argv)
    if a.cmd and a.cmd[0] == "--":
        a.cmd = a.cmd[1:]
    if not a.cmd:
        ap.error("the picker's command is missing (after --)")
    return a


def main(argv: list[str] | None = None) -> int:
    """Measure, print the per-key lines and the summary; 2 on failure."""
    a = parse_args(argv)
    filter_argv = shlex.split(a.filter_cmd) if a.filter_cmd else [a.cmd[0], "--filter"]
    try:
        result = measure(a.cmd, a.input, a.query, filter_argv, a.top, a.rows, a.cols, a.timeout,
                         log=lambda msg: print(msg, file=sys.stderr, flush=True),
                         top_filter_argv=shlex.split(a.top_filter_cmd) if a.top_filter_cmd else None)
    except KeylatError as e:
        print(f"keylat: {e}", file=sys.stderr)
        return 2
    print("\n".join(result.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
