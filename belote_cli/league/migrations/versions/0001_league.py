"""The league's first tables: clubs, their published concours and earlier versions,
players, each concours's results and matches, the audit trail, the change counter.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    _clubs()
    _concours()
    _versions()
    _players()
    _results()
    _matches()
    _audit()
    _changes()
    op.execute("INSERT INTO changes (id, count) VALUES (1, 0)")


def _clubs() -> None:
    op.create_table(
        "clubs",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("key", sa.Text, nullable=False, unique=True),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("added_at", sa.Float, nullable=False),
    )


def _concours() -> None:
    op.create_table(
        "concours",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("club_id", sa.Integer, sa.ForeignKey("clubs.id"), nullable=False, index=True),
        sa.Column("identity", sa.Text, nullable=False, unique=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("played_at", sa.Float, nullable=False),
        sa.Column("played_on", sa.String(10), nullable=False, index=True),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("document", sa.LargeBinary, nullable=False),
        sa.Column("published_at", sa.Float, nullable=False),
    )


def _versions() -> None:
    op.create_table(
        "versions",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column(
            "concours_id", sa.Integer, sa.ForeignKey("concours.id"), nullable=False, index=True
        ),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("document", sa.LargeBinary, nullable=False),
        sa.Column("published_at", sa.Float, nullable=False),
        sa.Column("replaced_at", sa.Float, nullable=False),
    )


def _players() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("ident", sa.Text, nullable=False, unique=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("club_id", sa.Integer, sa.ForeignKey("clubs.id"), nullable=False),
        sa.Column("licence", sa.String(20), nullable=True),
        sa.Column("merged_into", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
    )


def _results() -> None:
    op.create_table(
        "results",
        sa.Column("concours_id", sa.Integer, sa.ForeignKey("concours.id"), primary_key=True),
        sa.Column("team", sa.BigInteger, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("rank", sa.BigInteger, nullable=False),
        sa.Column("points", sa.BigInteger, nullable=False),
        sa.Column("against", sa.BigInteger, nullable=False),
        sa.Column("half_wins", sa.BigInteger, nullable=False),
        sa.Column("played", sa.BigInteger, nullable=False),
        sa.Column("withdrawn", sa.BigInteger, nullable=True),
        sa.Column("one", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("two", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
    )


def _matches() -> None:
    op.create_table(
        "matches",
        sa.Column("concours_id", sa.Integer, sa.ForeignKey("concours.id"), primary_key=True),
        sa.Column("partie", sa.Integer, primary_key=True),
        sa.Column("board", sa.Integer, primary_key=True),
        sa.Column("one_a", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("one_b", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("two_a", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("two_b", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("winner", sa.Integer, nullable=True),
    )


def _audit() -> None:
    op.create_table(
        "audit",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("action", sa.String(20), nullable=False),
        sa.Column("club_id", sa.Integer, sa.ForeignKey("clubs.id"), nullable=True),
        sa.Column("subject", sa.Integer, nullable=True),
        sa.Column("detail", sa.Text, nullable=False),
    )


def _changes() -> None:
    op.create_table(
        "changes",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("count", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    for table in ("changes", "audit", "matches", "results", "players", "versions"):
        op.drop_table(table)
    op.drop_table("concours")
    op.drop_table("clubs")
