"""`belote concours serve` and `belote serve`: the web server on the club's network, its
addresses printed (the organiser's with its code) and the wall's QR code drawn in the
terminal; Ctrl-C stops it."""

from __future__ import annotations

import socket
from pathlib import Path

from belote_cli.entry.terminal import say


def lan_address(host: str) -> str:
    """The address phones on the network reach this machine at: the one given, else the
    one its route out uses (no packet is sent), else the loopback."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def _qr(address: str) -> None:
    from belote_cli.text.qr import qr_text

    say(qr_text(address))


def serve_concours(*, concours: str | None, host: str, port: int) -> None:
    from belote_cli.storage import concours as store
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder
    from belote_cli.text.catalog import t
    from belote_cli.web.app import make_app, serve_forever

    path = store.find(concours)
    key = keys.server_key(checked_folder())
    app = make_app(path, key)
    base = f"http://{lan_address(host)}:{port}"
    say(f"{store.load(path).concours.name}")
    say(t("serve_wall", address=base + "/"))
    say(t("serve_organiser", address=f"{base}/o/{app.state.server.organiser()}"))
    _qr(base + "/")
    say(t("serve_stop"))
    serve_forever(app, host, port)
    say(t("serve_stopped"))


def serve_game(*, file: Path | None, game: str | None, host: str, port: int) -> None:
    from belote_cli.commands.feuille import load_feuille
    from belote_cli.text.catalog import t
    from belote_cli.web.app import serve_forever
    from belote_cli.web.game import make_game_app

    path = load_feuille(file, game).path  # one that cannot be read is said now, not on a phone
    base = f"http://{lan_address(host)}:{port}/"
    say(t("serve_feuille", address=base))
    _qr(base)
    say(t("serve_stop"))
    serve_forever(make_game_app(path), host, port)
    say(t("serve_stopped"))
