#!/usr/bin/env python3
"""Write N deterministic path-like lines to stdout (the bench's corpus).

usage: corpus.py [N] > corpus.txt        (N defaults to 1,000,000)

The same N gives the same bytes on every machine and every Python 3: the only
randomness is random.Random(SEED).random(), whose sequence for an integer seed
Python promises never to change, and every pick is derived from it by plain
arithmetic (no choice(), randint() or shuffle(), whose algorithms may change).

The lines look like what `find /` prints on a developer's machine: system
directories (/usr/bin, /usr/lib, /usr/include, /lib/modules, /etc, /var), a
Linux kernel tree, Swift, Python, web and Java projects under /home and /srv,
and personal documents.  Every line has 2 to 11 components (directories plus
the file name), in mixed case (`Sources/SwoopCore/SearchController.swift`),
with digits, dots, dashes and underscores, and about one line in eighteen
holds non-ASCII text: accented Latin, CJK or Cyrillic.  No line is wider than
120 terminal columns, so a 160-column terminal shows every line whole.
"""
from __future__ import annotations

import random
import sys

SEED = 0x5EED_2026
MAX_DEPTH = 11
MIN_DEPTH = 2
MAX_WIDTH = 120          # terminal columns (a CJK character counts two)


class Dice:
    """Seeded picks built on random.Random.random() alone (stable across Python versions)."""

    def __init__(self, seed: int) -> None:
        self.unit = random.Random(seed).random

    def below(self, n: int) -> int:
        """An integer in [0, n)."""
        return int(self.unit() * n)

    def pick(self, items):
        """One element of a non-empty sequence."""
        return items[int(self.unit() * len(items))]

    def chance(self, p: float) -> bool:
        """True with probability p."""
        return self.unit() < p

    def span(self, lo: int, hi: int) -> int:
        """An integer in [lo, hi], both ends included."""
        return lo + int(self.unit() * (hi - lo + 1))


def words(text: str) -> tuple[str, ...]:
    """A whitespace-separated vocabulary as a tuple."""
    return tuple(text.split())


# --------------------------------------------------------------------------- vocabulary

USERS = words("alice bob dev build ci jmoreau ykato olga.petrova sam_lee")
SWIFT_MODULES = words("""SwoopCore SwoopTUI SearchKit NetworkLayer Persistence
    DesignSystem FeatureFlags Analytics CoreModels AppShell""")
SWIFT_DIRS = words("""Controller Items Matching Search ViewModel Views Screen Terminal
    Theme Text Keys Options Fields Models Services Networking Storage Helpers
    Extensions Internal Public Support Mocks Fixtures""")
SWIFT_TYPES = words("""SearchController SearchBarView SearchEngine SearchViewModel
    ItemStore Matcher FuzzyScorer QueryParser KeyDecoder KeyMap InfoLine ListView
    RowWindow GridScreen NcursesScreen Descriptor OutputBuffer PickerSession
    ThemeLoader ColorSpec TextWidth FieldSplitter DetailPane PreviewRunner
    AppDelegate SceneDelegate UserProfileCell SettingsViewController
    NetworkClient RequestBuilder ResponseDecoder CacheStore ImageLoader""")
SWIFT_SUFFIXES = ("", "", "", "Tests", "+Extensions", "Delegate", "Protocol")
KERNEL_TOP = words("drivers fs net mm arch kernel sound crypto block security lib include tools")
KERNEL_SUB = words("""gpu drm amd i915 nouveau net ethernet intel mellanox mlx5 wireless
    ath iwlwifi usb core host storage serial tty scsi nvme pci input hid
    media video acpi thermal power bluetooth ext4 btrfs xfs nfs fuse ipv4 ipv6
    netfilter sched x86 arm64 riscv boot mm kvm""")
KERNEL_FILES = words("""core main init probe dev ops ioctl irq dma regs hw phy mac
    ethtool debugfs sysfs trace power quirks super inode namei dir file""")
PY_PACKAGES = words("""numpy pandas requests urllib3 django flask pytest setuptools pip
    matplotlib scipy jinja2 click yaml certifi idna charset_normalizer pyte
    attrs packaging typing_extensions""")
PY_DIRS = words("core utils _internal tests testing io lib compat backends contrib vendor api")
PY_FILES = words("""__init__ base utils helpers core api models views forms client server
    exceptions config compat parser loader session adapters test_api test_utils
    conftest""")
WEB_DIRS = words("""src components pages hooks lib utils styles public assets api
    routes store reducers services tests __tests__ node_modules dist build""")
WEB_FILES = words("""index App Header Footer Button Modal SearchBar SearchResults
    useSearch useDebounce apiClient store router theme main vendor chunk""")
JAVA_PARTS = words("com org net example acme internal core service repository controller model util")
JAVA_TYPES = words("""Application SearchController UserService OrderRepository
    HttpClientFactory ConfigLoader StringUtils JsonMapper EventBus""")
BIN_NAMES = words("""python3 python3.11 python3.12 pydoc3 pip3 bash zsh fish ls cat grep
    sed awk find xargs git ssh scp rsync curl wget tar gzip xz make cmake ninja
    gcc g++ clang swift swiftc lldb gdb vim nvim less man tmux htop top ps kill
    sort uniq head tail tee fzf fzy perl ruby node npm go rustc cargo""")
LIB_NAMES = words("""libc libm libpthread libssl libcrypto libz libncursesw libtinfo
    libreadline libpython3.11 libstdc++ libgcc_s libffi libsqlite3 libcurl
    libxml2 libicuuc libdispatch libFoundation libswiftCore""")
HEADER_DIRS = words("""linux sys bits asm asm-generic netinet arpa python3.11 openssl
    curl X11 GL c++ x86_64-linux-gnu ncursesw readline sqlite3""")
HEADER_FILES = words("""stdio stdlib string unistd errno fcntl signal time types stat
    socket in inet ioctl termios ncurses curses ssl evp sha Python object
    pthread limits stddef stdint assert ctype locale wchar""")
DOC_DIRS = words("""Documents Downloads Pictures Music Projects Notes Archive Desktop
    café Übersicht résumé naïve Ångström Été_2023 Документы Фотографии Проекты
    Загрузки 文档 写真 项目 下载 プロジェクト 資料""")
DOC_FILES = words("""notes todo report budget plan invoice photo scan letter draft
    заметки отчёт план 报告 笔记 計画 メモ Lebenslauf déclaration Straße""")
DOC_EXTS = words("pdf txt md odt docx jpg png heic xlsx csv")
ETC_DIRS = words("""apt systemd/system ssh nginx/sites-available default cron.d
    X11 fonts/conf.d security ld.so.conf.d pam.d udev/rules.d network""")
ETC_FILES = words("""passwd group hosts fstab resolv.conf sshd_config nginx.conf
    sources.list locale.gen environment profile bashrc inputrc 99-local.conf""")
VAR_DIRS = words("log lib/apt/lists lib/dpkg/info cache/apt/archives lib/docker/overlay2 spool/cron tmp")
VAR_FILES = words("syslog auth.log kern.log dpkg.log Release Packages status lock journal")
RARE = words("jazz/quixote pizza/quux fizzbuzz/qxl buzzword/qex")  # rare hits for zzqx
ARCHES = ("x86_64-linux-gnu", "aarch64-linux-gnu")
KERNELS = ("6.1.0-18-amd64", "6.1.0-21-amd64", "6.5.13-1-pve")


# --------------------------------------------------------------------------- line shapes

def version(d: Dice) -> str:
    """A dotted version such as 3.11 or 2.4.17."""
    parts = [str(d.span(0, 6)), str(d.below(20))]
    if d.chance(0.5):
        parts.append(str(d.below(30)))
    return ".".join(parts)


def filler(d: Dice, pool: tuple[str, ...], n: int) -> list[str]:
    """n directory names from pool, sometimes decorated with a digit, dash or dot."""
    out = []
    for _ in range(n):
        name = d.pick(pool)
        roll = d.unit()
        if roll < 0.06:
            name = f"{name}{d.below(10)}"
        elif roll < 0.10:
            name = f"{name}-{d.pick(('old', 'new', 'v2', 'tmp', 'bak'))}"
        elif roll < 0.12:
            name = f"{name}.d"
        out.append(name)
    return out


def swift_line(d: Dice) -> list[str]:
    """A file in a Swift package: sources, tests, build products."""
    project = d.pick(("swoop", "SearchKit", "ios-app", "server-side", "swift-tools"))
    root = ["home", d.pick(USERS), d.pick(("src", "Developer", "work")), project]
    module = d.pick(SWIFT_MODULES)
    kind = d.below(10)
    if kind < 6:
        mid = ["Sources", module] + filler(d, SWIFT_DIRS, d.below(3))
        name = d.pick(SWIFT_TYPES) + d.pick(SWIFT_SUFFIXES) + ".swift"
    elif kind < 8:
        mid = ["Tests", module + "Tests"] + filler(d, SWIFT_DIRS, d.below(2))
        name = d.pick(SWIFT_TYPES) + "Tests.swift"
    else:
        mid = [".build", d.pick(("debug", "release")), module + ".build"]
        name = d.pick(SWIFT_TYPES) + d.pick((".swift.o", ".d", ".swiftdeps", ".swiftmodule"))
    return root + mid + [name]


def kernel_line(d: Dice) -> list[str]:
    """A Linux kernel source file, or a built module under /lib/modules."""
    if d.chance(0.35):
        root = ["lib", "modules", d.pick(KERNELS), "kernel"]
        mid = [d.pick(("drivers", "fs", "net", "sound", "crypto"))] + filler(d, KERNEL_SUB, d.span(0, 4))
        return root + mid + [d.pick(KERNEL_SUB) + "_" + d.pick(KERNEL_FILES) + ".ko" + d.pick(("", ".xz", ".zst"))]
    root = d.pick((["usr", "src", "linux-" + version(d)], ["home", d.pick(USERS), "src", "linux"]))
    mid = [d.pick(KERNEL_TOP)] + filler(d, KERNEL_SUB, d.span(0, 4))
    if d.chance(0.05):
        return root + mid + [d.pick(("Kconfig", "Makefile", "Kbuild"))]
    name = d.pick(KERNEL_FILES) + d.pick(("", "_" + d.pick(KERNEL_SUB), "-" + str(d.below(100))))
    return root + mid + [name + d.pick((".c", ".c", ".h", ".o", ".S", ".rs"))]


def python_line(d: Dice) -> list[str]:
    """A module of an installed Python package, or a script in /usr/bin."""
    if d.chance(0.15):
        return ["usr", d.pick(("bin", "local/bin")), d.pick(BIN_NAMES)]
    py = d.pick(("python3", "python3.11", "python3.12"))
    root = d.pick((["usr", "lib", py, "site-packages"],
                   ["usr", "lib", "python3", "dist-packages"],
                   ["home", d.pick(USERS), ".local", "lib", py, "site-packages"],
                   ["home", d.pick(USERS), ".pyenv", "versions", version(d), "lib", py, "site-packages"]))
    mid = [d.pick(PY_PACKAGES)] + filler(d, PY_DIRS, d.below(3))
    if d.chance(0.2):
        mid.append("__pycache__")
        return root + mid + [d.pick(PY_FILES) + ".cpython-311.pyc"]
    return root + mid + [d.pick(PY_FILES) + d.pick((".py", ".py", ".pyi", ".so"))]


def web_line(d: Dice) -> list[str]:
    """A file in a JavaScript/TypeScript project, sometimes deep in node_modules."""
    root = ["srv", "www", d.pick(("shop-frontend", "admin-ui", "docs-site"))]
    mid = filler(d, WEB_DIRS, d.span(1, 5))
    stem = d.pick(WEB_FILES)
    if d.chance(0.3):
        stem = f"{stem}.{d.pick(('test', 'spec', 'min', 'module'))}"
    if d.chance(0.15):
        stem = f"{stem}-{d.below(10 ** 6):06x}"
    return root + mid + [stem + d.pick((".js", ".ts", ".tsx", ".css", ".json", ".map"))]


def java_line(d: Dice) -> list[str]:
    """A Java source or class file in a Maven layout."""
    root = ["home", d.pick(USERS), "projects", d.pick(("billing-service", "search-api"))]
    kind = d.pick(("main", "main", "test"))
    pkg = [d.pick(("com", "org", "net")), d.pick(("acme", "example"))] + filler(d, JAVA_PARTS, d.span(0, 2))
    name = d.pick(JAVA_TYPES) + ("Test" if kind == "test" else "")
    if d.chance(0.2):
        return root + ["target", "classes"] + pkg + [name + ".class"]
    return root + ["src", kind, "java"] + pkg + [name + ".java"]


def system_line(d: Dice) -> list[str]:
    """Binaries, libraries, headers, man pages and shared data under /usr."""
    kind = d.below(6)
    if kind == 0:
        return ["usr", d.pick(("bin", "bin", "sbin", "local/bin")), d.pick(BIN_NAMES)]
    if kind == 1:
        lib = d.pick(LIB_NAMES) + ".so" + d.pick(("", "." + str(d.span(0, 6)), "." + version(d)))
        return ["usr", "lib", d.pick(ARCHES)] + filler(d, words("gconv perl5 girepository-1.0 dri"), d.below(2)) + [lib]
    if kind == 2:
        sub = [d.pick(HEADER_DIRS)] if d.chance(0.7) else []
        return ["usr", d.pick(("include", "include", "local/include"))] + sub + [d.pick(HEADER_FILES) + d.pick((".h", ".h", ".h", ".hpp", ".def"))]
    if kind == 3:
        return ["usr", "share", "man", "man" + d.pick("13578"), d.pick(BIN_NAMES) + "." + d.pick("13578") + ".gz"]
    if kind == 4:
        return ["usr", "share", "doc", d.pick(BIN_NAMES + LIB_NAMES), d.pick(("copyright", "changelog.Debian.gz", "README.md", "NEWS.gz"))]
    return ["usr", "share", d.pick(("locale", "icons", "fonts", "zoneinfo"))] + filler(d, words("hicolor 48x48 apps fr de ru ja LC_MESSAGES truetype dejavu Europe"), d.span(1, 3)) + [d.pick(BIN_NAMES) + d.pick((".mo", ".png", ".svg", ".ttf"))]


def config_line(d: Dice) -> list[str]:
    """Files under /etc and /var."""
    if d.chance(0.5):
        return ["etc"] + d.pick(ETC_DIRS).split("/")[: d.span(0, 2)] + [d.pick(ETC_FILES)]
    return ["var"] + d.pick(VAR_DIRS).split("/") + [d.pick(VAR_FILES) + d.pick(("", ".1", ".2.gz", "-" + str(20240000 + d.below(1300))))]


def personal_line(d: Dice) -> list[str]:
    """Personal documents, where most of the non-ASCII names live."""
    root = ["home", d.pick(USERS)]
    mid = filler(d, DOC_DIRS, d.span(1, 4))
    if d.chance(0.08):
        mid.insert(0, d.pick(RARE))
    name = d.pick(DOC_FILES) + d.pick(("", "_" + str(2015 + d.below(11)), " (" + str(d.span(1, 9)) + ")"))
    return root + mid + [name + "." + d.pick(DOC_EXTS)]


# Each shape with its weight out of 100.
SHAPES = ((swift_line, 16), (kernel_line, 18), (python_line, 16), (web_line, 12),
          (java_line, 8), (system_line, 18), (config_line, 6), (personal_line, 6))
TABLE = tuple(fn for fn, weight in SHAPES for _ in range(weight))


def width(text: str) -> int:
    """Terminal columns: CJK and other East Asian wide characters count two."""
    return sum(2 if ord(c) >= 0x1100 and not 0xD7A4 <= ord(c) <= 0xF8FF else 1 for c in text)


def fit_depth(d: Dice, parts: list[str]) -> list[str]:
    """Split joined components, then keep the depth within MIN_DEPTH..MAX_DEPTH."""
    parts = [p for part in parts for p in part.split("/")]
    while len(parts) > MAX_DEPTH:
        del parts[len(parts) // 2]       # drop a middle directory, keep root and name
    if len(parts) < MIN_DEPTH:
        parts.insert(0, d.pick(("opt", "srv", "tmp")))
    return parts


def line(d: Dice) -> str:
    """One corpus line: a path of 2..11 components, at most MAX_WIDTH columns wide."""
    parts = fit_depth(d, d.pick(TABLE)(d))
    text = "/" + "/".join(parts)
    while width(text) > MAX_WIDTH and len(parts) > MIN_DEPTH:
        del parts[len(parts) // 2]
        text = "/" + "/".join(parts)
    return text


def generate(n: int, out) -> None:
    """Write n lines, newline-terminated, UTF-8, to the binary stream out."""
    d = Dice(SEED)
    batch: list[str] = []
    for _ in range(n):
        batch.append(line(d))
        if len(batch) == 20000:
            out.write(("\n".join(batch) + "\n").encode())
            batch.clear()
    if batch:
        out.write(("\n".join(batch) + "\n").encode())


def main(argv: list[str]) -> int:
    """Command line: corpus.py [N]."""
    if len(argv) > 2 or (len(argv) == 2 and not argv[1].isdigit()):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    generate(int(argv[1]) if len(argv) == 2 else 1_000_000, sys.stdout.buffer)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
