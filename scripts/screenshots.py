#!/usr/bin/env python3
"""make screenshots: README's pictures, taken from the real binary.

Each scene starts a bash in a tmux pane of a fixed size (a server of its
own, `-L swoop-screenshots`), types its keys, waits until the screen shows
what it should and stops changing, then captures the pane with its colours
(`capture-pane -e`) and the cursor, and writes docs/screenshots/NAME.svg
through scripts/ansi_svg.py. Nothing is drawn by hand: run it again after
changing how swoop looks.

usage: scripts/screenshots.py [SWOOP]   (default .build/release/swoop)
"""

import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import ansi_svg  # noqa: E402

SOCKET = "swoop-screenshots"
OUT = os.path.join(ROOT, "docs", "screenshots")

# Each scene: name, window title, columns, rows, then steps; a step is (keys, what the screen
# must then show). Keys are tmux send-keys arguments; a string is typed literally.
RECORDS = "swoop --delimiter='\\t' --header-lines=1 --columns"
SCENES = [
    ("countries", "swoop Data/countries.txt", 84, 20, [
        ("swoop Data/countries.txt", None), (["Enter"], "249/249"),
    ]),
    ("search", "swoop Data/countries.txt: typing 'land'", 84, 20, [
        ("swoop Data/countries.txt", None), (["Enter"], "249/249"), ("land", "/249"),
    ]),
    ("restaurants", "swoop --columns --detail Data/restaurants.tsv", 96, 22, [
        (RECORDS + " --detail=bottom:7 Data/restaurants.tsv", None), (["Enter"], "20/20"),
        (["Down", "Down"], None),
    ]),
    ("cities", "swoop --columns Data/cities.tsv: typing 'ㅅㅇ'", 96, 20, [
        (RECORDS + " --with-nth=1..4 --nth=1,2 --detail=right:35% Data/cities.tsv", None),
        (["Enter"], "40/40"), ("ㅅㅇ", "/40"),
    ]),
    ("inline", "swoop --height=10 under a shell prompt", 84, 18, [
        ("cd Data && ls", None), (["Enter"], "restaurants.tsv"),
        ("wc -l countries.txt", None), (["Enter"], "249 countries.txt"),
        ("swoop --height=10 countries.txt", None), (["Enter"], "249/249"), ("ice", "/249"),
    ]),
]


def tmux(*arguments):
    """Runs tmux on the scenes' own server; its output."""
    return subprocess.run(["tmux", "-L", SOCKET, *arguments], check=True, capture_output=True, text=True).stdout


def screen(name, colours=False):
    return tmux("capture-pane", "-p", *(["-e"] if colours else []), "-t", name)


def settle(name, expected, timeout=10.0):
    """Waits until the screen shows `expected` (when given) and is the same twice 0.3 s apart."""
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        now = screen(name, colours=True)
        if (expected is None or expected in screen(name)) and now == last:
            return
        last = now
        time.sleep(0.3)
    raise SystemExit(f"screenshots: {name}: the screen never showed {expected!r}:\n{screen(name)}")


def shoot(scene, swoop, home):
    name, title, columns, rows, steps = scene
    environment = {
        "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PS1": r"\[\e[32m\]~/swoop\[\e[0m\] $ ",
        "PATH": os.path.dirname(swoop) + ":/usr/bin:/bin", "SWOOP_DEFAULT_OPTS": "",
    }
    command = ["env", "-i", *(f"{k}={v}" for k, v in environment.items()), "bash", "--norc", "--noprofile", "-i"]
    tmux("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), "-c", ROOT, *command)
    try:
        settle(name, "~/swoop")
        for keys, expected in steps:
            if isinstance(keys, str):
                tmux("send-keys", "-t", name, "-l", keys)
            else:
                tmux("send-keys", "-t", name, *keys)
            settle(name, expected)
        capture = screen(name, colours=True)
        x, y, visible = tmux("display-message", "-p", "-t", name, "#{cursor_x} #{cursor_y} #{cursor_flag}").split()
        cursor = (int(x), int(y)) if visible == "1" else None
        svg = ansi_svg.render(capture, columns, rows, cursor, title)
    finally:
        tmux("kill-session", "-t", name)
    path = os.path.join(OUT, f"{name}.svg")
    with open(path, "w", encoding="utf-8") as file:
        file.write(svg)
    print(f"screenshots: {os.path.relpath(path, ROOT)}")


def main():
    swoop = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "swoop"))
    if not os.access(swoop, os.X_OK):
        raise SystemExit(f"screenshots: no {swoop}: run make build first")
    # The binary must be found as `swoop` on the scenes' PATH.
    if os.path.basename(swoop) != "swoop":
        raise SystemExit("screenshots: the binary must be named swoop")
    os.makedirs(OUT, exist_ok=True)
    # A server left by an interrupted run would hold sessions of the same names.
    subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)
    with tempfile.TemporaryDirectory(prefix="swoop-screenshots-") as home:
        try:
            for scene in SCENES:
                shoot(scene, swoop, home)
        finally:
            subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


if __name__ == "__main__":
    main()
