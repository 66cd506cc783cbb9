#!/usr/bin/env python3
"""Write N deterministic short lines (about 8 bytes each) to stdout: the memory section's corpus.

usage: shortlines.py [N] > short.txt        (N defaults to 10,000,000)

Each line is 3 to 11 lowercase ASCII letters (7 on average) and a newline,
so the corpus is about 8 bytes a line: on such input a picker's own
per-line bookkeeping, not the text, decides its memory.  The letters come
from SHAKE-256 of a fixed seed (the same N gives the same bytes on every
machine and every Python 3), mapped byte by byte onto a-z, so 10 million
lines take a few seconds to write.
"""
from __future__ import annotations

import hashlib
import sys

SEED = b"swoop bench short lines 2026"
MIN_LETTERS = 3
SPREAD = 9                # lengths MIN_LETTERS .. MIN_LETTERS + SPREAD - 1 (3..11, mean 7)
CHUNK_LINES = 1 << 16
# Byte -> letter; 256 is not a multiple of 26, so a-v are a little commoner than w-z.
LETTERS = bytes(ord("a") + b % 26 for b in range(256))


def generate(n: int, out) -> None:
    """Write n lines to the binary stream out, CHUNK_LINES at a time."""
    stream = hashlib.shake_256(SEED)
    need = n * (1 + MIN_LETTERS + SPREAD)  # one length byte + at most the longest line, per line
    pool = stream.digest(need)
    at = 0
    written = 0
    while written < n:
        count = min(CHUNK_LINES, n - written)
        lines = []
        for _ in range(count):
            length = MIN_LETTERS + pool[at] % SPREAD
            lines.append(pool[at + 1:at + 1 + length].translate(LETTERS))
            at += 1 + length
        out.write(b"\n".join(lines) + b"\n")
        written += count


def main(argv: list[str]) -> int:
    """shortlines.py [N]: N lines to stdout."""
    n = int(argv[1].replace("_", "")) if len(argv) > 1 else 10_000_000
    if n < 1:
        print("usage: shortlines.py [N] > short.txt  (N ≥ 1)", file=sys.stderr)
        return 2
    generate(n, sys.stdout.buffer)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
