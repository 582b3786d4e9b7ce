"""The client through a failing network: a 503 waited out as Retry-After says, and calls sent again after a dropped connection.

Between the client and the real camp (its recording proxy, camp_support.py)
each test starts a FailingNetwork on loopback: a stand-in for a failing
network, which forwards every request unchanged except the one it was told
to fail. A call is failed in one of five ways: answered 503 with
``Retry-After: 1`` without reaching the camp; its connection closed with no
reply before it reaches the camp; forwarded to the camp, which does the
call, and its connection closed before the reply; a reply cut short; or a
page that is not JSON (as a captive portal or a misconfigured proxy sends).
"""
from __future__ import annotations

import http.server
import json
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, Literal

import pytest

from camp import Camp, CampError
from camp_support import RunningCamp, forward_to, request_body, send_reply

Fault = Literal["503", "drop", "drop_after_camp", "cut_short", "not_json"]


class FailingNetwork:
    """A stand-in for a failing network, started by the test: the first request to ``path`` fails as ``fault`` says.

    ``requests`` notes every request (method, path, Idempotency-Key) and ``camp_replies`` every reply that came
    back from the camp (status, headers, body), the ones the client never got included.
    """

    def __init__(self, target: str, fault: Fault, path: str) -> None:
        self.requests: list[tuple[str, str, str | None]] = []
        self.camp_replies: list[tuple[int, dict[str, str], dict[str, Any]]] = []
        self.failed = 0
        host, port = target.removeprefix("http://").split(":")
        network = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def handle_request(self) -> None:
                body = request_body(self)
                network.requests.append((self.command, self.path, self.headers.get("Idempotency-Key")))
                failing = self.path.split("?")[0] == path and network.failed == 0
                if failing:
                    network.failed += 1
                if failing and fault == "503":
                    problem = json.dumps({"type": "urn:camp:problem:busy", "status": 503, "error": "busy",
                                          "detail": "Another call holds the game: send it again after Retry-After seconds."}).encode()
                    send_reply(self, 503, [("Content-Type", "application/problem+json"), ("Retry-After", "1")], problem)
                    return
                if failing and fault == "drop":
                    self.close_connection = True
                    return
                if failing and fault == "not_json":
                    send_reply(self, 200, [("Content-Type", "text/html")], b"<html><body>Sign in to this network</body></html>")
                    return
                status, kept, data = forward_to(self, host, int(port), body, timeout=60)
                network.camp_replies.append((status, {name.lower(): value for name, value in kept}, json.loads(data) if data else {}))
                if failing and fault == "drop_after_camp":
                    self.close_connection = True
                    return
                if failing and fault == "cut_short":
                    self.send_response(status)
                    for name, value in kept:
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data[:len(data) // 2])
                    self.close_connection = True
                    return
                send_reply(self, status, kept, data)

            do_GET = do_POST = handle_request

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def sent(self, path: str) -> list[tuple[str, str | None]]:
        """The requests to ``path``: method and Idempotency-Key."""
        return [(method, key) for method, sent_path, key in self.requests if sent_path.split("?")[0] == path]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


StartNetwork = Callable[[Fault, str], FailingNetwork]


@pytest.fixture
def failing_network(camp_server: RunningCamp) -> Iterator[StartNetwork]:
    """Starts a FailingNetwork in front of the camp (closed when the test ends)."""
    started: list[FailingNetwork] = []

    def start(fault: Fault, path: str) -> FailingNetwork:
        started.append(FailingNetwork(camp_server.url, fault, path))
        return started[-1]

    yield start
    for network in started:
        network.close()


def through(network: FailingNetwork, camp_server: RunningCamp) -> Camp:
    """An account signed up directly, whose client then talks to the camp through the failing network."""
    signed = Camp.sign_up(f"net-{secrets.token_hex(5)}", camp_server.url)
    return Camp(network.url, signed.credential, answer=camp_server.answer)


def test_a_503_is_waited_out_as_retry_after_says(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, answers the first act 503 with Retry-After: 1."""
    network = failing_network("503", "/games/solitaire/api/act")
    camp = through(network, camp_server)
    camp.new("solitaire")
    started = time.monotonic()
    moved = camp.act("solitaire", "draw")
    waited = time.monotonic() - started
    assert moved["version"] == 1
    assert 1 <= waited < 5
    # The same call twice, with its one key: the 503 never reached the camp, the second try did.
    tries = network.sent("/games/solitaire/api/act")
    assert len(tries) == 2 and tries[0] == tries[1] and tries[0][1]
    assert camp.state("solitaire")["version"] == 1


def test_a_get_is_sent_again_after_a_dropped_connection(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, closes the first GET's connection with no reply."""
    network = failing_network("drop", "/api/v1/games")
    camp = through(network, camp_server)
    started = time.monotonic()
    assert "solitaire" in {game["game"] for game in camp.games()}
    assert time.monotonic() - started < 2
    assert network.sent("/api/v1/games") == [("GET", None), ("GET", None)]


def test_a_move_whose_reply_was_lost_is_not_played_twice(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, lets the first act reach the camp and loses its reply."""
    network = failing_network("drop_after_camp", "/games/solitaire/api/act")
    camp = through(network, camp_server)
    camp.new("solitaire")
    moved = camp.act("solitaire", "draw")
    # The camp played the first try; its reply was lost, and the second try, with the same key, got that reply back.
    tries = network.sent("/games/solitaire/api/act")
    assert len(tries) == 2 and tries[0] == tries[1] and tries[0][1]
    (first_status, _, first), (_, replayed_headers, second) = network.camp_replies[-2:]
    assert first_status == 200 and replayed_headers.get("idempotent-replayed") == "true"
    assert moved == first == second
    assert moved["version"] == 1 and camp.state("solitaire")["version"] == 1
    # The next move goes on from there, with the puzzle the replayed reply carried.
    assert camp.act("solitaire", "draw")["version"] == 2


def test_a_run_start_whose_reply_was_lost_starts_one_run(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, lets the first start reach the camp and loses its reply."""
    network = failing_network("drop_after_camp", "/api/v1/suites/smoke/runs")
    camp = through(network, camp_server)
    run = camp.start_run("smoke")
    tries = network.sent("/api/v1/suites/smoke/runs")
    assert len(tries) == 2 and tries[0] == tries[1] and tries[0][1]
    (first_status, _, first), (second_status, replayed_headers, second) = network.camp_replies
    assert (first_status, second_status) == (201, 201) and replayed_headers.get("idempotent-replayed") == "true"
    # The run the camp started on the first try, which the client never heard of, is the one it got.
    assert run["id"] == first["run"]["id"] == second["run"]["id"]
    assert camp.run(run["id"])["progress"] == {"over": 0, "total": 9}


def test_a_reply_cut_short_is_asked_for_again(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, sends half of the first reply and closes the connection."""
    network = failing_network("cut_short", "/api/v1/me")
    camp = through(network, camp_server)
    assert camp.me()["name"].startswith("net-")
    assert len(network.sent("/api/v1/me")) == 2


def test_a_call_without_a_key_is_not_sent_again(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, closes the first login's connection with no reply."""
    network = failing_network("drop", "/api/v1/login")
    signed = Camp.sign_up(f"net-{secrets.token_hex(5)}", camp_server.url)
    camp = Camp(network.url, key="")
    with pytest.raises(CampError) as lost:
        camp.log_in(signed.me()["name"], signed.credential or "")
    assert (lost.value.status, lost.value.error) == (0, "unreachable")
    # A POST with no Idempotency-Key could have been done: the client does not guess, and says so.
    assert network.sent("/api/v1/login") == [("POST", None)]


def test_a_reply_that_is_not_json_is_a_camp_error(camp_server: RunningCamp, failing_network: StartNetwork) -> None:
    """The stand-in for a failing network, started by this test, answers the first GET with an HTML page."""
    network = failing_network("not_json", "/api/v1/me")
    camp = through(network, camp_server)
    with pytest.raises(CampError) as refused:
        camp.me()
    assert (refused.value.status, refused.value.error) == (0, "bad_reply") and "Sign in" in refused.value.detail
    assert camp.me()["name"].startswith("net-")
