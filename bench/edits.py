#!/usr/bin/env python3
"""Editing and paging latency of an interactive picker, on a pty (keylat.py's machinery).

usage: edits.py --input FILE [--query Q] [--script KEYS] [--top K] -- CMD [ARGS...]
       edits.py --input FILE --pages N [--query Q] -- CMD [ARGS...]

Editing (measure_edits): type QUERY one key at a time (each key checked as
keylat.py checks it), then send a key sequence that edits it: by default
4 × BSpace, 2 × Left, `e` inserted mid-query, Delete, BSpace
(`usrbinpy` → `usrb` → cursor after `us` → `userb` → `useb` → `usb`).
Each key is done when one screen shows the query as edited on the prompt
row with the terminal cursor after the characters before the edit point
(a Left that changes no count is seen by its cursor), the `--filter` count
of that query on the info line and the first K lines of that `--filter`
output in order under it.  Per-key latency as in keylat.py.

Paging (measure_paging): type QUERY (checked as above), then press PgDn
N times.  After page k the highlighted row must be the filter output's line
k × step (clamped to the last line), and every list row must be the filter
output's line at the matching offset, so the rows shown are consecutive
lines of `--filter QUERY` in order around the highlight.  The step is read
from the screen on the first page (the one candidate near the list height
that the screen agrees with: swoop moves a whole list height, fzf one row
less); the highlighted row is the list row drawn on a coloured background.

Keys: BSpace \\x7f, Delete \\x1b[3~, PgDn \\x1b[6~, Left and Right \\x1b[D and
\\x1b[C (\\x1bOD, \\x1bOC when the picker turned on application cursor keys).
Needs pyte.  Exit status: 0 measured, 2 failed.
"""
from __future__ import annotations

import argparse
import shlex
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True
import keylat  # noqa: E402  (next to this file)

KEYS = {"BSpace": b"\x7f", "Delete": b"\x1b[3~", "PgDn": b"\x1b[6~"}
CURSOR_KEYS = {"Left": "D", "Right": "C"}
DECCKM = 1 << 5  # pyte keeps private mode 1 (application cursor keys) shifted by 5
SCROLLBAR = "│┃█▐▕║"  # glyphs a scroll bar draws in the last column (fzf's is │)
DEFAULT_SCRIPT = ["BSpace"] * 4 + ["Left"] * 2 + ["e", "Delete", "BSpace"]


@dataclass
class Edit:
    """One key of the script: its name, the query and cursor (characters before it) after it."""
    key: str
    query: str
    cursor: int


def plan(query: str, script: list[str]) -> list[Edit]:
    """What each key of script does to query, the cursor starting at its end (a line editor)."""
    q, cur, out = query, len(query), []
    for key in script:
        if key == "BSpace":
            if cur:
                q, cur = q[:cur - 1] + q[cur:], cur - 1
        elif key == "Delete":
            q = q[:cur] + q[cur + 1:]
        elif key == "Left":
            cur = max(cur - 1, 0)
        elif key == "Right":
            cur = min(cur + 1, len(q))
        elif len(key) == 1:
            q, cur = q[:cur] + key + q[cur:], cur + 1
        else:
            raise ValueError(f"unknown key {key!r} (BSpace, Delete, Left, Right or one character)")
        out.append(Edit(key, q, cur))
    return out


def key_bytes(key: str, pty_: keylat.PtySession) -> bytes:
    """The bytes a terminal sends for key, given the modes the picker set."""
    if key in CURSOR_KEYS:
        return ("\x1bO" if DECCKM in pty_.screen.mode else "\x1b[").encode() + CURSOR_KEYS[key].encode()
    return KEYS.get(key) or key.encode()


@dataclass
class EditResult:
    """One editing session: the typed keys and the edit keys, each (key, query, matches, ms)."""
    load_ms: float
    typed: list[tuple[str, str, int, float]] = field(default_factory=list)
    edits: list[tuple[str, str, int, float]] = field(default_factory=list)

    @staticmethod
    def stats(keys: list[tuple[str, str, int, float]]) -> tuple[float, float]:
        """(median, max) ms."""
        ms = [k[3] for k in keys]
        return statistics.median(ms), max(ms)

    def lines(self) -> list[str]:
        """Per-key lines and the summary lines, as printed."""
        out = [f"{kind} {key!r:<9} → {q!r:<12} matches {n:>9}  {ms:8.1f} ms"
               for kind, keys in (("type", self.typed), ("edit", self.edits)) for key, q, n, ms in keys]
        (tm, tx), (em, ex) = self.stats(self.typed), self.stats(self.edits)
        out.append(f"load {self.load_ms:.0f} ms; typing median {tm:.1f} ms, max {tx:.1f} ms; "
                   f"edits median {em:.1f} ms, max {ex:.1f} ms")
        return out


def expect_for(filter_argv: list[str], input_path: Path, query: str, top: int, cache: dict,
               timeout: float) -> tuple[int, list[str]]:
    """(matches, first `top` lines) of filter_argv + [query], cached by query."""
    if query not in cache:
        lines = keylat.filter_lines(filter_argv + [query], input_path, timeout)
        cache[query] = (len(lines), [b.decode(errors="replace") for b in lines[:top]])
    return cache[query]


def press(session: keylat.Loaded, key: str, query: str, cursor: int, matches: int, top: list[str],
          timeout: float) -> float:
    """Send key, wait for the screen it should bring; milliseconds from the write to that screen."""
    pty_ = session.pty
    t0 = time.monotonic()
    pty_.send(key_bytes(key, pty_))
    if not pty_.pump(lambda: keylat.shows_state(pty_, session.prompt_y, session.x0, query, cursor,
                                                matches, session.total, top), timeout):
        raise keylat.KeylatError(
            f"after key {key!r} the screen never showed query {query!r} (cursor after {cursor} characters), "
            f"{matches}/{session.total} and top rows {top} within {timeout:.0f} s; it shows:\n{pty_.dump()}")
    return max(pty_.last_read - t0, 0.0) * 1000


def measure_edits(argv: list[str], input_path: Path, query: str, filter_argv: list[str],
                  script: list[str] | None = None, top: int = 5, rows: int = 30, cols: int = 160,
                  timeout: float = 30.0, log=lambda msg: None) -> EditResult:
    """Type query, then the edit script (see the module docstring); raises KeylatError on failure."""
    steps = [Edit(c, query[:i + 1], i + 1) for i, c in enumerate(query)]
    edits = plan(query, DEFAULT_SCRIPT if script is None else script)
    cache: dict = {}
    for s in steps + edits:
        expect_for(filter_argv, input_path, s.query, top, cache, max(timeout, 120))
    session = keylat.open_loaded(argv, input_path, rows, cols, timeout, log)
    result = EditResult(session.load_ms)
    with session.pty:
        for s, into in [(s, result.typed) for s in steps] + [(e, result.edits) for e in edits]:
            n, shown = cache[s.query]
            into.append((s.key, s.query, n, press(session, s.key, s.query, s.cursor, n, shown, timeout)))
        session.pty.send(b"\x03")
        session.pty.wait_exit(1.0)
    return result


# --------------------------------------------------------------------------- paging

@dataclass
class PageResult:
    """One paging session: the list height, the step read from the screen, ms per page."""
    load_ms: float
    query: str
    matches: int
    list_rows: int = 0
    step: int = 0
    pages_ms: list[float] = field(default_factory=list)

    def lines(self) -> list[str]:
        """Summary lines, as printed."""
        ms = self.pages_ms
        return [f"{self.query!r}: {self.matches} matches; {len(ms)} pages of {self.list_rows} rows, "
                f"PgDn moves the highlight {self.step} rows",
                f"load {self.load_ms:.0f} ms; per page median {statistics.median(ms):.1f} ms, "
                f"max {max(ms):.1f} ms (first {ms[0]:.1f} ms)"]


def highlighted(pty_: keylat.PtySession, first: int) -> int | None:
    """Index (from row `first`) of the list row drawn on a non-default background."""
    for y in range(first, pty_.rows):
        line = pty_.screen.buffer[y]
        if any(line[x].bg != "default" or line[x].reverse for x in range(4)):
            return y - first
    return None


def row_is(row: str, line: str, cols: int) -> bool:
    """True when a list row shows exactly line (after a gutter of at most 3 columns, before a
    scroll bar in the last column)."""
    r, want = row.rstrip().rstrip(SCROLLBAR).rstrip(), line.rstrip()
    if keylat.cells(want) > cols - 4:
        return keylat.row_shows(row, line, cols)
    return r.endswith(want) and len(r) - len(want) <= 3 and (len(r) == len(want) or r[-len(want) - 1] == " ")


def page_shown(pty_: keylat.PtySession, lines: list[str], cursor: int) -> bool:
    """True when the highlighted list row is lines[cursor] and every list row is its neighbour."""
    rows_ = pty_.display()
    info = keylat.info_row(rows_)
    if info is None:
        return False
    first = info + 1
    hl = highlighted(pty_, first)
    if hl is None:
        return False
    for i, row in enumerate(rows_[first:]):
        j = cursor - hl + i
        if not 0 <= j < len(lines):
            if j >= len(lines) and row.strip() == "":
                continue
            return False
        if not row_is(row, lines[j], pty_.cols):
            return False
    return True


def measure_paging(argv: list[str], input_path: Path, query: str, filter_argv: list[str],
                   pages: int = 300, rows: int = 30, cols: int = 160, timeout: float = 30.0,
                   log=lambda msg: None) -> PageResult:
    """Type query, then PgDn `pages` times, each page checked (see the module docstring)."""
    lines = [b.decode(errors="replace") for b in keylat.filter_lines(filter_argv + [query], input_path,
                                                                      max(timeout, 120))]
    n = len(lines)
    prefixes = [query[:i + 1] for i in range(len(query))]
    cache: dict = {}
    for q in prefixes[:-1]:
        expect_for(filter_argv, input_path, q, 5, cache, max(timeout, 120))
    session = keylat.open_loaded(argv, input_path, rows, cols, timeout, log)
    pty_ = session.pty
    result = PageResult(session.load_ms, query, n)
    with pty_:
        for i, q in enumerate(prefixes):
            count, want = (n, lines[:5]) if q == query else cache[q]
            press(session, q[-1], q, i + 1, count, want, timeout)
        pty_.pump(timeout=0.2)
        result.list_rows = pty_.rows - keylat.info_row(pty_.display()) - 1
        candidates = [s for s in range(result.list_rows + 1, result.list_rows - 3, -1) if s > 0]
        for k in range(1, pages + 1):
            t0 = time.monotonic()
            pty_.send(KEYS["PgDn"])
            if k == 1:
                def found() -> bool:
                    for s in candidates:
                        if page_shown(pty_, lines, min(s, n - 1)):
                            result.step = s
                            return True
                    return False
                ok = pty_.pump(found, timeout)
            else:
                ok = pty_.pump(lambda: page_shown(pty_, lines, min(k * result.step, n - 1)), timeout)
            if not ok:
                where = f"line {min(k * result.step, n - 1)}" if k > 1 else f"one of lines {candidates}"
                raise keylat.KeylatError(f"after PgDn {k} the screen never showed {where} of the filter "
                                         f"output highlighted with its neighbours; it shows:\n{pty_.dump()}")
            result.pages_ms.append(max(pty_.last_read - t0, 0.0) * 1000)
        pty_.send(b"\x03")
        pty_.wait_exit(1.0)
    return result


def main(argv: list[str] | None = None) -> int:
    """Run one mode alone and print its lines."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--input", type=Path, required=True)
    ap.add_argument("--query", default="usrbinpy")
    ap.add_argument("--script", help="edit keys, comma-separated (default: BSpace×4, Left×2, e, Delete, BSpace)")
    ap.add_argument("--pages", type=int, default=0, help="paging mode: PgDn this many times")
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--filter-cmd", help="filter mode, query appended (default: CMD --filter)")
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args(argv)
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    if not cmd:
        ap.error("the picker's command is missing (after --)")
    filter_argv = shlex.split(a.filter_cmd) if a.filter_cmd else [cmd[0], "--filter"]
    log = lambda m: print(m, file=sys.stderr, flush=True)  # noqa: E731
    try:
        if a.pages:
            result = measure_paging(cmd, a.input, a.query, filter_argv, a.pages, timeout=a.timeout, log=log)
        else:
            script = a.script.split(",") if a.script else None
            result = measure_edits(cmd, a.input, a.query, filter_argv, script, a.top, timeout=a.timeout, log=log)
    except (keylat.KeylatError, ValueError) as e:
        print(f"edits: {e}", file=sys.stderr)
        return 2
    print("\n".join(result.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
