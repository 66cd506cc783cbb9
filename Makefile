# swoop — build, run, test, install.
#   make run            build (release) and browse the bundled countries
#   make run-restaurants, make run-cities   the record samples, as columns
#   make test           unit, view and end-to-end (tmux) tests
#   make bench          timed comparison with fzf and fzy (release build)
#   make install PREFIX=/usr/local

SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
export LANG ?= C.UTF-8

PREFIX ?= /usr/local
BINDIR  = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/swoop
MANDIR  = $(PREFIX)/share/man/man1
RELEASE_BIN = .build/release/swoop

# Debian packages needed to build (ncursesw) and to test (tmux; groff for the man page;
# zsh and fish for the shell key bindings).
APT_PACKAGES = libncurses-dev pkg-config tmux groff-base zsh fish

.PHONY: all build run run-restaurants run-cities test bench fuzz sanitize install uninstall clean deps

all: build

## deps: install the system packages (as root), or say how to.
deps:
	@missing=""; \
	pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev pkg-config"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v groff >/dev/null 2>&1 || missing="$$missing groff-base"; \
	command -v zsh >/dev/null 2>&1 || missing="$$missing zsh"; \
	command -v fish >/dev/null 2>&1 || missing="$$missing fish"; \
	locale -a 2>/dev/null | grep -qi '^c\.utf-\?8$$' || missing="$$missing locales"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	  else \
	    echo "missing system packages. Run: sudo apt-get install -y $(APT_PACKAGES)" >&2; exit 1; \
	  fi; \
	fi
	@command -v swift >/dev/null || { echo "swift not found: install Swift 6.3 (expected at /opt/swift)" >&2; exit 1; }

## build: release build of swoop.
build: deps
	swift build -c release --product swoop --static-swift-stdlib

## run: build and start swoop on the bundled list of countries.
run: build
	@$(RELEASE_BIN)

## run-restaurants, run-cities: the records in Data/ as columns, with the detail pane.
run-restaurants: build
	@$(RELEASE_BIN) --delimiter='\t' --header-lines=1 --columns --detail=bottom:7 Data/restaurants.tsv

run-cities: build
	@$(RELEASE_BIN) --delimiter='\t' --header-lines=1 --columns --with-nth=1..6 --nth=1,2 --detail=right:40% Data/cities.tsv

## test: every test: unit, views, and the real binary in tmux.
test: deps
	swift build --build-tests
	swift test --skip-build --no-parallel

## bench: swoop vs fzf and fzy on a 1M-line corpus (--filter wall time, peak RSS, keystroke latency).
bench: build
	python3 bench/bench.py $(BENCH_ARGS)

## fuzz: each libFuzzer harness (Tests/fuzz) for FUZZ_SECONDS under AddressSanitizer; fails on any crash.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = keys query matcher reader options colors
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

## install: the binary in $(BINDIR), the bundled lists and shell scripts in $(DATADIR), the man page.
install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/shell" "$(DESTDIR)$(MANDIR)"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(BINDIR)/swoop"
	install -m 644 Data/*.txt "$(DESTDIR)$(DATADIR)/"
	install -m 644 shell/*.bash shell/*.zsh shell/*.fish "$(DESTDIR)$(DATADIR)/shell/"
	install -m 644 man/swoop.1 "$(DESTDIR)$(MANDIR)/swoop.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/swoop" "$(DESTDIR)$(MANDIR)/swoop.1"
	rm -rf "$(DESTDIR)$(DATADIR)"

clean:
	rm -rf .build
