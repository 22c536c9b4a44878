"""`snapnav report` of three testers' real sessions: three headless Chromium pages open the
served starter one after another, each doing something else (two on a phone-sized touch
screen, one on a desktop with the mouse and its wheel, notches and a touchpad's pixels);
their sessions come back into sessions/, `snapnav report` replays them, and the page it writes
must say what the testers did: their taps and misclicks, per tester and per screen, the paths
they took, their time adding up to each take; every picture decodes at the take's size. The
wheel tester's take, replayed by `snapnav --replay`, ends on the screen the page ended on.

    python3 Tests/serve/report.py SNAPNAV [SCREENSHOT_FOLDER]

The report page itself is screenshot in Chromium into SCREENSHOT_FOLDER as report.png."""

import glob
import html.parser
import json
import os
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "web"))
from chromium import CHROMIUM, SCALE, Finger  # noqa: E402  (Tests/web's)
from server import Failure, Server  # noqa: E402
from support import Walk  # noqa: E402  (Tests/web's)
from browser import replays_to  # noqa: E402


def phone(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=SCALE,
                                  has_touch=True, is_mobile=True)
    page = context.new_page()
    finger = Finger(page)
    return page, Walk(page.evaluate, finger.swipe, finger.tap)


def desktop(browser):
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()

    def drag(x0, y0, x1, y1):
        page.mouse.move(x0, y0)
        page.mouse.down()
        for step in range(1, 13):
            page.mouse.move(x0 + (x1 - x0) * step / 12, y0 + (y1 - y0) * step / 12)
        page.mouse.up()
    return page, Walk(page.evaluate, drag, page.mouse.click)


def sheet_and_chat(walk, page):
    """The ring opens the sheet and its button takes it back; a tap on nothing; a swipe to the
    inbox, whose first row opens the chat; a tap on nothing there."""
    walk.tap(180, 550)
    walk.rest_on("sheet")
    walk.tap(180, 565)
    walk.rest_on("home")
    walk.tap(50, 100)
    walk.to_inbox()
    walk.open_chat()
    walk.tap(300, 400)
    return {"taps": 5, "misclicks": 2, "path": ["home/splash", "home", "home/sheet", "home", "inbox", "inbox/chat"],
            "screens": {"home": (2, 1), "home/sheet": (1, 0), "inbox": (1, 0), "inbox/chat": (1, 1)}}


def discover_and_back(walk, page):
    """Over to discover, a tap on it (it has no hotspots), back home and a tap on nothing."""
    w, h = walk.size
    walk.swipe(w * 0.8, h / 2, w * 0.15, h / 2)
    walk.rest_on("discover")
    walk.tap(180, 300)
    walk.swipe(w * 0.15, h / 2, w * 0.8, h / 2)
    walk.rest_on("home")
    walk.tap(300, 100)
    return {"taps": 2, "misclicks": 2, "path": ["home/splash", "home", "discover", "home"],
            "screens": {"discover": (1, 1), "home": (1, 1)}}


def wheel_and_clicks(walk, page):
    """A desktop's mouse: a notch of the wheel to the inbox, a click on its first row, a click
    on nothing in the chat, then a touchpad's pixels back to the inbox."""
    w, h = walk.size
    page.mouse.move(*walk.page(w / 2, h / 2))
    page.mouse.wheel(-120, 0)
    walk.rest_on("inbox")
    walk.open_chat()
    walk.tap(300, 400)
    # The touchpad's 16 steps are sent from inside the page, one a frame, so that no gap between
    # two of them depends on how busy this machine is and ends the gesture early.
    page.evaluate("""() => new Promise((done) => {
        const canvas = document.getElementById('player');
        const box = canvas.getBoundingClientRect();
        let left = 16;
        const step = () => {
            canvas.dispatchEvent(new WheelEvent('wheel', {deltaX: -17, deltaY: 0, deltaMode: 0, bubbles: true,
                cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2}));
            if (--left > 0) requestAnimationFrame(step); else done();
        };
        requestAnimationFrame(step);
    })""")
    walk.rest_on("inbox")
    return {"taps": 2, "misclicks": 1, "path": ["home/splash", "home", "inbox", "inbox/chat", "inbox"],
            "screens": {"inbox": (1, 0), "inbox/chat": (1, 1)}}


TESTERS = [(phone, sheet_and_chat), (phone, discover_and_back), (desktop, wheel_and_clicks)]


def session_stored(server, page):
    """Waits for the page to have sent every line, then for its take in sessions/ to hold them;
    returns the take's path and its lines."""
    def all_sent():
        session = page.evaluate("snapnav.session")
        done = session["served"] and session["sent"] > 0 and session["waiting"] == 0 and not session["sending"]
        return session if done else None
    session = server.wait_for(all_sent, "the page to send its input", timeout=15)

    def stored():
        takes = glob.glob(os.path.join(server.prototype, "sessions", f"*-{session['id'][:8]}.jsonl"))
        if len(takes) != 1:
            return None
        with open(takes[0]) as file:
            lines = file.read().splitlines()
        return (takes[0], lines) if len(lines) == 1 + session["sent"] else None
    return server.wait_for(stored, f"{session['sent']} input events in sessions/", timeout=10)


class Page(html.parser.HTMLParser):
    """The report's numbers, read from its elements' data- attributes."""

    def __init__(self):
        super().__init__()
        self.totals, self.screens, self.testers, self.images, self.skipped = {}, {}, [], [], []

    def handle_starttag(self, tag, attrs):
        data = dict(attrs)
        if data.get("id") == "totals":
            self.totals = data
        elif tag == "tr" and "data-screen" in data:
            self.screens[data["data-screen"]] = data
            self.row = data
        elif tag == "td" and "data-tester" in data:
            self.row[f"tester-{data['data-tester']}"] = data["data-seconds"]
        elif tag == "li" and "data-path" in data:
            self.testers.append(data)
        elif tag == "li" and "data-take" in data:
            self.skipped.append(data["data-take"])
        elif tag == "img":
            self.images.append(data["src"])


def check_report(server, takes, expected, shots, browser):
    started = time.monotonic()
    result = subprocess.run([server.process.args[0], "report", server.prototype], capture_output=True, text=True,
                            timeout=600)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        raise Failure(f"snapnav report exited {result.returncode}: {result.stderr}")
    index = result.stdout.strip().splitlines()[-1]
    if index != os.path.join(server.prototype, "report", "index.html"):
        raise Failure(f"snapnav report printed {index!r}, not the page's path")
    page = Page()
    with open(index) as file:
        page.feed(file.read())
    taps = sum(tester["taps"] for tester in expected)
    misclicks = sum(tester["misclicks"] for tester in expected)
    if (page.totals.get("data-sessions"), page.totals.get("data-taps"), page.totals.get("data-misclicks")) != (
            str(len(expected)), str(taps), str(misclicks)):
        raise Failure(f"the page's totals are {page.totals}, not {len(expected)} sessions, {taps} taps, "
                      f"{misclicks} misclicks")
    for number, (tester, seen, (take, lines)) in enumerate(zip(expected, page.testers, takes), 1):
        path = seen["data-path"].split(" ")
        if path != tester["path"] or (seen["data-taps"], seen["data-misclicks"]) != (
                str(tester["taps"]), str(tester["misclicks"])):
            raise Failure(f"tester {number}: the page says {seen}, the tester did {tester}")
        duration = json.loads(lines[-1])["t"]
        spent = sum(float(row_time(row, number)) for row in page.screens.values())
        if abs(spent - duration) > 0.02:
            raise Failure(f"tester {number}: {spent:.2f} s on screens, but the take lasts {duration:.2f} s")
        if seen["data-take"] != os.path.basename(take):
            raise Failure(f"tester {number} is {seen['data-take']}, not {os.path.basename(take)}")
    for name in {name for tester in expected for name in tester["screens"]}:
        tapped = sum(tester["screens"].get(name, (0, 0))[0] for tester in expected)
        missed = sum(tester["screens"].get(name, (0, 0))[1] for tester in expected)
        row = page.screens.get(name, {})
        if (row.get("data-taps"), row.get("data-misclicks")) != (str(tapped), str(missed)):
            raise Failure(f"{name}: the page says {row}, the testers tapped {tapped} times, {missed} missed")
    print(f"ok: the report's numbers are what the testers did: {taps} taps, {misclicks} misclicks, "
          f"{len(page.screens)} screens, every path and every tester's time")
    if len(page.images) != len(page.screens):
        raise Failure(f"{len(page.images)} pictures for {len(page.screens)} screens")
    for image in page.images:
        path = os.path.join(os.path.dirname(index), image)
        size = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True)
        if size.returncode != 0 or not size.stdout.strip():
            raise Failure(f"{image} does not decode: {size.stderr}")
    print(f"ok: the {len(page.images)} pictures decode")
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    shot = context.new_page()
    shot.goto("file://" + index)
    shot.wait_for_function("[...document.images].every((image) => image.complete && image.naturalWidth > 0)")
    shot.screenshot(path=os.path.join(shots, "report.png"), full_page=True)
    context.close()
    print(f"ok: snapnav report replayed {len(expected)} sessions and wrote the page in {seconds:.1f} s")
    for name, row in page.screens.items():
        testers = ", ".join(f"tester {number} {row_time(row, number)} s" for number in range(1, len(expected) + 1))
        print(f"report: {name}: {row['data-taps']} taps, {row['data-misclicks']} misclicks, "
              f"{row['data-seconds']} s ({testers})")
    for tester in page.testers:
        print(f"report: tester {tester['data-tester']}: {tester['data-path']} "
              f"({tester['data-taps']} taps, {tester['data-misclicks']} misclicks)")


def row_time(row, tester):
    return row.get(f"tester-{tester}", "0")


def main():
    shots = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("SNAPNAV_SCREENSHOTS") or tempfile.mkdtemp()
    os.makedirs(shots, exist_ok=True)
    server = Server(sys.argv[1])
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                takes, expected = [], []
                for device, act in TESTERS:
                    page, walk = device(browser)
                    errors = []
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    page.goto(server.url)
                    page.wait_for_function("window.snapnav")
                    walk.begin()
                    walk.rest_on("home", timeout=8)
                    expected.append(act(walk, page))
                    takes.append(session_stored(server, page))
                    if errors:
                        raise Failure(f"the page threw: {errors}")
                    page.context.close()
                    print(f"ok: tester {len(takes)} ({act.__name__}) came back as "
                          f"{os.path.basename(takes[-1][0])}, {len(takes[-1][1]) - 1} input events")
                wheels = [json.loads(line) for line in takes[2][1][1:] if '"wheel"' in line]
                if {event["precise"] for event in wheels} != {True, False}:
                    raise Failure(f"the desktop's take lacks its notch or its touchpad pixels: {wheels}")
                print(f"ok: the desktop's wheel is in its take: {len(wheels)} wheel events, notches and pixels")
                replays_to(server, takes[2][0], walk.size, shots, "inbox", "inbox/chat")
                check_report(server, takes, expected, shots, browser)
            finally:
                browser.close()
    except Exception as failure:  # the browser's own errors too: each ends in one FAIL line
        print(f"FAIL report: {failure}")
        return 1
    finally:
        server.close()
    print("PASS report")
    return 0


if __name__ == "__main__":
    sys.exit(main())
