#!/usr/bin/env python3
"""File walker: how fast swoop lists a large tree, beside fzf, fd and find.

usage: walkbench.py --swoop PATH --fzf PATH [--root DIR] [--runs N]

With no FILE and stdin a terminal, `swoop --filter ''` lists the files below
the current directory with its built-in walker, as `fzf --filter ''` does
with fzf's.  Both default to `--walker=file,follow,hidden` and skip `.git`
and `node_modules`: every entry that is not a directory (regular files,
symlinks to files, dangling symlinks, devices...), following symlinked
directories, descending into hidden ones.  fd and find are asked for the same
set:

    fdfind --follow --hidden --no-ignore --type f --type l
           --exclude .git --exclude node_modules --color never .
    find -L . ( -name .git -o -name node_modules ) -prune -o ! -type d -print

Every tool runs with its working directory the root (default /usr), stdin
the slave end of a fresh pty (swoop and fzf walk only when stdin is a
terminal; the pty is not their controlling terminal) and stdout a pipe, like
the filter-mode table.  One untimed warm-up round writes each tool's list to
a file (so the dentry and inode caches are warm), then --runs timed rounds
through runner.run_tool, the order rotating from round to round; medians of
wall time, CPU time (user + system) and peak RSS (wait4) are reported with
the number of entries.  The warm-up lists are compared with swoop's after
sorting (fd's and find's `./` prefix removed), and each difference is
described by what the entry is on disk (`symlink to char device`, ...).

A second, smaller table runs `--walker=file,dir` for swoop and fzf only
(directories too, with their trailing `/`; no symlinks followed, no hidden
entries).

bench.py runs it as the `make bench` section "File walker" (`--walk-root`,
`--skip-walker`); it also runs alone and prints that section.  Standard
library only; fd is Debian's `fdfind` (package fd-find), or `fd`.
"""
from __future__ import annotations

import argparse
import collections
import datetime
import os
import pty
import shlex
import shutil
import stat
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.dont_write_bytecode = True
from hostile import md_code  # noqa: E402  (the bench's own modules, next to this file)
from runner import Run, become_subreaper, child_env, run_tool  # noqa: E402

RUN_TIMEOUT_S = 120   # one listing; /usr takes about a second
SKIPPED = (".git", "node_modules")  # swoop's and fzf's default --walker-skip
EXAMPLES = 3          # differing paths shown per kind


@dataclass
class Walker:
    """One tool and the command that lists the tree with it."""
    name: str
    argv: list[str]

    def shown(self) -> str:
        """The command as the report prints it: the program's base name, then its arguments."""
        return shlex.join([Path(self.argv[0]).name, *self.argv[1:]])


@dataclass
class Outcome:
    """A walker's warm-up list and timed runs, or why it failed."""
    walker: Walker
    listing: list[bytes] | None = None   # the warm-up's paths, sorted, a leading `./` removed
    runs: list[Run] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and bool(self.runs)

    def median(self, attr: str) -> float:
        return statistics.median(getattr(r, attr) for r in self.runs)

    @property
    def wall_ms(self) -> float:
        return self.median("wall_s") * 1000

    @property
    def cpu_ms(self) -> float:
        return self.median("cpu_s") * 1000

    @property
    def rss_mib(self) -> float:
        return self.median("rss_kib") / 1024

    @property
    def entries(self) -> int:
        return self.runs[-1].lines


def find_fd() -> Path | None:
    """fd: Debian's `fdfind`, else `fd` (as found on PATH, so the report shows that name)."""
    found = shutil.which("fdfind") or shutil.which("fd")
    return Path(found) if found else None


def default_walkers(swoop: Path | None, fzf: Path, fd: Path | None) -> list[Walker]:
    """swoop, fzf, fd and find, each listing what `--walker=file,follow,hidden` lists."""
    skip_fd = [a for name in SKIPPED for a in ("--exclude", name)]
    walkers = [Walker("swoop", [str(swoop), "--filter", ""])] if swoop else []
    walkers.append(Walker("fzf", [str(fzf), "--filter", ""]))
    if fd:
        # --no-ignore: fzf and swoop read no .gitignore, .ignore or .fdignore files.
        walkers.append(Walker("fd", [str(fd), "--follow", "--hidden", "--no-ignore", "--type", "f",
                                     "--type", "l", *skip_fd, "--color", "never", "."]))
    # find -L . ( -name .git -o -name node_modules ) -prune -o ! -type d -print
    names = [a for i, name in enumerate(SKIPPED) for a in (["-o"] if i else []) + ["-name", name]]
    walkers.append(Walker("find", [shutil.which("find") or "find", "-L", ".", "(", *names, ")", "-prune",
                                   "-o", "!", "-type", "d", "-print"]))
    return walkers


def dir_walkers(swoop: Path | None, fzf: Path) -> list[Walker]:
    """swoop and fzf with `--walker=file,dir`."""
    walkers = [Walker("swoop", [str(swoop), "--walker=file,dir", "--filter", ""])] if swoop else []
    return walkers + [Walker("fzf", [str(fzf), "--walker=file,dir", "--filter", ""])]


# --------------------------------------------------------------------------- running

def normalise(line: bytes) -> bytes:
    """A listed path as swoop and fzf print it: without find's or fd's leading `./`."""
    return line[2:] if line.startswith(b"./") else line


def list_once(walker: Walker, root: Path, tty: int, out: Path) -> list[bytes]:
    """The warm-up run: the walker's list, written to out, returned sorted and normalised."""
    with open(out, "wb") as f:
        done = subprocess.run(walker.argv, stdin=tty, stdout=f, stderr=subprocess.PIPE, cwd=root,
                              env=child_env(), start_new_session=True, timeout=RUN_TIMEOUT_S)
    # find -L exits 1 after reporting a symlink loop on stderr; the bench takes 0 and 1 as success.
    if done.returncode not in (0, 1):
        tail = "\n".join(done.stderr.decode(errors="replace").strip().splitlines()[-5:])
        raise RuntimeError(f"{walker.shown()}: exit {done.returncode}" + (f"\n{tail}" if tail else ""))
    return sorted(normalise(line) for line in out.read_bytes().splitlines())


def measure(walkers: list[Walker], root: Path, runs: int, out_dir: Path, log, label: str) -> list[Outcome]:
    """One warm-up round (the lists), then `runs` timed rounds with the order rotating."""
    out_dir.mkdir(parents=True, exist_ok=True)
    outcomes = [Outcome(w) for w in walkers]
    master, slave = pty.openpty()  # stdin for every run; nobody reads the master: they print nothing there
    try:
        for o in outcomes:
            try:
                o.listing = list_once(o.walker, root, slave, out_dir / f"{label}-{o.walker.name}.txt")
            except (OSError, RuntimeError, subprocess.TimeoutExpired) as e:
                o.error = str(e)
                log(f"  {o.walker.name} FAILED: {e}")
        live = [o for o in outcomes if o.error is None]
        for r in range(runs if live else 0):
            for o in live[r % len(live):] + live[:r % len(live)]:
                if o.error:
                    continue
                run = run_tool(o.walker.argv, slave, RUN_TIMEOUT_S, cwd=root)
                if run.ok:
                    o.runs.append(run)
                else:
                    o.error = run.failure()
                    log(f"  {o.walker.name} FAILED: {o.error}")
    finally:
        os.close(slave)
        os.close(master)
    log(f"walker {label}: " + "  ".join(f"{o.walker.name} {o.wall_ms:.0f} ms" for o in outcomes if o.ok))
    return outcomes


# --------------------------------------------------------------------------- comparing lists

def kind(root: Path, rel: bytes) -> str:
    """What a listed path is on disk: `regular file`, `symlink to char device`, `dangling symlink`..."""
    path = os.path.join(os.fsencode(root), rel.rstrip(b"/"))

    def name(mode: int) -> str:
        for test, what in ((stat.S_ISREG, "regular file"), (stat.S_ISDIR, "directory"),
                           (stat.S_ISCHR, "char device"), (stat.S_ISBLK, "block device"),
                           (stat.S_ISFIFO, "fifo"), (stat.S_ISSOCK, "socket")):
            if test(mode):
                return what
        return "other"

    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return "gone"
    if not stat.S_ISLNK(mode):
        return name(mode)
    try:
        return f"symlink to {name(os.stat(path).st_mode)}"
    except OSError:
        return "dangling symlink"


def differences(ref: Outcome, other: Outcome, root: Path) -> tuple[str, list[str]]:
    """The table cell comparing other's list with ref's, and lines describing what differs."""
    if ref.listing is None or other.listing is None:
        return "–", []
    a, b = collections.Counter(ref.listing), collections.Counter(other.listing)
    only_ref, only_other = a - b, b - a
    total = sum(only_ref.values()) + sum(only_other.values())
    if total == 0:
        return "equal", []
    notes = []
    for owner, paths in ((ref.walker.name, only_ref), (other.walker.name, only_other)):
        if not paths:
            continue
        by_kind: dict[str, list[bytes]] = collections.defaultdict(list)
        for p in sorted(paths):
            by_kind[kind(root, p)].append(p)
        parts = []
        for k, ps in sorted(by_kind.items(), key=lambda kv: -len(kv[1])):
            eg = ", ".join(md_code(os.fsdecode(p)) for p in ps[:EXAMPLES])
            parts.append(f"{len(ps)} {k} (e.g. {eg})")
        dup = sum(n - 1 for n in paths.values() if n > 1)
        extra = f"; {dup} of them listed more than once" if dup else ""
        notes.append(f"- {other.walker.name} vs {ref.walker.name}: {sum(paths.values())} only in "
                     f"{owner}'s list: {'; '.join(parts)}{extra}")
    return f"**different**: {total}", notes


# --------------------------------------------------------------------------- report

def fmt(x: float | None, digits: int = 0) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def table(outcomes: list[Outcome], root: Path) -> list[str]:
    """One markdown table, the first outcome (swoop) the reference, and the notes on differences."""
    ref = outcomes[0]
    lines = [f"| tool | command | entries | wall ms | {ref.walker.name}÷tool | CPU ms | peak RSS MiB "
             f"| paths vs {ref.walker.name} |",
             "|---|---|---:|---:|---:|---:|---:|---|"]
    notes = []
    for o in outcomes:
        if o is ref:
            same = "(reference)"
        else:
            same, more = differences(ref, o, root)
            notes += more
        if not o.ok:
            lines.append(f"| {o.walker.name} | {md_code(o.walker.shown())} | FAILED | | | | | {same} |")
            notes.append(f"- {o.walker.name} failed: {md_code(o.error.splitlines()[0] if o.error else '?')}")
            continue
        r = ref.wall_ms / o.wall_ms if ref.ok and o.wall_ms else None
        lines.append(f"| {o.walker.name} | {md_code(o.walker.shown())} | {o.entries} | {fmt(o.wall_ms)} "
                     f"| {fmt(r, 2)} | {fmt(o.cpu_ms)} | {fmt(o.rss_mib, 1)} | {same} |")
    return lines + [""] + (notes + [""] if notes else [])


def run_section(swoop: Path | None, fzf: Path, root: Path, runs: int, out_dir: Path, log,
                header: list[str] | None = None) -> list[str]:
    """Measure both tables and return the report section's lines ("## File walker")."""
    fd = find_fd()
    log(f"walker: listing {root} ({runs} runs after a warm-up round)")
    main = measure(default_walkers(swoop, fzf, fd), root, runs, out_dir, log, "default")
    dirs = measure(dir_walkers(swoop, fzf), root, runs, out_dir, log, "file-dir")
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    names = ", ".join(f"`{o.walker.name}` is `{o.walker.argv[0]}`" for o in main)
    out = ["## File walker (listing a tree with stdin a terminal)", "",
           f"Each tool lists the tree under `{root}` from inside it (the working directory), with stdin "
           f"a pty and stdout a pipe: one warm-up round, then {runs} timed rounds, medians shown "
           f"(measured {now}). swoop and fzf use their built-in walker, by default `file,follow,hidden` "
           f"skipping `.git` and `node_modules`; fd and find are asked for the same entries. "
           f"CPU is user + system time (the walkers of swoop, fzf and fd are parallel), peak RSS from "
           f"wait4. Lists are compared sorted, fd's and find's `./` removed. {names}.", ""]
    out += [*(header or []), ""] if header else []
    if fd is None:
        out += ["fd was not found (`apt-get install fd-find`): its row is left out.", ""]
    out += table(main, root)
    out += ["### `--walker=file,dir` (directories too, no symlinks followed, no hidden entries)", "",
            *table(dirs, root)]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--swoop", type=Path, required=True, help="the swoop binary")
    ap.add_argument("--fzf", type=Path, required=True, help="the fzf binary (the ELF file, not a shim)")
    ap.add_argument("--root", type=Path, default=Path("/usr"), help="the tree to list (default /usr)")
    ap.add_argument("--runs", type=int, default=5, help="timed rounds (default 5)")
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / ".build" / "bench" / "walker",
                    help="where the warm-up lists go (default .build/bench/walker)")
    a = ap.parse_args(argv)
    if not a.root.is_dir() or a.runs < 1:
        ap.error("--root must be a directory and --runs at least 1")
    become_subreaper()  # runner.run_tool reaps the tools itself
    lines = run_section(a.swoop.resolve(), a.fzf.resolve(), a.root.resolve(), a.runs, a.out,
                        lambda m: print(m, file=sys.stderr, flush=True))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
