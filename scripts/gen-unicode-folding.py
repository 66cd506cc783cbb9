#!/usr/bin/env python3
"""Generate Sources/SwoopSearch/Matching/UnicodeFoldingData*.swift.

Usage:
    python3 scripts/gen-unicode-folding.py Sources/SwoopSearch/Matching

The tables come from Python's `unicodedata` (its Unicode version is recorded in
the output) and feed `UnicodeFolding` (UnicodeFolding.swift):

* lower-case: the simple one-to-one lower-case mapping (`c.lower()` when it is a
  single code point other than `c`; U+0130 "İ", whose full mapping is two scalars,
  takes its simple one, "i");
* diacritic stripping: a letter whose canonical decomposition is a letter
  followed only by nonspacing marks (Mn) maps to that letter, fully decomposed
  ("ǖ" -> "u"); Hangul syllables are excluded (their NFD is jamo, not marks),
  and so are symbols ("≠" is "=" with a negation overlay, not a diacritic);
  a few letters with a stroke or bar and no decomposition are added by hand;
  so are the Latin letters the Unicode names call a plain letter "with" a hook,
  tail, curl…, turned, reversed, a small capital, a subscript or a combining
  letter (in the Latin blocks whose lead bytes `UnicodeFolding.mayFoldToASCII`
  names), and the fullwidth forms of ASCII ("Ａ" -> "A"), as fzf folds them;
* properties: the matcher's character class and whether the scalar is a
  combining mark (Mn, Mc, Me).

Each table is two-stage: `blocks[scalar >> 7]` picks a deduplicated block of
128 entries. Mapping entries are 16-bit deltas modulo 2^16 (every mapping stays
inside its plane, which the generator checks), so a block of "+1 on even code
points" is shared by every Latin/Greek/Cyrillic range that alternates case.
Tables are typed array literals, which the optimiser emits as static data (no
lazy initialisation on the hot path). A literal costs compile time per element,
so the large property table (27,776 bytes) is packed eight bytes to a UInt64:
that takes the file from 2.6 s to 0.9 s at -Onone and 4.4 s to 1.2 s at -O,
at no measurable cost per lookup. (Packing the 16-bit deltas and the block
indices as well made lookups about 50% slower.)
"""

import re
import sys
import unicodedata

SHIFT = 7
BLOCK = 1 << SHIFT
MAX = 0x110000

# Letters with a stroke or bar and no canonical decomposition.
HAND_STRIPPED = {
    "ø": "o", "Ø": "O",
    "đ": "d", "Đ": "D",
    "ł": "l", "Ł": "L",
    "ħ": "h", "Ħ": "H",
    "ı": "i",
    "ȷ": "j",
    "ŧ": "t", "Ŧ": "T",
    "ƀ": "b", "Ƀ": "B",
    "ǥ": "g", "Ǥ": "G",
    "ɨ": "i", "Ɨ": "I",
    "ƶ": "z", "Ƶ": "Z",
    "ȼ": "c", "Ȼ": "C",
    "ɇ": "e", "Ɇ": "E",
    "ɉ": "j", "Ɉ": "J",
    "ɍ": "r", "Ɍ": "R",
    "ɏ": "y", "Ɏ": "Y",
    "ƚ": "l", "Ƚ": "L",
    "ⱥ": "a", "Ⱥ": "A",
    "ß": "s", "ẞ": "S", "ſ": "s",
    "ɑ": "a", "Ɑ": "A",
    "ʉ": "u", "Ʉ": "U",
    "Ɖ": "D",
    "ʗ": "c",
    "ᴖ": "o", "ᴗ": "o",
    "｡": ".",
}

# Blocks whose Latin letters the names may fold (each begins with a lead byte
# `UnicodeFolding.mayFoldToASCII` admits).
NAMED_RANGES = [(0xC0, 0x2B0), (0x363, 0x370), (0x1D00, 0x1F00), (0x2070, 0x2190), (0x2C60, 0x2C80)]
NAME_DESCRIPTORS = ("SMALL CAPITAL", "TURNED", "REVERSED", "SIDEWAYS", "CLOSED", "OPEN", "DOTLESS", "SCRIPT",
                    "LONG", "BARRED", "INSULAR", "BROKEN", "INVERTED", "DOUBLE", "DIAERESIZED", "CAPITAL", "SMALL",
                    "RETROFLEX")
NAMED_LETTER = re.compile(
    r"^(?:COMBINING )?(?:LATIN )?(?:SUBSCRIPT |SUPERSCRIPT )?(?:LATIN )?(SMALL |CAPITAL )?LETTER "
    r"((?:(?:" + "|".join(NAME_DESCRIPTORS) + r") )*)([A-Z])(?: WITH .*)?$")


def named_letter(cp):
    """The plain letter a Latin letter's name says it is, or None: "LATIN SMALL LETTER D WITH HOOK" -> "d"."""
    if not any(start <= cp < end for start, end in NAMED_RANGES):
        return None
    name = unicodedata.name(chr(cp), "")
    if "LATIN" not in name:
        return None
    found = NAMED_LETTER.match(name)
    if not found:
        return None
    case, descriptors, letter = found.groups()
    # A small capital is a capital letter's shape ("ᴀ" -> "A"), as fzf folds it.
    capital = case == "CAPITAL " or "SMALL CAPITAL" in descriptors
    return letter if capital else letter.lower()

# The White_Space property (unicodedata does not expose it; it is stable).
WHITE_SPACE = {*range(0x09, 0x0E), 0x20, 0x85, 0xA0, 0x1680, *range(0x2000, 0x200B),
               0x2028, 0x2029, 0x202F, 0x205F, 0x3000}
DELIMITERS = {ord(c) for c in "/,:;|"}

# CharacterClass raw values, in the order of its cases in UnicodeFolding.swift.
WHITE, NON_WORD, DELIMITER, LOWER, UPPER, LETTER, NUMBER = range(7)
MARK_BIT = 8
DEFAULT_PROPERTY = NON_WORD



def is_hangul_syllable(cp):
    return 0xAC00 <= cp <= 0xD7A3


def lower_of(cp):
    if cp == 0x130:
        return 0x69
    low = chr(cp).lower()
    if len(low) == 1 and low != chr(cp):
        return ord(low)
    return cp


def stripped_of(cp):
    c = chr(cp)
    if c in HAND_STRIPPED:
        return ord(HAND_STRIPPED[c])
    if is_hangul_syllable(cp):
        return cp
    if 0xFF01 <= cp <= 0xFF5E:
        return cp - 0xFEE0
    nfd = unicodedata.normalize("NFD", c)
    if len(nfd) < 2:
        named = named_letter(cp)
        return ord(named) if named else cp
    base, marks = nfd[0], nfd[1:]
    if not unicodedata.category(base).startswith("L"):
        return cp
    if not all(unicodedata.category(m) == "Mn" for m in marks):
        return cp
    # "ǿ" decomposes to "ø" + acute; "ø" is then folded by hand.
    return ord(HAND_STRIPPED.get(base, base))


def property_of(cp):
    category = unicodedata.category(chr(cp))
    mark = MARK_BIT if category in ("Mn", "Mc", "Me") else 0
    if cp in WHITE_SPACE:
        cls = WHITE
    elif cp in DELIMITERS:
        cls = DELIMITER
    elif category == "Ll":
        cls = LOWER
    elif category in ("Lu", "Lt"):
        cls = UPPER
    elif category in ("Lm", "Lo"):
        cls = LETTER
    elif category in ("Nd", "Nl", "No"):
        cls = NUMBER
    else:
        cls = NON_WORD
    return cls | mark


def round_up(n):
    return (n + BLOCK - 1) // BLOCK * BLOCK


def two_stage(values, limit):
    """(stage1, stage2): stage2[stage1[i >> SHIFT] * BLOCK + (i & (BLOCK-1))] == values[i] for i < limit."""
    assert limit % BLOCK == 0
    seen = {}
    stage1, stage2 = [], []
    for start in range(0, limit, BLOCK):
        block = tuple(values[start:start + BLOCK])
        if block not in seen:
            seen[block] = len(seen)
            stage2.extend(block)
        stage1.append(seen[block])
    assert len(seen) <= 256, "block index no longer fits UInt8"
    return stage1, stage2


def mapping_table(target):
    """Deltas (mod 2^16) of a scalar-to-scalar mapping, and the table's limit."""
    deltas = [0] * MAX
    last = -1
    for cp in range(MAX):
        t = target(cp)
        if t != cp:
            assert t >> 16 == cp >> 16, f"U+{cp:04X} maps out of its plane"
            deltas[cp] = (t - cp) & 0xFFFF
            last = cp
    limit = round_up(last + 1)
    return deltas, limit


def swift_array(name, element, values, doc, per_line):
    """A `[element]` literal: typed, so the type checker has nothing to infer."""
    lines = [f"    /// {doc}", f"    static let {name}: [{element}] = ["]
    for i in range(0, len(values), per_line):
        lines.append("        " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def swift_byte_words(name, values, doc):
    """A `[UInt64]` literal of `values` (bytes), eight to a word, the first in the low byte."""
    assert all(0 <= v < 256 for v in values)
    words = [sum(v << (8 * j) for j, v in enumerate(values[i:i + 8])) for i in range(0, len(values), 8)]
    lines = [f"    /// {doc}", f"    static let {name}: [UInt64] = ["]
    for i in range(0, len(words), 10):
        lines.append("        " + " ".join(f"0x{w:016X}," for w in words[i:i + 10]))
    lines.append("    ]")
    return "\n".join(lines)


HEADER = [
    "// GENERATED FILE, DO NOT EDIT.",
    f"// Made by scripts/gen-unicode-folding.py from Unicode {unicodedata.unidata_version} (Python unicodedata).",
    "// Regenerate: python3 scripts/gen-unicode-folding.py Sources/SwoopSearch/Matching",
    "",
]


def write(directory, name, lines):
    """Writes one generated Swift file."""
    with open(f"{directory}/{name}", "w", encoding="utf-8") as f:
        f.write("\n".join(HEADER + lines) + "\n")


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else "Sources/SwoopSearch/Matching"
    out = []
    out.append("/// Two-stage lookup tables behind `UnicodeFolding`, one file per table.")
    out.append("///")
    out.append("/// For a scalar `s` below a table's limit, `block = xBlocks[s >> blockShift]` and the")
    out.append("/// entry is number `block << blockShift | s & blockMask` of `x`. Mapping entries are")
    out.append("/// deltas modulo 2^16 within the scalar's plane; property entries (bytes packed")
    out.append("/// eight to a word) are a `CharacterClass` raw value in bits 0-2 and `markBit` for")
    out.append("/// combining marks.")
    out.append("enum UnicodeFoldingData {")
    major, minor, _ = (int(p) for p in unicodedata.unidata_version.split("."))
    out.append(f"    /// The Unicode version the tables were made from.")
    out.append(f"    static let unicodeVersion: (major: Int, minor: Int) = ({major}, {minor})")
    out.append(f"    static let blockShift: UInt32 = {SHIFT}")
    out.append(f"    static let blockMask: UInt32 = 0x{BLOCK - 1:X}")
    out.append(f"    static let markBit: UInt8 = {MARK_BIT}")
    out.append(f"    static let defaultProperty: UInt8 = {DEFAULT_PROPERTY}")

    for prefix, target, doc, name in (
        ("lower", lower_of, "simple lower-case mapping", "Lowercase"),
        ("stripped", stripped_of, "diacritics stripped", "Diacritics"),
    ):
        deltas, limit = mapping_table(target)
        stage1, stage2 = two_stage(deltas, limit)
        count = sum(1 for d in deltas if d)
        out.append("")
        out.append(f"    /// Scalars at or above this map to themselves ({doc}).")
        out.append(f"    static let {prefix}Limit: UInt32 = 0x{limit:X}")
        table = ["extension UnicodeFoldingData {"]
        table.append(f"    // {doc}: {count} scalars change; {len(stage1)} blocks, {len(stage2) // BLOCK} distinct.")
        table.append(swift_array(f"{prefix}Blocks", "UInt8", stage1, f"Block of each 128 scalars below `{prefix}Limit`.", 32))
        table.append(swift_array(f"{prefix}Deltas", "UInt16", stage2, f"`{doc}` minus scalar, modulo 2^16.", 24))
        table.append("}")
        write(directory, f"UnicodeFoldingData+{name}.swift", table)

    props = [property_of(cp) for cp in range(MAX)]
    # UnicodeFolding.swift answers these without the tables.
    assert all(stripped_of(cp) == cp for cp in range(0xC0)), "a scalar below U+00C0 strips"
    assert not any(props[cp] & MARK_BIT for cp in range(0x300)), "a mark below U+0300"
    assert all(lower_of(cp) == (cp + 32 if 0x41 <= cp <= 0x5A else cp) for cp in range(0x80))
    # Past the last assigned scalar of planes 0-3 the table stops; what is left
    # (plane 14's variation selectors) is a handful of ranges.
    last = max(cp for cp in range(0xE0000) if props[cp] != DEFAULT_PROPERTY)
    limit = round_up(last + 1)
    high = []
    cp = limit
    while cp < MAX:
        if props[cp] != DEFAULT_PROPERTY:
            start, value = cp, props[cp]
            while cp + 1 < MAX and props[cp + 1] == value:
                cp += 1
            high += [start, cp, value]
        cp += 1
    assert len(high) <= 3 * 4, "too many property ranges past the table"
    stage1, stage2 = two_stage(props, limit)
    out.append("")
    out.append(f"    /// Scalars at or above this have `defaultProperty` unless in `highProperties`.")
    out.append(f"    static let propertyLimit: UInt32 = 0x{limit:X}")
    out.append("    /// Ranges past `propertyLimit`: first scalar, last scalar, property; repeated.")
    out.append("    static let highProperties: [UInt32] = [" + ", ".join(f"0x{v:X}" for v in high) + "]")
    out.append(f"    // properties: {len(stage1)} blocks, {len(stage2) // BLOCK} distinct.")
    out.append(swift_array("propertyBlocks", "UInt8", stage1, "Block of each 128 scalars below `propertyLimit`.", 32))
    out.append("}")
    write(directory, "UnicodeFoldingData.swift", out)
    table = ["extension UnicodeFoldingData {"]
    table.append(swift_byte_words("properties", stage2,
                                  "Character class raw value | `markBit` for combining marks; entry i is byte i % 8 of word i / 8."))
    table.append("}")
    write(directory, "UnicodeFoldingData+Properties.swift", table)


if __name__ == "__main__":
    main()
