"""`snapnav serve`'s live channel in Chromium: with the page on the chat (pushed over the inbox),
a save of snapnav.json shows on the page, on the same screen (and scrolled
down the feed, a save keeps the feed where it is scrolled); a broken save
shows the window's message on the page, which keeps the last good prototype; fixing it
clears the message; a new export of a screen is fetched again. After a reload, the tester's
input goes into a new take that starts where the page was. Each change is waited for and its
time printed: a second is the goal, measured on a quiet machine; a check fails only when the
change has not shown after ten seconds, so that checks run side by side cannot make it fail.

    python3 Tests/serve/live.py SNAPNAV"""

import glob
import json
import os
import shutil
import sys
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "web"))
from chromium import CHROMIUM, SCALE, Finger  # noqa: E402  (Tests/web's)
from server import Failure, Server, poll  # noqa: E402
from support import Walk, front, screens  # noqa: E402  (Tests/web's)

# How long a change may take to show before the check fails; the goal is a second.
TIMEOUT = 10.0


def save(path, text):
    """Saves as an editor does: a new file renamed over the old one."""
    with open(path + ".saving", "w") as file:
        file.write(text)
    os.replace(path + ".saving", path)


def shown(page):
    state = page.evaluate("({ops: snapnav.frame(), size: snapnav.size, idle: snapnav.idle, place: snapnav.place,"
                          " message: snapnav.message, reloads: snapnav.reloads})")
    state["front"] = front(state["ops"], state["size"])[0]
    return state


def shows(page, what, check):
    """Polls the page until `check(state)`; returns the seconds it took, failing past TIMEOUT."""
    start = time.monotonic()
    last = {}

    def seen():
        last["state"] = shown(page)
        return check(last["state"])

    if not poll(seen, TIMEOUT, interval=0.02):
        state = last["state"]
        raise Failure(f"{what}: not within {TIMEOUT:g} s; the page shows {state['front']} at {state['place']!r}, "
                      f"says {state['message']!r}, reloaded {state['reloads']} times")
    return time.monotonic() - start


def walk(server, page):
    configuration = os.path.join(server.prototype, "snapnav.json")
    with open(configuration) as file:
        good = file.read()
    finger = Finger(page)
    steps = Walk(page.evaluate, finger.swipe, finger.tap)
    steps.run()
    steps.to_inbox()
    steps.open_chat()

    edited = good.replace('"screens/chat.png"', '"screens/discover.png"')
    save(configuration, edited)
    took = shows(page, "a save of snapnav.json", lambda state: state["reloads"] == 1 and state["idle"]
                           and state["front"] == "discover" and state["place"] == "inbox/chat")
    print(f"ok: a save of snapnav.json shows on the page in {took * 1000:.0f} ms, still on inbox/chat")

    save(configuration, edited + "{")
    took = shows(page, "a broken save", lambda state: "snapnav.json:" in state["message"])
    state = shown(page)
    if state["front"] != "discover" or state["place"] != "inbox/chat" or state["reloads"] != 1:
        raise Failure(f"a broken save did not keep the last good prototype: {state['front']} at {state['place']}")
    print(f"ok: a broken save shows \"{state['message']}\" on the page in {took * 1000:.0f} ms; "
          "the last good prototype stays")

    save(configuration, edited)
    took = shows(page, "the save that fixes it", lambda state: not state["message"]
                           and state["reloads"] == 2 and state["place"] == "inbox/chat")
    print(f"ok: the save that fixes it clears the message in {took * 1000:.0f} ms")

    with open(os.path.join(server.folder, "player.json"), "w") as file:
        file.write(page.evaluate("fetch('prototype.json').then((r) => r.text())"))
    with open(os.path.join(server.folder, "player.json")) as file:
        url = next(image["url"] for image in json.load(file)["images"] if image["path"].endswith("discover.png"))
    fetched = []
    page.on("response", lambda response: fetched.append(response.url) if url in response.url else None)
    shutil.copy(os.path.join(server.prototype, "screens", "feed.png"),
                os.path.join(server.prototype, "screens", "discover.png.saving"))
    os.replace(os.path.join(server.prototype, "screens", "discover.png.saving"),
               os.path.join(server.prototype, "screens", "discover.png"))
    took = shows(page, "a new export of the screen shown", lambda state: state["reloads"] == 3 and fetched)
    print(f"ok: a new export of the screen shown is fetched again in {took * 1000:.0f} ms ({fetched[-1].split('/')[-1]})")

    def second_take():
        for take in glob.glob(os.path.join(server.prototype, "sessions", "*.jsonl")):
            with open(take) as file:
                header = json.loads(file.readline())
            if header.get("start") == "inbox/chat" and "discover.png" in header["config"]:
                return take
        return None
    w, h = steps.size
    steps.swipe(w * 0.1, h / 2, w * 0.85, h / 2)
    steps.rest_on("inbox")
    server.wait_for(second_take, "a take that begins on inbox/chat with the saved configuration", timeout=10)
    print("ok: after a reload the input goes into a take of its own, from inbox/chat, with the saved configuration")

    # Scrolled down the feed, a save keeps the feed where it is scrolled.
    steps.swipe(w * 0.8, h / 2, w * 0.15, h / 2)
    steps.rest_on("home")
    steps.swipe(w / 2, h * 0.8, w / 2, h * 0.2)
    steps.rest_on("feed")
    finger.drag(*steps.page(w / 2, h * 0.7), *steps.page(w / 2, h * 0.4))
    finger.send("touchEnd")

    def feed(state):
        return [rect for name, rect in screens(state["ops"]) if name == "feed"]
    scrolled = steps.poll("the feed scrolled, at rest", lambda state: state["idle"] and feed(state)
                          and min(rect[1] for rect in feed(state)) < -50)
    save(configuration, edited.replace('"My prototype"', '"My prototype, saved"'))
    took = shows(page, "a save with the feed scrolled", lambda state: state["reloads"] == 4 and state["idle"])
    after = steps.poll("the feed at rest", lambda state: state["idle"])
    if feed(after) != feed(scrolled):
        raise Failure(f"a save moved the scrolled feed: {feed(scrolled)} before, {feed(after)} after")
    print(f"ok: a save with the feed scrolled {-min(rect[1] for rect in feed(after)):.0f} pt down shows in "
          f"{took * 1000:.0f} ms and keeps it there")


def main():
    server = Server(sys.argv[1])
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=SCALE,
                                              has_touch=True, is_mobile=True)
                page = context.new_page()
                page.goto(server.url)
                page.wait_for_function("window.snapnav")
                walk(server, page)
            finally:
                browser.close()
    except Exception as failure:  # the browser's own errors too: each ends in one FAIL line
        print(f"FAIL serve live: {failure}")
        print(server.stderr())
        return 1
    finally:
        server.close()
    print("PASS serve live")
    return 0


if __name__ == "__main__":
    sys.exit(main())
