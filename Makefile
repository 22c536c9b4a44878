# SnapNav: `make demo` opens the window, `make test` runs every test. Both install what
# they need first (scripts/bootstrap).
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: demo test build release lint format unit e2e bench bench-smoke clean

demo: release
	.build/release/snapnav --config Assets/demo.json

release:
	scripts/bootstrap
	$(SWIFT) build -c release --product snapnav

build:
	scripts/bootstrap
	$(SWIFT) build

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

unit:
	SDL_VIDEODRIVER=dummy $(SWIFT) test --disable-swift-testing

e2e: release
	Tests/e2e/run.sh .build/release/snapnav
	Tests/e2e/tools.sh .build/release/snapnav

# Performance: three runs of every benchmark, a table on stdout and bench/results.json.
bench:
	scripts/bootstrap --test
	SWIFT=$(SWIFT) scripts/bench

# A few frames of every benchmark, so that it keeps working; no goals are judged.
bench-smoke:
	SWIFT=$(SWIFT) scripts/bench --smoke --json bench/smoke.json

test:
	scripts/bootstrap --test
	$(MAKE) lint
	$(MAKE) unit
	$(MAKE) e2e
	$(MAKE) bench-smoke

clean:
	rm -rf .build
