"""Run one tool the way the bench times it: wall time, its own peak RSS, output lines.

Every run has a time limit and, if asked, a memory limit; a run that passes
either is killed (with its whole process group) and reported as such, never
left hanging.  Standard library only.
"""
from __future__ import annotations

import ctypes
import hashlib
import os
import shlex
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass

from keylat import STRIPPED_ENV, describe_status, feed_pipe, vm_rss_kib

# Linux hands a child the parent's RSS high-water mark: at exec, the old address
# space's peak is folded into the process's ru_maxrss.  A tool forked straight
# from this Python process would report at least Python's own peak (tens of
# MiB).  So the tool is forked by a fresh /bin/sh (about 1 MiB) that leaves it
# running in the background and exits; as a child subreaper we inherit the
# orphan and wait4 it ourselves, getting the tool's own peak RSS.
LAUNCHER = ["/bin/sh", "-c", 'exec 3<&0; "$@" <&3 3<&- &', "sh"]
PR_SET_CHILD_SUBREAPER = 36


def sha256_file(path) -> str:
    """Hex SHA-256 of a file."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 22):
            h.update(chunk)
    return h.hexdigest()


def become_subreaper() -> None:
    """Adopt orphaned descendants, so that we can wait4 the tools /bin/sh starts."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")


def child_env() -> dict[str, str]:
    """Environment for every tool we run: no user defaults for fzf or swoop, a UTF-8 locale."""
    env = {k: v for k, v in os.environ.items() if k not in STRIPPED_ENV}
    env.setdefault("LANG", "C.UTF-8")
    return env


@dataclass
class Run:
    """One run of a tool."""
    argv: list[str]
    wall_s: float
    rss_kib: int          # the tool's peak RSS (ru_maxrss from wait4)
    lines: int            # newlines it wrote to stdout
    status: int           # wait status
    limit: str | None     # "timeout after 30 s" / "killed at 4096 MiB RSS after 2.1 s", or None
    stderr: str
    cpu_s: float = 0.0    # the tool's user + system CPU time (from wait4)

    @property
    def ok(self) -> bool:
        """Exit status 0, or 1 (no match), within the limits."""
        return self.limit is None and os.waitstatus_to_exitcode(self.status) in (0, 1)

    def outcome(self) -> str:
        """What happened, in a few words: 'exit 0', 'timeout after 30 s', 'killed by SIGSEGV'."""
        if self.limit:
            return self.limit
        code = os.waitstatus_to_exitcode(self.status)
        return f"exit {code}" if code >= 0 else describe_status(self.status)

    def failure(self) -> str:
        """The command, its outcome and the end of its stderr, for error messages."""
        tail = "\n".join(self.stderr.strip().splitlines()[-5:])
        return f"{shlex.join(self.argv)}: {self.outcome()}" + (f"\n{tail}" if tail else "")


def group_member(pgid: int) -> int | None:
    """A process of group pgid other than its leader (the tool the launcher left behind)."""
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == pgid:
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid:  # state, ppid, pgrp
            return int(name)
    return None


class Watchdog(threading.Thread):
    """Kills a process group when it runs past timeout seconds or its tool passes cap_kib RSS."""

    def __init__(self, pgid: int, timeout: float, cap_kib: int | None) -> None:
        super().__init__(daemon=True)
        self.pgid, self.timeout, self.cap_kib = pgid, timeout, cap_kib
        self.started = time.monotonic()
        self.done = threading.Event()
        self.reason: str | None = None
        self.pid: int | None = None

    def run(self) -> None:
        while not self.done.wait(0.05):
            elapsed = time.monotonic() - self.started
            if elapsed > self.timeout:
                self.kill(f"timeout after {self.timeout:g} s")
                return
            if self.cap_kib:
                self.pid = self.pid or group_member(self.pgid)
                if self.pid and vm_rss_kib(self.pid) > self.cap_kib:
                    self.kill(f"killed at {self.cap_kib // 1024} MiB RSS after {elapsed:.1f} s")
                    return

    def kill(self, reason: str) -> None:
        """Record why, and SIGKILL the whole group."""
        self.reason = reason
        try:
            os.killpg(self.pgid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def stop(self) -> None:
        self.done.set()


def count_lines(fd: int) -> int:
    """Read a pipe to EOF and count newlines."""
    n = 0
    while chunk := os.read(fd, 1 << 20):
        n += chunk.count(b"\n")
    return n


def run_tool(argv: list[str], stdin, timeout: float, cap_kib: int | None = None,
             cwd=None) -> Run:
    """Run argv once and measure it; never raises for the tool's own failures.

    stdin is a Path (redirected, so a regular file stays a regular file),
    ("pipe", Path) to stream the file through a pipe, None for /dev/null, or
    an open file descriptor (an int, e.g. a pty's slave end), passed as is and
    left open.  The tool runs in cwd (default: ours).
    Wall time is time.perf_counter() around the whole process (plus the ~1 ms
    the /bin/sh launcher takes, the same for every tool); the peak RSS is
    ru_maxrss from os.wait4.  The launcher starts a session of its own, so a
    tool that wants a terminal cannot grab ours, and the tool is the only
    member of that process group once the launcher exits.
    """
    writer = None
    if stdin is None:
        src = subprocess.DEVNULL
    elif isinstance(stdin, int):
        src = stdin
    elif isinstance(stdin, tuple):
        src, writer = feed_pipe(stdin[1])
    else:
        src = open(stdin, "rb")
    with tempfile.TemporaryFile() as errfile:
        t0 = time.perf_counter()
        launcher = subprocess.Popen(LAUNCHER + argv, stdin=src, stdout=subprocess.PIPE,
                                    stderr=errfile, env=child_env(), start_new_session=True,
                                    cwd=cwd)
        if writer:
            os.close(src)
            writer.start()
        elif stdin is not None and not isinstance(stdin, int):
            src.close()
        dog = Watchdog(launcher.pid, timeout, cap_kib)
        dog.start()
        try:
            lines = count_lines(launcher.stdout.fileno())
            launcher.wait()
            _, status, usage = os.wait4(-launcher.pid, 0)  # the tool, adopted when the launcher exited
            wall = time.perf_counter() - t0
        finally:
            dog.stop()
            launcher.stdout.close()
        errfile.seek(0)
        stderr = errfile.read(1 << 16).decode(errors="replace")
    if writer:
        writer.join(5)
    return Run(argv, wall, usage.ru_maxrss, lines, status, dog.reason, stderr,
               usage.ru_utime + usage.ru_stime)
