"""The web player's performance in Chromium on a phone-sized page with its CPU slowed 4×, as a
mid-range phone's: prints JSON with each figure and whether it meets its goal. Not a test: the
figures vary with the machine.

    python3 Tests/web/bench.py SNAPNAV [MODULE] [--smoke]

--smoke loads each page once, to check the benchmark still runs; no figure of it means much.

- frames: during touch swipes over ten 3× screens, the time each frame's snapnav_frame and
  drawing take, and the intervals between frames (requestAnimationFrame to the next) while the
  finger moves (paced by the input CDP delivers) and while the page settles; p99 goal 16.7 ms
  for the work and the settle's intervals.
- first frame: from navigation start to the first frame drawn, when the page already answers
  touches, on a second load with every file cached; goal 300 ms.
- code: snapnav.wasm and player.js gzipped; goal 250 KiB.
- memory: the JS heap used plus the module's memory, after opening the ten screens and swiping
  over all of them; goal 64 MiB.
- machine_floor: the same figures for pages that do nothing but draw, so that the player's
  can be told apart from the machine's (a canvas without a GPU is drawn by the CPU).

MODULE is as for Tests/web/run.sh."""

import gzip
import json
import os
import statistics
import struct
import sys
import tempfile
import time
import zlib

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import ROOT, serve, write_player  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENS = 10
LOADS = 1 if "--smoke" in sys.argv else 5

# Times each frame's work (the player's requestAnimationFrame callbacks), and notes when
# fingers go down and up.
TIMING = """
window.benchFrames = [];
window.benchTouches = [];
addEventListener('pointerdown', (event) => benchTouches.push([event.timeStamp, 'down']), true);
addEventListener('pointerup', (event) => benchTouches.push([event.timeStamp, 'up']), true);
const request = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback) => request((time) => {
  const start = performance.now();
  callback(time);
  window.benchFrames.push([time, performance.now() - start]);
});
"""


def png(path, width, height, hue):
    """A screen-like PNG: a coloured header, cards down a light page, a tab bar."""
    def row(y):
        if y < 300:
            return bytes(hue) * width
        if y > height - 250:
            return b"\xf4\xf4\xf4" * width
        band = (y - 300) % 260
        if band < 200:
            edge = 48 + (y * 7) % 5
            return b"\xf0\xf0\xf0" * edge + bytes(hue[::-1]) * (width - 2 * edge) + b"\xf0\xf0\xf0" * edge
        return b"\xff\xff\xff" * width

    raw = b"".join(b"\x00" + row(y) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def percentile(values, fraction):
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(fraction * len(ordered)))], 2) if ordered else None


def page_for(context, url):
    page = context.new_page()
    page.add_init_script(TIMING)
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})
    return page


def open_player(page, url):
    """Opens the player and waits until it rests, polling lightly so as not to load the page."""
    page.goto(url)
    page.wait_for_function("window.snapnav && snapnav.frames > 0 && snapnav.idle", polling=100, timeout=60000)
    if page.evaluate("snapnav.message"):
        raise RuntimeError(page.evaluate("snapnav.message"))
    return page.evaluate("snapnav.size")


# A page that does nothing but draw: its first animation frame, and with ?draw a canvas as
# large as the player's moving a screen across it as a swipe does (a fill and two images a frame).
FLOOR = """<!doctype html>
<meta name="viewport" content="width=device-width, initial-scale=1">
<body style="margin:0"><canvas style="display:block; width:100vw; height:100vh"></canvas>
<script>
requestAnimationFrame(() => performance.mark('frame'));
window.times = [];
if (location.search) fetch('images/1.png').then((r) => r.blob()).then(createImageBitmap).then((image) => {
  const canvas = document.querySelector('canvas'), context = canvas.getContext('2d', { alpha: false });
  const w = innerWidth, h = innerHeight;
  canvas.width = w * devicePixelRatio;
  canvas.height = h * devicePixelRatio;
  context.scale(devicePixelRatio, devicePixelRatio);
  const frame = (time) => {
    times.push(time);
    const x = Math.round((times.length * 4 % w) * devicePixelRatio) / devicePixelRatio;
    context.fillRect(0, 0, w, h);
    context.drawImage(image, -x, 0, w, h);
    context.drawImage(image, w - x, 0, w, h);
    if (times.length < 120) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});
</script>
"""


def floor(context, folder):
    """What this machine and browser take before any player could draw or swipe: a blank
    page's first frames after navigation start, and the intervals between frames of a bare
    canvas drawing what a swipe draws. `folder` is a player's, for its first screen."""
    with open(os.path.join(folder, "floor.html"), "w") as file:
        file.write(FLOOR)
    url = serve(folder, cached=True).replace("index.html", "floor.html")
    page = page_for(context, url)
    times = []
    for _ in range(LOADS + 1):
        page.goto(url)
        page.wait_for_function("performance.getEntriesByName('frame').length", polling=100)
        times.append(page.evaluate("performance.getEntriesByName('frame')[0].startTime"))
    page.goto(url + "?draw")
    page.wait_for_function("times.length >= 120", polling=100, timeout=60000)
    frames = page.evaluate("times")
    page.close()
    return times[1:], [b - a for a, b in zip(frames, frames[1:])]


def first_frames(context, url):
    """Milliseconds from navigation start to the first frame, on loads after the first."""
    page = page_for(context, url)
    times = []
    for _ in range(LOADS + 1):
        open_player(page, url)
        times.append(page.evaluate("performance.getEntriesByName('snapnav:first-frame')[0].startTime"))
    page.close()
    return times[1:]


def swipes(context, url):
    """Frame work and intervals over swipes across every screen and back, and the memory
    after them."""
    page = page_for(context, url)
    w, h = open_player(page, url)
    cdp = page.context.new_cdp_session(page)

    def touch(kind, x=None, y=None):
        points = [] if x is None else [{"x": x, "y": y, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    page.evaluate("benchFrames.length = 0")
    for direction in [1] * (SCREENS - 1) + [-1] * (SCREENS - 1):
        x0, x1 = (w * 0.85, w * 0.15) if direction > 0 else (w * 0.15, w * 0.85)
        touch("touchStart", x0, h / 2)
        for step in range(1, 21):
            # A finger's pace: a move a frame.
            time.sleep(1 / 60)
            touch("touchMove", x0 + (x1 - x0) * step / 20, h / 2)
        touch("touchEnd")
        page.wait_for_function("snapnav.idle", polling=100, timeout=30000)
    frames = page.evaluate("benchFrames")
    touches = page.evaluate("benchTouches")
    work = [duration for _, duration in frames]
    # Intervals within a run of frames (a longer gap is the player idling between swipes): while
    # the finger moves, each frame follows a move, so their pace is the input's; once it lifts,
    # the player asks for each frame of the settle itself.
    intervals = {"dragging": [], "settling": []}
    for (a, _), (b, _) in zip(frames, frames[1:]):
        if b - a < 100:
            last = [kind for at, kind in touches if at <= a][-1:]
            intervals["settling" if last == ["up"] else "dragging"].append(b - a)
    cdp.send("HeapProfiler.collectGarbage")
    heap = cdp.send("Runtime.getHeapUsage")
    module = page.evaluate("snapnav.memory")
    page.close()
    return work, intervals, heap, module


def goal(value, limit):
    return {"value": value, "limit": limit, "pass": value is not None and value <= limit}


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--smoke"]
    snapnav = arguments[0]
    module = arguments[1] if len(arguments) > 1 else None
    with tempfile.TemporaryDirectory() as scratch:
        screens = os.path.join(scratch, "screens")
        os.mkdir(screens)
        for index in range(SCREENS):
            hue = (40 + 20 * index, 120, 220 - 15 * index)
            png(os.path.join(screens, f"Screen {index + 1:02}@3x.png"), 1170, 2532, hue)
        players = {"starter": os.path.join(scratch, "starter"), "ten_screens": os.path.join(scratch, "ten")}
        write_player(snapnav, os.path.join(ROOT, "Assets", "starter"), players["starter"], module)
        write_player(snapnav, screens, players["ten_screens"], module)
        code = {name: len(gzip.compress(open(os.path.join(players["starter"], name), "rb").read(), 9))
                for name in ("snapnav.wasm", "player.js")}
        urls = {name: serve(folder, cached=True) for name, folder in players.items()}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True, is_mobile=True)
            loads = {name: first_frames(context, url) for name, url in urls.items()}
            blank, bare = floor(context, players["ten_screens"])
            work, intervals, heap, wasm = swipes(context, urls["ten_screens"])
            browser.close()
    first = max(statistics.median(times) for times in loads.values())
    memory = (heap["usedSize"] + wasm) / 2**20
    report = {
        "cpu_throttling": 4,
        "frame_work_ms": {"p50": percentile(work, 0.5), "p99": percentile(work, 0.99), "frames": len(work)},
        "frame_interval_ms": {
            phase: {"p50": percentile(values, 0.5), "p99": percentile(values, 0.99), "intervals": len(values)}
            for phase, values in intervals.items()},
        "first_frame_ms": {name: {"median": round(statistics.median(times), 1), "all": [round(t, 1) for t in times]}
                           for name, times in loads.items()},
        "machine_floor": {
            "blank_page_first_frame_ms": {"median": round(statistics.median(blank), 1), "all": [round(t, 1) for t in blank]},
            "bare_canvas_frame_interval_ms": {"p50": percentile(bare, 0.5), "p99": percentile(bare, 0.99)},
        },
        "code_gzip_bytes": dict(code, total=sum(code.values())),
        "memory_bytes": {"js_heap_used": heap["usedSize"], "js_heap_total": heap["totalSize"], "wasm_memory": wasm},
        "goals": {
            "frame_work_p99_ms": goal(percentile(work, 0.99), 16.7),
            "settle_frame_interval_p99_ms": goal(percentile(intervals["settling"], 0.99), 16.7),
            "first_frame_ms": goal(round(first, 1), 300),
            "code_gzip_kib": goal(round(sum(code.values()) / 1024, 1), 250),
            "memory_mib": goal(round(memory, 1), 64),
        },
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
