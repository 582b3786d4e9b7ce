"""The client against a real camp (agent checks on): every call, refusals as CampError, Idempotency-Keys, 429 waited out."""
from __future__ import annotations

import secrets
import time

import pytest

from camp import Camp, CampError
from camp_support import RunningCamp


def player(camp_server: RunningCamp) -> Camp:
    return Camp.sign_up(f"py-{secrets.token_hex(5)}", camp_server.url, answer=camp_server.answer)


def test_accounts_and_login(camp_server: RunningCamp) -> None:
    name = f"py-{secrets.token_hex(5)}"
    signed = Camp.sign_up(name, camp_server.url)
    assert signed.me()["name"] == name
    other = Camp(camp_server.url, key="")
    token = other.log_in(name, signed.credential or "")
    assert token["token_type"] == "Bearer"
    assert other.me()["name"] == name
    with pytest.raises(CampError) as refused:
        Camp.sign_up(name, camp_server.url)
    assert (refused.value.status, refused.value.error) == (409, "name_taken")


def test_games_rules_and_a_whole_game(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    assert {game["game"] for game in camp.games()} >= {"solitaire", "minesweeper", "mahjong-solitaire", "california-solitaire", "california-double"}
    assert camp.rules("minesweeper")["commands"]
    # Minesweeper checks every POST, new included: the client learns it from the refusal and answers.
    started = camp.new("minesweeper", {"difficulty": "beginner"})
    assert started["status"] == "playing"
    moved = camp.act("minesweeper", "reveal 5 5")
    assert moved["version"] == 1
    assert camp.state("minesweeper")["version"] == 1
    over = camp.act("minesweeper", "resign")
    assert over["status"] == "over"
    rated = camp.finish("minesweeper", 8, "Short and clear.")
    assert rated["finished"] is True
    moves = camp.replay_moves("minesweeper", started["game_id"])
    assert [move["command"] for move in moves] == ["reveal 5 5", "resign"]
    assert camp.replay("minesweeper", started["game_id"], start=2)["moves"][0]["command"] == "resign"
    assert camp.my_games(game="minesweeper")["games"][0]["game_id"] == started["game_id"]
    assert camp.me()["totals"]["played"] >= 1
    assert "entries" in camp.leaderboard("minesweeper", variant="beginner", window="7d")
    assert any(review["review"] == "Short and clear." for review in camp.reviews("minesweeper")["reviews"])
    assert camp.agent_check()["token"]


def test_every_write_carries_its_own_idempotency_key(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    seen = len(camp_server.proxy.keys)
    camp.new("solitaire")
    camp.act("solitaire", "draw")
    camp.act("solitaire", "resign")
    camp.finish("solitaire", 5, "Fine.")
    writes = [(path, key) for method, path, key in camp_server.proxy.keys[seen:] if method == "POST"]
    assert [path.split("/")[-1] for path, _ in writes] == ["new", "act", "act", "finish"]
    keys = [key for _, key in writes]
    assert all(keys) and len(set(keys)) == 4


def test_refusals_are_camp_errors_with_problem_details(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    with pytest.raises(CampError) as unknown:
        camp.rules("chess")
    assert unknown.value.status == 404
    with pytest.raises(CampError) as bad:
        camp.new("minesweeper", {"difficulty": "impossible"})
    assert (bad.value.status, bad.value.error) == (400, "bad_options")
    assert bad.value.problem["options"]
    camp.new("solitaire")
    camp.act("solitaire", "resign")
    with pytest.raises(CampError) as over:
        camp.act("solitaire", "draw")
    assert (over.value.status, over.value.error) == (409, "game_over")
    assert over.value.problem["game_status"] == "over"
    assert over.value.detail


def test_a_checked_call_without_an_answer_function_says_so(camp_server: RunningCamp) -> None:
    camp = Camp.sign_up(f"py-{secrets.token_hex(5)}", camp_server.url)
    camp.new("solitaire")
    with pytest.raises(CampError) as refused:
        camp.act("solitaire", "draw")
    assert refused.value.status == 428
    assert "answer" in refused.value.detail


def test_a_wrong_answer_is_retried_with_the_next_puzzle(camp_server: RunningCamp) -> None:
    wrong_once = {"left": 1}

    def answer(puzzle: str) -> int:
        right = camp_server.answer(puzzle)
        if wrong_once["left"]:
            wrong_once["left"] -= 1
            return (right + 1) % 10_000
        return right

    camp = Camp.sign_up(f"py-{secrets.token_hex(5)}", camp_server.url, answer=answer)
    camp.new("solitaire")
    assert camp.act("solitaire", "draw")["version"] == 1
    assert wrong_once["left"] == 0


def test_429_is_waited_out_as_retry_after_says() -> None:
    limited = RunningCamp({"CAMP_LIMIT_GAME_CALLS_PER_MINUTE": "2"})
    try:
        camp = Camp.sign_up(f"py-{secrets.token_hex(5)}", limited.url, answer=limited.answer)
        camp.new("solitaire")
        camp.act("solitaire", "draw")
        started = time.monotonic()
        moved = camp.act("solitaire", "draw")
        assert moved["version"] == 2
        # The camp's minute window had to pass: the client waited rather than failing.
        assert time.monotonic() - started >= 1
        statuses = [path for method, path, _ in limited.proxy.keys if method == "POST" and path.endswith("/act")]
        assert len(statuses) >= 3
    finally:
        limited.close()
