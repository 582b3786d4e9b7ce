"""A random Minesweeper agent: reveals random cells until the game is over (CAMP_URL, CAMP_KEY from the environment)."""
import random

from camp.env import CampEnv

env = CampEnv("minesweeper", {"difficulty": "beginner"}, answer=lambda puzzle: int(input(f"{puzzle}\nYour answer: ")))
observation, info = env.reset()
terminated = truncated = False
while not (terminated or truncated):
    row, col = random.randint(1, info["board"]["rows"]), random.randint(1, info["board"]["cols"])
    observation, reward, terminated, truncated, info = env.step(f"reveal {row} {col}")
print(observation, f"\ngame over: {info['outcome']}, score {info['score']}")
