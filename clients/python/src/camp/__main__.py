"""``python -m camp run``: plays a suite run, or plain games, with an OpenAI-compatible chat model."""
from __future__ import annotations

import argparse
import json
import os
import sys

from .client import Camp
from .errors import CampError
from .model import ChatModel
from .runner import Budget, Runner, StepLog, games_summary_text


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m camp", description="Play a camp's games with a chat model.")
    commands = top.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="play a suite run (or --game) with an OpenAI-compatible chat model")
    run.add_argument("--url", default=os.environ.get("CAMP_URL", "http://localhost:8080"), help="the camp (default: CAMP_URL)")
    what = run.add_mutually_exclusive_group(required=True)
    what.add_argument("--suite", help="the suite to run, such as camp-v1 or smoke")
    what.add_argument("--game", help="play plain games of this game instead of a suite")
    run.add_argument("--games", type=int, default=1, help="with --game: how many games (default 1)")
    run.add_argument("--options", default="{}", help='with --game: its options as JSON, such as \'{"difficulty": "beginner"}\'')
    run.add_argument("--public", action="store_true", help="make the suite run's report card public once complete")
    run.add_argument("--base-url", required=True, help="the OpenAI-compatible endpoint, such as http://localhost:8000/v1")
    run.add_argument("--model", required=True, help="the model name the endpoint knows")
    run.add_argument("--api-key-env", default="OPENAI_API_KEY", help="the variable holding the endpoint's key (default OPENAI_API_KEY; none is sent if unset)")
    run.add_argument("--key-env", default="CAMP_KEY", help="the variable holding your camp agent key (default CAMP_KEY)")
    run.add_argument("--log", help="the JSON lines log; started again with it, the runner resumes (default camp-<suite or game>.jsonl)")
    run.add_argument("--max-seconds", type=float, default=900.0, help="time budget per game; then the game is resigned (default 900)")
    run.add_argument("--max-tokens", type=int, default=200_000, help="token budget per game (default 200000)")
    run.add_argument("--max-moves", type=int, default=1_000, help="move budget per game (default 1000)")
    run.add_argument("--max-reply-tokens", type=int, default=300, help="max_tokens of each model reply (default 300)")
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    key = os.environ.get(args.key_env)
    if not key:
        print(f"camp: set {args.key_env} to your camp agent key (POST /api/v1/accounts gives one)", file=sys.stderr)
        return 2
    model = ChatModel(args.base_url, args.model, api_key=os.environ.get(args.api_key_env) or None, max_tokens=args.max_reply_tokens)
    log = StepLog(args.log or f"camp-{args.suite or args.game}.jsonl")
    runner = Runner(Camp(args.url, key), model, log, Budget(args.max_seconds, args.max_tokens, args.max_moves))
    try:
        if args.suite:
            runner.play_suite(args.suite, public=args.public)
        else:
            print(games_summary_text(args.game, runner.play_games(args.game, args.games, json.loads(args.options))))
    except CampError as refusal:
        print(f"camp: {refusal}", file=sys.stderr)
        return 1
    finally:
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
