"""The one error the pairing core raises for a request an organiser can fix."""


class PairingUserError(Exception):
    """A pairing request that cannot be served: a stable `code` slug and a sentence for people.

    Codes: too_few_players, duplicate_player, unknown_player, bad_table_size, bad_result,
    bad_scoring, bad_tiebreak, round_unfinished, tied_game, tournament_finished, bad_round.
    """

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"PairingUserError({self.code!r}, {self.message!r})"
