"""The client against a real camp (agent checks on): every call, refusals as CampError, Idempotency-Keys, 429 waited out.

test_retries.py has the calls through a failing network (503s, dropped connections).
"""
from __future__ import annotations

import datetime
import secrets
import time
from typing import Any

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


def test_act_sends_a_list_of_commands_in_one_call(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    started = camp.new("solitaire")
    seen = len(camp_server.proxy.keys)
    moved = camp.act("solitaire", ["draw", "draw", "no-such-command"], game_id=started["game_id"])
    assert [(result["command"], result["ok"]) for result in moved["results"]] == [("draw", True), ("draw", True), ("no-such-command", False)]
    # The camp plays the commands in order up to the refused one, and says why it stopped.
    assert moved["ok"] is False and moved["error"] == moved["results"][2]["message"]
    assert moved["version"] == 2 and camp.state("solitaire", started["game_id"])["version"] == 2
    assert [path for method, path, _ in camp_server.proxy.keys[seen:] if method == "POST"] == ["/games/solitaire/api/act"]


def test_seen_tells_a_race_lost_to_the_other_player_from_a_misplayed_card(camp_server: RunningCamp) -> None:
    """Two accounts race on one deal (the same seed); both can put the same ace on the same tower, and seat A does so first.

    Seat B then reads the game (so the camp takes B to have seen A's move) and sends its ace to that tower: with
    ``seen`` saying B had read only the deal, it is a race lost, with nothing changed; without it, a misplayed card,
    which forfeits the game.
    """
    first, second = player(camp_server), player(camp_server)

    def reachable(side: dict[str, Any]) -> dict[str, str]:
        """Where each card a seat can play now is: its stacks' tops and its waste's top."""
        places = {stack["id"]: stack["cards"][-1]["card"] for stack in side["stacks"] if stack["cards"]}
        if side["waste"]["top"]:
            places["waste"] = side["waste"]["top"]["card"]
        return places

    def a_shared_ace(seed: str, resign: bool = False) -> tuple[dict[str, Any], dict[str, Any], str, str, str] | None:
        """A race on the seed's deal, if both seats can put the same ace on the same tower: (A's game, B's game, where
        A's ace is, where B's is, the tower). The race is resigned unless it is returned, or if ``resign``."""
        waiting = first.new("california-double", {"opponent": "human"}, seed=seed)
        joined = second.new("california-double", {"opponent": "human"}, seed=seed)
        assert (waiting["seat"], joined["seat"], joined["status"]) == (0, 1, "playing")
        mine, theirs = (reachable(side) for side in joined["board"]["sides"])
        for place, card in mine.items():
            other = next((where for where, same in theirs.items() if same == card), None)
            if card.startswith("A") and other:
                tower = next(tower["id"] for tower in joined["board"]["towers"] if tower["suit"] == card[1])
                found = waiting, joined, place, other, tower
                break
        else:
            found = None
        if found is None or resign:
            first.act("california-double", "resign", game_id=waiting["game_id"])
        return found

    # About one deal in thirty lets both seats reach the same ace at once; the second race is dealt the same deal.
    seed = next(f"race-{number}" for number in range(300) if a_shared_ace(f"race-{number}", resign=True))
    outcomes, races = [], []
    for with_seen in (True, False):
        found = a_shared_ace(seed)
        assert found
        waiting, joined, first_place, second_place, tower = found
        assert first.act("california-double", f"move {first_place} {tower}", game_id=waiting["game_id"])["version"] == 1
        assert second.state("california-double", joined["game_id"])["version"] == 1
        seen = joined["version"] if with_seen else None
        outcomes.append(second.act("california-double", f"move {second_place} {tower}", game_id=joined["game_id"], seen=seen))
        races.append((joined["game_id"], tower))
    lost, misplayed = outcomes
    assert lost["ok"] is False and lost["error"].startswith(f"lost the race: seat A played on {races[0][1]} first")
    assert (lost["status"], lost["version"]) == ("playing", 1)
    assert misplayed["status"] == "over" and misplayed["outcome"] == "lost"
    assert "forfeits the game" in misplayed["results"][0]["message"]
    # The race lost changed nothing: B plays on. A seen the camp cannot take is refused before anything is played.
    with pytest.raises(CampError) as refused:
        second.act("california-double", "draw", game_id=races[0][0], seen=-1)
    assert (refused.value.status, refused.value.error) == (400, "bad_request") and "seen" in refused.value.detail
    assert second.act("california-double", "draw", game_id=races[0][0], seen=1)["version"] == 2


def test_daily_deal_is_one_game_a_day(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    daily = camp.new("solitaire", daily=True)
    assert daily["daily"] == datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    assert daily["ranked"] is True
    with pytest.raises(CampError) as again:
        camp.new("solitaire", {"draw": 3}, daily=True)
    assert (again.value.status, again.value.error) == (409, "daily_taken")
    assert again.value.problem["daily_game_id"] == daily["game_id"]
    with pytest.raises(CampError) as seeded:
        player(camp_server).new("solitaire", daily=True, seed=7)
    assert (seeded.value.status, seeded.value.error) == (400, "daily_with_deal")
    assert "daily" not in camp.new("solitaire")


def test_lean_replies_leave_out_the_board_and_carry_the_puzzle_once(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    seen = len(camp_server.proxy.keys)
    started = camp.new("minesweeper", {"difficulty": "beginner"}, lean=True)
    assert "board" not in started and started["board_text"]
    # Minesweeper names its puzzle camp_check; the others agent_check. A lean reply carries only the game's own name.
    assert started["camp_check"]["puzzle"] and "agent_check" not in started
    moved = camp.act("minesweeper", "reveal 5 5", lean=True)
    assert moved["version"] == 1 and "board" not in moved and "agent_check" not in moved and moved["camp_check"]["puzzle"]
    lean_state = camp.state("minesweeper", lean=True)
    assert "board" not in lean_state and lean_state["version"] == 1
    full = camp.state("minesweeper")
    assert full["board"]["rows"] == 9 and full["agent_check"] == full["camp_check"]
    camp.new("solitaire")
    solitaire = camp.act("solitaire", "draw", lean=True)
    assert "board" not in solitaire and "camp_check" not in solitaire and solitaire["agent_check"]["puzzle"]
    # Every puzzle the client answered came in a reply (lean or a refusal's): it never had to fetch one.
    assert not [path for _, path, _ in camp_server.proxy.keys[seen:] if path.startswith("/api/v1/agent-check")]


def test_suites_and_their_entries(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    suites = {suite["id"]: suite for suite in camp.suites()}
    assert {"camp-v1", "smoke"} <= set(suites)
    full, smoke = camp.suite("camp-v1"), camp.suite("smoke")
    assert full == suites["camp-v1"] and smoke == suites["smoke"]
    assert full["games_total"] == sum(entry["deals"] for entry in full["entries"]) == 240
    # smoke is camp-v1's list with one deal each.
    assert [(entry["id"], entry["game"], entry["options"]) for entry in smoke["entries"]] == \
        [(entry["id"], entry["game"], entry["options"]) for entry in full["entries"]]
    assert smoke["games_total"] == len(smoke["entries"]) == 9 and {entry["deals"] for entry in smoke["entries"]} == {1}
    with pytest.raises(CampError) as unknown:
        camp.suite("no-such-suite")
    assert unknown.value.status == 404


def test_start_run_carries_an_idempotency_key(camp_server: RunningCamp) -> None:
    camp = player(camp_server)
    seen = len(camp_server.proxy.keys)
    run = camp.start_run("smoke")
    other = camp.start_run("smoke")
    assert run["status"] == "running" and run["progress"] == {"over": 0, "total": 9} and run["next"]
    assert other["id"] != run["id"]
    assert camp.run(run["id"])["id"] == run["id"]
    starts = [key for method, path, key in camp_server.proxy.keys[seen:] if method == "POST" and path == "/api/v1/suites/smoke/runs"]
    # A new key for each new start (test_retries.py sends one start twice, with its key, through a dropped connection).
    assert len(starts) == 2 and all(starts) and len(set(starts)) == 2


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
