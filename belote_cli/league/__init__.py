"""The league server (issue 37): the clubs of a district publish their concours files to
one database -- SQLite in the data directory by default, PostgreSQL for a real league --
and the league ranks teams and players over every club's evenings (core.season), rates
players across every club's tables (core.ratings), and shows both as pages and as JSON.

schema: the tables; migrations/: Alembic's steps from an empty database to them; db: the
engine for a URL, its upgrade, the newer database refused; publish: a club's file in, its
results stored once (the league's one write); read: what the pages and the API show;
app: the Starlette routes, pages and API. Imported only by `belote league` and the
commands that talk to a league: every other command starts without SQLAlchemy."""
