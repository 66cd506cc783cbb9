#!/usr/bin/env bash
# Installs the Debian packages a make target needs, as root; as anyone else, prints
# the command to run and fails.
#   scripts/deps.sh build   what building and running needs: ncursesw's headers, a UTF-8 locale
#   scripts/deps.sh deb     that, plus what `make deb` uses: dpkg-dev (dpkg-shlibdeps), binutils (strip)
#   scripts/deps.sh test    all that, plus tmux (end-to-end tests), groff (the man page), zsh, fish,
#                           ripgrep (the ripgrep launcher test), and what checks the package:
#                           lintian, man-db (man -w) and bash-completion
set -u
need=()
missing=()
[ -e /usr/include/ncursesw/curses.h ] || { need+=(libncurses-dev); missing+=("ncursesw headers"); }
# C.UTF-8 comes with libc-bin on Debian; elsewhere it is made from the locales package.
if ! locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then
  need+=(locales); missing+=("the C.UTF-8 locale")
fi
if [ "${1:-build}" = deb ] || [ "${1:-build}" = test ]; then
  for tool in dpkg-shlibdeps strip; do
    command -v "$tool" >/dev/null 2>&1 && continue
    missing+=("$tool")
    case "$tool" in dpkg-shlibdeps) need+=(dpkg-dev) ;; strip) need+=(binutils) ;; esac
  done
fi
if [ "${1:-build}" = test ]; then
  for tool in tmux groff zsh fish rg lintian man; do
    command -v "$tool" >/dev/null 2>&1 && continue
    missing+=("$tool")
    case "$tool" in groff) need+=(groff-base) ;; rg) need+=(ripgrep) ;; man) need+=(man-db) ;; *) need+=("$tool") ;; esac
  done
  [ -r /usr/share/bash-completion/bash_completion ] || { need+=(bash-completion); missing+=("bash-completion"); }
fi
command -v swift >/dev/null 2>&1 || { echo "swift not found: install Swift 6.3 (expected at /opt/swift)" >&2; exit 1; }
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${need[*]} (for ${missing[*]})"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 \
    || { apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null; } || exit 1
  if ! locale -a 2>/dev/null | grep -qix 'c\.utf-\?8'; then
    localedef -i C -f UTF-8 C.UTF-8 2>/dev/null || localedef -i en_US -f UTF-8 C.UTF-8 || exit 1
  fi
  exit 0
fi
echo "missing ${missing[*]}. Run: sudo apt-get install -y ${need[*]}" >&2
exit 1
