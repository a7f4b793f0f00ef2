# Limner: two commands do everything on a fresh machine: `make demo` and `make test`.
# Each first runs scripts/bootstrap (installs missing Debian packages; idempotent).

SWIFT_BIN ?= /opt/swift/usr/bin
export PATH := $(SWIFT_BIN):$(PATH)
JOBS ?= 2

.PHONY: all bootstrap build test package-use test-examples-snapshot docs demo bench references fuzz clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	swift build -j $(JOBS)

## Run the whole test suite (what CI runs), then Limner as another package uses it.
test: bootstrap
	swift build --build-tests -j $(JOBS)
	swift test --skip-build
	scripts/public-names
	scripts/check-architecture
	scripts/test-distributed
	$(MAKE) package-use
	$(MAKE) test-examples-snapshot
	scripts/test-example-server
	python3 -m unittest discover -s benchmarks -p 'test_*.py'

## A scratch package depends on a tagged clone, builds in release with no warnings, compiles and
## runs the README's code, renders PNG, GIF and MP4, and its binary works copied alone.
package-use: bootstrap
	JOBS=$(JOBS) scripts/check-package-use

## The API documentation of every library product (DocC, swift-docc-plugin), one static site in
## .build/docs; any warning fails it (scripts/docs).
docs: bootstrap
	scripts/docs .build/docs

## The snapshot-testing example package against its committed references (docs/SnapshotTesting.md).
test-examples-snapshot: bootstrap
	JOBS=$(JOBS) scripts/test-examples-snapshot

## Render the gallery of every scene into ./gallery (PNGs, animations and index.html).
demo: bootstrap
	swift build -c release -j $(JOBS) --product limner
	.build/release/limner gallery --output gallery
	@echo "Open gallery/index.html"

## Benchmarks against Blend2D, Cairo, ThorVG and Skia (release build of `limner-bench`, the
## package in benchmarks/, which `make test` never builds); rewrites the table of current
## figures in benchmarks/README.md (benchmarks/report.py).
bench: bootstrap
	scripts/bench

## Regenerate the golden references with Skia (an independent renderer).
references:
	scripts/python-env
	.venv/bin/python Tests/References/make_references.py

## Fuzz the parsers with libFuzzer (FUZZ_SECONDS per target).
fuzz: bootstrap
	scripts/fuzz

clean:
	rm -rf .build gallery Examples/SnapshotExample/.build benchmarks/.build
