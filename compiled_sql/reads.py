"""ORM reads compiled to SQL once per connection, then run again with new parameters.

Django builds and compiles a query's SQL anew on every call: for a short read of a game's row
or its seats that costs several times the statement itself (about 1 ms of CPU against 0.2 ms
through a cursor, measured on the move's path). The reads every move and every question about
a game make are written here once as ordinary querysets; the first call compiles one, keeps
its SQL and the compiler's row converters, and later calls only execute the kept SQL with the
new parameters and build the objects as `QuerySet.__iter__` does (select_related included),
with the row converters also found once.

A read may be kept this way only if its SQL does not depend on the values it is given, only
on their places: the first compile checks that the parameters it produced are exactly the
arguments, in order, and refuses otherwise. Compilations are kept per thread, because Django's
connections are, and per database alias.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Model, QuerySet
from django.db.models.query import get_related_populators
from django.db.transaction import TransactionManagementError

M = TypeVar("M", bound=Model)


@dataclass(frozen=True)
class _Compiled(Generic[M]):
    sql: str
    compiler: Any  # the SQLCompiler that produced `sql`
    converters: dict  # the columns' converters from database values (the compiler's own)
    model: type[M]
    init_list: list[str]
    fields: slice
    populators: list  # how the select_related objects are read from a row (stateless)
    locks: bool


class CompiledRead(Generic[M]):
    """A read, given as `queryset_of(*args)`, compiled on its first call in each thread.

    Calling it with arguments (numbers or strings that the query uses as its parameters, in
    order) returns the list of model objects the queryset would give.
    """

    def __init__(self, queryset_of: Callable[..., QuerySet[M]]):
        self._queryset_of = queryset_of
        self._local = threading.local()

    def __call__(self, *args: Any, using: str = DEFAULT_DB_ALIAS) -> list[M]:
        kept: dict[str, _Compiled[M]] = self._local.__dict__.setdefault("by_alias", {})
        compiled = kept.get(using)
        if compiled is None:
            compiled = kept[using] = self._compile(args, using)
        connection = connections[using]
        if compiled.locks and connection.get_autocommit():
            raise TransactionManagementError(
                "select_for_update cannot be used outside of a transaction."
            )
        with connection.cursor() as cursor:
            cursor.execute(compiled.sql, args)
            rows = cursor.fetchall()
        if compiled.converters:
            rows = compiled.compiler.apply_converters(rows, compiled.converters)
        objects = []
        for row in rows:
            obj = compiled.model.from_db(using, compiled.init_list, row[compiled.fields])
            for populator in compiled.populators:
                populator.populate(row, obj)
            objects.append(obj)
        return objects

    def _compile(self, args: tuple, using: str) -> _Compiled[M]:
        queryset = self._queryset_of(*args).using(using)
        compiler = queryset.query.get_compiler(using=using)
        sql, params = compiler.as_sql()
        if tuple(params) != tuple(args):
            raise ValueError(
                f"a compiled read's parameters must be its arguments, in order: got {params!r} "
                f"for {args!r}"
            )
        klass_info = compiler.klass_info
        columns = [column[0] for column in compiler.select[0 : compiler.col_count]]
        select_fields = klass_info["select_fields"]
        fields = slice(select_fields[0], select_fields[-1] + 1)
        return _Compiled(
            sql=sql,
            compiler=compiler,
            converters=compiler.get_converters(columns),
            model=klass_info["model"],
            init_list=[column[0].target.attname for column in compiler.select[fields]],
            fields=fields,
            # Django 5.2 takes three arguments (the stubs describe 6.0, which adds fetch_mode)
            populators=get_related_populators(klass_info, compiler.select, using),  # type: ignore[call-arg]
            locks=bool(queryset.query.select_for_update),
        )
