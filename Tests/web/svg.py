"""An SVG screen in the web player, in Chromium: `snapnav web` sends it as a PNG librsvg
rendered at 3x, so on a 3x phone as wide as the prototype each 1-point line of
Tests/fixtures/svg/lines.svg is 3 fully black device pixels, nothing grey.

    python3 Tests/web/svg.py PLAYER_FOLDER"""

import os
import sys
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import serve  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# The red channel of 12 device pixels down the middle of the canvas from 200 points down: a line
# every 4 points starts there.
COLUMN = """(() => {
  const canvas = document.querySelector('canvas');
  if (!canvas || canvas.width === 0) return null;
  const data = canvas.getContext('2d').getImageData(canvas.width >> 1, 600, 1, 12).data;
  return [canvas.width, canvas.height, Array.from({ length: 12 }, (_, row) => data[row * 4])];
})()"""
EXPECTED = [1080, 1920, [0, 0, 0] + [255] * 9]


def main():
    folder = sys.argv[1]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            context = browser.new_context(
                viewport={"width": 360, "height": 640}, device_scale_factor=3, has_touch=True, is_mobile=True)
            page = context.new_page()
            page.goto(serve(folder))
            # The screen shows its edge colour until the image decodes: poll for the picture.
            found = None
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline:
                found = page.evaluate(COLUMN)
                if found == EXPECTED:
                    break
                time.sleep(0.1)
        finally:
            browser.close()
    if found != EXPECTED:
        print(f"FAIL svg: the canvas shows {found}, not {EXPECTED}")
        return 1
    print("ok: an SVG screen's 1-point lines are 3 black device pixels on a 3x phone")
    print("PASS svg")
    return 0


if __name__ == "__main__":
    sys.exit(main())
