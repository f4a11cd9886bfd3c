"""The web server on the club's network (`belote concours serve`, `belote serve`): the wall,
the tables' own entries from their phones, the organiser's page. Imported only by those two
commands: every other command starts without Starlette, uvicorn or Jinja2."""
