#!/usr/bin/env python3
"""Generate Sources/SwoopTUI/Text/EastAsianAmbiguousData.swift.

Usage:
    python3 scripts/gen-east-asian-ambiguous.py Sources/SwoopTUI/Text

The table lists the scalars whose East Asian Width is "A" (ambiguous) in
Python's `unicodedata` (its Unicode version is recorded in the output), as
sorted, merged ranges of code points. `--ambidouble` counts them as two
columns, as CJK terminals draw them (`DisplayWidth`); zero-width scalars among
them (combining marks, variation selectors) stay zero-width there.

The private-use ranges are "A" too and are kept, as in the Unicode data.
"""

import os
import sys
import unicodedata

MAX = 0x110000


def ambiguous_ranges():
    ranges = []
    for code in range(MAX):
        if unicodedata.east_asian_width(chr(code)) != "A":
            continue
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return ranges


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ranges = ambiguous_ranges()
    count = sum(last - first + 1 for first, last in ranges)
    lines = [
        "// GENERATED FILE, DO NOT EDIT.",
        f"// Made by scripts/gen-east-asian-ambiguous.py from Unicode {unicodedata.unidata_version} (Python unicodedata).",
        "// Regenerate: python3 scripts/gen-east-asian-ambiguous.py Sources/SwoopTUI/Text",
        "",
        "/// The scalars whose East Asian Width is ambiguous (\"A\").",
        "enum EastAsianAmbiguousData {",
        f"    // {count} scalars in {len(ranges)} ranges.",
        "    /// Each range's first and last scalar, flattened, in order.",
        "    static let ranges: [UInt32] = [",
    ]
    for index in range(0, len(ranges), 4):
        chunk = ranges[index:index + 4]
        lines.append("        " + " ".join(f"0x{first:05X}, 0x{last:05X}," for first, last in chunk))
    lines += ["    ]", "}", ""]
    path = os.path.join(sys.argv[1], "EastAsianAmbiguousData.swift")
    with open(path, "w") as out:
        out.write("\n".join(lines))


if __name__ == "__main__":
    main()
