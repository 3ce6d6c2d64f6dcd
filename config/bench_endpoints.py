"""Benchmark-only endpoints, mounted when DEBUG or PLATFORM_BENCH_ENDPOINTS=1 (never otherwise).

`POST /api/bench/baseline`: authenticate (token), insert one row, answer — the floor under
which no write endpoint can go, to compare moves against in tests/benchmarks/bench_load.py.
The row is an admin log entry, a table every installation has.
"""

from __future__ import annotations

from django.contrib.admin.models import ADDITION, LogEntry
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView


class BaselineApi(APIView):
    permission_classes = [permissions.IsAuthenticated]  # noqa: RUF012 - DRF's declaration

    @extend_schema(exclude=True)
    def post(self, request):
        entry = LogEntry.objects.create(
            user=request.user, action_flag=ADDITION, object_repr="bench baseline"
        )
        return Response({"id": entry.pk}, status=status.HTTP_201_CREATED)
