"""The desk API's routes, once per kind of event, beside each kind's own routes:
/api/{tournaments,leagues,ladders}/{id}/claims, …/claims/{claim_id}/answer,
…/claims/{claim_id}/withdraw, …/withdraw-player (a director withdraws a player;
/api/tournaments/{id}/withdraw was already a player's own withdrawal) and …/director-log."""

from django.urls import path

from desk import api

urlpatterns = []
for kind, plural in (("tournament", "tournaments"), ("league", "leagues"), ("ladder", "ladders")):
    base = f"{plural}/<int:{kind}_id>"
    extra = {"event_kind": kind}
    urlpatterns += [
        path(f"{base}/claims", api.ClaimsApi.as_view(), extra, name=f"{kind}-claims"),
        path(
            f"{base}/claims/<int:claim_id>/answer",
            api.ClaimAnswerApi.as_view(),
            extra,
            name=f"{kind}-claim-answer",
        ),
        path(
            f"{base}/claims/<int:claim_id>/withdraw",
            api.ClaimWithdrawApi.as_view(),
            extra,
            name=f"{kind}-claim-withdraw",
        ),
        path(
            f"{base}/withdraw-player",
            api.WithdrawApi.as_view(),
            extra,
            name=f"{kind}-withdraw-player",
        ),
        path(
            f"{base}/director-log",
            api.DirectorLogApi.as_view(),
            extra,
            name=f"{kind}-director-log",
        ),
    ]
