"""The chat model side of the runner: an OpenAI-compatible chat endpoint, the prompt, and reading the reply.

The prompt (one system and one user message per move; no history, so every
move costs about the same): the system message holds the game's rules and
commands and the reply format; the user message holds the text board, the
camp's ``next``, the result of the previous move when it was refused, and the
agent check puzzle. The model replies with two lines::

    COMMAND: <one command>
    ANSWER: <the puzzle's answer, a whole number>

A reply without them is asked again once, saying what was wrong.
"""
from __future__ import annotations

import html
import http.client
import json
import re
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any

REPLY_FORMAT = ("Reply with exactly two lines and nothing else:\n"
                "COMMAND: <one command>\n"
                "ANSWER: <the puzzle's answer, a whole number in digits>")
REPLY_FORMAT_NO_CHECK = "Reply with exactly one line and nothing else:\nCOMMAND: <one command>"
_COMMAND = re.compile(r"^\s*COMMAND\s*:\s*(.+?)\s*$", re.IGNORECASE | re.MULTILINE)
_ANSWER = re.compile(r"^\s*ANSWER\s*:\s*([+-]?\d{1,9})\s*\.?\s*$", re.IGNORECASE | re.MULTILINE)


@dataclass
class ModelReply:
    text: str
    prompt_tokens: int
    completion_tokens: int
    latency_seconds: float


@dataclass
class Move:
    command: str
    answer: int | None


@dataclass
class ChatModel:
    """An OpenAI-compatible ``/chat/completions`` endpoint (``base_url`` ends before ``/chat``)."""

    base_url: str
    model: str
    api_key: str | None = None
    max_tokens: int = 300
    timeout: float = 300.0
    extra: dict[str, Any] = field(default_factory=dict)

    def chat(self, messages: list[dict[str, str]]) -> ModelReply:
        body = json.dumps({"model": self.model, "messages": messages, "temperature": 0, "max_tokens": self.max_tokens, **self.extra}).encode()
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        started = time.monotonic()
        for attempt in range(5):
            request = urllib.request.Request(self.base_url.rstrip("/") + "/chat/completions", data=body, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    reply = json.loads(response.read().decode("utf-8"))
                break
            except urllib.error.HTTPError as error:
                if error.code not in (429, 500, 502, 503) or attempt == 4:
                    raise RuntimeError(f"the model endpoint answered {error.code}: {error.read()[:300]!r}") from None
                wait = error.headers.get("Retry-After")
                time.sleep(float(wait) if wait and wait.isdigit() else 2 ** attempt)
            except (urllib.error.URLError, http.client.HTTPException, ConnectionError, TimeoutError) as error:
                # A chat request changes nothing, so one whose connection dropped is simply sent again.
                if attempt == 4:
                    raise RuntimeError(f"the model endpoint could not be reached: {error}") from error
                time.sleep(0.5 * 2 ** attempt)
        usage = reply.get("usage") or {}
        return ModelReply(
            text=str(reply["choices"][0]["message"].get("content") or ""),
            prompt_tokens=int(usage.get("prompt_tokens", 0)),
            completion_tokens=int(usage.get("completion_tokens", 0)),
            latency_seconds=time.monotonic() - started,
        )


def system_prompt(rules: dict[str, Any], checks: bool) -> str:
    commands = "\n".join(f"- {doc['syntax']}: {doc['description']}" for doc in rules.get("commands", []))
    rules_text = html.unescape(re.sub(r"<[^>]+>", " ", str(rules.get("rules_html", ""))))
    rules_text = re.sub(r"[ \t]+", " ", rules_text).strip()
    check = ("Each move needs the answer to a puzzle: a short arithmetic word problem in scrambled letters "
             "with a whole-number answer from 0 to 9999. " if checks else "")
    return (f"You are playing {rules.get('name', rules.get('game'))} on a game server, one command at a time.\n\n"
            f"Rules:\n{rules_text}\n\nCommands:\n{commands}\n\n{check}{REPLY_FORMAT if checks else REPLY_FORMAT_NO_CHECK}")


def move_prompt(board_text: str, next_text: str, puzzle: str | None, refused: str | None) -> str:
    parts = [f"The board:\n{board_text}", f"What you can do now: {next_text}"]
    if refused:
        parts.append(f"Your last command was refused: {refused}")
    if puzzle:
        parts.append(f"The puzzle to answer with this move:\n{puzzle}")
    return "\n\n".join(parts)


def puzzle_prompt(puzzle: str) -> str:
    return ("Answer this puzzle (a short arithmetic word problem in scrambled letters, whole-number answer).\n\n"
            f"{puzzle}\n\nReply with exactly one line: ANSWER: <the answer in digits>")


def read_move(text: str, needs_answer: bool) -> Move | str:
    """The move in a reply, or what is wrong with the reply."""
    command = _COMMAND.search(text)
    answer = _ANSWER.search(text)
    if not command:
        return "it has no line 'COMMAND: <one command>'"
    if needs_answer and not answer:
        return "it has no line 'ANSWER: <whole number>'"
    return Move(command.group(1).strip().strip("`"), int(answer.group(1)) if answer else None)


def read_answer(text: str) -> int | None:
    found = _ANSWER.search(text)
    return int(found.group(1)) if found else None
