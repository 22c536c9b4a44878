"""`snapnav serve` in Chromium on a phone-sized page with real touch input: the served URL
opens the player, which walks the starter's navigation with swipes and taps, ending on the
chat; the session comes back into sessions/ as a take, and `snapnav --replay` of it ends on the
chat too (its last frame compared with the chat opened by `--start inbox/chat`, and with the
inbox it must not be). A swipe made just before the tab is closed comes in too.

    python3 Tests/serve/browser.py SNAPNAV [SCREENSHOT_FOLDER]"""

import glob
import json
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "web"))
from chromium import CHROMIUM, SCALE, Finger  # noqa: E402  (Tests/web's)
from server import Failure, Server  # noqa: E402
from support import Walk  # noqa: E402  (Tests/web's)


def session_comes_back(server, page):
    """Waits for the page to have sent every line, then for the take in sessions/ to hold them."""
    def all_sent():
        session = page.evaluate("snapnav.session")
        done = session["served"] and session["sent"] > 0 and session["waiting"] == 0 and not session["sending"]
        return session if done else None
    session = server.wait_for(all_sent, "the page to send its input", timeout=15)

    def stored():
        takes = glob.glob(os.path.join(server.prototype, "sessions", "*.jsonl"))
        if len(takes) != 1:
            return None
        with open(takes[0]) as file:
            lines = file.read().splitlines()
        return (takes[0], lines) if len(lines) == 1 + session["sent"] else None
    take, lines = server.wait_for(stored, f"{session['sent']} input events in sessions/", timeout=10)
    header = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:]]
    if "config" not in header or header["configSource"] != os.path.join(server.prototype, "snapnav.json"):
        raise Failure(f"the take holds no copy of the configuration it was made with: {lines[0][:200]}")
    taps = [event for event in events if event["event"] == "pointerDown"]
    times = [event["t"] for event in events]
    if times != sorted(times) or not taps or not all(event["pointer"].startswith("finger:") for event in taps):
        raise Failure("the take's touches are not in time order, or not fingers")
    print(f"ok: the session came back as {os.path.relpath(take, server.prototype)}: {len(events)} input events, "
          f"{len(taps)} touches over {times[-1]:.1f} s, at {header['width']:g}x{header['height']:g} points, "
          "with the configuration it was made with")
    return take


def replays_to_chat(server, take, size, shots):
    """`snapnav --replay` of the take ends on the chat, as the page did."""
    replays_to(server, take, size, shots, "inbox/chat", "inbox")


def replays_to(server, take, size, shots, screen, other):
    """`snapnav --replay` of the take ends on `screen` (a place as `--start` takes it), as the
    page did: its last frame is that screen opened by `--start`, and not `other`."""
    snapnav = server.process.args[0]
    replayed = os.path.join(shots, "replayed.png")
    subprocess.run([snapnav, "--headless", "--replay", take, "--screenshot", replayed], check=True,
                   capture_output=True)
    viewport = f"{round(size[0])}x{round(size[1])}"

    def opened(start):
        path = os.path.join(shots, f"{start.replace('/', '-')}.png")
        subprocess.run([snapnav, server.prototype, "--headless", "--start", start, "--size", viewport,
                        "--screenshot", path], check=True, capture_output=True)
        return path

    def difference(a, b):
        # Root-mean-square difference, 0 to 1, at the smaller size (the take's height is fractional).
        result = subprocess.run(["compare", "-metric", "RMSE", a, "-resize", viewport + "!", b, "-resize",
                                 viewport + "!", "null:"], capture_output=True, text=True)
        return float(result.stderr.split("(")[1].split(")")[0])

    same, different = difference(replayed, opened(screen)), difference(replayed, opened(other))
    if not same < 0.02 < different:
        raise Failure(f"the replay does not end on {screen}: differs {same:.4f} from it, {different:.4f} from {other}")
    print(f"ok: snapnav --replay of the take ends on {screen} (differs {same:.4f} from it, {different:.4f} "
          f"from {other})")


def closed_tab(server, page, walk, take):
    """A swipe, then the tab closed at once: the page's last beacon brings the swipe in."""
    def lines():
        with open(take) as file:
            return file.read().splitlines()
    before = len(lines())
    w, h = walk.size
    walk.swipe(w * 0.1, h / 2, w * 0.85, h / 2)
    # The page has taken the lift (its moves come a frame at a time, which a loaded machine
    # delays); then the tab closes at once.
    server.wait_for(lambda: page.evaluate("snapnav.session.last") == "pointerUp", "the page to take the swipe's lift",
                    timeout=15)
    page.close(run_before_unload=True)
    events = server.wait_for(lambda: [json.loads(line) for line in lines()[before:]] or None,
                             "the swipe made just before the tab closed, in the take", timeout=15)
    kinds = [event["event"] for event in events]
    if kinds[0] != "pointerDown" or kinds[-1] != "pointerUp":
        raise Failure(f"the take did not gain the last swipe whole: {kinds}")
    print(f"ok: a tab closed right after a swipe loses none of it: {len(events)} events came as it closed")


def main():
    shots = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("SNAPNAV_SCREENSHOTS") or tempfile.mkdtemp()
    os.makedirs(shots, exist_ok=True)
    server = Server(sys.argv[1])
    page = None
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=SCALE,
                                              has_touch=True, is_mobile=True)
                page = context.new_page()
                errors = []
                page.on("pageerror", lambda error: errors.append(str(error)))
                page.goto(server.url)
                page.wait_for_function("window.snapnav")
                finger = Finger(page)
                walk = Walk(page.evaluate, finger.swipe, finger.tap)
                walk.run()
                walk.to_inbox()
                walk.open_chat()
                print("ok: the served page walks the starter's navigation with swipes and taps")
                take = session_comes_back(server, page)
                replays_to_chat(server, take, walk.size, shots)
                closed_tab(server, page, walk, take)
                if errors:
                    raise Failure(f"the page threw: {errors}")
            except Exception:
                # A picture of the page if it is still there; a page closing must not hide why it failed.
                try:
                    if page and not page.is_closed():
                        page.screenshot(path=os.path.join(shots, "failure.png"))
                except Exception as closing:
                    print(f"no picture of the failure: {closing}".splitlines()[0])
                raise
            finally:
                browser.close()
    except Exception as failure:  # the browser's own errors too: each ends in one FAIL line
        print(f"FAIL serve in chromium: {failure}")
        return 1
    finally:
        server.close()
    print("PASS serve in chromium")
    return 0


if __name__ == "__main__":
    sys.exit(main())
