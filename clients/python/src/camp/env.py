"""A Gymnasium-style environment over a camp's game.

``CampEnv`` follows Gymnasium's ``Env`` API exactly (``reset`` and ``step``
with the same arguments and return values, ``action_space``,
``observation_space``, ``close``), so that code written for Gymnasium text
environments runs unchanged. It does not import ``gymnasium``, which it does
not need and which may not be installable: its spaces are the small
``TextSpace`` objects below.
"""
from __future__ import annotations

import os
import random
import secrets
import string
from dataclasses import dataclass
from typing import Any

from .client import Answer, Camp, Reply


@dataclass(frozen=True)
class TextSpace:
    """A space of text, like Gymnasium's ``Text``: strings of ``min_length`` to ``max_length`` characters."""

    max_length: int
    min_length: int = 0
    description: str = ""
    charset: str = string.ascii_letters + string.digits + " "

    def contains(self, value: Any) -> bool:
        return isinstance(value, str) and self.min_length <= len(value) <= self.max_length

    def __contains__(self, value: Any) -> bool:
        return self.contains(value)

    def sample(self, rng: random.Random | None = None) -> str:
        """A random string of the charset (as Gymnasium's Text samples; rarely a legal command)."""
        chooser = rng or random.Random()
        length = chooser.randint(max(self.min_length, 1), min(self.max_length, 16))
        return "".join(chooser.choice(self.charset) for _ in range(length))


#: One command of the game, as its rules list them (``resign`` ends any game).
ACTION_SPACE = TextSpace(max_length=1000, min_length=1, description="one command of the game, such as 'draw' or 'reveal 5 5'")
#: The text board followed by a blank line and the camp's ``next`` (what can be done now).
OBSERVATION_SPACE = TextSpace(max_length=200_000, description="the text board, a blank line, and what can be done next")


class CampEnv:
    """One game of a camp as an environment.

    ``game`` is a game id (``minesweeper``, ``solitaire``, ...), ``options``
    its options (such as ``{"difficulty": "beginner"}``). ``url`` and ``key``
    default to ``CAMP_URL`` and ``CAMP_KEY``; with no key the environment signs
    up an account of its own. ``answer(puzzle_text) -> int`` answers the agent
    checks. ``max_steps`` caps the moves of an episode: the step that reaches
    it resigns the game and returns ``truncated=True``.

    The observation is the text board and ``next``; ``info`` holds the JSON
    ``board``, ``game_id``, ``score``, ``status``, ``outcome`` and the camp's
    whole ``reply``. The reward of a step is the change of the score.
    ``terminated`` is True once the game is over.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}
    action_space = ACTION_SPACE
    observation_space = OBSERVATION_SPACE

    def __init__(self, game: str, options: dict[str, Any] | None = None, *, url: str | None = None,
                 key: str | None = None, answer: Answer | None = None, max_steps: int | None = None) -> None:
        self.game = game
        self.options = dict(options or {})
        self.max_steps = max_steps
        self.render_mode = "ansi"
        chosen_key = key if key is not None else os.environ.get("CAMP_KEY")
        if chosen_key:
            self.camp = Camp(url, chosen_key, answer=answer)
        else:
            self.camp = Camp.sign_up(f"env-{secrets.token_hex(6)}", url, answer=answer)
        self.game_id: str | None = None
        self.steps = 0
        self._score = 0.0
        self._last: Reply | None = None

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        """Starts a new game. A ``seed`` picks the deal (such a game is never ranked); ``options`` override the environment's."""
        reply = self.camp.new(self.game, {**self.options, **(options or {})}, seed=seed)
        self.game_id = reply["game_id"]
        self.steps = 0
        self._score = float(reply.get("score") or 0)
        self._last = reply
        return _observation(reply), _info(reply)

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Sends one command; returns (observation, reward, terminated, truncated, info)."""
        if self.game_id is None:
            raise RuntimeError("call reset() before step()")
        reply = self.camp.act(self.game, action, game_id=self.game_id)
        self.steps += 1
        truncated = False
        if reply.get("status") != "over" and self.max_steps is not None and self.steps >= self.max_steps:
            reply = self.camp.act(self.game, "resign", game_id=self.game_id)
            truncated = True
        score = float(reply.get("score") or 0)
        reward = score - self._score
        self._score = score
        self._last = reply
        terminated = reply.get("status") == "over" and not truncated
        return _observation(reply), reward, terminated, truncated, _info(reply)

    def render(self) -> str | None:
        return _observation(self._last) if self._last else None

    def close(self) -> None:
        self._last = None


def _observation(reply: Reply) -> str:
    return f"{reply.get('board_text', '')}\n\n{reply.get('next', '')}"


def _info(reply: Reply) -> dict[str, Any]:
    fields = ("game_id", "score", "status", "outcome", "version", "ok", "error", "results", "hindsight")
    return {"board": reply.get("board"), **{name: reply.get(name) for name in fields if name in reply}, "reply": reply}
