"""The one exception the client raises for a camp's refusal."""
from __future__ import annotations

from typing import Any


class CampError(Exception):
    """A refusal from the camp, with its problem details (RFC 9457).

    ``status`` is the HTTP status, ``error`` the camp's stable code (such as
    ``game_over`` or ``agent_check_wrong``), ``detail`` the message, and
    ``retry_after`` the seconds the camp asked to wait (429, 503), if any.
    ``problem`` is the whole body: a refusal on a game route also carries the
    next puzzle and the game's ``game_id``, ``version``, ``game_status`` and ``next``.
    A connection that failed for good is a CampError with status 0 and error ``unreachable``, and a reply
    that is not a JSON object one with status 0 and error ``bad_reply``.
    """

    def __init__(self, status: int, error: str, detail: str, *, retry_after: float | None = None,
                 problem: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {error}: {detail}")
        self.status = status
        self.error = error
        self.detail = detail
        self.retry_after = retry_after
        self.problem: dict[str, Any] = problem or {}
