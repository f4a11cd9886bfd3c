"""The league's tables (SQLAlchemy Core). A concours is stored as its club published it --
its file's bytes, read by the same reader as every command (storage.concours.read) -- and
as what the league shows of it, computed from those bytes at publish time: its ranking's
lines and its tables' matches. A correction replaces both and moves the earlier bytes to
`versions`; every change is a line of `audit`. Nothing else is derived: a season and the
ratings are computed from these lines (core.season, core.ratings).

A player is a name within a club (`ident` "c<club>:<folded name>"), unless a licence
number is given ("l<licence>"): then the same person in every club. A merge points a player
at another (`merged_into`): every line of the first counts for the second."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    ForeignKey,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
)

REVISION = "0002"  # the newest migration (migrations/versions): a database past it is refused
MOST_ID = 2**31 - 1  # the highest id an Integer column holds (PostgreSQL's): beyond, none

# Names are Text: a file read back may hold a name of up to core.names.MAX_CHARS signs. A
# team's figures are BigInteger: a file's numbers are TOML's, 64-bit. Ids are Integer:
# the league makes them (MOST_ID).
metadata = MetaData()

clubs = Table(
    "clubs",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False),
    Column("key", Text, nullable=False, unique=True),  # the folded name
    Column("token_hash", String(64), nullable=False, unique=True),  # SHA-256, hex
    Column("added_at", Float, nullable=False),  # seconds since the epoch
)

concours = Table(
    "concours",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("club_id", Integer, ForeignKey("clubs.id"), nullable=False, index=True),
    # the concours whatever its corrections: its folded name, seed and first draw
    Column("identity", Text, nullable=False, unique=True),
    Column("name", Text, nullable=False),
    Column("played_at", Float, nullable=False),  # its first draw; orders the ratings
    Column("played_on", String(10), nullable=False, index=True),  # YYYY-MM-DD, the season's day
    Column("version", Integer, nullable=False),  # 1, then one more at each correction
    Column("digest", String(64), nullable=False),  # SHA-256 of `document`, hex
    Column("document", LargeBinary, nullable=False),  # the file as published
    Column("published_at", Float, nullable=False),
    # 0002: withdrawn by the league's secretary (league.publish.withdraw): counted nowhere
    Column("withdrawn_at", Float, nullable=True),
)

versions = Table(  # the audit trail of corrections: every earlier version, whole
    "versions",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("concours_id", Integer, ForeignKey("concours.id"), nullable=False, index=True),
    Column("version", Integer, nullable=False),
    Column("digest", String(64), nullable=False),
    Column("document", LargeBinary, nullable=False),
    Column("published_at", Float, nullable=False),
    Column("replaced_at", Float, nullable=False),
)

players = Table(
    "players",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("ident", Text, nullable=False, unique=True),
    Column("name", Text, nullable=False),  # as first published
    Column("club_id", Integer, ForeignKey("clubs.id"), nullable=False),  # where first seen
    Column("licence", String(20), nullable=True),
    Column("merged_into", Integer, ForeignKey("players.id"), nullable=True),
)

results = Table(  # a concours's ranking (R14.5), a line per team
    "results",
    metadata,
    Column("concours_id", Integer, ForeignKey("concours.id"), primary_key=True),
    Column("team", BigInteger, primary_key=True),  # its number in the concours
    Column("name", Text, nullable=False),
    Column("rank", BigInteger, nullable=False),
    Column("points", BigInteger, nullable=False),
    Column("against", BigInteger, nullable=False),
    Column("half_wins", BigInteger, nullable=False),
    Column("played", BigInteger, nullable=False),  # parties played
    Column("withdrawn", BigInteger, nullable=True),  # R14.11: after this partie
    Column("one", Integer, ForeignKey("players.id"), nullable=True),
    Column("two", Integer, ForeignKey("players.id"), nullable=True),
)

matches = Table(  # a table between two teams whose players are named: a rated match
    "matches",
    metadata,
    Column("concours_id", Integer, ForeignKey("concours.id"), primary_key=True),
    Column("partie", Integer, primary_key=True),
    Column("board", Integer, primary_key=True),  # the table's number
    Column("one_a", Integer, ForeignKey("players.id"), nullable=False),
    Column("one_b", Integer, ForeignKey("players.id"), nullable=False),
    Column("two_a", Integer, ForeignKey("players.id"), nullable=False),
    Column("two_b", Integer, ForeignKey("players.id"), nullable=False),
    Column("winner", Integer, nullable=True),  # 0, 1, None: a draw
)

audit = Table(
    "audit",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("at", Float, nullable=False),
    # club, token, publish, correct, merge, unmerge, move, withdraw, restore, settings;
    # refused (0002): a refusal, its reason in `detail`, never a token
    Column("action", String(20), nullable=False),
    Column("club_id", Integer, ForeignKey("clubs.id"), nullable=True),
    Column("subject", Integer, nullable=True),  # the concours's or the player's id
    Column("detail", Text, nullable=False),
)

changes = Table(  # one row: bumped by every write, so that readers' caches know
    "changes",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("count", Integer, nullable=False),
)

settings = Table(  # 0002: the league's own settings (league.publish.SETTINGS), one row each
    "settings",
    metadata,
    Column("key", String(40), primary_key=True),
    Column("value", Integer, nullable=False),
)
