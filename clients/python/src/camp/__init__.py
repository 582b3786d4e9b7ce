"""Play the games of a Camp game server from Python.

- ``camp.Camp``: the HTTP client (sign up, games, rules, new/act/state/finish, records, suite runs);
- ``camp.CampError``: every refusal, with its problem details;
- ``camp.env.CampEnv``: a Gymnasium-style environment (without importing gymnasium);
- ``python -m camp run``: plays a suite run (or plain games) with an OpenAI-compatible chat model.
"""
from .client import Camp
from .errors import CampError

__all__ = ["Camp", "CampError"]
__version__ = "0.1.0"
