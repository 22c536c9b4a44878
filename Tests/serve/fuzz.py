"""`snapnav serve` fed malformed requests made by Hypothesis, each on a socket of its own:
request lines and headers of any bytes, paths built of the token, dots and their encodings,
and upload bodies of take lines and garbage. Nothing crashes (the server answers a well-formed
request after each), no request for anything but the player's files gets 200, and nothing is
written outside sessions/.

    python3 Tests/serve/fuzz.py SNAPNAV [EXAMPLES]"""

import os
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server import Failure, Server, get, raw  # noqa: E402

SERVED = {"", "index.html", "player.js", "manifest.webmanifest", "snapnav.wasm", "prototype.json",
          "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "live"}


def requests(token):
    segment = st.sampled_from([token, token[:-1], token.upper(), "..", ".", "%2e%2e", "%2E.", "%252e", "%c0%ae",
                               "%00", "%2f", "\\", "images", "fonts", "sessions", "index.html", "prototype.json",
                               "snapnav.json", "etc", "passwd", "", "0123456789abcdef" * 2, "live", "%"])
    noise = st.binary(max_size=40).map(lambda data: data.decode("latin-1"))
    path = st.lists(st.one_of(segment, noise), max_size=8).map(lambda parts: "/" + "/".join(parts))
    method = st.one_of(st.sampled_from(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "CONNECT", "TRACE"]),
                       st.text(max_size=12))
    version = st.sampled_from(["HTTP/1.1", "HTTP/1.0", "HTTP/0.9", "HTTP/2.0", "HTTP/1.1 x", "", "http/1.1"])
    header = st.tuples(st.one_of(st.sampled_from(["Host", "Content-Length", "Transfer-Encoding", "Connection",
                                                  "Expect", "Range", "Content-Type"]), noise),
                       st.one_of(st.sampled_from(["0", "-1", "99999999999999999999", "chunked", "close",
                                                  "100-continue", "bytes=0-1", "x" * 5000]), noise))
    take = st.lists(st.sampled_from([
        '{"recording":"snapnav","version":2,"width":360,"height":780}',
        '{"t":1,"event":"pointerDown","pointer":"finger:1","x":1,"y":2}', '{"t":-1,"event":"pointerUp"}',
        '{"t":1e308,"event":"key","key":"home","modifiers":[]}', '{"t":2,"event":"resize","width":0,"height":-5}',
        '{"recording":"snapnav","version":2,"width":1e309,"height":1}', "[", "{}", "\x00", '"' * 1000]),
        max_size=6).map(lambda lines: "\n".join(lines).encode())
    body = st.one_of(take, st.binary(max_size=2000))
    anything = st.tuples(method, path, version, st.lists(header, max_size=6), body)
    # Uploads that reach the take parser: the endpoint's path, a length that is the body's.
    session = st.text("0123456789abcdef", min_size=16, max_size=64)
    upload = st.builds(lambda id, data: ("POST", f"/{token}/sessions/{id}", "HTTP/1.1",
                                         [("Host", "x"), ("Content-Length", str(len(data)))], data), session, body)
    # Each from an address of its own in 127/8, so that the limit of uploads per client lets
    # most of them through to the parser.
    source = st.builds(lambda a, b: f"127.0.{a}.{b}", st.integers(1, 254), st.integers(1, 254))
    return st.tuples(st.one_of(anything, upload), source)


def encode(request):
    method, path, version, headers, body = request
    head = f"{method} {path} {version}\r\n" + "".join(f"{key}: {value}\r\n" for key, value in headers)
    return head.encode("latin-1", "replace") + b"\r\n" + body


def main():
    examples = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    server = Server(sys.argv[1])
    counts = {}
    try:
        before = server.files()

        @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))
        @given(requests(server.token))
        def answers(example):
            request, source = example
            status, _, _ = raw(server, encode(request), source=source, timeout=15)
            counts[status] = counts.get(status, 0) + 1
            method, path, version, _, _ = request
            prefix = f"/{server.token}/"
            if status == 200 and not (path.startswith(prefix) and path[len(prefix):].split("?")[0] in SERVED
                                      or path.startswith(prefix + "sessions/")):
                raise Failure(f"{method} {path!r} {version} answered 200")
            if server.process.poll() is not None:
                raise Failure(f"the server exited ({server.process.returncode}) on {encode(request)[:300]!r}")

        answers()
        status, _, _ = get(server, server.path())
        if status != 200 or server.process.poll() is not None:
            raise Failure(f"after the fuzzing the page answers {status}")
        outside = sorted(name for name, value in server.files().items()
                         if before.get(name) != value and name != "stderr.txt"
                         and not name.startswith("starter/sessions/"))
        if outside:
            raise Failure(f"written outside sessions/: {outside}")
        print(f"ok: {examples} requests made by Hypothesis, answered {dict(sorted(counts.items()))} "
              "(0: closed without an answer); the server still serves, and nothing was written outside sessions/")
        status, seconds = server.stop()
        if status != 0:
            raise Failure(f"the server exited {status}")
        print("server: " + server.stderr().strip().splitlines()[-1])
    except Exception as failure:  # Hypothesis's own errors too: each ends in one FAIL line
        print(f"FAIL serve fuzz: {failure}")
        return 1
    finally:
        server.close()
    print("PASS serve fuzz")
    return 0


if __name__ == "__main__":
    sys.exit(main())
