"""The one error an engine raises for a move (or options) the rules do not allow."""


class IllegalMove(Exception):
    """A move the rules refuse: a stable `code` slug and a sentence a player understands."""

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalMove({self.code!r}, {self.message!r})"
