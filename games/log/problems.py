"""What verification found wrong, in English (for logs and `verify_game`) and, on the pages, in
the reader's language: each problem keeps its sentence's template and values."""

from __future__ import annotations

from django.utils.translation import gettext


class Problem(str):
    """One problem: an English sentence that can also say itself in the active language."""

    template: str
    params: dict

    def __new__(cls, template: str, **params):
        problem = super().__new__(cls, template % params if params else template)
        problem.template = template
        problem.params = params
        return problem

    def __reduce__(self):  # cached reports keep their templates
        return (_problem, (self.template, self.params))

    def in_words(self) -> str:
        translated = gettext(self.template)
        return translated % self.params if self.params else translated


def _problem(template: str, params: dict) -> Problem:
    return Problem(template, **params)


def problems_in_words(problems) -> list[str]:
    """Problems in the active language (a plain string stays as it is)."""
    return [p.in_words() if isinstance(p, Problem) else str(p) for p in problems]
