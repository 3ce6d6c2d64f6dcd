"""The errors of the ladder rules: refusals a player reads, and logs that cannot be folded."""


class LadderUserError(Exception):
    """A ladder command the rules refuse: a stable `code` slug and a sentence a player understands."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"LadderUserError({self.code!r}, {self.message!r})"


class LadderLogError(ValueError):
    """An event log that no sequence of accepted commands could have written (a bug, not a user error)."""
