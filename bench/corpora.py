"""The bench's generated inputs, cached under .build/bench and regenerated only when stale.

corpus-1m.txt, corpus-10m.txt ... come from corpus.py (path-like lines);
short-10m.txt ... from shortlines.py (about 8 bytes a line).  A stamp next to
each file records the generator's hash, the line count and the output's
size and SHA-256; the file is reused only when all still match.
Standard library only.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from runner import sha256_file

BENCH_DIR = Path(__file__).resolve().parent
GENERATORS = {"corpus": "corpus.py", "short": "shortlines.py"}


def corpus_name(lines: int, stem: str = "corpus") -> str:
    """corpus-1m.txt, corpus-100k.txt, corpus-1234.txt, short-10m.txt ..."""
    if lines % 1_000_000 == 0:
        return f"{stem}-{lines // 1_000_000}m.txt"
    if lines % 1000 == 0:
        return f"{stem}-{lines // 1000}k.txt"
    return f"{stem}-{lines}.txt"


def ensure_corpus(out_dir: Path, lines: int, stem: str = "corpus", log=lambda m: None) -> Path:
    """Generate stem's input of `lines` lines with its generator, or reuse an identical one."""
    out_dir.mkdir(parents=True, exist_ok=True)
    generator = BENCH_DIR / GENERATORS[stem]
    path = out_dir / corpus_name(lines, stem)
    stamp_path = path.with_name(path.name + ".stamp")
    want = {"generator_sha256": sha256_file(generator), "lines": lines}
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
        subprocess.run([sys.executable, str(generator), str(lines)], stdout=out, check=True)
    tmp.replace(path)
    stamp_path.write_text(json.dumps({**want, "bytes": path.stat().st_size,
                                      "sha256": sha256_file(path)}, indent=1) + "\n")
    return path


def warm_page_cache(path: Path) -> None:
    """Read a file once so the first timed run does not pay for the disk."""
    with open(path, "rb") as f:
        while f.read(1 << 22):
            pass
