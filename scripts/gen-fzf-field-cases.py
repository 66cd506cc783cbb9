#!/usr/bin/env python3
"""Record fzf's answers to field cases in Tests/fixtures/fzf-field-cases.jsonl.

Usage:
    FZF=/path/to/fzf python3 scripts/gen-fzf-field-cases.py Tests/fixtures/fzf-field-cases.jsonl

Each line of the output is one `fzf --filter` run: the group it tests, the
input (stdin), the arguments, and what fzf printed and its exit status.
`FzfFieldCasesE2ETests` runs swoop on every case and expects the same bytes
and status. The cases cover `--accept-nth`, `--with-nth` (ranges and
templates), `--nth`, `--delimiter` (strings and regular expressions),
`--ansi`, `--read0`, fields between NUL bytes (`--delimiter='\\x00'`), and
range lists fzf accepts or rejects. Queries run with
`--no-sort` (or an empty query), so the answers are the fields, not ranking.
The file was made with fzf 0.74.5.
"""
import json
import os
import subprocess
import sys

FZF = os.environ.get("FZF", "fzf")

BASE = "foo  bar  baz\n  lead trail  \na,b,,c,\nx:y:z\nalpha\tbeta\t\tgamma\n::x::\n1 , 2 ,3\nsolo\n\n"
ANSI = ("\x1b[31mred\x1b[0m file\nplain \x1b[1mbold\x1b[m x\n"
        "\x1b]8;;http://a\x1b\\link\x1b]8;;\x1b\\ y\nover\x08strike\n\x1b[>4mkeep\n")
READ0 = "first line\nsecond\x00a\tb\nc d\x00solo\x00"
# Fields between NUL bytes, as fzf-tab writes them (--delimiter='\x00' --nth=2,3).
NUL = ("pre\x00alpha\x00one\nx\x00beta two\x00bee\n\x00gamma\x00\nzz\x00delta\x00three four\n"
       "trail\x00\nx\x00\x00y\np,q\x00r\nx.y|z\\w\n")


def cases():
    """(group, input, arguments) for every case."""
    for d in [None, ":", ",", "::", "\\t", " ", " *, *", "[:,]+", "\\s+", "", "\\t+", "a|b"]:
        for n in ["1", "2", "-1", "-2", "2..", "..2", "2..-2", "1,1", "3,1", "..", "5", "-5..", "2..1",
                  "{2}:{1}", "[{n}] {-1}", "{1..2}|{3..}"]:
            yield "acceptNth", BASE, delimiter(d) + ["--accept-nth", n, "-f", ""]
    for d in [None, ":", ","]:
        for w in ["2", "2,1", "-1", "2..", "{2} {1}", "{-1}:{n}", "{1}  ", "1..,1"]:
            for q in ["a", "b$", "^b", "'y ", "!a", "'oo", "0", "x:"]:
                yield "withNth", BASE, delimiter(d) + ["--with-nth", w, "--no-sort", "-f", q]
    for d in [None, ":", ",", " *, *"]:
        for n in ["1", "2", "-1", "2..", "..2", "..", "1..-1", "-2..-1"]:
            for q in ["a", "b$", "^b", "'a ", "x", "z$", "2"]:
                yield "nth", BASE, delimiter(d) + ["--nth", n, "--no-sort", "-f", q]
    for option in ["--nth", "--with-nth", "--accept-nth"]:
        for r in ["0", "..", "1..0", "3..1", "-3..3", "-3..-1", "..0", "0..", "-0", "+1", "1..2..3", "...",
                  "1,,2", ",", "", "1,", " 1", "a", "-1..-3", "1.2", "{1", "{0}", "x{n}"]:
            yield "ranges", "a b c\n", [option + "=" + r, "-f", ""]
    for extra in [[], ["--accept-nth", "1"], ["--accept-nth", "2.."], ["--with-nth", "2"],
                  ["--with-nth", "{2} {1}"], ["--nth", "1"]]:
        for q in ["", "r", "x$", "link", "'4m"]:
            yield "ansi", ANSI, ["--ansi"] + extra + ["--no-sort", "-f", q]
    for extra in [["--accept-nth", "2"], ["--accept-nth", "-1"], ["--accept-nth", "1,3"],
                  ["-d", "\\n", "--accept-nth", "2"], ["-d", " ", "--accept-nth", "2"],
                  ["--nth", "2", "--no-sort", "-f", "sec"], ["--with-nth", "2..", "--accept-nth", "{1}"]]:
        yield "read0", READ0, ["--read0", "--print0"] + extra + ([] if "-f" in extra else ["-f", ""])
    for d in ["\\x00", "\\0", "\\000", "\\x{0}", "\\x00\\x00", "[\\x00,]", "\\x00+", "\\x00|,", "[[:cntrl:]]",
              "\\.", "a\\|b", "\\\\", "\\x7c", "\\x00("]:
        for n in ["1", "2", "-1", "2..", "{2}:{1}"]:
            yield "nul", NUL, ["-d", d, "--accept-nth", n, "-f", ""]
    for extra in [["--with-nth", "2,3"], ["--nth", "2,3"], ["--nth", "2,3", "--with-nth", "2,3"], ["--with-nth", "{3} {2}"]]:
        for q in ["e", "pre", "^t", "a$", "'a o"]:
            yield "nul", NUL, ["-d", "\\x00"] + extra + ["--no-sort", "-f", q]


def delimiter(d):
    return [] if d is None else ["-d", d]


def main():
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        for group, text, arguments in cases():
            run = subprocess.run([FZF] + arguments, input=text.encode(), capture_output=True)
            case = {"group": group, "input": text, "arguments": arguments,
                    "stdout": run.stdout.decode("utf-8"), "status": run.returncode}
            out.write(json.dumps(case, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
