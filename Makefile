# swoop — build, run, test, install.
#   make run            build (release) and browse the bundled countries
#   make run-restaurants, make run-cities   the record samples, as columns
#   make test           unit, view and end-to-end (tmux) tests
#   make completion     shell/completion.{bash,zsh,fish} written again from the option table
#   make bench          timed comparison with fzf and fzy (release build)
#   make screenshots    README's pictures, docs/screenshots/*.svg, taken from the release binary in tmux
#   make install PREFIX=/usr/local
#   make deb            the Debian package, .build/deb/swoop_VERSION_ARCH.deb

SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
export LANG ?= C.UTF-8

PREFIX ?= /usr/local
BINDIR  = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/swoop
# swoop under fzf's name (a link named fzf, and fzf-tmux), in a directory of its own: put it first on
# PATH to have every tool that calls fzf run swoop (README: "Installed as fzf").
FZFDIR  = $(PREFIX)/lib/swoop/bin
MANDIR  = $(PREFIX)/share/man/man1
RELEASE_BIN = .build/release/swoop

.PHONY: all build run run-restaurants run-cities test completion bench fuzz sanitize install uninstall deb screenshots clean deps deps-deb deps-test

all: build

## deps: what building needs (ncursesw's headers, a UTF-8 locale), installed with apt-get as root;
## deps-deb: that plus dpkg-dev and binutils; deps-test: all that plus what the tests drive (tmux, groff,
## zsh, fish, lintian, man-db, bash-completion). scripts/deps.sh says how.
deps:
	@scripts/deps.sh build

deps-deb:
	@scripts/deps.sh deb

deps-test:
	@scripts/deps.sh test

## build: release build of swoop.
build: deps
	swift build -c release --product swoop --static-swift-stdlib

# Leaving the picker is not a failure of make: Esc and Ctrl-C (130) and nothing picked (1) end quietly.
QUIETLY = status=0; "$$@" || status=$$?; case $$status in 0|1|130) ;; *) exit $$status ;; esac

## run: build and start swoop on the bundled list of countries.
run: build
	@set -- $(RELEASE_BIN) Data/countries.txt; $(QUIETLY)

## run-restaurants, run-cities: the records in Data/ as columns, with the detail pane.
run-restaurants: build
	@set -- $(RELEASE_BIN) --delimiter='\t' --header-lines=1 --columns --detail=bottom:7 Data/restaurants.tsv; $(QUIETLY)

run-cities: build
	@set -- $(RELEASE_BIN) --delimiter='\t' --header-lines=1 --columns --with-nth=1..4 --nth=1,2 --detail=right:35% Data/cities.tsv; $(QUIETLY)

## test: every test: unit, views, and the real binary in tmux; the example package (Examples/: a
## program and a test using SwoopCore's public API only); then the Debian package is built and
## checked (lintian, installed into a throwaway root: scripts/test-deb.sh).
test: deps-test
	swift build --build-tests
	swift test --skip-build --no-parallel
	swift build --package-path Examples --build-tests
	swift test --package-path Examples --skip-build
	$(MAKE) deb
	scripts/test-deb.sh

## completion: the completion scripts in shell/, made by swoop itself from its option table
## (a test fails when they differ from what the table makes: run this after changing an option).
completion:
	swift build --product swoop
	for shell in bash zsh fish; do .build/debug/swoop --shell-completion=$$shell > shell/completion.$$shell; done

## bench: swoop vs fzf and fzy at 1M and 10M lines (--filter wall time, peak RSS, keystroke, edit and paging latency, first frame, memory; BENCH_ARGS=--skip-10m leaves out the long 10M parts).
bench: build
	python3 bench/bench.py $(BENCH_ARGS)

## screenshots: README's pictures (docs/screenshots/*.svg): each scene typed into the release binary in
## a tmux pane, captured with its colours and turned into SVG by scripts/ansi_svg.py.
screenshots: build deps-test
	python3 scripts/screenshots.py

## fuzz: each libFuzzer harness (Tests/fuzz) for FUZZ_SECONDS under AddressSanitizer; fails on any crash.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = keys query matcher reader options colors bind http
FUZZ_BUILD = cd Tests/fuzz && swift build --sanitize=fuzzer --sanitize=address
fuzz: deps
	$(FUZZ_BUILD)
	@bin=$$($(FUZZ_BUILD) --show-bin-path)/swoop-fuzz; \
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz/$$target; \
	  echo "fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  SWOOP_FUZZ_TARGET=$$target $$bin -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -artifact_prefix=.build/fuzz/$$target- \
	    .build/fuzz/$$target Tests/fuzz/corpus/$$target > .build/fuzz/$$target.log 2>&1 \
	    || { tail -60 .build/fuzz/$$target.log; echo "fuzz $$target: crash, input in .build/fuzz/" >&2; exit 1; }; \
	  grep -E 'number_of_executed_units' .build/fuzz/$$target.log | sed "s/^/  $$target /"; \
	done

## sanitize: the unit and view tests under ThreadSanitizer, then AddressSanitizer (own build folders).
SANITIZE_TESTS = --no-parallel --filter 'SwoopCoreTests|SwoopTUITests'
sanitize: deps
	swift build --build-tests --sanitize=thread --scratch-path .build/tsan
	swift test --skip-build --sanitize=thread --scratch-path .build/tsan $(SANITIZE_TESTS)
	swift build --build-tests --sanitize=address --scratch-path .build/asan
	swift test --skip-build --sanitize=address --scratch-path .build/asan $(SANITIZE_TESTS)

## install: the binary in $(BINDIR), the bundled lists and shell scripts in $(DATADIR), the man page,
## and fzf's name for it in $(FZFDIR) (fzf, a link to swoop; fzf-tmux).
## The directories install made are listed in $(MADE_DIRS), so uninstall removes them (and no others).
MADE_DIRS = $(DESTDIR)$(DATADIR)/installed-directories
INSTALL_DIRS = "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/shell" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(FZFDIR)"
install: build
	@made=$$(scripts/made-dirs.sh missing $(INSTALL_DIRS)); \
	  install -d $(INSTALL_DIRS) && \
	  { [ ! -f "$(MADE_DIRS)" ] || cat "$(MADE_DIRS)"; [ -z "$$made" ] || printf '%s\n' "$$made"; } \
	    | awk '!seen[$$0]++' > "$(MADE_DIRS).new" && mv "$(MADE_DIRS).new" "$(MADE_DIRS)"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(BINDIR)/swoop"
	install -m 644 Data/*.txt "$(DESTDIR)$(DATADIR)/"
	install -m 644 shell/*.bash shell/*.zsh shell/*.fish shell/*.nu "$(DESTDIR)$(DATADIR)/shell/"
	install -m 644 man/swoop.1 "$(DESTDIR)$(MANDIR)/swoop.1"
	ln -sf "$$(realpath -m --relative-to="$(FZFDIR)" "$(BINDIR)/swoop")" "$(DESTDIR)$(FZFDIR)/fzf"
	install -m 755 shell/fzf-tmux "$(DESTDIR)$(FZFDIR)/fzf-tmux"

## deb: the Debian package from the release build (scripts/deb.sh: dpkg-deb, dpkg-shlibdeps; no other tools).
deb: build deps-deb
	scripts/deb.sh

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/swoop" "$(DESTDIR)$(MANDIR)/swoop.1" "$(DESTDIR)$(FZFDIR)/fzf" "$(DESTDIR)$(FZFDIR)/fzf-tmux"
	@list=$$(mktemp); cp "$(MADE_DIRS)" "$$list" 2>/dev/null; rm -rf "$(DESTDIR)$(DATADIR)"; \
	  scripts/made-dirs.sh remove "$$list"; rm -f "$$list"

clean:
	rm -rf .build
