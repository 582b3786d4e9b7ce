"""A stand-in for an OpenAI-compatible chat endpoint, for the runner's tests.

No model can run on the test machines, so this loopback server answers
`POST /chat/completions` from a scripted policy instead of a model: it reads
the Minesweeper board in the prompt and reveals the first hidden cell, and
answers the agent check puzzle in the prompt with the test's answer function
(the camp's secret, tests only). Its first reply is malformed on purpose, so
that the runner's re-ask is exercised. It counts tokens as words. Given
``stop_when``, it stops answering (HTTP 400 to every request) from the first
prompt that ``stop_when`` picks, as a model endpoint that went away would.
``drops_left`` connections are closed with no reply first, as a network
that dropped them would.
"""
from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Callable
from typing import Any

from camp_support import hidden_cells

PUZZLE_MARKERS = ("The puzzle to answer with this move:\n", "whole-number answer).\n\n")


class ChatStandIn:
    def __init__(self, answer: Callable[[str], int], policy: Callable[[str], str]) -> None:
        self.requests: list[dict[str, Any]] = []
        self.malformed_left = 1
        self.stop_when: Callable[[str], bool] | None = None
        self.stopped = False
        self.drops_left = 0
        stand_in = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if stand_in.drops_left:
                    stand_in.drops_left -= 1
                    self.close_connection = True
                    self.connection.close()
                    return
                stand_in.requests.append({"path": self.path, "authorization": self.headers.get("Authorization"), "body": body})
                prompt = body["messages"][-1]["content"]
                if stand_in.stopped or (stand_in.stop_when is not None and stand_in.stop_when(prompt)):
                    stand_in.stopped = True
                    refusal = json.dumps({"error": {"message": "the stand-in stopped answering"}}).encode()
                    self.send_response(400)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(refusal)))
                    self.end_headers()
                    self.wfile.write(refusal)
                    return
                text = stand_in.reply_to(prompt)
                words = sum(len(message["content"].split()) for message in body["messages"])
                data = json.dumps({
                    "id": "chat-1", "object": "chat.completion", "model": body["model"],
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": words, "completion_tokens": len(text.split()), "total_tokens": words + len(text.split())},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.answer = answer
        self.policy = policy
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def reply_to(self, prompt: str) -> str:
        puzzle = next((prompt.split(marker, 1)[1].split("\n\nReply with")[0] for marker in PUZZLE_MARKERS if marker in prompt), None)
        answer_line = f"ANSWER: {self.answer(puzzle)}" if puzzle else ""
        if prompt.startswith("Answer this puzzle"):
            return answer_line
        if self.malformed_left:
            self.malformed_left -= 1
            return "Let me think about the board first."
        if prompt.startswith("Your reply could not be read"):
            # The re-ask carries no board: the policy answers from the conversation's first prompt, kept by the runner.
            prompt = self.requests[-1]["body"]["messages"][1]["content"]
            puzzle = next((prompt.split(marker, 1)[1] for marker in PUZZLE_MARKERS if marker in prompt), None)
            answer_line = f"ANSWER: {self.answer(puzzle)}" if puzzle else ""
        return f"COMMAND: {self.policy(prompt)}\n{answer_line}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def first_hidden_cell(prompt: str) -> str:
    board = prompt.split("The board:\n", 1)[1].split("\n\nWhat you can do now:")[0]
    row, col = hidden_cells(board)[0]
    return f"reveal {row} {col}"
