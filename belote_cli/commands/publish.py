"""A club and its league (issue 37), on the club's side: `belote concours publish` sends a
finished concours file to the league, `belote league sync` sends what is waiting in the
outbox, `belote season --league` reads the league's season. Only the standard library's
HTTP client: nothing of the league's server is imported.

A publish goes through the outbox (storage.outbox): the file is kept there first, then sent
with whatever else waits, the longest waiting first, and taken out once the league has
answered -- so a league that cannot be reached loses nothing, and a file sent again (the
answer was lost on the way back) is "unchanged" to the league, never stored twice."""

from __future__ import annotations

import json
from typing import Any, NamedTuple
from urllib.parse import urlencode, urlsplit

from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say
from belote_cli.storage import outbox
from belote_cli.text.catalog import language, t

TIMEOUT = 30.0  # seconds: a league on a slow line still answers a 4 MB file
KEPT = (401, 408, 429)  # refusals that may pass later: the file stays in the outbox


class Unreachable(Exception):
    """No answer from the league (no network, refused, timed out, or it is down)."""


class Answer(NamedTuple):
    status: int
    doc: dict[str, Any]


def league_address(text: str, option: str = "--league") -> str:
    """A league's address: http(s)://host[:port][/path], kept without its trailing slash."""
    found = urlsplit(text.strip())
    if found.scheme not in ("http", "https") or not found.hostname or found.query:
        raise BadOption(option, RuleError("league_bad_address", value=text))
    return text.strip().rstrip("/")


def _request(url: str, data: bytes | None = None, token: str | None = None) -> Answer:
    import urllib.error
    import urllib.request

    headers = {"Accept": "application/json", "Accept-Language": language()}
    if data is not None:
        headers["Content-Type"] = "application/toml"
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return Answer(response.status, _json(response.read()))
    except urllib.error.HTTPError as error:
        if error.code >= 500:
            raise Unreachable(f"HTTP {error.code}") from None
        return Answer(error.code, _json(error.read()))
    except (urllib.error.URLError, OSError, TimeoutError) as error:
        reason = getattr(error, "reason", error)
        raise Unreachable(str(reason)) from None


def _json(raw: bytes) -> dict[str, Any]:
    try:
        doc = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise Unreachable(t("league_not_json")) from None
    if not isinstance(doc, dict):
        raise Unreachable(t("league_not_json"))
    return doc


def publish(*, concours: str | None, league: str | None, token: str | None) -> None:
    """The concours (named, else the one in progress or the newest) to the league."""
    from belote_cli.storage import concours as store
    from belote_cli.storage import disk

    remote = _remote(league, token)
    path = store.find(concours)
    data = disk.read(path)
    c = store.read(data, path)
    if not c.finished:
        raise RuleError("league_not_finished", name=c.name)
    if token is not None or league is not None:
        outbox.remember(remote)
    outbox.queue(remote.league, c.identity, c.name, data)
    _send(outbox.waiting())


def sync() -> None:
    """Every file waiting in the outbox, sent."""
    waiting = outbox.waiting()
    if not waiting:
        say(t("league_outbox_empty"))
        return
    _send(waiting)


def _remote(league: str | None, token: str | None) -> outbox.Remote:
    address = None if league is None else league_address(league)
    if token is not None:
        if address is None:
            found = outbox.known(None)
            if found is None:
                raise BadOption("--league", RuleError("league_needed"))
            address = found.league
        return outbox.Remote(address, token.strip())
    found = outbox.known(address)
    if found is None:
        raise BadOption("--token" if address else "--league", RuleError("league_needed"))
    return found


def _send(waiting: list[outbox.Waiting]) -> None:
    """Each file to its league, the longest waiting first; a league that cannot be
    reached keeps the rest of its files waiting. Refused for good: said, and taken out
    (the concours file itself is untouched)."""
    down: dict[str, str] = {}
    refused = False
    for entry in waiting:
        if entry.league in down:
            continue
        token = outbox.token_of(entry.league)
        if token is None:
            say(t("league_no_token", name=entry.name, league=entry.league))
            refused = True
            continue
        try:
            answer = _request(f"{entry.league}/api/publish", entry.document, token)
        except Unreachable as error:
            down[entry.league] = str(error)
            continue
        message = str(answer.doc.get("message") or answer.doc.get("error") or answer.status)
        if answer.status in (200, 201):
            outbox.sent(entry)
            page = answer.doc.get("page")
            say(message + (f" {entry.league}{page}" if isinstance(page, str) else ""))
            continue
        refused = True
        if answer.status in KEPT:
            say(t("league_refused_kept", name=entry.name, message=message))
        else:
            outbox.sent(entry)
            say(t("league_refused", name=entry.name, message=message))
    for league, reason in down.items():
        count = sum(1 for entry in waiting if entry.league == league)
        say(t("league_unreachable", league=league, reason=reason, count=count))
    if refused:
        raise RuleError("league_some_refused")


def season(*, league: str, since: str | None, until: str | None, minimum: int) -> dict[str, Any]:
    """The league's season, as its API gives it (the same document as `season --json`)."""
    address = league_address(league)
    query = (
        {"min": minimum}
        | ({"since": since} if since else {})
        | ({"until": until} if until else {})
    )
    try:
        answer = _request(f"{address}/api/season?{urlencode(query)}")
    except Unreachable as error:
        raise RuleError("league_down", league=address, reason=str(error)) from None
    if answer.status != 200:
        raise RuleError(
            "league_answer", league=address, message=answer.doc.get("error", answer.status)
        )
    return answer.doc
