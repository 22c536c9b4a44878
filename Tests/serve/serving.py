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
from server import NOT_FOUND, Failure, Server, get, raw  # noqa: E402

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


HEADER = '{"recording":"snapnav","version":2,"width":360,"height":780}'
TOUCH = '{"t":%s,"event":"pointerDown","pointer":"finger:1","x":100,"y":200}'


def upload(server, session, body, source=None, length=None):
    body = body.encode() if isinstance(body, str) else body
    request = (f"POST /{server.token}/sessions/{session} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
               f"Content-Length: {len(body) if length is None else length}\r\n\r\n").encode() + body
    return raw(server, request, source=source)


def check_uploads(server):
    """The one writable endpoint: a take's lines are stored, anything else is refused."""
    session = "0123456789abcdef0123456789abcdef"
    for batch in ([TOUCH % 0.5], [TOUCH % 1, TOUCH % 1.5]):
        status, _, body = upload(server, session, HEADER + "\n" + "\n".join(batch) + "\n")
        if status != 200:
            raise Failure(f"a well-formed upload answered {status}: {body!r}")
    takes = os.listdir(os.path.join(server.prototype, "sessions"))
    with open(os.path.join(server.prototype, "sessions", takes[0])) as file:
        lines = file.read().splitlines()
    if len(takes) != 1 or len(lines) != 4 or '"config":' not in lines[0]:
        raise Failure(f"two uploads of one session are not one take of three touches: {takes}, {lines}")
    print("ok: two uploads of a session are one take in sessions/, with the configuration's copy")
    malformed = ["", "not json\n", "{}\n", HEADER + "\n{\"t\":1}\n",
                 HEADER + "\n" + TOUCH % 2 + "\n" + TOUCH % 1 + "\n", (HEADER + "\n" + TOUCH % 3)[:-5],
                 HEADER + '\n{"t":3,"event":"tool","action":"stop"}\n', '{"recording":"snapnav","version":9}\n',
                 HEADER + '\n{"t":3,"event":"key","key":"rm -rf /"}\n', "\x00\xff\xfe" * 100]
    # Values that would trap or hang a replay of the take: a time past a day, a window larger
    # than any screen, a touch far outside any window.
    hostile = [HEADER + "\n" + TOUCH % 1e300 + "\n", HEADER + "\n" + TOUCH % 1e9 + "\n",
               HEADER.replace('"width":360', '"width":1e12') + "\n" + TOUCH % 1 + "\n",
               HEADER + '\n{"t":1,"event":"pointerDown","pointer":"finger:1","x":1e20,"y":5}\n',
               HEADER + '\n{"t":1,"event":"resize","width":360,"height":1e7}\n',
               HEADER + '\n{"t":1,"event":"wheel","dx":0,"dy":-1e300,"precise":true}\n']
    for body in hostile:
        status, _, answer = upload(server, session, body, source="127.0.0.4")
        if status != 400 or b"the upload:2:" not in answer and b"the upload:1:" not in answer:
            raise Failure(f"a hostile upload {body[-70:]!r} answered {status}: {answer!r}")
    print(f"ok: {len(hostile)} uploads with hostile times, sizes and places refused with 400, naming the line")
    for body in malformed:
        status, _, answer = upload(server, session, body, source="127.0.0.2")
        if status != 400 or server.folder.encode() in answer:
            raise Failure(f"a malformed upload {body[:60]!r} answered {status}: {answer!r}")
    print(f"ok: {len(malformed)} malformed uploads refused with 400, the take parser's reason in the body")
    status, _, _ = upload(server, session, HEADER, length=64 << 20)
    if status != 413:
        raise Failure(f"an upload of 64 MiB declared answered {status}, not 413")
    print("ok: an upload declared larger than 256 KiB is refused with 413 before it is read")
    statuses = [upload(server, "fedcba9876543210", HEADER + "\n" + TOUCH % (i + 1) + "\n", source="127.0.0.3")[0]
                for i in range(30)]
    if statuses.count(429) < 5 or set(statuses) != {200, 429}:
        raise Failure(f"30 uploads at once from one client: {statuses}")
    print(f"ok: 30 uploads at once from one client: {statuses.count(200)} stored, {statuses.count(429)} refused "
          "with 429 (20 in 10 s are allowed)")
    return len(malformed) + 1 + statuses.count(429)


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
        check_uploads(server)
        changed = sorted(name for name in set(server.files()) | set(before)
                         if server.files().get(name) != before.get(name) and name != "stderr.txt")
        if any(not name.startswith("starter/sessions/") for name in changed):
            raise Failure(f"files changed on disk outside sessions/: {changed}")
        print(f"ok: nothing on disk changed but the {len(changed)} takes in sessions/")
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
