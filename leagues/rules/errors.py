"""The one refusal of the league rules: a code and a sentence for the person who asked."""


class LeagueRuleError(ValueError):
    """A league rule refused its input (`code` is stable, `message` is for people)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
