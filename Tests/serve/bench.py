"""`snapnav serve` under load, on loopback, bounded in count and time: 50 phones at once, each
with the live channel open while it loads the player and uploads a session, then 2,000 requests
from 50 clients. No request may fail; p50 and p99 latency are reported, and the server's resident
memory after a third round must be where the second left it (the first warms up).

    python3 Tests/serve/bench.py SNAPNAV [--json FILE]"""

import json
import os
import socket
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server import Failure, Server, raw  # noqa: E402

PHONES = 50
REQUESTS = 2000
CLIENTS = 50
PLAYER = ["", "player.js", "snapnav.wasm", "prototype.json", "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf"]
# Each phone from an address of its own, as phones on a network are.
ADDRESS = "127.0.1.{}".format


def request(server, method, target, body=b"", source=None):
    start = time.monotonic()
    status, _, answer = raw(server, f"{method} {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                            f"Content-Length: {len(body)}\r\n\r\n".encode() + body, source=source, timeout=30)
    return status, time.monotonic() - start, len(answer)


def phone(server, number, latencies, failures, run):
    source = ADDRESS(number + 1)
    live = socket.create_connection((server.host, server.port), timeout=30, source_address=(source, 0))
    try:
        live.sendall(f"GET {server.path('live')} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        greeting = b""
        while b"event: hello" not in greeting:
            chunk = live.recv(4096)
            if not chunk:
                failures.append(f"phone {number}: the live channel closed without its hello")
                break
            greeting += chunk
        for name in PLAYER:
            status, took, _ = request(server, "GET", server.path(name), source=source)
            latencies.append(took)
            if status != 200:
                failures.append(f"phone {number}: {name} answered {status}")
        take = '{"recording":"snapnav","version":2,"width":360,"height":780}\n' + "".join(
            f'{{"t":{i / 60},"event":"pointerMove","pointer":"finger:1","x":{i},"y":300}}\n' for i in range(120))
        status, took, _ = request(server, "POST", server.path(f"sessions/{run:02x}{number:030x}"), take.encode(),
                                  source=source)
        latencies.append(took)
        if status != 200:
            failures.append(f"phone {number}: the upload answered {status}")
    finally:
        live.close()


def client(server, number, count, latencies, failures):
    source = ADDRESS(100 + number)
    for i in range(count):
        status, took, _ = request(server, "GET", server.path(PLAYER[i % len(PLAYER)]), source=source)
        latencies.append(took)
        if status != 200:
            failures.append(f"client {number}: answered {status}")


def together(target, count, *arguments):
    threads = [threading.Thread(target=target, args=(i, *arguments)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    if any(thread.is_alive() for thread in threads):
        raise Failure("a client was still waiting after 120 s")


def resident(server):
    with open(f"/proc/{server.process.pid}/status") as file:
        return next(int(line.split()[1]) for line in file if line.startswith("VmRSS:"))


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))]


def round_of(server, run):
    latencies, failures = [], []
    start = time.monotonic()
    together(lambda i: phone(server, i, latencies, failures, run), PHONES)
    together(lambda i: client(server, i, REQUESTS // CLIENTS, latencies, failures), CLIENTS)
    if failures:
        raise Failure(f"{len(failures)} requests failed: {failures[:5]}")
    return latencies, time.monotonic() - start


def main():
    output = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    server = Server(sys.argv[1])
    try:
        # A round to warm up in (the allocator's arenas of the connections' threads fill), then
        # two whose memory is compared.
        round_of(server, 1)
        round_of(server, 2)
        after_first = resident(server)
        latencies, seconds = round_of(server, 3)
        after_second = resident(server)
        count = len(latencies)
        result = {"phones": PHONES, "requests": count, "failed": 0, "seconds": round(seconds, 2),
                  "p50_ms": round(statistics.median(latencies) * 1000, 1),
                  "p99_ms": round(percentile(latencies, 99) * 1000, 1),
                  "resident_kib_after_second_round": after_first, "resident_kib_after_third_round": after_second}
        print(f"ok: {PHONES} phones with the live channel open loading the player and uploading a session, then "
              f"{REQUESTS} requests from {CLIENTS} clients: {count} requests in {seconds:.1f} s, none failed, "
              f"p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms")
        # Flat: the third round leaves the server no larger than the second did, give or take 5%.
        if after_second > after_first * 1.05 + 1024:
            raise Failure(f"resident memory grew from {after_first} KiB to {after_second} KiB in the third round")
        print(f"ok: resident memory {after_first} KiB after the second round, {after_second} KiB after the third")
        if output:
            with open(output, "w") as file:
                json.dump(result, file, indent=2)
        server.stop()
    except Failure as failure:
        print(f"FAIL serve bench: {failure}")
        return 1
    finally:
        server.close()
    print("PASS serve bench")
    return 0


if __name__ == "__main__":
    sys.exit(main())
