"""The secretary's tools (issue 46): a concours withdrawn and restored (`withdrawn_at`),
and the league's own settings (its season's best results and minimum, its ratings'
minimum), one row each.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("concours") as batch:
        batch.add_column(sa.Column("withdrawn_at", sa.Float, nullable=True))
    op.create_table(
        "settings",
        sa.Column("key", sa.String(40), primary_key=True),
        sa.Column("value", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("settings")
    with op.batch_alter_table("concours") as batch:
        batch.drop_column("withdrawn_at")
