# SnapNav: `make demo` opens the window, `make test` runs every test. Both install what
# they need first (scripts/bootstrap).
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)
# Every release build links the Swift runtime statically, as the install package ships it: the
# tests run the binary that ships, and one set of flags means one release build, not two.
export RELEASE_FLAGS := -c release --static-swift-stdlib

.PHONY: web web-test web-bench serve-test serve-bench demo test build release package package-test lint format docs unit e2e xorg wayland bench bench-smoke soak soak-smoke sanitize soak-smoke-and-sanitize clean

demo: release
	.build/release/snapnav --config Assets/demo.json

release:
	scripts/bootstrap
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav

# The web player's module, .build/web/snapnav.wasm (Core compiled with Embedded Swift to
# WebAssembly), and the command the conformance runs play it with, .build/web/conformance.wasm.
web:
	scripts/bootstrap
	scripts/web

# The web player: the same input through both builds of Core, frame by frame (wasmkit runs the
# module), then the player that `snapnav web` writes, in Chromium and in WebKit.
web-test: web release
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-conformance
	python3 Tests/web/conformance.py .build/release/snapnav-conformance .build/web/conformance.wasm
	Tests/web/export.sh .build/release/snapnav
	Tests/web/run.sh .build/release/snapnav

# `snapnav serve` on loopback: the URL and its QR code, hostile requests, the served player in
# Chromium, SIGTERM (Tests/serve). Each script starts and stops a server of its own.
serve-test: web release
	Tests/serve/run.sh .build/release/snapnav

# `snapnav serve` under load on loopback: 50 phones on the live channel loading the player and
# uploading a session, then 2,000 requests from 50 clients; none may fail, p99 latency is
# reported and memory must hold flat over a third round (bench/serve.json).
serve-bench: web release
	mkdir -p bench
	python3 Tests/serve/bench.py .build/release/snapnav --json bench/serve.json

build:
	scripts/bootstrap
	$(SWIFT) build

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Examples

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Examples

# docs/configuration.md and docs/keys.md, printed from the table of keys the decoder checks and
# the one the window's keys follow, and the DocC catalog of SnapNavCore in .build/docs, from the
# compiler's symbol graphs; a DocC warning fails it. `make test` checks those files rather than
# writing them (DOCS_FLAGS=--check), so a stale one fails.
docs:
	SWIFT=$(SWIFT) scripts/docs $(DOCS_FLAGS)

# The tests run in two processes side by side; the random streams are split in two halves.
# make test runs these tests under the sanitizers instead (make sanitize), which is one build
# fewer; this plain run is the quicker one while working, and tries all ten thousand streams.
unit:
	SDL_VIDEODRIVER=dummy $(SWIFT) test --disable-swift-testing --parallel --num-workers 2

# The scripts run two at a time, each on an X server of its own (Tests/e2e/all.sh).
e2e: release
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-map-example
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-write-back
	Tests/e2e/all.sh .build/release/snapnav .build/release/snapnav-map-example

# The app on a real X server (Xorg) with real input devices: a touchpad's smooth scrolling and
# a touchscreen take the server's own input path. Xorg runs without a GPU only as root.
xorg: release
	Tests/xorg/run.sh .build/release/snapnav

# The app natively on Wayland: sway, headless, run as a user of its own (it refuses root), a
# virtual pointer of the project's own and wtype's keyboard; screenshots from grim.
wayland: release
	Tests/wayland/run.sh .build/release/snapnav

# A release that runs without a Swift toolchain: .build/dist/snapnav_VERSION_ARCH.deb and a
# tarball of the same tree.
package:
	scripts/bootstrap
	scripts/package

# The package built, its Depends: checked against the binary, unpacked into an empty root and
# run with the toolchain hidden from the PATH and the loader.
package-test:
	Tests/package/run.sh

# Performance: three runs of every benchmark, a table on stdout and bench/results.json.
bench:
	scripts/bootstrap --test
	SWIFT=$(SWIFT) scripts/bench
	$(MAKE) serve-bench

# A few frames of every benchmark, so that it keeps working; no goals are judged.
bench-smoke:
	SWIFT=$(SWIFT) scripts/bench --smoke --json bench/smoke.json

# Ten minutes of random input on the headless app, sampling resident memory and live SDL
# textures every 10 s; fails if either grows after the warm-up (memory compared by the medians
# of the first and last third of the later samples). SOAK_SECONDS shortens it.
# It soaks the showcase, whose caches fill to their bounds in the first minute of input (the
# warm-up); SOAK_CONFIG=Tests/fixtures/plain.json soaks the plain five panels.
SOAK_SECONDS ?= 600
SOAK_CONFIG ?= Assets/demo.json
SOAK_WARM_UP ?= 60
soak:
	scripts/bootstrap
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-soak
	.build/release/snapnav-soak --duration $(SOAK_SECONDS) --warm-up $(SOAK_WARM_UP) --config $(SOAK_CONFIG)

# The soak that make test runs: the showcase, its minute of warm-up, then 40 s in which memory
# and textures must hold still.
SOAK_SMOKE = .build/release/snapnav-soak --duration 100 --sample-every 5 --warm-up 60 --config Assets/demo.json
soak-smoke:
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-soak
	$(SOAK_SMOKE)

# Every test under AddressSanitizer, in a build directory of their own: make test's unit
# tests. Leak checking is off because XCTest on Linux never frees its test-case objects; the
# SDL object counts and the soak check the app for leaks. The random input streams are cut to
# two thousand, since the sanitizer runs them five times slower (make unit tries ten thousand). The one thread the app starts watches the configuration
# file for hot reload, so the tests that reload run under ThreadSanitizer too.
sanitize:
	ASAN_OPTIONS=detect_leaks=0 SDL_VIDEODRIVER=dummy SNAPNAV_FUZZ_STREAMS=2000 \
		$(SWIFT) test --disable-swift-testing --parallel --num-workers 2 --sanitize=address --scratch-path .build/asan
	TSAN_OPTIONS=halt_on_error=1 SDL_VIDEODRIVER=dummy $(SWIFT) test --disable-swift-testing --sanitize=thread \
		--scratch-path .build/tsan \
		--filter 'HotReloadTests|HeadlessReloadStreamTests|TuningOverlayKeyTests|BackgroundDecodingTests|PNGDecodingTests'

# The soak smoke beside the sanitizers: the soak is paced at 60 frames a second and takes about
# a fifth of one core, while the sanitizer builds are compiler-bound, so running them together
# takes little more than the sanitizers alone. The soak's report follows theirs; either failing
# fails the target.
soak-smoke-and-sanitize:
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-soak
	$(SOAK_SMOKE) > .build/soak-smoke.log 2>&1 & soak=$$!; \
	$(MAKE) sanitize; sanitizers=$$?; \
	wait $$soak; soaked=$$?; \
	cat .build/soak-smoke.log; \
	echo "sanitizers exit $$sanitizers, soak exit $$soaked"; \
	[ $$sanitizers -eq 0 ] && [ $$soaked -eq 0 ]

test:
	scripts/bootstrap --test
	$(MAKE) lint
	$(MAKE) docs DOCS_FLAGS=--check
	$(MAKE) soak-smoke-and-sanitize
	$(MAKE) web-test
	$(MAKE) serve-test
	$(MAKE) e2e
	$(MAKE) xorg
	$(MAKE) wayland
	$(MAKE) package-test
	$(MAKE) bench-smoke

clean:
	rm -rf .build
