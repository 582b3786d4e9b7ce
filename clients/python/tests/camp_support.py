"""What the tests need around a real camp: starting it, a recording proxy in front of it, and the test-only answer.

The camp runs as `npm start` from the repository, on a free loopback port,
with a SQLite file in a temporary folder and agent checks on. Agent check
answers are found the way only the camp itself could: by its secret, as the
camp's own derivation does (src/platform/agent-check/checks.ts, answerMac and
answerWithSecret). A puzzle reaches the client's answer function as its text
only, so a transparent proxy in front of the camp notes the token of every
puzzle text the camp sends; the proxy also notes each request's
Idempotency-Key. Everything else is the real camp.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import http.client
import http.server
import json
import os
import re
import secrets
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

REPOSITORY = Path(__file__).resolve().parents[3]
# id . expiry . audience . scope . mac (the scope is not part of the answer's HMAC).
_TOKEN = re.compile(r"^([A-Za-z0-9_-]{16})\.([0-9a-z]{1,11})\.([^.]+)\.[^.]+\.([A-Za-z0-9_-]{27})$")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def answer_with_secret(secret: str, token: str) -> int:
    """The answer a token was issued for (the camp's answerWithSecret)."""
    match = _TOKEN.match(token)
    if not match:
        raise ValueError(f"not a check token: {token}")
    token_id, expiry, audience, mac = match.groups()
    expires_at = int(expiry, 36)
    for answer in itertools.chain(range(0, 10_001), range(-1, -101, -1)):
        digest = hmac.new(secret.encode(), f"{token_id}.{expires_at}.{audience}.{answer}".encode(), hashlib.sha256).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode()[:27] == mac:
            return answer
    raise ValueError(f"no answer in range for token {token}")


class RunningCamp:
    def __init__(self, env: dict[str, str] | None = None) -> None:
        self.folder = tempfile.TemporaryDirectory(prefix="camp-python-")
        self.secret = secrets.token_urlsafe(36)
        self.port = free_port()
        self.camp_url = f"http://127.0.0.1:{self.port}"
        settings = {
            "PORT": str(self.port), "HOST": "127.0.0.1", "CAMP_DB": os.path.join(self.folder.name, "camp.db"),
            "CAMP_SECRET": self.secret, "CAMP_AGENT_CHECK": "on", "LOG_LEVEL": "warn",
            "CAMP_LIMIT_ACCOUNTS_PER_HOUR": "10000", **(env or {}),
        }
        self.process = subprocess.Popen(["npm", "start", "--silent"], cwd=REPOSITORY, env={**os.environ, **settings},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        self._wait_ready()
        self.proxy = RecordingProxy(self.camp_url)
        self.url = self.proxy.url

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the camp stopped: {self.process.stderr.read().decode() if self.process.stderr else ''}")
            try:
                with urllib.request.urlopen(self.camp_url + "/healthz", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("the camp did not become ready in 90 s")

    def answer(self, puzzle: str) -> int:
        """The test's answer function: the puzzle's token as the proxy saw it, answered with the camp's secret."""
        return answer_with_secret(self.secret, self.proxy.tokens[puzzle])

    def close(self) -> None:
        self.proxy.close()
        # npm start execs the server in its own process group: end that group, which this test started.
        os.killpg(self.process.pid, 15)
        self.process.wait(timeout=30)
        self.folder.cleanup()


HOP_HEADERS = ("connection", "keep-alive", "transfer-encoding", "content-length")


def forward_to(handler: http.server.BaseHTTPRequestHandler, host: str, port: int, body: bytes | None,
               timeout: float = 120) -> tuple[int, list[tuple[str, str]], bytes]:
    """Sends the request ``handler`` holds to the camp unchanged; its status, the headers to pass on and its body."""
    upstream = http.client.HTTPConnection(host, port, timeout=timeout)
    headers = {name: value for name, value in handler.headers.items() if name.lower() not in ("host", "connection")}
    upstream.request(handler.command, handler.path, body=body, headers=headers)
    response = upstream.getresponse()
    data = response.read()
    upstream.close()
    return response.status, [(name, value) for name, value in response.getheaders() if name.lower() not in HOP_HEADERS], data


def send_reply(handler: http.server.BaseHTTPRequestHandler, status: int, headers: list[tuple[str, str]], data: bytes) -> None:
    """Answers ``handler``'s request with a whole reply."""
    handler.send_response(status)
    for name, value in headers:
        handler.send_header(name, value)
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)


def request_body(handler: http.server.BaseHTTPRequestHandler) -> bytes | None:
    length = int(handler.headers.get("Content-Length") or 0)
    return handler.rfile.read(length) if length else None


class RecordingProxy:
    """Forwards every request to the camp unchanged, noting puzzle tokens and Idempotency-Keys on the way."""

    def __init__(self, target: str) -> None:
        self.tokens: dict[str, str] = {}
        self.keys: list[tuple[str, str, str | None]] = []
        host, port = target.removeprefix("http://").split(":")
        proxy = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def forward(self) -> None:
                body = request_body(self)
                proxy.keys.append((self.command, self.path, self.headers.get("Idempotency-Key")))
                status, headers, data = forward_to(self, host, int(port), body)
                proxy.note(data)
                send_reply(self, status, headers, data)

            do_GET = do_POST = forward

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def note(self, data: bytes) -> None:
        try:
            reply = json.loads(data)
        except ValueError:
            return
        if isinstance(reply, dict):
            for name in ("agent_check", "camp_check"):
                check = reply.get(name)
                if isinstance(check, dict) and "puzzle" in check:
                    self.tokens[check["puzzle"]] = check["token"]
            if "puzzle" in reply and "token" in reply:
                self.tokens[reply["puzzle"]] = reply["token"]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def hidden_cells(board_text: str) -> list[tuple[int, int]]:
    """Minesweeper's hidden cells ('#') from the text board, as a player reads them."""
    cells = []
    for line in board_text.splitlines():
        found = re.match(r"^\s*(\d+)\s+((?:\S\s+)+)\d+\s*$", line)
        if found:
            for col, symbol in enumerate(found.group(2).split(), start=1):
                if symbol == "#":
                    cells.append((int(found.group(1)), col))
    return cells
