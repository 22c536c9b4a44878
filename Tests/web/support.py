"""What the browser tests share: a server for the player's folder, and the starter's walk
through its navigation, read from the page's window.snapnav (Assets/web/player.js) and driven
by whatever input the browser takes (touch in Chromium, the mouse in WebKit)."""

import functools
import http.server
import os
import subprocess
import threading
import time

IMAGE = 6


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def serve(folder, cached=False):
    """Serves `folder` on localhost from a thread; returns the page's URL. `cached` lets the
    browser keep every file for an hour, as a static host's headers would."""
    handler = functools.partial(Cached if cached else Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/index.html"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Cached(Quiet):
    def end_headers(self):
        self.send_header("Cache-Control", "max-age=3600")
        super().end_headers()


def write_player(snapnav, prototype, folder, module=None):
    """Writes `prototype`'s web player into `folder` with `snapnav web`. `module`, a built
    snapnav.wasm, is for a build that does not find its own: the page's files and fonts then
    come from this tree's Assets (as Tests/web/run.sh does)."""
    env = dict(os.environ)
    if module:
        assets = folder.rstrip("/") + ".assets"
        os.makedirs(os.path.join(assets, "web"))
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
            os.symlink(os.path.join(ROOT, "Assets", name), os.path.join(assets, name))
        for name in ("index.html", "player.js", "manifest.webmanifest"):
            os.symlink(os.path.join(ROOT, "Assets", "web", name), os.path.join(assets, "web", name))
        os.symlink(os.path.abspath(module), os.path.join(assets, "web", "snapnav.wasm"))
        env["SNAPNAV_ASSETS"] = assets
    subprocess.run([snapnav, "web", prototype, folder], env=env, check=True, stdout=subprocess.DEVNULL)


class Failure(Exception):
    pass


def screens(ops):
    """The images a frame draws, bottom first, as (name, [x, y, w, h]) with the file's name
    without its folder or extension (`home`)."""
    return [(os.path.splitext(os.path.basename(op[2]))[0], op[3]) for op in ops if op[0] == IMAGE]


def front(ops, size):
    """The topmost screen drawn over the middle of the player, and its rect."""
    cx, cy = size[0] / 2, size[1] / 2
    hits = [(name, r) for name, r in screens(ops) if r[0] <= cx < r[0] + r[2] and r[1] <= cy < r[1] + r[3]]
    return hits[-1] if hits else (None, None)


class Walk:
    """The starter's navigation, step by step. `evaluate(expression)` returns a JavaScript
    expression's value in the page; `swipe(x0, y0, x1, y1)` and `tap(x, y)` act at points of
    the page (CSS pixels); `log` prints a line. The walk's own points are the player's, from
    its top left corner, found once the first frame is drawn; on a page the player fills, a
    point is `zoom` CSS pixels (the prototype's width zoomed to the screen's)."""

    def __init__(self, evaluate, swipe, tap, log=print):
        self.evaluate, self.page_swipe, self.page_tap, self.log = evaluate, swipe, tap, log
        self.origin = (0, 0)
        self.zoom = 1

    def page(self, x, y):
        """A point of the player as a point of the page."""
        return self.origin[0] + x * self.zoom, self.origin[1] + y * self.zoom

    def swipe(self, x0, y0, x1, y1):
        self.page_swipe(*self.page(x0, y0), *self.page(x1, y1))

    def tap(self, x, y):
        self.page_tap(*self.page(x, y))

    def poll(self, what, check, timeout=10):
        """Polls the page until `check(state)` is true; returns the state, or fails saying
        what it waited for and what it last saw."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.evaluate(
                "({frames: snapnav.frames, idle: snapnav.idle, size: snapnav.size,"
                " message: snapnav.message, ops: snapnav.frame()})")
            if state["message"]:
                raise Failure(f"the page says: {state['message']}")
            if state["frames"] > 0 and check(state):
                return state
            if time.monotonic() > deadline:
                seen = [(name, [round(v, 1) for v in rect]) for name, rect in screens(state["ops"])]
                raise Failure(f"waited {timeout} s for {what}; idle={state['idle']}, screens drawn: {seen}")
            time.sleep(0.05)

    def rest_on(self, name, timeout=10):
        """Waits until the player idles with `name` in front, in place."""
        def check(state):
            shown, rect = front(state["ops"], state["size"])
            return state["idle"] and shown == name and abs(rect[0]) < 0.5
        state = self.poll(f"{name} in front, at rest", check, timeout)
        self.log(f"ok: {name} in front, at rest ({state['frames']} frames drawn)")
        return state

    def begin(self):
        """Waits for the first frame and finds the player's size, zoom and place on the page."""
        first = self.poll("the first frame", lambda state: True)
        self.size = first["size"]
        self.zoom = self.evaluate("snapnav.zoom")
        self.origin = self.evaluate(
            "(({left, top}) => [left, top])(document.getElementById('player').getBoundingClientRect())")
        w, h = self.size
        self.log(f"ok: first frame drawn, player {w:g}x{h:g} points at {self.zoom:g} CSS px each")

    def to_inbox(self):
        """From home, a swipe to the right brings the inbox."""
        w, h = self.size
        self.swipe(w * 0.15, h / 2, w * 0.8, h / 2)
        self.rest_on("inbox")

    def open_chat(self):
        """On the inbox, a tap on Ava's row, [0, 163, 360, 70] in the panel's points, pushes the
        chat."""
        self.tap(180, 163 + 35)
        self.rest_on("chat")

    def run(self):
        self.begin()
        w, h = self.size
        # The launch screen moves on to home after its 2 seconds without any input.
        self.rest_on("home", timeout=8)
        self.swipe(w * 0.8, h / 2, w * 0.15, h / 2)
        self.rest_on("discover")
        self.swipe(w * 0.15, h / 2, w * 0.8, h / 2)
        self.rest_on("home")
        self.to_inbox()
        self.open_chat()
        self.swipe(w * 0.1, h / 2, w * 0.85, h / 2)
        self.rest_on("inbox")
        self.swipe(w * 0.8, h / 2, w * 0.15, h / 2)
        self.rest_on("home")
        # The ring, [140, 510, 80, 80], presents the sheet; a drag down closes it.
        self.tap(180, 550)
        self.rest_on("sheet")
        self.swipe(w / 2, h * 0.3, w / 2, h * 0.85)
        self.rest_on("home")
