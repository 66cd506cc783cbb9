"""Turns a terminal screen captured by `tmux capture-pane -e -p` into SVG.

The capture is text with SGR escape sequences (colours, bold, italic,
underline, reverse); each row becomes SVG text on a monospace grid, runs
of one style share a background rectangle, and a character East Asian
Wide or Fullwidth takes two cells, as on the terminal. Standard library
only: `render(capture, columns, rows, cursor)` returns the SVG document.
"""

import html
import re
import unicodedata

CELL_WIDTH = 8.4
CELL_HEIGHT = 18.0
FONT_SIZE = 14
PADDING = 14
BAR = 26  # the window's title bar

BACKGROUND = "#15191e"
FOREGROUND = "#d5dbe3"
# The sixteen base colours: a dark terminal theme.
BASE = [
    "#2a2f36", "#e0676d", "#8fc27a", "#e3bd6d", "#6aa6e8", "#c48ad9", "#5fc1c8", "#c9ced6",
    "#5c636d", "#f07f84", "#a6d98f", "#f2cf84", "#86bbf2", "#d6a3e8", "#7dd3d9", "#f2f4f7",
]

SGR = re.compile(r"\x1b\[([0-9;:]*)m")
OTHER_ESCAPE = re.compile(r"\x1b(\[[0-9;?]*[A-Za-ln-z]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z])")


def palette(index):
    """The xterm 256-colour palette entry `index` as #rrggbb."""
    if index < 16:
        return BASE[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        r, g, b = levels[index // 36], levels[(index // 6) % 6], levels[index % 6]
        return f"#{r:02x}{g:02x}{b:02x}"
    grey = 8 + (index - 232) * 10
    return f"#{grey:02x}{grey:02x}{grey:02x}"


# SGR codes that set or clear attributes: the attributes, and whether on.
ATTRIBUTES = {
    1: (("bold",), True), 2: (("dim",), True), 3: (("italic",), True), 4: (("underline",), True),
    7: (("reverse",), True), 22: (("bold", "dim"), False), 23: (("italic",), False),
    24: (("underline",), False), 27: (("reverse",), False),
}
# The decades of SGR codes that pick one of the eight colours: the layer, and the palette's first.
BASE_COLOURS = {30: ("fg", 0), 90: ("fg", 8), 40: ("bg", 0), 100: ("bg", 8)}


class Style:
    """The graphic rendition in force: colours (None is the default) and attributes."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = False
        self.dim = False
        self.italic = False
        self.underline = False
        self.reverse = False

    def key(self):
        return (self.fg, self.bg, self.bold, self.dim, self.italic, self.underline, self.reverse)

    def apply(self, parameters):
        """Applies one SGR sequence's parameters."""
        codes = [int(p) if p.isdigit() else 0 for p in re.split(r"[;:]", parameters)] if parameters else [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            base = code - code % 10
            if code == 0:
                self.reset()
            elif code in ATTRIBUTES:
                for name in ATTRIBUTES[code][0]:
                    setattr(self, name, ATTRIBUTES[code][1])
            elif base in BASE_COLOURS and code % 10 < 8:
                layer, offset = BASE_COLOURS[base]
                setattr(self, layer, palette(code % 10 + offset))
            elif code in (39, 49):
                setattr(self, "fg" if code == 39 else "bg", None)
            elif code in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour = palette(codes[i + 2] % 256)
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour = "#%02x%02x%02x" % tuple(c % 256 for c in codes[i + 2:i + 5])
                    i += 4
                else:
                    colour = None
                if code == 38:
                    self.fg = colour
                else:
                    self.bg = colour
                i += 1
            i += 1


def width(character):
    """Cells a character takes: two for East Asian Wide and Fullwidth, none for a combining mark."""
    if unicodedata.combining(character) or unicodedata.category(character) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1


def parse(capture, columns, rows):
    """The screen as rows of cells: (character, style key), a wide character followed by None."""
    screen = [[(" ", Style().key()) for _ in range(columns)] for _ in range(rows)]
    style = Style()
    for y, line in enumerate(capture.split("\n")[:rows]):
        line = OTHER_ESCAPE.sub("", line)
        x = 0
        position = 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for character in line[position:end]:
                cells = width(character)
                if cells == 0:
                    if x > 0:
                        previous, key = screen[y][x - 1] or screen[y][x - 2]
                        screen[y][x - 1] = (previous + character, key)
                    continue
                if x + cells > columns:
                    break
                screen[y][x] = (character, style.key())
                if cells == 2:
                    screen[y][x + 1] = None
                x += cells
            if match:
                style.apply(match.group(1))
                position = match.end()
    return screen


def colours(key):
    """The foreground and background a style key draws with, reverse video applied."""
    fg, bg, bold, dim, italic, underline, reverse = key
    fg = fg or FOREGROUND
    bg = bg or BACKGROUND
    if reverse:
        fg, bg = bg, fg
    return fg, bg


def classes_of(key):
    """The CSS classes of a style key's attributes: bold, dim, italic, underline."""
    return " ".join(c for c, on in (("b", key[2]), ("d", key[3]), ("i", key[4]), ("u", key[5])) if on)


def text_element(run, style, baseline):
    """One SVG text element for `run` (x, character) pairs drawn in `style` (colour, classes)."""
    fill, classes = style
    xs = " ".join(f"{x:.1f}" for x, _ in run)
    attributes = f' class="{classes}"' if classes else ""
    characters = html.escape("".join(c for _, c in run))
    return f'<text x="{xs}" y="{baseline:.1f}" fill="{fill}"{attributes}>{characters}</text>'


def render(capture, columns, rows, cursor=None, title="swoop"):
    """The SVG document of a captured screen of `columns` × `rows`; `cursor` (x, y) draws a block."""
    screen = parse(capture, columns, rows)
    width_px = columns * CELL_WIDTH + 2 * PADDING
    height_px = rows * CELL_HEIGHT + 2 * PADDING + BAR
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width_px:.0f}" height="{height_px:.0f}" '
        f'viewBox="0 0 {width_px:.0f} {height_px:.0f}" role="img" aria-label="{html.escape(title)}">',
        "<style>text{font-family:'DejaVu Sans Mono','Menlo','Consolas',monospace;"
        f"font-size:{FONT_SIZE}px;white-space:pre}}.b{{font-weight:bold}}.i{{font-style:italic}}"
        ".u{text-decoration:underline}.d{opacity:.6}</style>",
        f'<rect width="100%" height="100%" rx="8" fill="{BACKGROUND}"/>',
        f'<rect width="100%" height="{BAR}" rx="8" fill="#2b3038"/>',
        f'<rect y="{BAR - 8}" width="100%" height="8" fill="#2b3038"/>',
    ]
    for index, colour in enumerate(("#ff5f57", "#febc2e", "#28c840")):
        out.append(f'<circle cx="{16 + index * 18}" cy="{BAR / 2}" r="5.5" fill="{colour}"/>')
    out.append(f'<text x="{width_px / 2:.1f}" y="{BAR / 2 + 4.5}" fill="#9aa3ae" text-anchor="middle">'
               f"{html.escape(title)}</text>")
    top = PADDING + BAR
    for y, row in enumerate(screen):
        baseline = top + y * CELL_HEIGHT + CELL_HEIGHT * 0.75
        # Backgrounds: runs of one colour.
        x = 0
        while x < columns:
            cell = row[x]
            if cell is None:
                x += 1
                continue
            _, bg = colours(cell[1])
            start = x
            while x < columns and (row[x] is None or colours(row[x][1])[1] == bg):
                x += 1
            if bg != BACKGROUND:
                out.append(f'<rect x="{PADDING + start * CELL_WIDTH:.1f}" y="{top + y * CELL_HEIGHT:.1f}" '
                           f'width="{(x - start) * CELL_WIDTH:.1f}" height="{CELL_HEIGHT:.1f}" fill="{bg}"/>')
        # Text: runs of one style, each character placed at its own cell (`x` lists one
        # position a character), so wide characters and fallback fonts keep the grid.
        run = []
        run_style = None
        for x in range(columns + 1):
            cell = row[x] if x < columns else (" ", None)
            if cell is None:
                continue
            character, key = cell
            style = None if character == " " else (colours(key)[0], classes_of(key))
            if style != run_style and run:
                out.append(text_element(run, run_style, baseline))
                run = []
            run_style = style
            if style is not None:
                run.extend((PADDING + x * CELL_WIDTH, c) for c in character)
    if cursor is not None:
        cx, cy = cursor
        if 0 <= cx < columns and 0 <= cy < rows:
            out.append(f'<rect x="{PADDING + cx * CELL_WIDTH:.1f}" y="{top + cy * CELL_HEIGHT:.1f}" '
                       f'width="{CELL_WIDTH:.1f}" height="{CELL_HEIGHT:.1f}" fill="{FOREGROUND}" opacity=".55"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
