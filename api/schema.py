"""The OpenAPI schema as the API behaves: every operation lists the errors it can answer, in the
one error shape, beside what its view declares (paginated lists come from the views'
`pagination_class`, which drf-spectacular wraps as {count, next, previous, results})."""

from __future__ import annotations

from drf_spectacular.openapi import AutoSchema
from rest_framework import serializers


class ErrorBodyOut(serializers.Serializer):
    code = serializers.CharField(help_text="stable, for programs: stale_seq, not_found, …")
    message = serializers.CharField(help_text="a sentence for a person, in their language")
    details = serializers.DictField(help_text="what the code needs: the current seq, the fields…")


class ErrorOut(serializers.Serializer):
    error = ErrorBodyOut()


ERROR_DESCRIPTIONS = {
    "400": "The input is invalid, too deep, or holds NUL bytes or lone surrogates.",
    "401": "The token or session is missing or wrong.",
    "403": "You may not do this.",
    "404": "There is no such thing (or you may not see it).",
    "405": "This method is not offered here.",
    "409": "Too late or out of turn (a stale seq, a full table, …).",
    "413": "The body is larger than the platform reads.",
    "415": "The body is not JSON or a form.",
    "429": "Too many requests: wait (Retry-After) and try again.",
}
WRITE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
# an optional query parameter sent empty: read as not sent
NOT_SENT = {"type": "string", "enum": [""], "description": "empty: as if not sent"}
NO_NUL = "^[^\\u0000]*$"  # ECMA-262 and Python read it alike


class PlatformAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema, with the platform's error answers on every operation."""

    def error_statuses(self) -> list[str]:
        """The error statuses this operation can answer: every request can be refused (400:
        NUL in the query), unauthenticated (401: a wrong token), forbidden (403) or sent with
        another method (405); a path with parameters or a write can name nothing (404) or come
        at the wrong moment (409: a game not started, a stale seq); a write can be too big
        (413) or of the wrong type (415); a throttled view, or one whose work waits in a
        bounded queue (`refuses_when_queue_full`), can say 429."""
        statuses = ["400", "401", "403", "405"]
        if "{" in self.path or self.method in WRITE_METHODS:
            statuses += ["404", "409"]
        if self.method in WRITE_METHODS:
            statuses += ["413", "415"]
        if getattr(self.view, "throttle_scope", None) or getattr(
            self.view, "refuses_when_queue_full", False
        ):
            statuses.append("429")
        return sorted(statuses)

    def _get_parameters(self):
        """An optional query parameter sent empty (`?engine=`) counts as not sent (DRF reads
        query strings like forms): the schema says so (no minimum length, "" among the
        choices). A string in the path or the query holds no NUL (refused with a 400)."""
        parameters = super()._get_parameters()
        for parameter in parameters:
            schema = parameter.get("schema", {})
            if (
                parameter.get("in") in ("query", "path")
                and schema.get("type") == "string"
                and "enum" not in schema
                and "pattern" not in schema
            ):  # config.boundary refuses a NUL anywhere in the path or the query string
                schema["pattern"] = NO_NUL
            if parameter.get("in") == "query" and not parameter.get("required"):
                if schema.get("minLength") == 1:
                    del schema["minLength"]
                if "enum" in schema and "" not in schema["enum"]:
                    schema["enum"] = [*schema["enum"], ""]
                if schema.get("type") in ("boolean", "integer", "number"):
                    parameter["schema"] = {"anyOf": [schema, NOT_SENT]}
        return parameters

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for status in self.error_statuses():
            if status not in responses:
                response = self._get_response_for_code(ErrorOut, status, direction=direction)
                response["description"] = ERROR_DESCRIPTIONS[status]
                responses[status] = response
        return responses


def _stream_operation(summary: str, parameters: list[dict], errors: list[str]) -> dict:
    event_stream = {  # one event of the stream, as an SSE parser hands it over
        "type": "object",
        "description": "Server-sent events: `log`, `game`, `end`, `notification`, `turns`, "
        "`error` frames (`id:`, `event:`, `data:` JSON), comment lines as keep-alives.",
        "properties": {
            "event": {
                "type": "string",
                "enum": ["log", "game", "end", "notification", "turns", "error"],
            },
            "data": {"type": "string", "description": "a JSON object"},
            "id": {
                "type": "string",
                "description": "a number: the log's seq or a notification's id",
            },
            "retry": {"anyOf": [{"type": "integer"}, {"type": "string"}]},
        },
    }
    responses: dict[str, dict] = {
        "200": {
            "description": "The stream: under an async server it stays open; under WSGI it "
            "sends what there is and ends (reconnect after `retry`).",
            "content": {"text/event-stream": {"schema": event_stream}},
        }
    }
    for status in errors:
        responses[status] = {
            "description": ERROR_DESCRIPTIONS[status],
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}},
        }
    event_id = {"type": "integer", "minimum": 0, "maximum": 2**31 - 1}
    resume = [
        {
            "in": "header",
            "name": "Last-Event-ID",
            "schema": {"anyOf": [event_id, NOT_SENT]},
            "description": "The id of the last event received; the stream resumes after it.",
        },
        {
            "in": "query",
            "name": "after",
            "schema": {"anyOf": [event_id, NOT_SENT]},
            "description": "Where to start when there is no Last-Event-ID.",
        },
    ]
    return {
        "get": {
            "operationId": summary.lower().replace(" ", "_"),
            "summary": summary,
            "tags": ["streams"],
            "parameters": parameters + resume,
            "security": [{"tokenAuth": []}, {"cookieAuth": []}, {}],
            "responses": responses,
        }
    }


def stream_paths(result: dict, generator, request, public) -> dict:
    """drf-spectacular post-processing: the two event streams, plain async views outside DRF,
    in the schema as they answer."""
    game_id = {"in": "path", "name": "game_id", "required": True, "schema": {"type": "integer"}}
    result["paths"]["/api/games/{game_id}/stream"] = _stream_operation(
        "Game stream", [game_id], ["400", "401", "403", "404", "405"]
    )
    result["paths"]["/api/me/stream"] = _stream_operation("My stream", [], ["400", "401", "405"])
    return result
