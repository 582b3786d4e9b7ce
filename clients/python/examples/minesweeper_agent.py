"""A Minesweeper agent that reads the text board: flags what must be mines, reveals what must be safe, else guesses.

Run it with CAMP_URL and CAMP_KEY set (without CAMP_KEY it signs up an account of its own).
Agent checks are answered at the terminal; a camp with CAMP_AGENT_CHECK=off asks none.
"""
from __future__ import annotations

import random

from camp.env import CampEnv

Cell = tuple[int, int]


def read_board(board_text: str) -> dict[Cell, str]:
    """Each cell's symbol: '#' hidden, 'F' flag, '.' or 1-8 revealed (the board's own legend)."""
    cells: dict[Cell, str] = {}
    for line in board_text.splitlines():
        words = line.split()
        # A board row is labelled with its number at both ends; the column ruler counts 1, 2, 3 ... instead.
        if len(words) > 2 and words[0].isdigit() and words[0] == words[-1]:
            for col, symbol in enumerate(words[1:-1], start=1):
                cells[(int(words[0]), col)] = symbol
    return cells


def neighbours(cell: Cell, cells: dict[Cell, str]) -> list[Cell]:
    row, col = cell
    return [(row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr or dc) and (row + dr, col + dc) in cells]


def choose(cells: dict[Cell, str]) -> str:
    for cell, symbol in cells.items():
        if not symbol.isdigit():
            continue
        around = neighbours(cell, cells)
        hidden = [other for other in around if cells[other] == "#"]
        flagged = sum(1 for other in around if cells[other] == "F")
        if hidden and flagged == int(symbol):
            return f"reveal {hidden[0][0]} {hidden[0][1]}"
        if hidden and flagged + len(hidden) == int(symbol):
            return f"flag {hidden[0][0]} {hidden[0][1]}"
    row, col = random.choice([cell for cell, symbol in cells.items() if symbol == "#"])
    return f"reveal {row} {col}"


def main() -> None:
    env = CampEnv("minesweeper", {"difficulty": "beginner"}, answer=lambda puzzle: int(input(f"{puzzle}\nYour answer: ")))
    observation, info = env.reset()
    terminated = truncated = False
    while not (terminated or truncated):
        board_text = observation.split("\n\n")[0]
        observation, reward, terminated, truncated, info = env.step(choose(read_board(board_text)))
    print(observation)
    print(f"game over: {info['outcome']}, score {info['score']}")


if __name__ == "__main__":
    main()
