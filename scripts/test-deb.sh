#!/usr/bin/env bash
# Checks the Debian package (`make test` runs it after `make deb`): lintian reports no
# errors; installed with dpkg into a throwaway root (`dpkg --root`), it runs, `man -w` finds
# its page, it answers to fzf's name from /usr/lib/swoop/bin (fzf, fzf-tmux), zsh's compinit takes its completion and fish completes its options from the
# package alone, and in a real bash (tmux) with the bash-completion package loaded, and
# nothing of swoop's sourced, `swoop --lay<Tab>` completes to `swoop --layout=`.
set -euo pipefail
cd "$(dirname "$0")/.."

deb=$(ls .build/deb/swoop_*.deb)
version=$(dpkg-deb -f "$deb" Version)
fail() { echo "test-deb: $*" >&2; exit 1; }

lintian --fail-on error "$deb" >/dev/null 2>&1 || { lintian "$deb" >&2; fail "lintian reports errors"; }

root=$(mktemp -d /tmp/swoop-deb-root.XXXXXX)
session="swoop-deb-$$"
cleanup() { tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$root"; }
trap cleanup EXIT
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
touch "$root/var/lib/dpkg/status"
# The root holds no other package: its dependencies are the host's (checked by lintian's run above).
dpkg --root="$root" --log=/dev/null --force-depends --force-script-chrootless -i "$deb" >/dev/null 2>&1 \
  || fail "dpkg -i into $root failed"
dpkg --root="$root" -s swoop 2>/dev/null | grep -q '^Status: install ok installed' || fail "dpkg does not list swoop as installed"

said=$("$root/usr/bin/swoop" --version)
[ "$said" = "swoop $version" ] || fail "swoop --version said '$said', not 'swoop $version'"

said=$("$root/usr/lib/swoop/bin/fzf" --version)
[[ $said =~ ^[0-9]+\.[0-9]+\.[0-9]+\ \(swoop\ $version\)$ ]] || fail "/usr/lib/swoop/bin/fzf --version said '$said', not fzf's version and 'swoop $version'"
said=$(PATH="$root/usr/lib/swoop/bin:/usr/bin:/bin" "$root/usr/lib/swoop/bin/fzf-tmux" --version)
[[ $said == "fzf-tmux (with fzf "*"(swoop $version))" ]] || fail "fzf-tmux --version said '$said'"

page=$(MANPATH="$root/usr/share/man" man -w swoop)
[ "$page" = "$root/usr/share/man/man1/swoop.1.gz" ] || fail "man -w swoop found '$page'"

for file in usr/share/swoop/countries.txt usr/share/swoop/shell/key-bindings.bash \
            usr/share/zsh/vendor-completions/_swoop usr/share/fish/vendor_completions.d/swoop.fish; do
  [ -s "$root/$file" ] || fail "/$file is missing"
done

# fish finds its vendor completions in the data directories by itself (no user config: HOME is the root).
if command -v fish >/dev/null 2>&1; then
  offered=$(env -i HOME="$root" PATH="$root/usr/bin:/usr/bin:/bin" XDG_DATA_DIRS="$root/usr/share" \
    fish -c 'complete -C "swoop --lay"' 2>/dev/null)
  grep -q '^--layout' <<<"$offered" || fail "fish did not complete swoop --lay from the package's completions"
fi
# zsh: Debian's zsh has /usr/share/zsh/vendor-completions in its fpath; here the root's stands in.
if command -v zsh >/dev/null 2>&1; then
  mapped=$(env -i HOME="$root" zsh -f -c "fpath=($root/usr/share/zsh/vendor-completions \$fpath); \
    autoload -U compinit; compinit -u -d $root/zcompdump; print -r -- \${_comps[swoop]}" 2>/dev/null)
  [ "$mapped" = _swoop ] || fail "zsh's compinit did not take _swoop for swoop (got '$mapped')"
fi

# bash-completion finds /usr/share/bash-completion/completions/swoop by the command's name, in
# the data directories (here the root's) and beside the command's own directory.
loader=/usr/share/bash-completion/bash_completion
[ -r "$loader" ] || fail "the bash-completion package is not installed ($loader)"
# No history file: bash writes one into HOME (the root) as the session is killed, racing the cleanup.
tmux new-session -d -s "$session" -x 100 -y 10 \
  "env -i HOME=$root HISTFILE=/dev/null TERM=xterm-256color LANG=C.UTF-8 PATH=$root/usr/bin:/usr/bin:/bin XDG_DATA_DIRS=$root/usr/share PS1='$ ' bash --norc --noprofile -i"
# Waits up to five seconds for a line of the screen to match a pattern.
await() {
  for _ in $(seq 50); do
    tmux capture-pane -p -t "$session" | grep -q "$1" && return 0
    sleep 0.1
  done
  return 1
}
tmux send-keys -t "$session" "source $loader; echo loaded" Enter
await '^loaded' || fail "bash did not start or source $loader"
tmux send-keys -t "$session" "swoop --lay" Tab
await '^\$ swoop --layout=' || fail "swoop --lay<Tab> did not complete to --layout=; the screen: $(tmux capture-pane -p -t "$session")"
echo "test-deb: $deb passes (lintian, dpkg --root install, --version, man -w, zsh, fish and bash completion)"
