"""A program on its own pty, drawn on a pyte screen that answers like a terminal.

PtySession is what keylat.py, edits.py, firstframe.py and hostile.py drive:
the program runs on a fresh pty (its controlling terminal, so it finds
/dev/tty) with a file or a pipe on stdin, and its output is fed to a pyte
screen that answers status queries (cursor position, device attributes) and
knows the scroll and repeat sequences ncurses sends that pyte 0.8 lacks.
Also the environment pickers run in, and /proc readings (VmHWM, VmRSS).
Needs pyte (imported when a session starts).
"""
from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import threading
import time
from pathlib import Path

# Variables that would change how the pickers behave or lay out.
STRIPPED_ENV = ("FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "FZF_DEFAULT_COMMAND",
                "SWOOP_DEFAULT_OPTS", "SWOOP_DEFAULT_OPTS_FILE", "SWOOP_DEFAULT_COMMAND",
                "LINES", "COLUMNS")

# "matched/total", optionally followed by " (marked)": fzf's "  12/345 (6) ───",
# swoop's "12/345 (6)".  Digits glued to a slash, dot or letter (a path) are not it.
INFO = re.compile(r"(?<![\w./])(\d+)/(\d+)(?: \((\d+)\))?(?![\w./])")


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for a picker: no user defaults, a UTF-8 locale, xterm-256color."""
    env = {k: v for k, v in os.environ.items() if k not in STRIPPED_ENV}
    env.setdefault("LANG", "C.UTF-8")
    env["TERM"] = "xterm-256color"
    env.update(extra or {})
    return env


def proc_status_kib(pid: int, key: str) -> int | None:
    """A value in KiB from /proc/PID/status (VmHWM, VmRSS), or None if the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def vm_hwm_kib(pid: int) -> int | None:
    """A live process's peak resident set (VmHWM) in KiB, or None if it is gone."""
    return proc_status_kib(pid, "VmHWM")


def vm_rss_kib(pid: int) -> int:
    """A live process's resident set (VmRSS) in KiB, 0 if it is gone."""
    return proc_status_kib(pid, "VmRSS") or 0


def describe_status(status: int) -> str:
    """'exit status 3', 'killed by SIGSEGV' ... for a waitpid status."""
    code = os.waitstatus_to_exitcode(status)
    if code >= 0:
        return f"exit status {code}"
    try:
        return f"killed by {signal.Signals(-code).name}"
    except ValueError:
        return f"killed by signal {-code}"


def feed_pipe(path: Path) -> tuple[int, threading.Thread]:
    """A pipe whose far end streams path's bytes; returns (read fd, writer thread).

    The writer stops quietly when the reader goes away, and closes its end at EOF.
    """
    rfd, wfd = os.pipe()

    def write_all() -> None:
        try:
            with open(path, "rb", buffering=0) as f:
                while chunk := f.read(1 << 20):
                    view = memoryview(chunk)
                    while view:
                        view = view[os.write(wfd, view):]
        except (BrokenPipeError, OSError):
            pass
        finally:
            os.close(wfd)

    return rfd, threading.Thread(target=write_all, daemon=True)


class PtySession:
    """A program on its own pty, its output drawn on a pyte screen.

    stdin is a file path (opened by the child), or ("pipe", path) to stream the
    file through a pipe.  The child is a session leader with the pty as its
    controlling terminal, and the window size is set before it starts.
    """

    def __init__(self, argv: list[str], stdin, rows: int = 30, cols: int = 160,
                 env: dict[str, str] | None = None, cap_kib: int | None = None) -> None:
        import pyte  # imported here so that bench.py can import this file before pyte is installed

        session = self

        class AnsweringScreen(pyte.Screen):
            """A pyte screen that answers status queries (CSI 6n, CSI c) on the pty, as a
            terminal does, and knows three sequences that ncurses sends for xterm-256color
            and pyte 0.8 lacks: scroll up (SU, CSI n S), scroll down (SD, CSI n T) and
            repeat the last character (REP, CSI n b).  Without them the rows go wrong."""

            last_char = " "

            def write_process_input(self, data: str) -> None:
                os.write(session.fd, data.encode())

            def draw(self, data: str) -> None:
                super().draw(data)
                if data:
                    self.last_char = data[-1]

            def repeat_char(self, count: int = 1, *rest, private: bool = False) -> None:
                self.draw(self.last_char * max(count, 1))

            def scroll_up(self, count: int = 1, *rest, private: bool = False) -> None:
                if not private and not rest:
                    self._scroll(max(count, 1), up=True)

            def scroll_down(self, count: int = 1, *rest, private: bool = False) -> None:
                if not private and not rest:
                    self._scroll(max(count, 1), up=False)

            def _scroll(self, count: int, up: bool) -> None:
                """Move the rows of the scrolling region by count; blank rows come in."""
                top, bottom = self.margins or (0, self.lines - 1)
                rows = [self.buffer[y] for y in range(top, bottom + 1)]
                for y in range(top, bottom + 1):
                    self.buffer.pop(y, None)
                count = min(count, len(rows))
                kept = rows[count:] if up else rows[:len(rows) - count]
                first = top if up else top + count
                for i, row in enumerate(kept):
                    self.buffer[first + i] = row
                self.dirty.update(range(top, bottom + 1))

        class FullStream(pyte.ByteStream):
            """pyte's byte stream with SU, SD and REP dispatched to the screen."""
            csi = {**pyte.ByteStream.csi, "S": "scroll_up", "T": "scroll_down", "b": "repeat_char"}

        self.rows, self.cols = rows, cols
        self.cap_kib = cap_kib
        self.killed: str | None = None  # why pump() killed the program (memory cap), if it did
        self.screen = AnsweringScreen(cols, rows)
        self.stream = FullStream(self.screen)
        self.status: int | None = None
        self.last_read = time.monotonic()
        self.eof = False
        self.closed = False
        pipe_rfd, writer = (feed_pipe(stdin[1]) if isinstance(stdin, tuple) else (None, None))
        env = clean_env(env)
        self.started = time.monotonic()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # child: never returns
            try:
                fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
                src = pipe_rfd if pipe_rfd is not None else os.open(stdin, os.O_RDONLY)
                os.dup2(src, 0)
                os.execvpe(argv[0], argv, env)
            finally:
                os._exit(127)
        if pipe_rfd is not None:
            os.close(pipe_rfd)
            writer.start()

    # -- output

    def pump(self, until=lambda: False, timeout: float = 10.0) -> bool:
        """Read output into the screen until until() holds (True) or timeout passes (False).

        until() is checked after every read; self.last_read is when the last
        read returned.  At EOF (the program closed the pty) it stops early.
        With a memory cap, a program whose RSS passes it is killed (self.killed).
        """
        deadline = time.monotonic() + timeout
        next_check = 0.0
        if until():
            return True
        while not self.eof:
            now = time.monotonic()
            left = deadline - now
            if left <= 0:
                return False
            if self.cap_kib and now >= next_check:
                next_check = now + 0.1
                if vm_rss_kib(self.pid) > self.cap_kib:
                    self.killed = f"killed at {self.cap_kib // 1024} MiB RSS"
                    self.close()
                    return False
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if not ready:
                continue
            try:
                data = os.read(self.fd, 1 << 16)
            except OSError:  # EIO: the slave side is closed
                data = b""
            if not data:
                self.eof = True
                break
            self.last_read = time.monotonic()
            self.stream.feed(data)
            if until():
                return True
        return until()

    def display(self) -> list[str]:
        """The screen's rows, as text."""
        return self.screen.display

    def info(self) -> tuple[int, int, int | None] | None:
        """(matched, total, marked or None) from the first row with an info line."""
        for row in self.screen.display:
            m = INFO.search(row)
            if m:
                return int(m[1]), int(m[2]), (int(m[3]) if m[3] else None)
        return None

    def dump(self) -> str:
        """The screen as text, for error messages (trailing blanks trimmed)."""
        rows = [r.rstrip() for r in self.screen.display]
        while rows and not rows[-1]:
            rows.pop()
        return "\n".join(rows)

    # -- input and process

    def send(self, data: bytes) -> None:
        """Write bytes to the program's terminal, as typed keys."""
        os.write(self.fd, data)

    def peak_rss_kib(self) -> int | None:
        """The program's VmHWM now (None once it has exited)."""
        return None if self.status is not None else vm_hwm_kib(self.pid)

    def poll(self) -> int | None:
        """The wait status if the program has exited, else None."""
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
        return self.status

    def wait_exit(self, timeout: float) -> int | None:
        """Keep reading output until the program exits; its wait status, or None on timeout."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.poll() is not None:
                return self.status
            if self.eof:
                time.sleep(0.01)
            else:
                self.pump(lambda: self.poll() is not None, min(0.1, deadline - time.monotonic()))
        return self.poll()

    def close(self) -> None:
        """Kill the program's process group (if still there), reap it, close the pty."""
        if self.poll() is None:
            try:
                os.killpg(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, self.status = os.waitpid(self.pid, 0)
        if not self.closed:
            self.closed = self.eof = True
            os.close(self.fd)

    def __enter__(self) -> "PtySession":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
