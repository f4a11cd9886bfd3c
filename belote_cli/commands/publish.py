"""A club and its league (issue 37), on the club's side: `belote concours publish` sends a
finished concours file to the league, `belote league sync` sends what is waiting in the
outbox, `belote season --league` reads the league's season. Only the standard library's
HTTP client: nothing of the league's server is imported.

A publish goes through the outbox (storage.outbox): the file is kept there first, then sent
with whatever else waits, the longest waiting first, and taken out once the league has
answered -- so a league that cannot be reached loses nothing, and a file sent again (the
answer was lost on the way back) is "unchanged" to the league, never stored twice.

What a league answers is another computer's text: never trusted to be a league's. Its
answer is read up to storage.disk.MAX_BYTES, never followed elsewhere (a redirect would
take the token to another host, and turn the POST into a GET), and every sentence of it is
cleaned (one line, no control character, bounded) before it reaches the terminal.

Never hangs, trusts no stranger (issue 46): each exchange has an overall DEADLINE, however
slowly a league sends; a refusal is taken for the league's only when the answer says it is
a belote league's (its `Belote-League` header) -- anything else (a plain web server's 404)
keeps the file waiting, and says so; an outbox file that cannot be read is named, cleaned,
and the others still go; a token in an address is never repeated.

Decision: the exit status says what happened to the files -- 0 every one reached the
league; 1 the league refused one (for good, or for now: a token, a club), or an outbox file
cannot be read; QUEUED (3) none was refused but one still waits in the outbox: the league
could not be reached, or what answered was no belote league. A publish counts its own file,
`league sync` every file."""

from __future__ import annotations

import json
import threading
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple
from urllib.parse import urlencode, urlsplit

from belote_cli.core.errors import RuleError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say
from belote_cli.storage import outbox
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe, language, t

if TYPE_CHECKING:
    import urllib.request

    from belote_cli.core.season import Period

TIMEOUT = 30.0  # seconds: a league on a slow line still answers a 4 MB file
DEADLINE = 120.0  # seconds an exchange may take in all, however slowly a league sends
QUEUED = 3  # the exit status of a publish or a sync that left a file waiting (module's doc)
OURS = "belote-league"  # the header every answer of a belote league carries (league.app)
HELD = ("wrong_token", "not_your_club")  # the league's refusals that keep the file waiting
KEPT = (401, 408, 429)  # refusals that may pass later: the file stays in the outbox
MOVED = range(300, 400)  # sent elsewhere: never followed, the file stays in the outbox
SHOWN = 300  # the most characters of a league's sentence shown


class Unreachable(Exception):
    """No answer from the league (no network, refused, timed out, or it is down)."""


class Answer(NamedTuple):
    status: int
    doc: dict[str, Any]
    location: str = ""  # where a 3xx answer sends, cleaned (shown)
    ours: bool = True  # it says it is a belote league's (OURS)


def cleaned(value: object, most: int = SHOWN) -> str:
    """A league's sentence as it may be shown: on one line (any line break or other space
    is a space), without control characters (escape sequences, bidi overrides, lone
    surrogates: Unicode's C* categories), at most `most` characters."""
    text = "".join(
        " " if char.isspace() else char
        for char in str(value)[: 4 * most]
        if char.isspace() or not unicodedata.category(char).startswith("C")
    )
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…"


def _shown_address(text: str) -> str:
    """An address as a refusal may repeat it: never what comes before an @ (a user, a
    token, a password) nor after a ? or a # (a token in the query)."""
    scheme, sep, rest = text.rpartition("://") if "://" in text else ("", "", text)
    if "@" in rest:
        rest = "…@" + rest.rpartition("@")[2]
    value = f"{scheme}{sep}{rest}"
    for mark in "?#":
        if mark in value:
            value = value.partition(mark)[0] + "…"
    return value[:SHOWN]


def league_address(text: str, option: str = "--league") -> str:
    """A league's address: http(s)://host[:port][/path], kept without its trailing slash.
    ASCII only, no space nor control character anywhere, a port that is a port: what
    urllib would refuse (or send as is to another place) is refused here, without the
    user, token or query it held."""
    value = text.strip()
    refused = BadOption(option, RuleError("league_bad_address", value=_shown_address(text)))
    if not value.isascii() or not value.isprintable() or any(c.isspace() for c in value):
        raise refused
    try:
        found = urlsplit(value)
        found.port  # noqa: B018  (a port that is not a number or out of range: ValueError)
    except ValueError:
        raise refused from None
    if found.scheme not in ("http", "https") or not found.hostname:
        raise refused
    if found.query or found.fragment or "@" in found.netloc:
        raise refused  # a query, a fragment or a user would not be the league's address
    return value.rstrip("/")


def _token(text: str) -> str:
    """A club's token as `--token` gives it: the league's shape (outbox.good_token)."""
    token = text.strip()
    if not outbox.good_token(token):
        raise BadOption("--token", RuleError("league_bad_token"))
    return token


def _opener() -> urllib.request.OpenerDirector:
    """urllib's opener, which never follows a redirect: a 3xx is an HTTPError."""
    import urllib.request

    class Staying(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args: Any, **kwargs: Any) -> None:
            return None  # the 3xx goes on to the default handler: an HTTPError

    return urllib.request.build_opener(Staying)


def _body(response: Any) -> bytes:
    """An answer's bytes, at most storage.disk.MAX_BYTES: a larger one is not the league's
    (nor is one that never ends)."""
    from belote_cli.storage.disk import MAX_BYTES

    raw = response.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise Unreachable(t("league_too_big", most=MAX_BYTES // 2**20))
    left = getattr(response, "length", None)  # what its Content-Length still promised
    if isinstance(left, int) and left > 0:  # cut short: not the whole of what it said
        raise Unreachable(t("league_not_json"))
    return bytes(raw)


def _request(
    url: str, data: bytes | None = None, token: str | None = None, club: int | None = None
) -> Answer:
    """One exchange with a league, done within DEADLINE whatever it sends (_timely)."""
    headers = {"Accept": "application/json", "Accept-Language": language()}
    if data is not None:
        headers["Content-Type"] = "application/toml"
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if club is not None:
        headers["Belote-Club"] = str(club)
    return _timely(url, data, headers)


def _timely(url: str, data: bytes | None, headers: dict[str, str]) -> Answer:
    """_exchanged in a thread of its own, given up after DEADLINE: a league sending a byte
    now and then keeps every socket timeout from being met, so the whole is timed here (the
    thread, a daemon, ends with its socket's timeout or with belote)."""
    done: list[Answer | Exception] = []

    def run() -> None:
        try:
            done.append(_exchanged(url, data, headers))
        except Exception as error:  # handed to the caller's thread, raised there
            done.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(DEADLINE)
    if not done:
        raise Unreachable(t("league_deadline", seconds=round(DEADLINE)))
    if isinstance(done[0], Exception):
        raise done[0]
    return done[0]


def _exchanged(url: str, data: bytes | None, headers: dict[str, str]) -> Answer:
    import http.client
    import urllib.error
    import urllib.request

    try:
        return _exchange(urllib.request.Request(url, data=data, headers=headers))
    except (urllib.error.URLError, OSError, TimeoutError) as error:
        reason = getattr(error, "reason", error)
        raise Unreachable(cleaned(reason)) from None
    except (ValueError, http.client.HTTPException) as error:
        # an address urllib cannot use (one kept by an older belote), or an answer that is
        # not HTTP: a status line, a header or a length a league never sends
        raise Unreachable(cleaned(f"{type(error).__name__}: {error}")) from None


def _exchange(request: urllib.request.Request) -> Answer:
    """The request sent, its answer read (_request: what can go wrong on the way)."""
    import urllib.error

    try:
        with _opener().open(request, timeout=min(TIMEOUT, DEADLINE)) as response:
            return Answer(response.status, _json(_body(response)), ours=_ours(response))
    except urllib.error.HTTPError as error:
        with error:
            if error.code in MOVED:
                location = cleaned(error.headers.get("Location") or "?")
                return Answer(error.code, {}, location)
            if error.code >= 500:
                raise Unreachable(f"HTTP {error.code}") from None
            if not _ours(error):  # a plain web server's 404: no league's refusal
                return Answer(error.code, {}, ours=False)
            return Answer(error.code, _json(_body(error)))


def _ours(response: Any) -> bool:
    """Whether the answer says it is a belote league's."""
    return bool(response.headers.get(OURS))


def _json(raw: bytes) -> dict[str, Any]:
    try:
        doc = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise Unreachable(t("league_not_json")) from None
    if not isinstance(doc, dict):
        raise Unreachable(t("league_not_json"))
    return doc


def _said(answer: Answer) -> str:
    """What the league said of a publish (its message, else its error), cleaned."""
    for key in ("message", "error"):
        value = answer.doc.get(key)
        if isinstance(value, str) and cleaned(value):
            return cleaned(value)
    return str(answer.status)


def publish(
    *,
    concours: str | None,
    league: str | None,
    token: str | None,
    new_club: bool = False,
) -> None:
    """The concours (named, else the one in progress or the newest) to the league;
    `new_club`: this laptop now publishes for the club of the token it is given."""
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
    if new_club:
        outbox.new_club(remote.league)
    mine = outbox.queue(remote.league, c.identity, c.name, data)
    left = _send(*outbox.scanned())
    _ended(left, mine.path in left.waiting)


def sync(forget: str | None = None) -> None:
    """Every file waiting in the outbox, sent; or, `forget`, the files of the concours of
    that name forgotten (an address mistyped would keep them waiting for good): the
    concours files stay as they are."""
    from belote_cli.core.names import folded

    waiting, bad = outbox.scanned()
    if not waiting and not bad:
        say(t("league_outbox_empty"))
        return
    if forget is None:
        left = _send(waiting, bad)
        _ended(left, bool(left.waiting))
        return
    chosen = [entry for entry in waiting if folded(entry.name) == folded(forget)]
    if not chosen:
        raise RuleError("league_forget_none", name=cleaned(forget))
    for entry in chosen:
        outbox.sent(entry)
        say(t("league_forgot", name=cleaned(entry.name), league=cleaned(entry.league)))


def new_club(*, league: str | None) -> None:
    """This laptop now publishes for another club of `league` (else the last one): the
    club kept is forgotten; the next publish the league accepts says which it is."""
    address = league_address(league) if league is not None else outbox.last_league()
    if address is None:
        raise BadOption("--league", RuleError("league_needed"))
    was = outbox.club_of(address)
    outbox.new_club(address)
    name = "–" if was is None else cleaned(was[1])
    say(t("league_club_forgotten", league=cleaned(address), club=name))


class Left(NamedTuple):
    """What a sending left: the files still waiting, and whether anything was refused (or
    could not be read)."""

    waiting: set[Path]
    refused: bool


def _ended(left: Left, waits: bool) -> None:
    """The exit status (the module's Decision): 1 refused, QUEUED still waiting."""
    if left.refused:
        raise RuleError("league_some_refused")
    if waits:
        import typer

        raise typer.Exit(QUEUED)


def _remote(league: str | None, token: str | None) -> outbox.Remote:
    """The league and the token to publish with: both options checked before anything
    else is read or written."""
    address = None if league is None else league_address(league)
    given = None if token is None else _token(token)
    if given is not None:
        address = address or outbox.last_league()  # its token may be what was missing
        if address is None:
            raise BadOption("--league", RuleError("league_needed"))
        return outbox.Remote(address, given)
    found = outbox.known(address)
    if found is None and address is not None:
        raise BadOption("--token", RuleError("league_token_needed", league=address))
    if found is None:
        raise BadOption("--league", RuleError("league_needed"))
    return found


def _send(waiting: list[outbox.Waiting], bad: list[StorageError]) -> Left:
    """Each file to its league, the longest waiting first; a league that cannot be
    reached keeps the rest of its files waiting. Refused for good: said, and taken out
    (the concours file itself is untouched); refused for now (a token, a club, a league
    that sends elsewhere, something that is no league): said, and kept. An outbox file
    that cannot be read: named, cleaned, kept; the others go."""
    down: dict[str, str] = {}
    left = Left(set(), False)
    for error in bad:
        say(t("league_outbox_bad", detail=cleaned(describe(error))))
        left = left._replace(refused=True)
    for entry in waiting:
        if entry.league in down:
            left.waiting.add(entry.path)
            continue
        token = outbox.token_of(entry.league)
        if token is None:
            say(t("league_no_token", name=cleaned(entry.name), league=cleaned(entry.league)))
            left.waiting.add(entry.path)
            left = left._replace(refused=True)
            continue
        try:
            answer = _request(f"{entry.league}/api/publish", entry.document, token, _club(entry))
        except Unreachable as error:
            down[entry.league] = str(error)
            left.waiting.add(entry.path)
            continue
        left = _answered(entry, token, answer, left)
    for league, reason in down.items():
        count = sum(1 for entry in waiting if entry.league == league)
        say(t("league_unreachable", league=cleaned(league), reason=reason, count=count))
    return left


def _club(entry: outbox.Waiting) -> int | None:
    found = outbox.club_of(entry.league)
    return None if found is None else found[0]


def _answered(entry: outbox.Waiting, token: str, answer: Answer, left: Left) -> Left:
    """What a league's answer to a file means for it (_send)."""
    name = cleaned(entry.name)
    if answer.status in (200, 201):
        outbox.sent(entry)
        outbox.confirmed(entry.league, token, _club_said(answer.doc))
        page = answer.doc.get("page")
        shown = f" {entry.league}{cleaned(page)}" if isinstance(page, str) else ""
        say(_said(answer) + shown)
        return left
    left.waiting.add(entry.path)
    if answer.status in MOVED:
        moved = t("league_moved", league=entry.league, location=answer.location)
        say(t("league_refused_kept", name=name, message=moved))
        return left._replace(refused=True)
    if not answer.ours:
        say(t("league_not_league", name=name, league=cleaned(entry.league), status=answer.status))
        return left
    reason = answer.doc.get("reason")
    if answer.status in KEPT or reason in HELD:
        say(t("league_refused_kept", name=name, message=_said(answer)))
        if outbox.dropped(entry.league, token):
            say(t("league_token_dropped", league=cleaned(entry.league)))
        return left._replace(refused=True)
    left.waiting.discard(entry.path)
    outbox.sent(entry)
    say(t("league_refused", name=name, message=_said(answer)))
    return left._replace(refused=True)


def _club_said(doc: dict[str, Any]) -> tuple[int, str] | None:
    """The club a league's answer says it filed the file under, if it says it rightly."""
    number, name = doc.get("club_id"), doc.get("club")
    if isinstance(number, int) and not isinstance(number, bool) and isinstance(name, str):
        return number, cleaned(name)
    return None


def season(*, address: str, period: Period, minimum: int) -> dict[str, Any]:
    """The league's season at `address` (as league_address checked it), as its API gives
    it (the same document as `season --json`), over `period` (its days sent as YYYY-MM-DD:
    what was checked here is what is sent)."""
    query: dict[str, Any] = {"min": minimum}
    if period.first is not None:
        query["since"] = period.first.isoformat()
    if period.last is not None:
        query["until"] = period.last.isoformat()
    try:
        answer = _request(f"{address}/api/season?{urlencode(query)}")
    except Unreachable as error:
        raise RuleError("league_down", league=address, reason=str(error)) from None
    if answer.status in MOVED:
        raise RuleError("league_moved", league=address, location=answer.location)
    if answer.status != 200:
        raise RuleError("league_answer", league=address, message=_said(answer))
    return answer.doc
