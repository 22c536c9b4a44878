"""The web player in WebKit (WebKitGTK's MiniBrowser, driven by WebKitWebDriver through
Selenium) on a desktop-sized window: the prototype shows at its own window size, centred, and
the mouse, arriving as pointer events, swipes, taps and dismisses through the starter.

    python3 Tests/web/webkit.py PLAYER_FOLDER [SCREENSHOT_FOLDER]

Without a DISPLAY it starts an Xvfb of its own."""

import os
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import Failure, Walk, serve  # noqa: E402

MINIBROWSER = os.environ.get("MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")


def start_xvfb():
    """An X server of our own, on the first free display; returns it once it is ready."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], pass_fds=[write])
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    if not display:
        raise Failure("Xvfb did not start")
    os.environ["DISPLAY"] = ":" + display
    return server


class Mouse:
    """The mouse over the page, at points of the page (CSS pixels)."""

    def __init__(self, driver):
        self.driver = driver

    def actions(self):
        # Each move takes about a frame, as a hand's does.
        builder = ActionBuilder(self.driver, duration=16)
        return builder, builder.pointer_action

    def swipe(self, x0, y0, x1, y1, steps=12):
        builder, pointer = self.actions()
        pointer.move_to_location(round(x0), round(y0))
        pointer.pointer_down()
        for step in range(1, steps + 1):
            pointer.move_to_location(round(x0 + (x1 - x0) * step / steps), round(y0 + (y1 - y0) * step / steps))
        pointer.pointer_up()
        builder.perform()

    def tap(self, x, y):
        builder, pointer = self.actions()
        pointer.move_to_location(round(x), round(y))
        pointer.click()
        builder.perform()


def main():
    folder = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("SNAPNAV_SCREENSHOTS") or tempfile.mkdtemp()
    os.makedirs(shots, exist_ok=True)
    xvfb = driver = None
    try:
        xvfb = None if os.environ.get("DISPLAY") else start_xvfb()
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        driver = webdriver.WebKitGTK(options=options, service=Service(executable_path=DRIVER))
        walk_through(driver, folder, shots)
    except Exception as failure:  # the browser's and the driver's own errors too: each ends in one FAIL line
        if driver:
            driver.save_screenshot(os.path.join(shots, "failure.png"))
        print(f"FAIL webkit: {failure}")
        return 1
    finally:
        if driver:
            driver.quit()
        if xvfb:
            xvfb.terminate()
            xvfb.wait()
    print("PASS webkit")
    return 0


def walk_through(driver, folder, shots):
    driver.set_window_size(1000, 900)
    driver.get(serve(folder))
    evaluate = lambda expression: driver.execute_script(f"return {expression}")  # noqa: E731
    mouse = Mouse(driver)
    walk = Walk(evaluate, mouse.swipe, mouse.tap)
    walk.run()
    width, height = walk.size
    if (width, height) != (360, 640):
        raise Failure(f"the player is {width}x{height}, not the prototype's 360x640 window")
    box = evaluate(
        "(({left, width}) => [left, width, innerWidth])(document.getElementById('player').getBoundingClientRect())")
    if abs(box[0] + box[1] / 2 - box[2] / 2) > 1:
        raise Failure(f"the player is not centred across the page: {box}")
    print(f"ok: the prototype's {width}x{height} window, centred in a {box[2]} px wide page")
    # The arrows page as they point; Home goes back to the start.
    for key, screen in ((Keys.ARROW_RIGHT, "discover"), (Keys.HOME, "home"), (Keys.ARROW_DOWN, "feed"),
                        (Keys.ARROW_UP, "home")):
        ActionChains(driver).send_keys(key).perform()
        walk.rest_on(screen)
    path = os.path.join(shots, "webkit.png")
    driver.save_screenshot(path)
    print(f"screenshot: {path}")


if __name__ == "__main__":
    sys.exit(main())
