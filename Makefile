# SnapNav: `make demo` opens the window, `make test` runs every test. Both install what
# they need first (scripts/bootstrap).
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)
# Every release build links the Swift runtime statically, as the install package ships it: the
# tests run the binary that ships, and one set of flags means one release build, not two.
export RELEASE_FLAGS := -c release --static-swift-stdlib

# $(call timed,COMMAND): runs COMMAND, then names the target with the seconds and the CPU seconds
# it took, so that the jobs make test runs side by side can be told apart and weighed.
timed = @scripts/timed $@ $(1)

# The end-to-end scripts, each on an X server of its own; the longest first.
E2E_SCRIPTS = tools links run prototype folder example serve
E2E_CHECKS = $(E2E_SCRIPTS:%=e2e-%)

.PHONY: web web-test web-bench serve-test serve-bench demo test build release package package-test lint format docs unit e2e xorg wayland bench bench-smoke soak sanitize clean test-builds web-conformance web-export web-player serve-checks e2e-checks xorg-checks wayland-checks soak-check sanitize-address sanitize-thread checks release-build web-build asan-build asan-tests asan-tests-1 asan-tests-2 asan-web-link docs-check test-jobs
.PHONY: $(E2E_CHECKS)

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
	$(MAKE) web-conformance web-export web-player

web-conformance:
	$(call timed,python3 Tests/web/conformance.py .build/release/snapnav-conformance .build/web/conformance.wasm)

web-export:
	$(call timed,Tests/web/export.sh .build/release/snapnav)

web-player:
	$(call timed,Tests/web/run.sh .build/release/snapnav)

# `snapnav serve` on loopback: the URL and its QR code, hostile requests, the served player in
# Chromium, SIGTERM (Tests/serve). Each script starts and stops a server of its own.
serve-test: web release
	$(MAKE) serve-checks

serve-checks:
	$(call timed,Tests/serve/run.sh .build/release/snapnav)

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
# make test runs these tests under AddressSanitizer instead (make sanitize-address), which is one
# build fewer; this plain run is the quicker one while working, and tries all ten thousand streams.
# The tests that serve the player from the window's process need its module (make web).
unit: web
	SDL_VIDEODRIVER=dummy $(SWIFT) test --disable-swift-testing --parallel --num-workers 2

e2e: release
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-map-example
	$(SWIFT) build $(RELEASE_FLAGS) --product snapnav-write-back
	$(MAKE) -j2 --keep-going --output-sync=target e2e-checks

e2e-checks: $(E2E_CHECKS)

# The scripts run two at a time: they spend most of their time waiting for the app to settle
# between real inputs. The map example is an app of its own, built on SnapNav as a panel author builds one.
$(E2E_CHECKS): e2e-%:
	$(call timed,Tests/e2e/$*.sh .build/release/$(if $(filter example,$*),snapnav-map-example,snapnav))

# The app on a real X server (Xorg) with real input devices: a touchpad's smooth scrolling and
# a touchscreen take the server's own input path. Xorg runs without a GPU only as root.
xorg: release
	$(MAKE) xorg-checks

xorg-checks:
	$(call timed,Tests/xorg/run.sh .build/release/snapnav)

# The app natively on Wayland: sway, headless, run as a user of its own (it refuses root), a
# virtual pointer of the project's own and wtype's keyboard; screenshots from grim.
wayland: release
	$(MAKE) wayland-checks

wayland-checks:
	$(call timed,Tests/wayland/run.sh .build/release/snapnav)

# A release that runs without a Swift toolchain: .build/dist/snapnav_VERSION_ARCH.deb and a
# tarball of the same tree.
package:
	scripts/bootstrap
	scripts/package

# The package built, its Depends: checked against the binary, unpacked into an empty root and
# run with the toolchain hidden from the PATH and the loader.
package-test:
	$(call timed,Tests/package/run.sh)

# Performance: three runs of every benchmark, a table on stdout and bench/results.json.
bench:
	scripts/bootstrap --test
	SWIFT=$(SWIFT) scripts/bench
	$(MAKE) serve-bench

# A few frames of every benchmark, so that it keeps working; no goals are judged.
bench-smoke:
	$(call timed,env SWIFT=$(SWIFT) scripts/bench --smoke --json bench/smoke.json)

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

# Every test under AddressSanitizer, in a build directory of its own: make test's unit tests.
# Leaks are left to the SDL object counts and the soak, and the random input streams are cut to
# a thousand (make unit tries ten thousand): see scripts/asan-share.
# The tests that serve the player find its module beside their build, as a release build of
# the app finds .build/web: .build/asan/web is a link to it.
ASAN = --sanitize=address --scratch-path .build/asan -Xswiftc -gline-tables-only -Xcc -gline-tables-only
sanitize-address: web asan-build
	$(MAKE) -j2 --output-sync=target asan-tests

# The build and the tests run at the lowest priority: in make test the release build and the web
# module come first, since every check waits for them, and the checks' real input keeps its pace
# beside the tests.
# Only the tests' bundle is built: the sanitized executables would be linked for nothing. Its
# debug information is the line tables alone, which the sanitizer's reports need for their files
# and lines: a seventh less to compile and link than full debug information.
asan-build:
	$(call timed,nice -n 19 $(SWIFT) build --product SnapNavPackageTests $(ASAN))

# The tests run as two processes side by side, each running its share of the test classes in
# turn (scripts/asan-share): SwiftPM's --parallel starts a process for every test, which under
# the sanitizer cost a third of the run, and two swift test commands on one build directory wait
# for each other. The shares take about as long: Core's and the command line's tests with the
# headless app's, then the rest of the window's.
ASAN_FIRST_SHARE = ^(SnapNavCoreTests|SnapNavCommandLineTests|SnapNavSDLTests\.Headless)
asan-tests: asan-tests-1 asan-tests-2

# The first share serves the player from the window's process (WindowServingTests), so it needs
# the web module beside the sanitized build.
asan-tests-1: asan-web-link

asan-web-link:
	mkdir -p .build/asan && ln -sfn ../web .build/asan/web

asan-tests-1:
	$(call timed,scripts/asan-share -E '$(ASAN_FIRST_SHARE)')

asan-tests-2:
	$(call timed,scripts/asan-share -vE '$(ASAN_FIRST_SHARE)')

# The tests of the threads the app starts (the configuration's file watcher and the background
# image decoder) under ThreadSanitizer. It is a whole build of its own, so make test leaves it
# out; run it after changing HotReload, FileWatcher or BackgroundImageDecoder.
sanitize-thread:
	TSAN_OPTIONS=halt_on_error=1 SDL_VIDEODRIVER=dummy $(SWIFT) test --disable-swift-testing --sanitize=thread \
		--scratch-path .build/tsan \
		--filter 'HotReloadTests|HeadlessReloadStreamTests|TuningOverlayKeyTests|BackgroundDecodingTests|PNGDecodingTests'

sanitize: sanitize-address sanitize-thread

# The soak that make test runs: the showcase, its minute of warm-up, then 40 s in which memory
# and textures must hold still. It is paced at 60 frames a second and takes about a fifth of one
# core, so it runs beside the other checks.
soak-check:
	$(call timed,.build/release/snapnav-soak --duration 100 --sample-every 5 --warm-up 60 --config Assets/demo.json)

# What make test's checks run: every release product and the web module.
test-builds: release-build web-build

release-build:
	$(call timed,$(SWIFT) build $(RELEASE_FLAGS))

web-build:
	$(call timed,scripts/web)

# The checks of the built app: most of them wait on a window, a browser or a server far more than
# they compute. Each one's output is printed whole when it ends, with its time; the longest
# start first.
CHECKS = e2e-tools package-test e2e-links xorg-checks web-player e2e-run serve-checks e2e-prototype \
	wayland-checks soak-check bench-smoke web-conformance e2e-folder web-export e2e-example e2e-serve
checks: $(CHECKS)

# The checks that play, serve or package the web module; the others need only the release build.
WEB_CHECKS = web-player web-conformance web-export serve-checks e2e-serve package-test bench-smoke

# make test is one run of make's jobs, five at a time, in which each job waits only for what it
# needs: the three builds start together, the sanitized one at the lowest priority, so that no
# core idles while a build compiles a module whole on the other; the docs follow the release
# build, whose Core they document; each check follows the builds it runs; and the unit tests
# under AddressSanitizer follow their own build, running beside the checks.
# The prerequisites below exist only in that run, so that a check run alone (make web-player)
# runs just what it names.
ifdef TEST_JOBS
$(CHECKS) docs-check: release-build
$(WEB_CHECKS) asan-web-link: web-build
asan-tests-1 asan-tests-2: asan-build
endif
test-jobs: lint docs-check asan-tests checks

docs-check:
	$(call timed,env SWIFT=$(SWIFT) scripts/docs --check)

test:
	scripts/bootstrap --test
	$(MAKE) TEST_JOBS=1 -j5 --keep-going --output-sync=target test-jobs

clean:
	rm -rf .build
