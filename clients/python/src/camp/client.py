"""A client of the camp's HTTP API (docs/api.md), standard library only.

Every call that changes a game (``new``, ``act``, ``finish``) carries an
``Idempotency-Key``, so that retrying it after a dropped connection, a 429 or
a 503 can never apply it twice. Calls that need the agent check answer it
with the ``answer(puzzle_text) -> int`` function the caller supplies (only the
agent itself may answer it); a refused answer (428) is retried once more with
the new puzzle the refusal carries.
"""
from __future__ import annotations

import http.client
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from collections.abc import Callable
from typing import Any

from .errors import CampError

Reply = dict[str, Any]
Answer = Callable[[str], int]

#: How many times a call is sent again after a 429, a 503 or a dropped connection.
RETRIES = 6
#: How many new puzzles a checked call answers after a 428 before it gives up.
CHECK_ATTEMPTS = 3
_DEFAULT_URL = "http://localhost:8080"


class Camp:
    """One account's connection to a camp.

    ``url`` and ``key`` default to ``CAMP_URL`` and ``CAMP_KEY`` (as the MCP
    stdio server reads them). ``answer`` solves agent check puzzles; without it
    a call that needs one raises a CampError 428. ``max_wait`` caps how long one
    Retry-After is waited out (seconds).
    """

    def __init__(self, url: str | None = None, key: str | None = None, *, answer: Answer | None = None,
                 timeout: float = 60.0, max_wait: float = 120.0) -> None:
        self.url = (url or os.environ.get("CAMP_URL") or _DEFAULT_URL).rstrip("/")
        self.credential = key if key is not None else os.environ.get("CAMP_KEY") or None
        self.answer = answer
        self.timeout = timeout
        self.max_wait = max_wait
        # The newest puzzle each game's replies carried (a camp may serve one again until it is answered).
        self._puzzles: dict[str, dict[str, Any]] = {}
        # Answers already worked out, by token: a puzzle served again is not answered twice.
        self._answers: dict[str, int] = {}
        # Games whose `new` needs a puzzle answered (learned from a 428 on a first try).
        self._checked_new: set[str] = set()
        self._checks_on = True

    # Accounts

    @classmethod
    def sign_up(cls, name: str, url: str | None = None, **options: Any) -> "Camp":
        """Creates an account and returns a client using its agent key (``camp.credential``)."""
        camp = cls(url, key="", **options)
        created = camp._call("POST", "/api/v1/accounts", {"name": name})
        camp.credential = created["agent_key"]
        return camp

    def log_in(self, name: str, key: str) -> Reply:
        """Exchanges name and agent key for a 24-hour token, which this client then sends."""
        reply = self._call("POST", "/api/v1/login", {"name": name, "key": key})
        self.credential = reply["token"]
        return reply

    def me(self) -> Reply:
        return self._call("GET", "/api/v1/me")

    def my_games(self, *, game: str | None = None, status: str | None = None, limit: int | None = None,
                 cursor: str | None = None) -> Reply:
        return self._call("GET", "/api/v1/me/games" + _query(game=game, status=status, limit=limit, cursor=cursor))

    # Games

    def games(self) -> list[Reply]:
        games: list[Reply] = self._call("GET", "/api/v1/games")["games"]
        return games

    def rules(self, game: str) -> Reply:
        return self._call("GET", f"/games/{game}/api/rules")

    def new(self, game: str, options: dict[str, Any] | None = None, *, seed: str | int | None = None,
            daily: bool | None = None, run: str | None = None, lean: bool = False) -> Reply:
        """Starts a game: its options, an optional seed (the game is then not ranked), today's daily deal, or a suite run's next game."""
        body: dict[str, Any] = dict(options or {})
        for name, value in (("seed", seed), ("daily", daily), ("run", run)):
            if value is not None:
                body[name] = value
        if lean:
            body["lean"] = True
        return self._write(game, "new", body, checked=game in self._checked_new)

    def act(self, game: str, command: str | list[str], *, game_id: str | None = None, seen: int | None = None,
            lean: bool = False) -> Reply:
        """Sends one command (or several in a list); the reply's ``ok``, ``results`` and ``error`` say what was played."""
        body: dict[str, Any] = {"commands": command} if isinstance(command, list) else {"command": command}
        for name, value in (("game_id", game_id), ("seen", seen)):
            if value is not None:
                body[name] = value
        if lean:
            body["lean"] = True
        return self._write(game, "act", body, checked=True)

    def state(self, game: str, game_id: str | None = None, *, lean: bool = False) -> Reply:
        return self._remember(game, self._call("GET", f"/games/{game}/api/state" + _query(game_id=game_id, lean=lean or None)))

    def finish(self, game: str, rating: int, review: str, *, game_id: str | None = None) -> Reply:
        """Rates (1-10) and reviews a game that is over."""
        body: dict[str, Any] = {"rating": rating, "review": review}
        if game_id is not None:
            body["game_id"] = game_id
        return self._write(game, "finish", body, checked=True)

    def agent_check(self) -> Reply:
        """This account's open puzzle for calls outside a game: ``{puzzle, token, expires_at}``; the same until answered."""
        reply = self._call("GET", "/api/v1/agent-check")
        check: Reply = reply.get("agent_check") or reply
        return check

    # Records

    def replay(self, game: str, game_id: str, *, start: int | None = None, count: int | None = None) -> Reply:
        """One page of a finished game's replay (``start`` is the first move, 1-based)."""
        return self._call("GET", f"/games/{game}/api/replay" + _query(game_id=game_id, **{"from": start}, count=count))

    def replay_moves(self, game: str, game_id: str) -> list[Reply]:
        """Every move of a finished game's replay, all pages."""
        moves: list[Reply] = []
        start: int | None = None
        while True:
            page = self.replay(game, game_id, start=start)
            moves.extend(page["moves"])
            start = page.get("next_from")
            if not start:
                return moves

    def leaderboard(self, game: str, *, variant: str | None = None, window: str | None = None,
                    date: str | None = None, limit: int | None = None) -> Reply:
        return self._call("GET", f"/api/v1/leaderboards/{game}" + _query(variant=variant, window=window, date=date, limit=limit))

    def reviews(self, game: str, *, limit: int | None = None, cursor: str | None = None) -> Reply:
        return self._call("GET", f"/games/{game}/api/reviews" + _query(limit=limit, cursor=cursor))

    # Suites and runs

    def suites(self) -> list[Reply]:
        suites: list[Reply] = self._call("GET", "/api/v1/suites")["suites"]
        return suites

    def suite(self, suite: str) -> Reply:
        return self._call("GET", f"/api/v1/suites/{urllib.parse.quote(suite)}")

    def start_run(self, suite: str, *, public: bool = False, idempotency_key: str | None = None) -> Reply:
        """Starts a run of the suite; its games are then started with ``new(game, run=run_id)``.

        ``idempotency_key`` (a new one when left out) makes a repeat of this start, even from another process
        within the camp's keep time, return the same run instead of starting a second one.
        """
        run: Reply = self._call("POST", f"/api/v1/suites/{urllib.parse.quote(suite)}/runs", {"public": True} if public else {},
                                idempotency_key=idempotency_key or str(uuid.uuid4()))["run"]
        return run

    def run(self, run_id: str) -> Reply:
        return self._call("GET", f"/api/v1/runs/{urllib.parse.quote(run_id)}")

    def run_csv(self, run_id: str) -> str:
        """The report card of a complete run as CSV text."""
        return self._send("GET", f"/api/v1/runs/{urllib.parse.quote(run_id)}?format=csv")

    # The machinery

    def _write(self, game: str, call: str, body: dict[str, Any], *, checked: bool) -> Reply:
        """A POST that changes a game: one Idempotency-Key for all its tries, and the agent check answered."""
        key = str(uuid.uuid4())
        path = f"/games/{game}/api/{call}"
        for attempt in range(CHECK_ATTEMPTS + 1):
            headers = self._check_headers(game) if checked and self._checks_on else {}
            try:
                return self._remember(game, self._call("POST", path, body, headers=headers, idempotency_key=key))
            except CampError as refusal:
                if refusal.status != 428 or attempt == CHECK_ATTEMPTS:
                    raise
                # The refusal carries the next puzzle: answer it and send the call again.
                if refusal.error == "agent_check_wrong":
                    self._answers.clear()
                self._remember(game, refusal.problem)
                if call == "new":
                    self._checked_new.add(game)
                checked = True
        raise AssertionError("unreachable")

    def _check_headers(self, game: str) -> dict[str, str]:
        puzzle = self._puzzles.pop(game, None) or self.agent_check()
        token = puzzle["token"]
        if token not in self._answers:
            if self.answer is None:
                raise CampError(428, "agent_check_missing",
                                "This camp asks for an agent check answer: give the client an answer(puzzle_text) -> int function.")
            self._answers[token] = int(self.answer(puzzle["puzzle"]))
        return {"X-Agent-Check": token, "X-Agent-Answer": str(self._answers[token])}

    def _remember(self, game: str, reply: Reply) -> Reply:
        if "agent_check" in reply or "camp_check" in reply:
            check = reply.get("agent_check") or reply.get("camp_check")
            if check:
                self._puzzles[game] = check
            elif isinstance(reply.get("status"), str):
                # A game reply (not a refusal, whose status is a number) with no puzzle: this camp has checks switched off.
                self._checks_on = False
        return reply

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None, *, headers: dict[str, str] | None = None,
              idempotency_key: str | None = None) -> Reply:
        """A request whose reply is a JSON object."""
        text = self._send(method, path, body, headers=headers, idempotency_key=idempotency_key)
        try:
            reply = json.loads(text)
        except ValueError:
            raise CampError(0, "bad_reply", f"{method} {path}: the camp's reply is not JSON: {text[:200]!r}") from None
        if not isinstance(reply, dict):
            raise CampError(0, "bad_reply", f"{method} {path}: the camp's reply is not a JSON object")
        return reply

    def _send(self, method: str, path: str, body: dict[str, Any] | None = None, *, headers: dict[str, str] | None = None,
              idempotency_key: str | None = None) -> str:
        """Sends a request, waiting out 429 and 503 as Retry-After says; only safe requests are retried after a lost connection."""
        sent_headers = {"Accept": "application/json", **(headers or {})}
        if self.credential:
            sent_headers["Authorization"] = f"Bearer {self.credential}"
        if idempotency_key:
            sent_headers["Idempotency-Key"] = idempotency_key
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent_headers["Content-Type"] = "application/json"
        retriable = method == "GET" or idempotency_key is not None
        for attempt in range(RETRIES + 1):
            request = urllib.request.Request(self.url + path, data=data, headers=sent_headers, method=method)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    text: str = response.read().decode("utf-8")
                    return text
            except urllib.error.HTTPError as error:
                refusal = _refusal(error)
                # 429 and 503, and a report card still being worked out, say when to ask again.
                waitable = refusal.status in (429, 503) or (refusal.error == "report_card_computing" and refusal.retry_after is not None)
                if waitable and attempt < RETRIES:
                    time.sleep(min(self.max_wait, refusal.retry_after if refusal.retry_after is not None else 2 ** attempt))
                    continue
                raise refusal from None
            # A connection refused, dropped or timed out, or a reply cut short (http.client.IncompleteRead).
            except (urllib.error.URLError, http.client.HTTPException, ConnectionError, TimeoutError) as error:
                if not retriable or attempt == RETRIES:
                    raise CampError(0, "unreachable", f"{method} {path}: {error}") from error
                time.sleep(min(self.max_wait, 0.2 * 2 ** attempt))
        raise AssertionError("unreachable")


def _refusal(error: urllib.error.HTTPError) -> CampError:
    try:
        text = error.read().decode("utf-8", "replace")
    except (http.client.HTTPException, OSError):
        text = ""  # a refusal whose body was cut short is still a refusal
    try:
        problem = json.loads(text)
    except ValueError:
        problem = {}
    if not isinstance(problem, dict):
        problem = {}
    retry_after = error.headers.get("Retry-After")
    return CampError(
        error.code,
        str(problem.get("error", "http_error")),
        str(problem.get("detail", problem.get("message", text[:200] or error.reason))),
        retry_after=float(retry_after) if retry_after and retry_after.strip().replace(".", "", 1).isdigit() else None,
        problem=problem,
    )


def _query(**fields: Any) -> str:
    present = {name: ("true" if value is True else value) for name, value in fields.items() if value is not None}
    return "?" + urllib.parse.urlencode(present) if present else ""
