"""What the tests of `snapnav serve` share: a server of a copy of the starter on loopback, and
requests written byte for byte on a socket of their own."""

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from urllib.parse import urlsplit

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOT_FOUND = b"Not found\n"



def poll(check, timeout, interval=0.05):
    """Calls `check()` every `interval` seconds until it returns something true, and returns
    that; returns what it last returned once `timeout` seconds have passed."""
    deadline = time.monotonic() + timeout
    while True:
        found = check()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(interval)

class Failure(Exception):
    pass


class Server:
    """`snapnav serve` of a fresh copy of the starter on 127.0.0.1 and a free port; its first
    line is the URL, the lines after it the QR code; stderr is kept for the test to read."""

    def __init__(self, snapnav, prototype=None):
        self.folder = tempfile.mkdtemp(prefix="snapnav-serve.")
        self.prototype = os.path.join(self.folder, "starter")
        shutil.copytree(prototype or os.path.join(ROOT, "Assets", "starter"), self.prototype)
        self.errors = open(os.path.join(self.folder, "stderr.txt"), "w+")
        self.process = subprocess.Popen([snapnav, "serve", self.prototype, "--host", "127.0.0.1", "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.url = self.wait_for(lambda: self.lines[0] if self.lines else None, "the URL on stdout", 60)
        parts = urlsplit(self.url)
        self.host, self.port, self.token = parts.hostname, parts.port, parts.path.strip("/")

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, check, what, timeout=10):
        """Polls `check()` until it returns something true; returns that."""
        def checked():
            if self.process.poll() is not None:
                raise Failure(f"snapnav serve exited ({self.process.returncode}) before {what}: {self.stderr()}")
            return check()
        found = poll(checked, timeout)
        if not found:
            raise Failure(f"waited {timeout} s for {what}")
        return found

    def stderr(self):
        self.errors.flush()
        with open(self.errors.name) as file:
            return file.read()

    def path(self, rest=""):
        return f"/{self.token}/{rest}"

    def stop(self):
        """SIGTERM; returns the exit status and the seconds it took to exit."""
        start = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            status = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise Failure("snapnav serve did not exit within 5 s of SIGTERM")
        return status, time.monotonic() - start

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.errors.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def files(self):
        """Every file under the server's folder, relative to it, with its bytes' size and time."""
        found = {}
        for directory, _, names in os.walk(self.folder):
            for name in names:
                path = os.path.join(directory, name)
                info = os.stat(path)
                found[os.path.relpath(path, self.folder)] = (info.st_size, info.st_mtime_ns)
        return found


def raw(server, request, source=None, timeout=5):
    """Sends `request` (bytes, exactly as given) and returns (status, headers, body) of the
    answer, read until the server closes or the answer's length is in; status 0 when the server
    closed without answering. `source` binds the client to another loopback address."""
    with socket.create_connection((server.host, server.port), timeout=timeout,
                                  source_address=(source, 0) if source else None) as client:
        client.sendall(request)
        return read_answer(client)


def read_answer(client):
    data = b""
    while b"\r\n\r\n" not in data:
        try:
            chunk = client.recv(65536)
        except (ConnectionResetError, socket.timeout):
            chunk = b""
        if not chunk:
            return 0, {}, data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {key.strip().lower(): value.strip() for key, _, value in (line.partition(":") for line in lines[1:])}
    length = int(headers.get("content-length", "-1"))
    while length < 0 or len(body) < length:
        try:
            chunk = client.recv(65536)
        except (ConnectionResetError, socket.timeout):
            break
        if not chunk:
            break
        body += chunk
    return status, headers, body


def get(server, target, method="GET", body=b"", headers=""):
    """One request for `target` (text, or bytes sent as they are) on a connection of its own."""
    target = target if isinstance(target, bytes) else target.encode("latin-1")
    request = (method.encode() + b" " + target + b" HTTP/1.1\r\n" +
               f"Host: {server.host}:{server.port}\r\nConnection: close\r\n{headers}"
               f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
    return raw(server, request)
