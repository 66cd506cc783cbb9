#!/usr/bin/env python3
"""Record a real fzf's answers to the integration fixtures in Tests/fixtures/integrations/.

Usage:
    python3 scripts/record-integration-answers.py /path/to/fzf [--fzf-tmux /path/to/fzf-tmux] [FIXTURE.jsonl ...]

Each line of a fixture is one call an integration made (fzf.vim, fzf-tab, forgit,
fzf-git.sh, fzf's key bindings through fzf-tmux), as a logging wrapper caught it:
the command line (`args`), the `FZF_` variables (`env`), what came on stdin
(`input`, null for the terminal), the files of the directory it ran in
(`files`), the pane's size, for fzf-tmux its layout options (`tmux`), and the
keys typed (`keys`: `{"type": TEXT}`, `{"key": TMUX-KEY}`, `{"wait": TEXT}`,
the screen showing TEXT). This script plays each case in a pane of a private
tmux server with the given fzf first on PATH as `fzf` and writes back what it
printed (`stdout`) and its exit status (`status`). `IntegrationReplayE2ETests`
plays the same cases on swoop under the name fzf and expects those answers.

fzf-tmux cases run with a second session attached as the pane's client (a popup
needs one); the fzf-tmux used is `--fzf-tmux`, else the one beside the fzf
binary, else the first on PATH. The fixtures were recorded with fzf 0.74.5 and
its fzf-tmux. `make test` does not need this script.
"""
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

SERVER = f"swoop-record-{os.getpid()}"
# Each case gets a server of its own (a server being killed cannot take the next case's start with it).
served = 0
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "fixtures", "integrations")


def tmux(*args, check=True):
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    env.pop("TMUX", None)
    result = subprocess.run(["tmux", "-L", SERVER, "-f", "/dev/null", *args], env=env, capture_output=True, text=True)
    if check and result.returncode != 0:
        raise RuntimeError(f"tmux {args[0]}: {result.stderr.strip()}")
    return result.stdout


def script(case, directory, fzf, fzf_tmux):
    """The pane's bash script: the case's command with stdout, the status and the terminal kept in files."""
    lines = [
        "unset $(env | sed -n 's/^\\(\\(FZF\\|SWOOP\\)_[A-Za-z0-9_]*\\)=.*/\\1/p')",
        f"cd {shlex.quote(directory)} || exit 1",
        "mkdir -p bin && ln -sf " + shlex.quote(fzf) + " bin/fzf",
    ]
    if case["tmux"] is not None:
        lines.append("cp " + shlex.quote(fzf_tmux) + " bin/fzf-tmux")
        lines.append("until tmux list-clients 2>/dev/null | grep -q .; do sleep 0.05; done")
    else:
        lines.append("unset TMUX TMUX_PANE")
    lines.append("PATH=$PWD/bin:$PATH")
    for name, value in case["env"].items():
        lines.append(f"export {name}={shlex.quote(value)}")
    command = "fzf" if case["tmux"] is None else "fzf-tmux " + " ".join(shlex.quote(a) for a in case["tmux"])
    command += "".join(" " + shlex.quote(a) for a in case["args"])
    if case["input"] is not None:
        command += " < ../input"
    lines += [
        "cd work || exit 1",
        f"{command} > ../out 2> ../err",
        "echo $? > ../rc.tmp && mv ../rc.tmp ../rc",
        "sleep 100000",
    ]
    return "\n".join(lines) + "\n"


def wait_for(target, text, timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if text in tmux("capture-pane", "-p", "-t", target):
            return
        time.sleep(0.05)
    raise RuntimeError(f"timed out waiting for {text!r}; screen:\n" + tmux("capture-pane", "-p", "-t", target))


def play(case, fzf, fzf_tmux):
    global SERVER, served
    served += 1
    SERVER = f"swoop-record-{os.getpid()}-{served}"
    directory = tempfile.mkdtemp(prefix="swoop-record-")
    try:
        work = os.path.join(directory, "work")
        os.makedirs(work)
        for name, contents in (case["files"] or {}).items():
            path = os.path.join(work, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as file:
                file.write(contents)
        if case["input"] is not None:
            with open(os.path.join(directory, "input"), "wb") as file:
                file.write(case["input"].encode("utf-8", "surrogateescape"))
        with open(os.path.join(directory, "run.sh"), "w") as file:
            file.write(script(case, directory, fzf, fzf_tmux))
        width, height = case["size"]
        pane = f"env TERM=xterm-256color LANG=C.UTF-8 bash {shlex.quote(os.path.join(directory, 'run.sh'))}"
        tmux("start-server", ";", "set-option", "-g", "status", "off", ";",
             "new-session", "-d", "-s", "case", "-x", str(width), "-y", str(height), pane)
        target = "case"
        if case["tmux"] is not None:
            attach = f"env -u TMUX tmux -L {SERVER} -f /dev/null attach -t case"
            tmux("new-session", "-d", "-s", "viewer", "-x", str(width), "-y", str(height), attach)
            target = "viewer"
        for step in case["keys"]:
            if "wait" in step:
                try:
                    wait_for(target, step["wait"])
                except RuntimeError as error:
                    err = os.path.join(directory, "err")
                    raise RuntimeError(f"{case['name']}: {error}\nstderr: " + (open(err).read() if os.path.exists(err) else ""))
            elif "type" in step:
                tmux("send-keys", "-t", target, "-l", step["type"])
            else:
                tmux("send-keys", "-t", target, step["key"])
            time.sleep(0.1)
        rc = os.path.join(directory, "rc")
        deadline = time.time() + 10
        while not os.path.exists(rc):
            if time.time() > deadline:
                raise RuntimeError("fzf did not exit; screen:\n" + tmux("capture-pane", "-p", "-t", target))
            time.sleep(0.05)
        with open(os.path.join(directory, "out"), "rb") as file:
            stdout = file.read().decode("utf-8", "surrogateescape")
        with open(rc) as file:
            status = int(file.read().strip())
        return stdout, status
    finally:
        tmux("kill-server", check=False)
        shutil.rmtree(directory, ignore_errors=True)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    fzf = os.path.abspath(argv[1])
    rest = argv[2:]
    fzf_tmux = None
    if rest[:1] == ["--fzf-tmux"]:
        fzf_tmux, rest = os.path.abspath(rest[1]), rest[2:]
    if fzf_tmux is None:
        beside = os.path.join(os.path.dirname(os.path.realpath(fzf)), "fzf-tmux")
        fzf_tmux = beside if os.path.exists(beside) else shutil.which("fzf-tmux")
    paths = rest or sorted(os.path.join(FIXTURES, name) for name in os.listdir(FIXTURES) if name.endswith(".jsonl"))
    for path in paths:
        with open(path, encoding="utf-8") as file:
            cases = [json.loads(line) for line in file if line.strip()]
        for case in cases:
            if case["tmux"] is not None and not fzf_tmux:
                sys.exit(f"{case['name']}: no fzf-tmux (give --fzf-tmux)")
            case["stdout"], case["status"] = play(case, fzf, fzf_tmux)
            print(f"{case['integration']}: {case['name']}: {case['status']} {case['stdout']!r}")
        with open(path, "w", encoding="utf-8") as file:
            for case in cases:
                file.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(sys.argv)
