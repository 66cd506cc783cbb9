"""Growth: what once grew faster than its input, timed at two sizes four times apart.

Linear work takes about 4x as long at the larger size; quadratic work about 16x. Each case runs
swoop (and fzf where fzf can do the same) on a pty, medians of `runs`:
  - an action chain of N `down`s POSTed to --listen, until a GET after it is answered;
  - a transform printing a chain of N actions (then accept), until the picker exits;
  - N lines all picked (select-all, accept) with --frecency, until the picker exits;
  - a --history file of N entries of 100 bytes, until the picker is up and quits (time and peak RSS);
  - a GET of the whole --listen state of N paths, until the answer is read (time and what it adds
    to the peak RSS).
Standard library only (pyte through ptysession).
"""
from __future__ import annotations

import http.client
import os
import socket
import statistics
import tempfile
import time
from pathlib import Path

from ptysession import PtySession, clean_env

SMALL, LARGE = 10_000, 40_000
HISTORY_SMALL, HISTORY_LARGE = 250_000, 1_000_000   # entries: 25 MB and 100 MB
STATE_SMALL, STATE_LARGE = 250_000, 1_000_000       # paths in the list: ~20 MB and ~80 MB of JSON
TIMEOUT_S = 120


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def shown(session: PtySession, total: int) -> bool:
    """Whether the picker's info line counts `total` items."""
    info = session.info()
    return info is not None and info[1] == total


def listen_chain(tool: Path, n: int, folder: Path) -> float:
    """Seconds from POSTing n downs to --listen until a GET after them is answered."""
    items = folder / "items-100"
    items.write_text("".join(f"{i}\n" for i in range(100)))
    port = free_port()
    with PtySession([str(tool), "--listen", f"127.0.0.1:{port}"], items, env=clean_env()) as session:
        if not session.pump(lambda: shown(session, 100), TIMEOUT_S):
            raise RuntimeError(f"{tool.name} --listen did not start:\n{session.dump()}")
        start = time.monotonic()
        for method, body in (("POST", "+".join(["down"] * n)), ("GET", None)):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT_S)
            connection.request(method, "/?limit=1" if body is None else "/", body=body)
            connection.getresponse().read()
            connection.close()
            session.pump(timeout=0.001)
        return time.monotonic() - start


def until_exit(argv: list[str], stdin: Path, env: dict[str, str] | None = None) -> tuple[float, int | None]:
    """Seconds from start until the program exits by itself, and its peak RSS in KiB seen meanwhile."""
    start = time.monotonic()
    peak = 0
    with PtySession(argv, stdin, env=env or clean_env()) as session:
        deadline = start + TIMEOUT_S
        while session.poll() is None and time.monotonic() < deadline:
            peak = max(peak, session.peak_rss_kib() or 0)
            session.pump(lambda: session.poll() is not None, 0.05)
        if session.poll() is None:
            raise RuntimeError(f"{argv[0]} did not exit within {TIMEOUT_S} s")
    return time.monotonic() - start, peak or None


def transform_chain(tool: Path, n: int, folder: Path) -> float:
    """Seconds for a transform printing n downs and accept, from start to exit."""
    chain = folder / f"chain-{n}"
    chain.write_text("+".join(["down"] * n) + "+accept\n")
    items = folder / "items-100"
    items.write_text("".join(f"{i}\n" for i in range(100)))
    return until_exit([str(tool), "--bind", f"load:transform(cat {chain})"], items)[0]


def frecency_picks(tool: Path, n: int, folder: Path, frecency: bool) -> float:
    """Seconds for picking all of n lines at once, with --frecency or without."""
    items = folder / f"items-{n}"
    items.write_text("".join(f"line {i}\n" for i in range(n)))
    state = Path(tempfile.mkdtemp(dir=folder))
    argv = [str(tool), "--multi", "--bind", "load:select-all+accept"] + (["--frecency=growth"] if frecency else [])
    return until_exit(argv, items, clean_env({"XDG_STATE_HOME": str(state)}))[0]


def history_load(tool: Path, entries: int, folder: Path) -> tuple[float, int | None]:
    """Seconds and peak RSS for starting on a history file of `entries` entries and quitting at once."""
    history = folder / f"history-{entries}"
    if not history.exists():
        with history.open("w") as f:
            for i in range(entries):
                f.write(f"query {i:010d} " + "x" * 83 + "\n")
    items = folder / "items-100"
    items.write_text("".join(f"{i}\n" for i in range(100)))
    return until_exit([str(tool), "--history", str(history), "--bind", "load:abort"], items)


def listen_state(tool: Path, n: int, folder: Path) -> tuple[float, int]:
    """Seconds for a GET of the whole state of n paths, and the KiB it added to the peak RSS."""
    items = folder / f"paths-{n}"
    if not items.exists():
        with items.open("w") as f:
            for i in range(n):
                f.write(f"/srv/project-{i % 997}/src/module-{i % 89}/file_{i:07d}.txt\n")
    port = free_port()
    with PtySession([str(tool), "--listen", f"127.0.0.1:{port}"], items, env=clean_env()) as session:
        # Every path read and matched (the count of matches is n too), so the state is whole.
        if not session.pump(lambda: shown(session, n) and (session.info() or (0,))[0] == n, TIMEOUT_S):
            raise RuntimeError(f"{tool.name} --listen did not list {n:,} paths:\n{session.dump()}")
        before = session.peak_rss_kib() or 0
        start = time.monotonic()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT_S)
        connection.request("GET", f"/?limit={n}")
        body = connection.getresponse().read()
        connection.close()
        elapsed = time.monotonic() - start
        session.pump(timeout=0.001)
        added = (session.peak_rss_kib() or 0) - before
        if body.count(b'"index"') < n:
            raise RuntimeError(f"{tool.name}: the state of {n:,} paths came short ({len(body):,} bytes)")
        return elapsed, added


def median(runs: int, measure) -> float:
    return statistics.median(measure() for _ in range(runs))


def memory_rows(tools: dict[str, Path], runs: int, case: str, measure, small_n: int, large_n: int, log) -> list[str]:
    """A table row per tool for `measure(tool, n)` -> (seconds, KiB) at both sizes: median seconds, most KiB."""
    rows = []
    for name, tool in tools.items():
        log(f"growth: {name}: {case}")
        small = [measure(tool, small_n) for _ in range(runs)]
        large = [measure(tool, large_n) for _ in range(runs)]
        ts, tl = statistics.median(s[0] for s in small), statistics.median(s[0] for s in large)
        ms, ml = (max((s[1] or 0) for s in found) / 1024 for found in (small, large))
        rows.append(f"| {name} | {ts:.3f} | {tl:.3f} | {tl / ts:.1f} | {ms:.0f} | {ml:.0f} |")
    return rows


def run_section(tools: dict[str, Path], folder: Path, runs: int, stamp: list[str], log=lambda m: None) -> list[str]:
    """The report's section: each case at both sizes and the ratio, per tool."""
    folder.mkdir(parents=True, exist_ok=True)
    swoop = tools["swoop"]
    cases: list[tuple[str, str, object]] = []
    for name, tool in tools.items():
        cases.append((name, f"--listen POST of N actions (N = {SMALL:,} / {LARGE:,})",
                      lambda n, t=tool: listen_chain(t, n, folder)))
        cases.append((name, "transform printing N actions", lambda n, t=tool: transform_chain(t, n, folder)))
    cases.append(("swoop", "N lines picked, --frecency", lambda n: frecency_picks(swoop, n, folder, True)))
    cases.append(("swoop", "N lines picked, no --frecency", lambda n: frecency_picks(swoop, n, folder, False)))
    out = ["## Growth: nothing quadratic", "", *stamp, "",
           f"Each case at two sizes four times apart, median of {runs} runs: linear work is about 4x, "
           "quadratic about 16x.", "",
           "| tool | case | small s | large s | large / small |", "|---|---|---:|---:|---:|"]
    for name, case, measure in cases:
        log(f"growth: {name}: {case}")
        small, large = median(runs, lambda: measure(SMALL)), median(runs, lambda: measure(LARGE))
        out.append(f"| {name} | {case} | {small:.3f} | {large:.3f} | {large / small:.1f} |")
    out += ["", f"A --history file of {HISTORY_SMALL:,} and {HISTORY_LARGE:,} entries (100 bytes each), "
            "from start until the picker is up and quits; swoop keeps the newest --history-size (1,000):", "",
            "| tool | small s | large s | large / small | small peak MiB | large peak MiB |",
            "|---|---:|---:|---:|---:|---:|"]
    out += memory_rows(tools, runs, "--history", lambda t, n: history_load(t, n, folder), HISTORY_SMALL, HISTORY_LARGE, log)
    out += ["", f"A GET of the whole --listen state (`?limit=N`) of {STATE_SMALL:,} and {STATE_LARGE:,} paths, "
            "until the answer is read, and what it adds to the peak RSS:", "",
            "| tool | small s | large s | large / small | small +MiB | large +MiB |",
            "|---|---:|---:|---:|---:|---:|"]
    out += memory_rows(tools, runs, "--listen state", lambda t, n: listen_state(t, n, folder), STATE_SMALL, STATE_LARGE, log)
    return out + [""]


if __name__ == "__main__":
    import sys
    found = {"swoop": Path(sys.argv[1])}
    if len(sys.argv) > 2:
        found["fzf"] = Path(sys.argv[2])
    print("\n".join(run_section(found, Path(tempfile.mkdtemp()), 3, [], lambda m: print(m, file=sys.stderr))))
