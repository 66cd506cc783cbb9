#!/usr/bin/env bash
# The directories `make install` makes, so that `make uninstall` removes them again and no others.
#   scripts/made-dirs.sh missing DIR...   prints those of DIR and their parents that do not exist
#                                         yet (run before installing)
#   scripts/made-dirs.sh remove FILE      removes the directories FILE lists, deepest first, each
#                                         only when empty
set -u
case "${1-}" in
  missing)
    shift
    for dir in "$@"; do
      path=$dir
      while [ -n "$path" ] && [ "$path" != / ] && [ "$path" != . ] && [ ! -e "$path" ]; do
        printf '%s\n' "$path"
        path=$(dirname -- "$path")
      done
    done | awk '!seen[$0]++'
    ;;
  remove)
    [ -f "${2-}" ] || exit 0
    awk 'NF { print length($0) "\t" $0 }' "$2" | sort -rn | cut -f2- | while IFS= read -r dir; do
      rmdir -- "$dir" 2>/dev/null
    done
    exit 0
    ;;
  *)
    echo "usage: $0 missing DIR... | remove FILE" >&2
    exit 2
    ;;
esac
