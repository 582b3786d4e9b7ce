"""Plays a suite run (or plain games) with a chat model, saving every step as JSON lines.

The log is the runner's memory: started again with the same ``--log``, it
finds the run it was playing (or the games it played) and carries on where
the camp says it stands, so a crash loses at most the move in flight (and
that move, sent with an Idempotency-Key, is never applied twice).
"""
from __future__ import annotations

import json
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from .client import Camp, Reply
from .errors import CampError
from .model import ChatModel, Move, move_prompt, puzzle_prompt, read_answer, read_move, system_prompt


#: How long the runner waits for a complete run's report card to be worked out.
REPORT_CARD_WAIT_SECONDS = 300


@dataclass
class Budget:
    """Per game: once one is spent, the game is resigned."""

    seconds: float = 900.0
    tokens: int = 200_000
    moves: int = 1_000


class StepLog:
    """Appends one JSON object per line, flushed at once, and reads back what an earlier process wrote."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.earlier: list[dict[str, Any]] = []
        if self.path.exists():
            for line in self.path.read_text("utf-8").splitlines():
                try:
                    self.earlier.append(json.loads(line))
                except ValueError:
                    continue  # a line cut short by a crash
        self._file: TextIO = self.path.open("a", encoding="utf-8")

    def write(self, event: str, **fields: Any) -> None:
        self._file.write(json.dumps({"event": event, "time": time.time(), **fields}) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        self._file.close()


class Runner:
    def __init__(self, camp: Camp, model: ChatModel, log: StepLog, budget: Budget | None = None,
                 say: Callable[[str], None] = print) -> None:
        self.camp = camp
        self.model = model
        self.log = log
        self.budget = budget or Budget()
        self.say = say
        self._rules: dict[str, Reply] = {}
        # Answers the model gave with its move, by puzzle text: the client asks for them when it sends the move.
        self._answers: dict[str, int] = {}
        self._spent_tokens = 0
        camp.answer = self._answer

    # Suites

    def play_suite(self, suite: str, *, public: bool = False) -> Reply:
        run_id = next((event["run_id"] for event in self.log.earlier if event.get("event") == "run"), None)
        if run_id is None:
            # The key is logged before the start: a runner stopped before it logged the run starts the same one again.
            key = next((event["key"] for event in self.log.earlier if event.get("event") == "run_start"), None)
            if key is None:
                key = str(uuid.uuid4())
                self.log.write("run_start", key=key, suite=suite)
            run = self.camp.start_run(suite, public=public, idempotency_key=key)
            run_id = run["id"]
            self.log.write("run", run_id=run_id, suite=suite, model=self.model.model)
        else:
            self.say(f"resuming run {run_id}")
        run = self.camp.run(run_id)
        while run["status"] == "running":
            playing = [game for game in run["games"] if game["status"] == "playing" and game.get("game_id")]
            if playing:
                game = playing[0]
                self.play_game(game["game"], self.camp.state(game["game"], game["game_id"]), entry=game["entry"], run_id=run_id)
            elif run.get("next"):
                upcoming = run["next"]
                self.play_game(upcoming["game"], self.camp.new(upcoming["game"], run=run_id), entry=upcoming["entry"], run_id=run_id)
            else:
                break
            run = self.camp.run(run_id)
        # The camp works the card out once the run is complete (its reference player plays the same deals).
        waited_until = time.monotonic() + REPORT_CARD_WAIT_SECONDS
        while run["status"] == "complete" and run.get("report_card") is None and time.monotonic() < waited_until:
            time.sleep(2)
            run = self.camp.run(run_id)
        self.log.write("report", run_id=run_id, report_card=run.get("report_card"))
        self.say(report_card_text(run))
        return run

    # Plain games

    def play_games(self, game: str, count: int, options: dict[str, Any] | None = None) -> list[Reply]:
        ended = [event for event in self.log.earlier if event.get("event") == "game_over" and event.get("game") == game]
        results: list[Reply] = []
        started = [event for event in self.log.earlier if event.get("event") == "game_start" and event.get("game") == game]
        if started and started[-1]["game_id"] not in {event["game_id"] for event in ended}:
            self.say(f"resuming game {started[-1]['game_id']}")
            results.append(self.play_game(game, self.camp.state(game, started[-1]["game_id"])))
        while len(ended) + len(results) < count:
            results.append(self.play_game(game, self.camp.new(game, options)))
        return results

    # One game

    def play_game(self, game: str, reply: Reply, *, entry: str | None = None, run_id: str | None = None) -> Reply:
        game_id = reply["game_id"]
        self.log.write("game_start", game=game, game_id=game_id, entry=entry, run_id=run_id)
        rules = self._rules.get(game) or self._rules.setdefault(game, self.camp.rules(game))
        started = time.monotonic()
        tokens_before = self._spent_tokens
        moves = 0
        refused: str | None = None
        while reply.get("status") != "over":
            spent = self._over_budget(started, self._spent_tokens - tokens_before, moves)
            if spent:
                self.log.write("budget", game=game, game_id=game_id, spent=spent)
                reply = self.camp.act(game, "resign", game_id=game_id)
                break
            puzzle_check = reply.get("agent_check") or reply.get("camp_check")
            puzzle = puzzle_check["puzzle"] if puzzle_check else None
            system = system_prompt(rules, checks=puzzle is not None)
            messages = [{"role": "system", "content": system},
                        {"role": "user", "content": move_prompt(reply.get("board_text", ""), reply.get("next", ""), puzzle, refused)}]
            move, exchanges = self._ask_move(messages, needs_answer=puzzle is not None)
            moves += 1
            if move is None:
                self._log_step(game, game_id, entry, exchanges, None, None)
                refused = "your reply could not be read"
                continue
            if puzzle is not None and move.answer is not None:
                self._answers[puzzle] = move.answer
            try:
                reply = self.camp.act(game, move.command, game_id=game_id)
            except CampError as refusal:
                self._log_step(game, game_id, entry, exchanges, move, {"status": refusal.status, "error": refusal.error, "detail": refusal.detail})
                if refusal.problem.get("game_status") == "over":
                    reply = self.camp.state(game, game_id)
                    break
                if refusal.status in (0, 401, 403, 404) or refusal.status >= 500:
                    raise
                # A move the camp refused (a command it cannot read, puzzles answered wrong): say so in the next prompt,
                # which shows the puzzle the refusal carries.
                refused = refusal.detail
                reply = {**reply, **{name: refusal.problem[name] for name in ("agent_check", "camp_check", "next") if name in refusal.problem}}
                continue
            refused = None if reply.get("ok", True) else str(reply.get("error") or "refused")
            self._log_step(game, game_id, entry, exchanges, move, {
                key: reply.get(key) for key in ("ok", "error", "status", "outcome", "score", "version", "next")})
        self.log.write("game_over", game=game, game_id=game_id, entry=entry, run_id=run_id,
                       outcome=reply.get("outcome"), score=reply.get("score"), moves=moves)
        return reply

    def _ask_move(self, messages: list[dict[str, str]], needs_answer: bool) -> tuple[Move | None, list[dict[str, Any]]]:
        """The model's move, asking once more if its first reply could not be read."""
        exchanges: list[dict[str, Any]] = []
        for attempt in range(2):
            answered = self.model.chat(messages)
            self._spent_tokens += answered.prompt_tokens + answered.completion_tokens
            move = read_move(answered.text, needs_answer)
            exchanges.append({"prompt": list(messages), "reply": answered.text, "latency_seconds": round(answered.latency_seconds, 3),
                              "tokens": {"prompt": answered.prompt_tokens, "completion": answered.completion_tokens}})
            if isinstance(move, Move):
                return move, exchanges
            messages = messages + [{"role": "assistant", "content": answered.text},
                                   {"role": "user", "content": f"Your reply could not be read: {move}. Answer again in the format asked."}]
        return None, exchanges

    def _answer(self, puzzle: str) -> int:
        """The client's agent check callback: the model's answer given with the move, or asked for on its own."""
        if puzzle in self._answers:
            return self._answers.pop(puzzle)
        answered = self.model.chat([{"role": "user", "content": puzzle_prompt(puzzle)}])
        self._spent_tokens += answered.prompt_tokens + answered.completion_tokens
        value = read_answer(answered.text)
        self.log.write("puzzle", puzzle=puzzle, reply=answered.text, latency_seconds=round(answered.latency_seconds, 3),
                       tokens={"prompt": answered.prompt_tokens, "completion": answered.completion_tokens})
        return value if value is not None else -1

    def _over_budget(self, started: float, tokens: int, moves: int) -> str | None:
        if time.monotonic() - started > self.budget.seconds:
            return "seconds"
        if tokens > self.budget.tokens:
            return "tokens"
        if moves >= self.budget.moves:
            return "moves"
        return None

    def _log_step(self, game: str, game_id: str, entry: str | None, exchanges: list[dict[str, Any]], move: Move | None,
                  camp_reply: dict[str, Any] | None) -> None:
        self.log.write("step", game=game, game_id=game_id, entry=entry, exchanges=exchanges,
                       command=move.command if move else None, answer=move.answer if move else None, camp=camp_reply)


def report_card_text(run: Reply) -> str:
    """The run's report card as a table for a terminal."""
    card = run.get("report_card")
    if not card:
        return f"run {run.get('id')}: {run.get('status')}, no report card yet"
    lines = [f"run {run['id']} of suite {run.get('suite')}: report card"]
    score = card.get("camp_score")
    if score:
        lines.append(f"camp score {score['value']} ({score['low']}-{score['high']})")
    lines.append(f"{'entry':28} {'games':>5} {'wins':>5} {'win rate':>9} {'mean score':>11} {'invalid':>8} {'check acc.':>10}")
    for entry in card.get("entries", []):
        lines.append(f"{entry['id']:28} {entry['games']:>5} {entry['wins']:>5} {entry['win_rate']:>9.3f} "
                     f"{_number(entry.get('mean_score')):>11} {_number(entry.get('invalid_command_rate')):>8} {_number(entry.get('check_accuracy')):>10}")
    return "\n".join(lines)


def games_summary_text(game: str, replies: list[Reply]) -> str:
    wins = sum(1 for reply in replies if reply.get("outcome") == "won")
    scores = [float(reply.get("score") or 0) for reply in replies]
    mean = sum(scores) / len(scores) if scores else 0.0
    return f"{game}: {len(replies)} games played now, {wins} won, mean score {mean:.1f}"


def _number(value: Any) -> str:
    return f"{value:.3f}" if isinstance(value, (int, float)) else "-"
