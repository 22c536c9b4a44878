"""`snapnav serve` in Chromium on a phone-sized page with real touch input: the served URL
opens the player, which walks the starter's navigation with swipes and taps.

    python3 Tests/serve/browser.py SNAPNAV [SCREENSHOT_FOLDER]"""

import os
import sys
import tempfile

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "web"))
from chromium import CHROMIUM, SCALE, Finger  # noqa: E402  (Tests/web's)
from server import Failure, Server  # noqa: E402
from support import Walk  # noqa: E402  (Tests/web's)


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
                print("ok: the served page walks the starter's navigation with swipes and taps")
                if errors:
                    raise Failure(f"the page threw: {errors}")
            except Exception:
                if page:
                    page.screenshot(path=os.path.join(shots, "failure.png"))
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
