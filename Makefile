# SnapNav: `make demo` opens the window, `make test` runs every test. Both install what
# they need first (scripts/bootstrap).
SWIFT ?= swift
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: demo test build release lint format unit e2e clean

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

test:
	scripts/bootstrap --test
	$(MAKE) lint
	$(MAKE) unit
	$(MAKE) e2e

clean:
	rm -rf .build
