"""Hostile inputs: cases that once hung or blew up, each run under a time limit.

Every command runs with a time limit and a memory cap, so a regression reads
"timeout after N s" or "killed at N MiB RSS" in the report, never a hung
bench.  swoop runs beside fzf wherever fzf can run the same command.

Filter mode (wall time and peak RSS from wait4):
  - file vs pipe: the corpus as a FILE argument, redirected, and through a pipe;
  - --header-lines=1000000000 with --ansi, --nth=1, --with-nth=1, --filter '';
  - 20 and 80 `a`s as a fuzzy query on 10,000 lines of 10,000 `a`;
  - one 200 MB line, from a pipe and as a file, with an empty query and a query.
On a pty (pyte, see keylat.py):
  - --columns on one line of 200,000 tab-separated fields: first frame, then
    Ctrl-C until exit (swoop only: fzf has no --columns);
  - 10,000,000 one-letter lines piped in: peak RSS after load, after typing
    `!a` and after select-all, against a stated budget.

The inputs are generated once into .build/bench/hostile/ and reused while
their stamp matches.
"""
from __future__ import annotations

import hashlib
import inspect
import json
import shlex
import time
from dataclasses import dataclass, field
from pathlib import Path

import corpus
from keylat import PtySession, describe_status
from runner import Run, run_tool, sha256_file

FAST_LIMIT_S = 10        # cases that must be instant (--header-lines)
FILTER_LIMIT_S = 60      # every other filter-mode case
PTY_LIMIT_S = 60         # each step of a pty case
EXIT_LIMIT_S = 10        # from Ctrl-C or Esc to exit
MEM_CAP_KIB = 4 << 20    # 4 GiB: the machine is shared; nothing sane comes near it

SMALL_LINES = 100
A_LINES, A_WIDTH = 10_000, 10_000
LONG_BYTES = 200_000_000
LONG_UNIT = b"the-quick-brown-fox/jumps-over/the-lazy-dog/"
NEEDLE = "needle"
FIELDS = 200_000
LETTER_LINES = 10_000_000
HEADER_LINES = 1_000_000_000
FILE_VS_PIPE_QUERY = "usrbinpy"
MEMORY_QUERY = "!a"      # lines without an a: 25 in 26
FILE_CASE = "corpus ({:,} lines) as a file"       # swoop: FILE argument; fzf: < FILE
REDIRECT_CASE = "corpus ({:,} lines) redirected"  # swoop: < FILE (mapped as well)
PIPE_CASE = "corpus ({:,} lines) through a pipe"


# --------------------------------------------------------------------------- inputs

def write_small(f) -> None:
    """The first SMALL_LINES lines of the corpus."""
    corpus.generate(SMALL_LINES, f)


def write_aaaa(f) -> None:
    """A_LINES lines of A_WIDTH `a`s."""
    row = b"a" * A_WIDTH + b"\n"
    for _ in range(A_LINES // 100):
        f.write(row * 100)


def write_longline(f) -> None:
    """One LONG_BYTES-byte line (newline included) of a repeated path ending in NEEDLE."""
    tail = b"/" + NEEDLE.encode() + b"\n"
    body = LONG_BYTES - len(tail)
    chunk = LONG_UNIT * ((1 << 20) // len(LONG_UNIT))
    while body > 0:
        piece = chunk[:body]
        f.write(piece)
        body -= len(piece)
    f.write(tail)


def write_fields(f) -> None:
    """One line of FIELDS tab-separated fields: f000000, f000001, ..."""
    f.write(b"\t".join(b"f%06d" % i for i in range(FIELDS)) + b"\n")


def write_letters(f) -> None:
    """LETTER_LINES one-letter lines, a to z and again."""
    block = b"".join(bytes([97 + i]) + b"\n" for i in range(26))
    whole, rest = divmod(LETTER_LINES, 26)
    for _ in range(whole // 10_000):
        f.write(block * 10_000)
    f.write(block * (whole % 10_000) + block[: 2 * rest])


INPUTS = {"small.txt": write_small, "aaaa.txt": write_aaaa, "longline.txt": write_longline,
          "fields.txt": write_fields, "letters.txt": write_letters}


def generator_hash() -> str:
    """SHA-256 over everything that decides the inputs' bytes."""
    h = hashlib.sha256()
    for fn in (*INPUTS.values(), corpus.generate):
        h.update(inspect.getsource(fn).encode())
    h.update(repr((SMALL_LINES, A_LINES, A_WIDTH, LONG_BYTES, LONG_UNIT, NEEDLE, FIELDS,
                   LETTER_LINES)).encode())
    h.update(Path(corpus.__file__).read_bytes())
    return h.hexdigest()



def ensure_inputs(folder: Path, log) -> dict[str, Path]:
    """Generate the inputs into folder, or reuse them while the stamp matches."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {name: folder / name for name in INPUTS}
    stamp_path = folder / "inputs.stamp"
    want = generator_hash()
    try:
        stamp = json.loads(stamp_path.read_text())
        if stamp["generator_sha256"] == want and all(
                p.stat().st_size == stamp["files"][n]["bytes"]
                and sha256_file(p) == stamp["files"][n]["sha256"] for n, p in paths.items()):
            log(f"hostile: reusing the inputs in {folder}")
            return paths
    except (OSError, ValueError, KeyError):
        pass
    files = {}
    for name, write in INPUTS.items():
        log(f"hostile: generating {paths[name]}")
        tmp = paths[name].with_name(name + ".tmp")
        with open(tmp, "wb") as f:
            write(f)
        tmp.replace(paths[name])
        files[name] = {"bytes": paths[name].stat().st_size, "sha256": sha256_file(paths[name])}
    stamp_path.write_text(json.dumps({"generator_sha256": want, "files": files}, indent=1) + "\n")
    return paths


# --------------------------------------------------------------------------- showing commands

class Shower:
    """Turns argv and stdin into a shell command a reader can paste at the repo's root."""

    def __init__(self, repo: Path, names: dict[Path, str]) -> None:
        self.repo, self.names = repo, names

    def word(self, arg: str) -> str:
        """One argument: tool paths by name, repo paths relative, long runs of `a` as printf."""
        if Path(arg) in self.names:
            return self.names[Path(arg)]
        if arg.startswith(str(self.repo) + "/"):
            arg = arg[len(str(self.repo)) + 1:]
        if len(arg) >= 10 and set(arg) == {"a"}:
            return f"\"$(printf 'a%.0s' {{1..{len(arg)}}})\""
        return shlex.quote(arg)

    def command(self, argv: list[str], stdin) -> str:
        """`tool args < file`, or `cat file | tool args` for a pipe."""
        cmd = " ".join(self.word(a) for a in argv)
        if isinstance(stdin, tuple):
            return f"cat {self.word(str(stdin[1]))} | {cmd}"
        return f"{cmd} < {self.word(str(stdin))}" if stdin else cmd


# --------------------------------------------------------------------------- filter-mode cases

@dataclass
class Case:
    """One filter-mode command: which case, which tool, how to run it."""
    case: str
    tool: str
    argv: list[str]
    stdin: object          # Path, ("pipe", Path) or None
    limit: float
    run: Run | None = None


def filter_cases(tools: dict[str, Path], inputs: dict[str, Path], corpus_path: Path,
                 corpus_lines: int) -> list[Case]:
    """Every filter-mode case, swoop first, then fzf where fzf can run the same command."""
    cases: list[Case] = []

    def add(case: str, argv_tail: list[str], stdin, limit: float, file_arg: Path | None = None,
            swoop_only: bool = False) -> None:
        for name in ("swoop", "fzf"):
            if name not in tools or (swoop_only and name != "swoop"):
                continue
            if file_arg is not None:  # fzf reads stdin only: give it the file redirected
                if name == "swoop":
                    cases.append(Case(case, name, [str(tools[name]), *argv_tail, str(file_arg)], None, limit))
                else:
                    cases.append(Case(case, name, [str(tools[name]), *argv_tail], file_arg, limit))
            else:
                cases.append(Case(case, name, [str(tools[name]), *argv_tail], stdin, limit))

    q = FILE_VS_PIPE_QUERY
    add(FILE_CASE.format(corpus_lines), ["--filter", q], None, FILTER_LIMIT_S, file_arg=corpus_path)
    add(REDIRECT_CASE.format(corpus_lines), ["--filter", q], corpus_path, FILTER_LIMIT_S, swoop_only=True)
    add(PIPE_CASE.format(corpus_lines), ["--filter", q], ("pipe", corpus_path), FILTER_LIMIT_S)
    for opt in ("--ansi", "--nth=1", "--with-nth=1"):
        add(f"--header-lines={HEADER_LINES} {opt}", [f"--header-lines={HEADER_LINES}", opt, "--filter", ""],
            inputs["small.txt"], FAST_LIMIT_S)
    for n in (20, 80):
        add(f"{n} × a on {A_LINES:,} lines of {A_WIDTH:,} a", ["--filter", "a" * n],
            inputs["aaaa.txt"], FILTER_LIMIT_S)
    long_ = inputs["longline.txt"]
    for query in ("", NEEDLE):
        label = f"one {LONG_BYTES // 1_000_000} MB line, query {query!r}"
        add(f"{label}: pipe", ["--filter", query], ("pipe", long_), FILTER_LIMIT_S)
        add(f"{label}: file", ["--filter", query], None, FILTER_LIMIT_S, file_arg=long_)
    return cases


def run_filter_cases(cases: list[Case], log) -> None:
    """Run each case once (a page-cache warm-up first, so the file rows do not pay the disk)."""
    for i, c in enumerate(cases, 1):
        c.run = run_tool(c.argv, c.stdin, c.limit, MEM_CAP_KIB)
        log(f"hostile [{i}/{len(cases)}] {c.tool} {c.case}: {c.run.outcome()}, "
            f"{c.run.wall_s:.2f} s, {c.run.rss_kib / 1024:.0f} MiB")


# --------------------------------------------------------------------------- pty cases

@dataclass
class Step:
    """One step of a pty case: how long it took and the peak RSS when it was done."""
    name: str
    ms: float | None = None
    rss_kib: int | None = None
    error: str | None = None
    result: str = "ok"


@dataclass
class PtyCase:
    """A tool on a pty, going through steps; stops at the first step that fails."""
    case: str
    tool: str
    command: str
    steps: list[Step] = field(default_factory=list)


# After a step shows its result, the tool may still be working (a ranking pass after the count):
# the peak RSS is read this long after the result showed.
SETTLE_S = 2.0


def wait_step(pty: PtySession, name: str, until, limit: float, t0: float | None = None) -> Step:
    """Pump until until() holds; the step's time runs from t0 (default: now); its peak RSS is
    read SETTLE_S later, so work that goes on after the screen shows the result counts too."""
    t0 = time.monotonic() if t0 is None else t0
    if pty.pump(until, limit):
        elapsed = (pty.last_read - t0) * 1000
        pty.pump(lambda: False, SETTLE_S)
        return Step(name, elapsed, pty.peak_rss_kib())
    if pty.killed:
        why = pty.killed
    elif pty.poll() is not None:
        why = describe_status(pty.status)
    else:
        why = f"timeout after {limit:g} s"
    shown = pty.info()
    return Step(name, rss_kib=pty.peak_rss_kib(),
                error=f"{why}" + (f" (shows {shown[0]}/{shown[1]})" if shown else ""))


def interrupt_step(pty: PtySession) -> Step:
    """Type Ctrl-C and time the exit; the step's result is the exit status."""
    rss = pty.peak_rss_kib()
    t0 = time.monotonic()
    pty.send(b"\x03")
    status = pty.wait_exit(EXIT_LIMIT_S)
    if status is None:
        return Step("Ctrl-C to exit", rss_kib=rss, error=f"still running after {EXIT_LIMIT_S} s")
    return Step("Ctrl-C to exit", (time.monotonic() - t0) * 1000, rss, result=describe_status(status))


def columns_case(swoop: Path, fields: Path, show: Shower) -> PtyCase:
    """--columns on one line of FIELDS fields: first frame, then Ctrl-C until exit."""
    argv = [str(swoop), "--delimiter=\\t", "--columns"]
    out = PtyCase(f"--columns, one line of {FIELDS:,} fields", "swoop", show.command(argv, fields))
    with PtySession(argv, fields, cap_kib=MEM_CAP_KIB) as pty:
        step = wait_step(pty, "first frame", lambda: (pty.info() or (0, 0))[:2] == (1, 1),
                         PTY_LIMIT_S, t0=pty.started)
        out.steps.append(step)
        if pty.poll() is None and not pty.killed:  # Ctrl-C even after a timeout: does it still answer?
            out.steps.append(interrupt_step(pty))
    return out


def memory_budget_kib(input_bytes: int) -> int:
    """Input size + 32 bytes a line + 32 MiB (README's memory promise), for the one-letter lines."""
    return (input_bytes + 32 * LETTER_LINES) // 1024 + 32 * 1024


def memory_case(name: str, argv: list[str], letters: Path, show: Shower) -> PtyCase:
    """10M one-letter lines piped in: load, type MEMORY_QUERY, select all (ctrl-a)."""
    out = PtyCase(f"{LETTER_LINES:,} one-letter lines", name, show.command(argv, ("pipe", letters)))
    total = LETTER_LINES
    left = total - (total + 25) // 26  # lines without an a
    with PtySession(argv, ("pipe", letters), cap_kib=MEM_CAP_KIB) as pty:
        steps = [("load", b"", lambda: (pty.info() or (0, 0))[:2] == (total, total)),
                 (f"type `{MEMORY_QUERY}`", MEMORY_QUERY.encode(),
                  lambda: (pty.info() or (0, 0))[:2] == (left, total)),
                 ("ctrl-a (select all)", b"\x01", lambda: (pty.info() or (0, 0, 0)) == (left, total, left))]
        for i, (label, keys, until) in enumerate(steps):
            t0 = pty.started if i == 0 else time.monotonic()
            if keys:
                pty.send(keys)
            step = wait_step(pty, label, until, PTY_LIMIT_S, t0=t0)
            out.steps.append(step)
            if step.error:
                break
        if pty.poll() is None and not pty.killed:
            out.steps.append(interrupt_step(pty))
    return out


def run_pty_cases(tools: dict[str, Path], inputs: dict[str, Path], show: Shower, log) -> list[PtyCase]:
    """The --columns case (swoop) and the memory case (swoop, fzf)."""
    out = []
    if "swoop" in tools:
        log("hostile: --columns on a pty")
        out.append(columns_case(tools["swoop"], inputs["fields.txt"], show))
    multi = ["-m", "--bind", "ctrl-a:select-all"]
    for name, extra in (("swoop", []), ("fzf", ["--layout=reverse"])):
        if name in tools:
            log(f"hostile: {LETTER_LINES:,} lines on a pty, {name}")
            out.append(memory_case(name, [str(tools[name]), *multi, *extra], inputs["letters.txt"], show))
    for c in out:
        log(f"  {c.tool} {c.case}: " + "; ".join(
            f"{s.name} {s.error or f'{s.ms:.0f} ms, {s.result}'}" for s in c.steps))
    return out


# --------------------------------------------------------------------------- report

def md_code(text: str) -> str:
    """text as a markdown code span that is safe inside a table cell."""
    text = text.replace("|", "\\|")
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def mib(kib: int | None) -> str:
    """KiB as MiB for a table, '–' when unknown."""
    return "–" if kib is None else f"{kib / 1024:.0f}"


def report_filter_cases(cases: list[Case], show: Shower) -> list[str]:
    """The filter-mode table and the file-vs-pipe ratios."""
    out = ["| case | tool | command | result | wall s | peak RSS MiB | lines out |",
           "|---|---|---|---|---:|---:|---:|"]
    for c in cases:
        r = c.run
        out.append(f"| {c.case} | {c.tool} | {md_code(show.command(c.argv, c.stdin))} | "
                   f"{r.outcome() if r.ok else '**' + r.outcome() + '**'} | {r.wall_s:.2f} | "
                   f"{r.rss_kib / 1024:.0f} | {r.lines} |")
    out.append("")
    file_case = next((c.case for c in cases if c.case.startswith("corpus (")), "")
    pipe_case = file_case.replace(" as a file", " through a pipe")
    for tool in ("swoop", "fzf"):
        file_run = next((c.run for c in cases if c.tool == tool and c.case == file_case), None)
        pipe_run = next((c.run for c in cases if c.tool == tool and c.case == pipe_case), None)
        if file_run and pipe_run and file_run.ok and pipe_run.ok:
            how = "FILE argument" if tool == "swoop" else "redirected file"
            out.append(f"- {tool}: pipe ÷ {how}: wall {pipe_run.wall_s / file_run.wall_s:.2f}, "
                       f"peak RSS {pipe_run.rss_kib / max(file_run.rss_kib, 1):.2f}")
    return out + [""]


def report_pty_cases(cases: list[PtyCase], letters: Path) -> list[str]:
    """One line per pty case and step, and the memory budget verdicts."""
    out = ["| case | tool | command | step | result | ms | peak RSS MiB |",
           "|---|---|---|---|---|---:|---:|"]
    for c in cases:
        for i, s in enumerate(c.steps):
            lead = f"| {c.case} | {c.tool} | {md_code(c.command)} " if i == 0 else "| | | "
            ms = "–" if s.ms is None else f"{s.ms:.0f}"
            out.append(f"{lead}| {s.name} | {'**' + s.error + '**' if s.error else s.result} | {ms} "
                       f"| {mib(s.rss_kib)} |")
    size = letters.stat().st_size
    budget = memory_budget_kib(size)
    out += ["", f"Memory budget for {LETTER_LINES:,} one-letter lines: input size ({size / 1e6:.0f} MB) "
                f"+ 32 bytes a line + 32 MiB = **{budget / 1024:.0f} MiB**, "
                f"checked against the peak RSS after typing `{MEMORY_QUERY}` (a single key cannot "
                "match most one-letter lines: `a` matches 1 in 26, a lone `!` is the empty query) "
                "and after select-all.", ""]
    for c in cases:
        if not c.case.endswith("one-letter lines"):
            continue
        steps = {s.name: s for s in c.steps}
        for name in (f"type `{MEMORY_QUERY}`", "ctrl-a (select all)"):
            s = steps.get(name)
            if s is None or s.error:
                out.append(f"- {c.tool}, {name}: not measured ({s.error if s else 'not reached'})")
            else:
                verdict = "met" if s.rss_kib is not None and s.rss_kib <= budget else "**not met**"
                out.append(f"- {c.tool}, {s.name}: peak RSS {mib(s.rss_kib)} MiB, budget {verdict}")
    return out + [""]


def run_section(tools: dict[str, Path], repo: Path, folder: Path, corpus_path: Path,
                corpus_lines: int, log) -> list[str]:
    """Generate the inputs, run every case, return the report section's lines."""
    inputs = ensure_inputs(folder, log)
    show = Shower(repo, {p: n for n, p in tools.items()})
    cases = filter_cases(tools, inputs, corpus_path, corpus_lines)
    run_filter_cases(cases, log)
    pty_cases = run_pty_cases(tools, inputs, show, log)
    names = ", ".join(f"`{n}` is `{p}`" for n, p in tools.items())
    return ["## Hostile inputs", "",
            "Cases that once hung or blew up. Each command runs once, with a time limit "
            f"({FAST_LIMIT_S} s for `--header-lines`, {FILTER_LIMIT_S} s otherwise, {PTY_LIMIT_S} s per pty step) "
            f"and a {MEM_CAP_KIB >> 10} MiB RSS cap; a case past either is killed and reported. "
            f"Commands run at the repository's root; {names}. Inputs: `{show.word(str(folder))}/`.", "",
            "### Filter mode", "", *report_filter_cases(cases, show),
            "### On a pty", "",
            "Time from start until the screen shows it (first frame, `N/N` loaded), or from the keys "
            "until the screen shows their result; peak RSS is VmHWM when the step was done.", "",
            *report_pty_cases(pty_cases, inputs["letters.txt"])]
