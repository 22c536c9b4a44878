#!/usr/bin/env python3
"""The same motion on both builds of Core: feeds the same input streams to the desktop's build
(`snapnav-conformance play`) and to the web player's module under wasmkit
(`conformance.wasm`), and checks that every frame places the same panels in the same order,
with every pager offset, frame and clip within 0.01 pt.

Usage: conformance.py SNAPNAV_CONFORMANCE CONFORMANCE_WASM [RANDOM_STREAMS]

The streams: recorded takes (a mouse swiping the demo; a finger walking the starter through
its links, stories and sheets), turned into scripts by `snapnav-conformance take`, and random
streams of touch, mouse and touchpad gestures on the demo, the starter and a folder of its
screens without a configuration, a frame every 1/60 s."""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOLERANCE = 0.01


def run(command, stdin=None):
    result = subprocess.run(command, input=stdin, capture_output=True, timeout=300)
    if result.returncode != 0:
        sys.exit(f"FAIL: {' '.join(command)} exited {result.returncode}: {result.stderr.decode()[-2000:]}"
                 f"{result.stdout.decode()[-500:]}")
    return result.stdout


def take_line(**fields):
    return json.dumps(fields, separators=(",", ":"))


def starter_walk():
    """A finger on the starter: to the chat list and back, a pushed chat and its back button,
    the sheet presented and swiped away, a story tapped through and swiped down."""
    lines = [take_line(recording="snapnav", version=2, width=360, height=640, start="home", slow=1)]
    t = 2.5  # after the launch screen has gone home

    def tap(x, y):
        nonlocal t
        lines.append(take_line(t=round(t, 3), event="pointerDown", pointer="finger:1", x=x, y=y))
        lines.append(take_line(t=round(t + 0.08, 3), event="pointerUp", pointer="finger:1", x=x, y=y))
        t += 1.2

    def swipe(x0, y0, x1, y1, seconds=0.25):
        nonlocal t
        steps = max(2, int(seconds * 90))
        lines.append(take_line(t=round(t, 3), event="pointerDown", pointer="finger:1", x=x0, y=y0))
        for step in range(1, steps + 1):
            f = step / steps
            lines.append(take_line(t=round(t + seconds * f, 3), event="pointerMove", pointer="finger:1",
                                   x=round(x0 + (x1 - x0) * f, 2), y=round(y0 + (y1 - y0) * f, 2)))
        lines.append(take_line(t=round(t + seconds + 0.01, 3), event="pointerUp", pointer="finger:1", x=x1, y=y1))
        t += seconds + 1.2

    swipe(60, 320, 320, 320)      # to the chat list
    tap(180, 198)                 # its first row pushes a chat
    tap(60, 75)                   # the chat's back button
    swipe(320, 320, 60, 320)      # back home
    tap(180, 550)                 # present the sheet
    swipe(180, 200, 180, 600, 0.3)  # swipe it away
    tap(180, 380)                 # present the story
    tap(320, 320)                 # next snap
    tap(40, 320)                  # the snap before
    swipe(180, 200, 180, 620, 0.3)  # swipe the story down
    swipe(180, 500, 180, 100)     # up to discover
    lines.append(take_line(t=round(t, 3), event="pointerMove", pointer="mouse", x=180, y=320))
    return "\n".join(lines) + "\n"


def random_script(seed, viewport):
    """Gestures at random: finger and mouse drags of every direction, length and speed, taps,
    two fingers at once, touchpad scrolling, and pauses; a frame every 1/60 s."""
    rng = random.Random(seed)
    width, height = viewport
    events = []
    t = 0.2
    while t < 12:
        kind = rng.random()
        pointer = rng.choice(["1", "2", "mouse"])
        x0, y0 = rng.uniform(5, width - 5), rng.uniform(5, height - 5)
        if kind < 0.55:
            angle = rng.choice([0, 90, 180, 270]) + rng.uniform(-35, 35)
            import math
            distance = rng.uniform(5, 420)
            seconds = rng.uniform(0.04, 0.8)
            x1 = x0 + distance * math.cos(math.radians(angle))
            y1 = y0 + distance * math.sin(math.radians(angle))
            steps = max(1, int(seconds * rng.choice([60, 90, 120])))
            events.append((t, f"down {pointer} {x0:.3f} {y0:.3f}"))
            for step in range(1, steps + 1):
                f = step / steps
                jitter = rng.uniform(-2, 2)
                events.append((t + seconds * f,
                               f"move {pointer} {x0 + (x1 - x0) * f + jitter:.3f} {y0 + (y1 - y0) * f:.3f}"))
            if rng.random() < 0.15:  # a second finger joins mid-drag
                events.append((t + seconds / 2, f"down 7 {x1:.3f} {y1:.3f}"))
                events.append((t + seconds * 0.7, f"up 7 {x1:.3f} {y1:.3f}"))
            held = rng.choice([0, 0, 0.3])
            events.append((t + seconds + held, f"up {pointer} {x1:.3f} {y1:.3f}"))
            t += seconds + held + rng.uniform(0.01, 1.2)
        elif kind < 0.85:
            events.append((t, f"down {pointer} {x0:.3f} {y0:.3f}"))
            events.append((t + rng.uniform(0.03, 0.2), f"up {pointer} {x0:.3f} {y0:.3f}"))
            t += rng.uniform(0.3, 1.5)
        else:
            horizontal = rng.random() < 0.5
            for step in range(rng.randint(3, 30)):
                delta = rng.uniform(-30, 30)
                dx, dy = (delta, 0) if horizontal else (0, delta)
                events.append((t, f"wheel {dx:.3f} {dy:.3f} 0"))
                t += rng.uniform(0.008, 0.03)
            t += rng.uniform(0.05, 1.0)
    events.sort(key=lambda e: e[0])
    lines = [f"viewport {width} {height}"]
    frame = 0
    index = 0
    end = t + 1.5
    while frame / 60 <= end:
        now = frame / 60
        while index < len(events) and events[index][0] <= now:
            lines.append(f"{events[index][1]} {events[index][0]:.6f}")
            index += 1
        lines.append(f"frame {now:.6f}")
        frame += 1
    return "\n".join(lines) + "\n"


def compare(name, native, web):
    native_lines = native.decode().splitlines()
    web_lines = web.decode().splitlines()
    if len(native_lines) != len(web_lines):
        sys.exit(f"FAIL {name}: {len(native_lines)} frames on the desktop, {len(web_lines)} in the module")
    largest = 0.0
    for number, (a, b) in enumerate(zip(native_lines, web_lines), 1):
        wa, wb = a.split(), b.split()
        if len(wa) != len(wb):
            sys.exit(f"FAIL {name} frame {number}: different panels drawn\n  desktop {a}\n  web     {b}")
        for x, y in zip(wa, wb):
            try:
                fx, fy = float(x), float(y)
            except ValueError:
                if x != y:
                    sys.exit(f"FAIL {name} frame {number}: {x} on the desktop, {y} in the module")
                continue
            difference = abs(fx - fy)
            largest = max(largest, difference)
            if difference > TOLERANCE:
                sys.exit(f"FAIL {name} frame {number}: {fx} on the desktop, {fy} in the module\n  {a}\n  {b}")
    return len(native_lines), largest


def main():
    native_runner, module = sys.argv[1], sys.argv[2]
    random_streams = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    work = tempfile.mkdtemp(prefix="snapnav-conformance-")
    # A folder of exports with no configuration too: the starter's screens.
    folder = os.path.join(work, "screens")
    shutil.copytree(os.path.join(ROOT, "Assets/starter/screens"), folder)
    bundles = {name: run([native_runner, "bundle", path])
               for name, path in [("demo", os.path.join(ROOT, "Assets/demo.json")),
                                  ("starter", os.path.join(ROOT, "Assets/starter")), ("folder of screens", folder)]}
    streams = []
    for name, prototype, text in [
        ("take: mouse swipes on the demo", "demo",
         run([sys.executable, os.path.join(ROOT, "Tests/e2e/make-take.py"), "12"])),
        ("take: a finger through the starter's links", "starter", starter_walk().encode()),
    ]:
        path = os.path.join(work, f"take-{len(streams)}.jsonl")
        with open(path, "wb") as file:
            file.write(text)
        streams.append((name, prototype, run([native_runner, "take", path])))
    for seed in range(random_streams):
        prototype = ["demo", "starter", "folder of screens"][seed % 3]
        viewport = random.Random(seed).choice([(360, 640), (390, 844), (320, 568)])
        streams.append((f"random stream {seed} on the {prototype}", prototype,
                        random_script(seed, viewport).encode()))
    frames = 0
    largest = 0.0
    for name, prototype, script in streams:
        stdin = bundles[prototype] + b"\n---\n" + script
        native = run([native_runner, "play"], stdin)
        web = run(["wasmkit", "run", module], stdin)
        count, difference = compare(name, native, web)
        if count == 0:
            sys.exit(f"FAIL {name}: no frames drawn")
        frames += count
        largest = max(largest, difference)
        print(f"ok {name}: {count} frames, largest difference {difference:g} pt")
    print(f"PASS conformance: {len(streams)} streams, {frames} frames, largest difference {largest:g} pt "
          f"(tolerance {TOLERANCE} pt)")


main()
