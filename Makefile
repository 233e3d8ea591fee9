# Medal Count for GTK. `make run` and `make test` install what is missing first.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
CONFIG ?= debug
ARGS ?=
# SANITIZE=address: build and test with AddressSanitizer, in .build/address
# (`make test SANITIZE=address`; `make build`, `run`, `e2e` and `monkey` take it too).
SANITIZE ?=
# SLOW=1: `make test` on a machine half as fast, everything after the build beside
# a competing load of the project's own (scripts/load/contention.c; see scripts/test.sh).
SLOW ?=
SWIFTPM_FLAGS := $(if $(SANITIZE),--sanitize=$(SANITIZE) --scratch-path .build/$(SANITIZE))
# The app the recipes run, as a shell word (SANITIZE-aware).
APP = "$$($(SWIFT) build -c $(CONFIG) $(SWIFTPM_FLAGS) --show-bin-path)/MedalCount"

# GTK's flags without the ones SwiftPM warns about (see scripts/pkgconfig.sh).
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

.PHONY: all setup build run test e2e bench docs install uninstall clean

all: build

# Packages, GTK's flags, and the resource bundle the binary embeds (every build needs it).
setup:
	@bash scripts/setup.sh
	@bash scripts/pkgconfig.sh .build/pkgconfig
	@bash scripts/c-headers.sh
	@bash scripts/resources.sh

build: setup
	$(SWIFT) build -c $(CONFIG) $(SWIFTPM_FLAGS) --product MedalCount
	@bash scripts/po.sh build
	@bash scripts/schemas.sh

# Regenerates po/medalcount.pot from the marked strings (then: msgmerge -U po/LANG.po po/medalcount.pot).
.PHONY: pot
pot:
	@bash scripts/po.sh pot

run: build
	@bash scripts/run.sh $(APP) $(ARGS)

test: setup
	SWIFT="$(SWIFT)" SANITIZE="$(SANITIZE)" SLOW="$(SLOW)" bash scripts/test.sh

# The whole `make test` in a Debian root of another release (scripts/in-debian.sh):
# SUITE=trixie (Debian 13, GTK 4.18) or SUITE=sid (GTK 4.24). Needs root.
SUITE ?= sid
.PHONY: test-debian
test-debian:
	bash scripts/in-debian.sh $(SUITE) make test

e2e: build
	SWIFT="$(SWIFT)" bash scripts/with-display.sh bash Tests/EndToEnd/e2e.sh $(APP)

# The seeded monkey: EVENTS per demo (default 300), SEED to replay a run,
# DEMO=medal-count|swipe-navigation|beginner-cook for one window, MINIMIZE=1
# to shrink a failing run's events, KEEP_GOING=1 to go on after a failure.
.PHONY: monkey
monkey: build
	MEDALCOUNT_FORCE_XVFB=1 bash scripts/with-display.sh bash Tests/EndToEnd/monkey.sh $(APP) \
	  $(if $(SEED),--seed $(SEED)) $(if $(EVENTS),--events $(EVENTS)) $(if $(DEMO),--demo $(DEMO)) \
	  $(if $(MINIMIZE),--minimize) $(if $(KEEP_GOING),--keep-going)

# GtkStage's documentation (DocC), static HTML in .build/docs; fails on a docc warning.
docs: setup
	SWIFT="$(SWIFT)" bash scripts/docs.sh

bench: setup
	SWIFT="$(SWIFT)" QUICK="$(QUICK)" bash scripts/bench.sh

# `make bench` in a Debian root (scripts/in-debian.sh), its peers' libadwaita
# installed there while the network is up: SUITE=trixie (libadwaita 1.7) adds
# AdwDialog's bottom sheet beside the medal table's sheet.
.PHONY: bench-debian bench-setup
bench-setup: setup
	@bash scripts/bench-setup.sh
bench-debian:
	MEDALCOUNT_DEBIAN_SETUP=bench-setup bash scripts/in-debian.sh $(SUITE) make bench QUICK="$(QUICK)"

install: setup
	$(SWIFT) build -c release --product MedalCount
	DESTDIR="$(DESTDIR)" bash scripts/install.sh "$(PREFIX)" "$$($(SWIFT) build -c release --show-bin-path)/MedalCount"

uninstall:
	rm -rf "$(DESTDIR)$(PREFIX)/bin/MedalCount" "$(DESTDIR)$(PREFIX)/share/medalcount" \
	  "$(DESTDIR)$(PREFIX)/share/applications/io.github.medalcount.MedalCount.desktop" \
	  "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/io.github.medalcount.MedalCount.svg" \
	  "$(DESTDIR)$(PREFIX)/share/icons/hicolor/symbolic/apps/io.github.medalcount.MedalCount-symbolic.svg" \
	  "$(DESTDIR)$(PREFIX)/share/metainfo/io.github.medalcount.MedalCount.metainfo.xml"
	for lang in $$(grep -v '^#' po/LINGUAS); do rm -f "$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/medalcount.mo"; done
	rm -f "$(DESTDIR)$(PREFIX)/share/glib-2.0/schemas/io.github.medalcount.MedalCount.gschema.xml"
	if [ -d "$(DESTDIR)$(PREFIX)/share/glib-2.0/schemas" ]; then glib-compile-schemas "$(DESTDIR)$(PREFIX)/share/glib-2.0/schemas"; fi

clean:
	rm -rf .build artifacts
