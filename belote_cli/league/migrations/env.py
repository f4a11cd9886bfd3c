"""Alembic's environment for the league: run on the connection db.upgrade gives it (never
from an alembic.ini: the league's database is the one `belote league` was told)."""

from alembic import context

from belote_cli.league.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
