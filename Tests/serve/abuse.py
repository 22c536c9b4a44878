"""`snapnav serve` under abuse, on loopback: a huge header, a huge body, hundreds of half-open
connections and a slow client are each refused or timed out, while another client keeps being
served, each of its requests answered within a second.

    python3 Tests/serve/abuse.py SNAPNAV

The abusers connect from 127.0.0.5 (any 127/8 address reaches a server on 127.0.0.1), the
served client from 127.0.0.1, so that the limits per client can be told from the limits of all."""

import os
import socket
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server import Failure, Server, get, poll, raw  # noqa: E402

ABUSER = "127.0.0.5"
IDLE_TIMEOUT = 10


def served(server, what):
    """A request of the served client: its page, within a second."""
    start = time.monotonic()
    status, _, body = get(server, server.path())
    took = time.monotonic() - start
    if status != 200 or b"<html" not in body or took > 1:
        raise Failure(f"{what}: another client's page answered {status} in {took:.2f} s")
    return took


def huge_header(server):
    request = (f"GET {server.path()} HTTP/1.1\r\nHost: x\r\nX-Filler: " + "a" * (1 << 20) + "\r\n\r\n").encode()
    status, _, body = raw(server, request, source=ABUSER)
    if status not in (0, 400, 413, 414, 431) or server.folder.encode() in body:
        raise Failure(f"a 1 MiB header answered {status}")
    print(f"ok: a 1 MiB header is refused ({status or 'closed'}); another client is served in "
          f"{served(server, 'after a huge header') * 1000:.0f} ms")
    return 1


def huge_bodies(server):
    session = "abcdef0123456789abcdef0123456789"
    head = f"POST {server.path('sessions/' + session)} HTTP/1.1\r\nHost: x\r\n"
    status, _, _ = raw(server, (head + f"Content-Length: {1 << 30}\r\n\r\n").encode() + b"x" * 65536, source=ABUSER)
    if status != 413:
        raise Failure(f"a body of 1 GiB declared answered {status}, not 413")
    # Without a length, in chunks: the connection is closed once the body passes the bound.
    with socket.create_connection((server.host, server.port), timeout=10, source_address=(ABUSER, 0)) as client:
        client.sendall((head + "Transfer-Encoding: chunked\r\n\r\n").encode())
        sent = 0
        try:
            while sent < (8 << 20):
                client.sendall(b"10000\r\n" + b"x" * 65536 + b"\r\n")
                sent += 65536
        except (BrokenPipeError, ConnectionResetError):
            pass
        if sent >= (8 << 20):
            client.settimeout(5)
            if client.recv(1 << 16) not in (b"",) and client.recv(1 << 16) != b"":
                raise Failure("a chunked body of 8 MiB was read to its end")
    print(f"ok: a body of 1 GiB declared gets 413; a chunked one is closed past 256 KiB (the client had put "
          f"{sent >> 10} KiB into the socket); another "
          f"client is served in {served(server, 'after huge bodies') * 1000:.0f} ms")
    return 2


def half_open(server, count=300):
    """`count` connections that send half a request line and wait."""
    sockets, refused = [], 0
    for _ in range(count):
        try:
            client = socket.create_connection((server.host, server.port), timeout=2, source_address=(ABUSER, 0))
            client.sendall(b"GET /")
            sockets.append(client)
        except OSError:
            refused += 1
    for client in sockets:
        client.setblocking(False)

    def is_open(client):
        try:
            return client.recv(1) != b""
        except BlockingIOError:
            return True
        except OSError:
            return False

    # Those past the server's limit per client are closed at once.
    poll(lambda: sum(map(is_open, sockets)) <= 32, 2)
    held = sum(map(is_open, sockets))
    took = served(server, f"with {count} half-open connections")
    if held > 32:
        raise Failure(f"{held} of {count} half-open connections from one client are held, more than 32")
    print(f"ok: {count} half-open connections from one client: {held} held, {count - held} closed at once; another "
          f"client is served in {took * 1000:.0f} ms")
    # The ones held are closed once idle for the timeout.
    open_ones = list(sockets)

    def all_closed():
        open_ones[:] = [client for client in open_ones if is_open(client)]
        return not open_ones

    poll(all_closed, IDLE_TIMEOUT + 5, interval=0.2)
    for client in sockets:
        client.close()
    if open_ones:
        raise Failure(f"{len(open_ones)} half-open connections were still open {IDLE_TIMEOUT + 5} s later")
    print(f"ok: the held ones are closed once idle for {IDLE_TIMEOUT} s")
    return count


def slow_clients(server):
    """One client that sends its request a byte at a time, and one that stops half way."""
    request = f"GET {server.path()} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
    stalled = socket.create_connection((server.host, server.port), timeout=IDLE_TIMEOUT + 5,
                                       source_address=(ABUSER, 0))
    stalled.sendall(request[:len(request) // 2])
    started = time.monotonic()
    trickle = socket.create_connection((server.host, server.port), timeout=5, source_address=(ABUSER, 0))
    times = []
    for byte in request:
        trickle.sendall(bytes([byte]))
        if len(times) < 5:
            times.append(served(server, "beside a slow client"))
        time.sleep(0.02)
    trickle.settimeout(5)
    answer = trickle.recv(1 << 16)
    trickle.close()
    if stalled.recv(1 << 16) != b"":
        raise Failure("a client that stopped half way through its request got an answer")
    waited = time.monotonic() - started
    stalled.close()
    if not answer.startswith(b"HTTP/1.1 200") or waited > IDLE_TIMEOUT + 3:
        raise Failure(f"slow clients: the trickled request answered {answer[:20]!r}; the stalled one closed after "
                      f"{waited:.1f} s")
    print(f"ok: a client sending a byte at a time is served in its turn, others meanwhile in at most "
          f"{max(times) * 1000:.0f} ms; one that stops half way is closed after {waited:.1f} s")
    return 2


def main():
    server = Server(sys.argv[1])
    try:
        tried = huge_header(server) + huge_bodies(server) + half_open(server) + slow_clients(server)
        status, seconds = server.stop()
        if status != 0:
            raise Failure(f"the server exited {status} after the abuse")
        print(f"ok: {tried} abusive connections tried; the server stops in {seconds * 1000:.0f} ms, exit status 0")
        print("server: " + server.stderr().strip().splitlines()[-1])
    except Failure as failure:
        print(f"FAIL serve abuse: {failure}")
        return 1
    finally:
        server.close()
    print("PASS serve abuse")
    return 0


if __name__ == "__main__":
    sys.exit(main())
