"""The web player in Chromium on a phone-sized page, driven by real touch input (CDP's
Input.dispatchTouchEvent): the starter's swipes, taps and dismissals, then a drag held still
whose content must stay under the finger, screenshotted.

    python3 Tests/web/chromium.py PLAYER_FOLDER [SCREENSHOT_FOLDER]

SCREENSHOT_FOLDER defaults to $SNAPNAV_SCREENSHOTS, else a temporary folder."""

import json
import os
import shutil
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import Failure, Walk, screens, serve  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
TRAVEL = 100
SCALE = 3
# What a drag moves before it chooses its axis (DirectionLock), swallowed as on the phone.
SLOP = 10


class Finger:
    """One finger on the page, at points of the page (CSS pixels)."""

    def __init__(self, page):
        self.cdp = page.context.new_cdp_session(page)

    def send(self, kind, x=None, y=None):
        points = [] if x is None else [{"x": x, "y": y, "id": 1}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def drag(self, x0, y0, x1, y1, steps=12):
        self.send("touchStart", x0, y0)
        for step in range(1, steps + 1):
            self.send("touchMove", x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)

    def swipe(self, x0, y0, x1, y1):
        self.drag(x0, y0, x1, y1)
        self.send("touchEnd")

    def tap(self, x, y):
        self.send("touchStart", x, y)
        self.send("touchEnd")


def held_drag(page, finger, walk, shots):
    """A finger down on home, moved right and held, then moved on and held again: the inbox
    slides in by the finger's travel less the 10-point slop the gesture swallows (as on the
    desktop, Tests/e2e/prototype.sh), and from there follows the finger point for point."""
    w, h = walk.size
    x0, y = walk.page(w * 0.3, h / 2)
    finger.send("touchStart", x0, y)
    travelled = 0
    try:
        for travel in (TRAVEL // 2, TRAVEL):
            for step in range(1, 7):
                finger.send("touchMove", x0 + (travelled + (travel - travelled) * step / 6) * walk.zoom, y)
            travelled = travel

            def held(state):
                drawn = dict(screens(state["ops"]))
                return state["idle"] and "inbox" in drawn and abs(drawn["inbox"][0] + w - (travel - SLOP)) < 1

            state = walk.poll(f"the inbox in by {travel - SLOP} pt under a finger held {travel} pt along", held)
            offset = dict(screens(state["ops"]))["inbox"][0] + w
            print(f"ok: finger held {travel} pt along: the inbox is in by {offset:.2f} pt, idle")
        path = os.path.join(shots, "held-drag.png")
        page.screenshot(path=path)
        print(f"screenshot: {path}")
    finally:
        finger.send("touchEnd")
    walk.rest_on("home")


def stays_put(page, finger, walk):
    """A pinch neither zooms nor scrolls the page: the player keeps the whole screen."""
    w, h = walk.size
    cx, cy = walk.page(w / 2, h / 2)
    # Spread over half a second by the events' own times: the first finger, which the navigation
    # follows, moves too slowly and too little to page, whatever the machine's speed, and the
    # cross settles back.
    start = time.time()
    for step in range(0, 11):
        spread = 20 + 10 * step
        points = [{"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
        finger.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart" if step == 0 else "touchMove",
                                                     "touchPoints": points, "timestamp": start + step * 0.05})
    finger.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [],
                                                 "timestamp": start + 0.55})
    view = page.evaluate("[scrollX, scrollY, visualViewport.scale, visualViewport.width, visualViewport.height]")
    if view != [0, 0, 1, round(w * walk.zoom), round(h * walk.zoom)]:
        raise Failure(f"a pinch moved the page: scroll, scale and viewport {view}")
    print("ok: a pinch neither zooms nor scrolls the page")
    walk.rest_on("home")


def message(page, url, what):
    """Opens `url` and waits for the page to explain itself; returns what it says."""
    page.goto(url)
    page.wait_for_function("window.snapnav && snapnav.message", timeout=10000)
    text = page.evaluate("snapnav.message")
    if not page.is_visible("#message"):
        raise Failure(f"{what}: the message is not shown: {text}")
    print(f"ok: {what}: the page says \"{text}\"")
    return text


def explains(context, folder, single, scratch):
    """The folder and the single page (`snapnav web --single-file`) open straight from disk,
    where Chromium fetches no file:// URL. Whatever cannot be shown is said on the page, never
    left blank: a folder from disk without its offline.js, a missing screen, a prototype the
    module refuses."""
    page = context.new_page()
    for what, path in (("the folder opened from disk", os.path.join(folder, "index.html")),
                       ("the single page opened from disk", single)):
        page.goto("file://" + path)
        walk = Walk(page.evaluate, None, None, log=lambda line, what=what: print(f"{line} ({what})"))
        walk.poll(f"the first frame of {what}", lambda state: True)
        walk.rest_on("home")

    bare = os.path.join(scratch, "without-offline")
    shutil.copytree(folder, bare)
    os.remove(os.path.join(bare, "offline.js"))
    text = message(page, "file://" + os.path.join(bare, "index.html"), "opened from disk without offline.js")
    if "--single-file" not in text:
        raise Failure(f"the page opened from disk does not say how to open it: {text}")

    broken = os.path.join(scratch, "missing-image")
    shutil.copytree(folder, broken)
    with open(os.path.join(folder, "prototype.json")) as file:
        bundle = json.load(file)
    home = next(image for image in bundle["images"] if image["path"].endswith("/home.png"))
    os.remove(os.path.join(broken, home["url"]))
    text = message(page, serve(broken), "a screen missing")
    if home["url"] not in text:
        raise Failure(f"the message does not name the missing {home['url']}: {text}")

    refused = os.path.join(scratch, "refused")
    shutil.copytree(folder, refused)
    bundle["configuration"] = '{ "start": "nowhere" }'
    with open(os.path.join(refused, "prototype.json"), "w") as file:
        json.dump(bundle, file)
    message(page, serve(refused), "a prototype the module refuses")
    page.close()

    # A trap in the module, as an out-of-bounds access or a failed precondition raises it.
    page = context.new_page()
    page.add_init_script(TRAP)
    page.goto(serve(folder))
    Walk(page.evaluate, None, None).poll("the first frame", lambda state: True)
    Finger(page).tap(100, 100)
    page.wait_for_function("snapnav.message", timeout=10000)
    text = page.evaluate("snapnav.message")
    if "unreachable" not in text or not page.is_visible("#message"):
        raise Failure(f"a trap in the module is not shown: {text!r}")
    print(f"ok: a trap in the module: the page says \"{text}\"")
    page.close()


# Makes the module trap on the first press.
TRAP = """
for (const name of ['instantiate', 'instantiateStreaming']) {
  const original = WebAssembly[name];
  WebAssembly[name] = async (...args) => {
    const { instance } = await original(...args);
    const trap = () => { throw new WebAssembly.RuntimeError('unreachable'); };
    return { instance: { exports: { ...instance.exports, snapnav_pointer: trap } } };
  };
}
"""


def main():
    folder, single = sys.argv[1], sys.argv[2]
    shots = sys.argv[3] if len(sys.argv) > 3 else os.environ.get("SNAPNAV_SCREENSHOTS") or tempfile.mkdtemp()
    os.makedirs(shots, exist_ok=True)
    with sync_playwright() as playwright:
        browser = page = None
        try:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, device_scale_factor=SCALE, has_touch=True, is_mobile=True)
            page = context.new_page()
            walk_through(context, page, folder, single, shots)
        except Exception as failure:  # the browser's own errors too: each ends in one FAIL line
            if page:
                page.screenshot(path=os.path.join(shots, "failure.png"))
            print(f"FAIL chromium: {failure}")
            return 1
        finally:
            if browser:
                browser.close()
    print("PASS chromium")
    return 0


def walk_through(context, page, folder, single, shots):
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(serve(folder))
    page.wait_for_function("window.snapnav")
    finger = Finger(page)
    walk = Walk(page.evaluate, finger.swipe, finger.tap)
    walk.run()
    # The prototype's 360 points across, zoomed to the phone's 390 CSS px; its height the screen's.
    filled = [round(walk.size[0] * walk.zoom, 6), round(walk.size[1] * walk.zoom, 6)]
    if walk.size[0] != 360 or filled != [390, 844]:
        raise Failure(f"the player is {walk.size} points at {walk.zoom}, not 360 points across the whole 390x844 screen")
    print(f"ok: 360 points across, zoomed {walk.zoom:.4f}, fill the 390x844 screen")
    path = os.path.join(shots, "home.png")
    page.screenshot(path=path)
    print(f"screenshot: {path}")
    held_drag(page, finger, walk, shots)
    stays_put(page, finger, walk)
    # A mouse wheel's notch (100 px) sideways pages. The emulated page divides the delta it is
    # given by its device scale factor.
    page.mouse.move(*walk.page(walk.size[0] / 2, walk.size[1] / 2))
    page.mouse.wheel(100 * SCALE, 0)
    walk.rest_on("discover")
    page.mouse.wheel(-100 * SCALE, 0)
    walk.rest_on("home")
    if errors:
        raise Failure(f"the page threw: {errors}")
    with tempfile.TemporaryDirectory() as scratch:
        explains(context, folder, single, scratch)


if __name__ == "__main__":
    sys.exit(main())
