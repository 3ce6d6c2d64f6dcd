"""Pages of API lists: `limit` and `offset` as the schema says (whole numbers in range, read by
`api.whole_numbers`; empty is not sent, like every optional query parameter), a 400 for
anything else instead of a silent default."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import LimitOffsetPagination

from api.whole_numbers import NumberRefused, whole_number

MAX_PAGE = 500
MAX_OFFSET = 2**31 - 1


def _whole_in_range(raw: str, name: str, low: int, high: int) -> int:
    try:
        return whole_number(raw, field=name, low=low, high=high)
    except NumberRefused as refusal:
        raise ValidationError(
            {name: [_("A whole number from %(low)d to %(high)d.") % {"low": low, "high": high}]}
        ) from refusal


class PageOfList(LimitOffsetPagination):
    """LimitOffsetPagination (answers {count, next, previous, results}) that refuses a bad
    `limit` or `offset` with a 400."""

    max_limit = MAX_PAGE

    def get_limit(self, request):
        raw = request.query_params.get(self.limit_query_param)
        if not raw:  # not sent, or sent empty (as every optional query parameter of the API)
            return self.default_limit
        return _whole_in_range(raw, self.limit_query_param, 1, MAX_PAGE)

    def get_offset(self, request):
        raw = request.query_params.get(self.offset_query_param)
        if not raw:
            return 0
        return _whole_in_range(raw, self.offset_query_param, 0, MAX_OFFSET)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        bounds = {
            self.limit_query_param: {"minimum": 1, "maximum": MAX_PAGE},
            self.offset_query_param: {"minimum": 0, "maximum": MAX_OFFSET},
        }
        for parameter in parameters:
            parameter["schema"].update(bounds.get(parameter["name"], {}))
        return parameters
