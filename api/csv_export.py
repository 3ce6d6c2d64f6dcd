"""CSV answers for the exports of events (standings and crosstables): a table of rows written
as RFC 4180 CSV (cells that could start a spreadsheet formula are prefixed with a quote), and
the schema's description of such an answer."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse

CSV_RESPONSE = OpenApiResponse(OpenApiTypes.STR, description="text/csv, a header row first")
FORMULA_STARTS = ("=", "+", "-", "@")


def _cell(value: object) -> str:
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_STARTS) and not _is_number(text):
        return "'" + text
    return text


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def csv_text(rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([_cell(value) for value in row])
    return out.getvalue()


def csv_response(rows: Iterable[Sequence[object]], filename: str) -> HttpResponse:
    """An attachment named `filename`.csv holding `rows`."""
    response = HttpResponse(csv_text(rows), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}.csv"'
    return response
