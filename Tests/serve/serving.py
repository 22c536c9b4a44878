"""`snapnav serve`: the URL and its QR code, the player's files under the token and nothing
else, and a stop on SIGTERM.

    python3 Tests/serve/serving.py SNAPNAV

The QR code the terminal shows is drawn into an image, module for module, and read with
zbarimg; it is compared with what `qrencode -t UTF8` prints too. Every hostile request is
sent byte for byte on a socket of its own and must get 404 with a body that names nothing."""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server import NOT_FOUND, Failure, Server, get  # noqa: E402

# What each character of `qrencode -t UTF8` shows: (upper module, lower module), True for light.
HALF_BLOCKS = {"█": (True, True), " ": (False, False), "▀": (True, False), "▄": (False, True)}
PIXELS = 8


def qr_image(lines, path):
    """Draws the terminal's QR code into a PGM image, PIXELS to a module."""
    rows = []
    for line in lines:
        halves = [HALF_BLOCKS[character] for character in line]
        for half in (0, 1):
            row = bytes(255 if cell[half] else 0 for cell in halves for _ in range(PIXELS))
            rows += [row] * PIXELS
    with open(path, "wb") as file:
        file.write(f"P5 {len(rows[0])} {len(rows)} 255\n".encode() + b"".join(rows))


def check_qr(server):
    server.wait_for(lambda: "Ctrl+C stops" in server.stderr(), "the server to say it serves")
    lines = server.lines[1:]
    expected = subprocess.run(["qrencode", "-t", "UTF8", server.url], capture_output=True, text=True,
                              check=True).stdout.splitlines()
    if lines != expected:
        raise Failure("the QR code differs from qrencode -t UTF8's:\n" + "\n".join(lines))
    with tempfile.TemporaryDirectory() as scratch:
        image = os.path.join(scratch, "qr.pgm")
        qr_image(lines, image)
        decoded = subprocess.run(["zbarimg", "--raw", "-q", image], capture_output=True, text=True).stdout.strip()
    if decoded != server.url:
        raise Failure(f"the QR code decodes to {decoded!r}, not {server.url!r}")
    print(f"ok: the first line is the URL {server.url} ({len(server.token) * 4} bits of token)")
    print(f"ok: the QR code under it is qrencode -t UTF8's, {len(lines)} lines, and zbarimg reads the URL from it")


def check_files(server):
    expected = {"": "text/html", "index.html": "text/html", "player.js": "text/javascript",
                "snapnav.wasm": "application/wasm", "prototype.json": "application/json",
                "fonts/DejaVuSans.ttf": "font/ttf", "manifest.webmanifest": "application/manifest+json"}
    for name, kind in expected.items():
        status, headers, body = get(server, server.path(name))
        if status != 200 or not headers.get("content-type", "").startswith(kind) or not body:
            raise Failure(f"{name or '/TOKEN/'}: {status} {headers.get('content-type')} ({len(body)} bytes)")
    status, headers, _ = get(server, "/" + server.token)
    if status != 301 or headers.get("location") != server.path():
        raise Failure(f"/TOKEN answers {status} {headers.get('location')}, not a redirect to /TOKEN/")
    print(f"ok: the player's files are served under the token ({len(expected)} checked), /TOKEN goes to /TOKEN/")


def hostile_targets(token):
    """Requests for anything but the player's files: (method, target)."""
    wrong = ("0" if token[0] != "0" else "1") + token[1:]
    targets = ["/", "/index.html", "/etc/passwd", f"/{wrong}/", f"/{wrong}/index.html", f"/{token[:-1]}/",
               f"/{token}0/", f"/{token.upper()}/", f"/{token}/{token}/", f"//{token}/", "/favicon.ico",
               f"/%2f{token}/", "*"]
    dots = ["..", "%2e%2e", "%2E%2E", ".%2e", "%2e.", "%252e%252e", "%c0%ae%c0%ae", "%uff0e%uff0e", "..%00",
            "..%2f..", "..\\..", "..%5c..", "....//", ".../"]
    for dot in dots:
        targets += [f"/{token}/{dot}/", f"/{token}/{dot}/{dot}/etc/passwd", f"/{token}/images/{dot}/prototype.json",
                    f"/{token}/{dot}%2f{dot}%2fetc%2fpasswd", f"/{dot}/{token}/index.html"]
    targets += [f"/{token}/{name}" for name in (
        "images/", "images", "fonts/", "fonts", "sessions/", "sessions", ".", "./", "./index.html",
        "index.html%00", "index.html%00.png", "index.html/", "index.html/.", "INDEX.HTML", "index.html.bak",
        "/etc/passwd", "%2fetc%2fpasswd", "/index.html", "snapnav.json", "starter/snapnav.json",
        "screens/home.png", "../starter/snapnav.json", "sessions/0123456789abcdef", "live/", "offline.js/")]
    targets += [f"http://127.0.0.1/{token}/../../etc/passwd", f"file:///etc/passwd"]
    requests = [("GET", target) for target in targets]
    requests += [(method, f"/{token}/index.html") for method in ("PUT", "DELETE", "PATCH", "POST", "OPTIONS")]
    requests += [("POST", f"/{token}/sessions/{name}") for name in
                 ("short", "../../x", "0123456789ABCDEF", "0123456789abcdef/../../x", "g" * 32, "0" * 65)]
    requests += [("GET", bytes(f"/{token}/", "ascii") + b"\xc0\xae\xc0\xae/etc/passwd"),
                 ("GET", bytes(f"/{token}/", "ascii") + b"\x00../../etc/passwd")]
    return requests


def check_hostile(server):
    refused = 0
    requests = hostile_targets(server.token)
    secrets = [server.folder.encode(), b"root:", b"snapnav.json", server.token.encode(), b"<html", b"/tmp"]
    for method, target in requests:
        status, _, body = get(server, target, method=method)
        leaked = [secret for secret in secrets if secret in body]
        if status != 404 or leaked or body != NOT_FOUND:
            raise Failure(f"{method} {target!r} answered {status} with {body[:200]!r}")
        refused += 1
    print(f"ok: {len(requests)} hostile requests tried, {refused} refused with 404 and a body that names "
          "nothing of the disk")
    return len(requests), refused


def check_stop(server):
    status, seconds = server.stop()
    if status != 0 or seconds > 1:
        raise Failure(f"SIGTERM: exit {status} after {seconds:.2f} s, not 0 within a second")
    print(f"ok: SIGTERM stops it in {seconds * 1000:.0f} ms with exit status 0")
    summary = server.stderr().strip().splitlines()[-1]
    print(f"server: {summary}")


def main():
    server = Server(sys.argv[1])
    try:
        before = server.files()
        check_qr(server)
        check_files(server)
        check_hostile(server)
        if server.files() != before:
            raise Failure("files changed on disk while serving: "
                          f"{sorted(set(server.files().items()) ^ set(before.items()))}")
        print("ok: nothing on disk changed")
        check_stop(server)
    except Failure as failure:
        print(f"FAIL serving: {failure}")
        return 1
    finally:
        server.close()
    print("PASS serving")
    return 0


if __name__ == "__main__":
    sys.exit(main())
