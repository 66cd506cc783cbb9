#!/usr/bin/env bash
# Builds the Debian package from the release binary (`make deb`), with Debian's own tools only:
#   .build/deb/swoop_VERSION_ARCH.deb
# The binary in /usr/bin, the man page, the bundled lists in /usr/share/swoop, the key bindings
# and fuzzy completion in /usr/share/swoop/shell, and the completions where bash-completion,
# zsh and fish look for them by themselves. Depends comes from the binary's own dynamic
# libraries (dpkg-shlibdeps); the version from `swoop --version`, which must be the newest
# entry of packaging/debian/changelog.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=.build/release/swoop
[ -x "$bin" ] || { echo "deb.sh: no $bin: run make build first" >&2; exit 2; }
version=$("$bin" --version | awk '{print $2}')
logged=$(sed -n '1s/^swoop (\([^)]*\)).*/\1/p' packaging/debian/changelog)
if [ "$version" != "$logged" ]; then
  echo "deb.sh: swoop --version says $version but packaging/debian/changelog starts at $logged: add an entry" >&2
  exit 2
fi
arch=$(dpkg --print-architecture)
out=.build/deb
root=$out/root
rm -rf "$root" "$out/shlibs"
mkdir -p "$root/DEBIAN"

install -D -m 755 "$bin" "$root/usr/bin/swoop"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/swoop"
install -d -m 755 "$root/usr/share/man/man1" "$root/usr/share/doc/swoop" "$root/usr/lib/swoop/bin"
# fzf's name for swoop, in a directory of its own (Debian's fzf package owns /usr/bin/fzf).
ln -s ../../../bin/swoop "$root/usr/lib/swoop/bin/fzf"
install -m 755 shell/fzf-tmux "$root/usr/lib/swoop/bin/fzf-tmux"
gzip -9n -c man/swoop.1 > "$root/usr/share/man/man1/swoop.1.gz"
install -D -m 644 -t "$root/usr/share/swoop" Data/*
install -D -m 644 -t "$root/usr/share/swoop/shell" shell/key-bindings.* shell/fuzzy-completion.* shell/completion.*
install -D -m 644 shell/completion.bash "$root/usr/share/bash-completion/completions/swoop"
install -D -m 644 shell/completion.zsh "$root/usr/share/zsh/vendor-completions/_swoop"
install -D -m 644 shell/completion.fish "$root/usr/share/fish/vendor_completions.d/swoop.fish"
install -m 644 packaging/debian/copyright "$root/usr/share/doc/swoop/copyright"
gzip -9n -c packaging/debian/changelog > "$root/usr/share/doc/swoop/changelog.gz"
chmod 644 "$root/usr/share/man/man1/swoop.1.gz" "$root/usr/share/doc/swoop/changelog.gz"

# dpkg-shlibdeps reads a source package's debian/control: a minimal one, beside the package tree.
mkdir -p "$out/shlibs/debian"
printf 'Source: swoop\n\nPackage: swoop\nArchitecture: any\n' > "$out/shlibs/debian/control"
depends=$(cd "$out/shlibs" && dpkg-shlibdeps -O -e"$OLDPWD/$root/usr/bin/swoop" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 2; }
size=$(du -sk "$root/usr" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
  packaging/debian/control.in > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb="$out/swoop_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
