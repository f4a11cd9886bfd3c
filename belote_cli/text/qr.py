"""QR codes (segno, imported here only): as SVG for a page, with the link they hold printed
to type (the table sheets), or as text for a terminal."""

from __future__ import annotations

import io
import re
from html import escape

MODULE_PX = 2  # a module of a printed code: whole pixels on a screen, 0.53 mm on paper


def qr_svg(address: str, scale: int = MODULE_PX) -> str:
    """The code as an SVG element, segno's own markup (no text of ours inside): `scale` CSS
    pixels a module, its quiet zone of four modules inside it, and a viewBox -- a style
    that makes it smaller scales the whole code down, never cuts it."""
    import segno

    out = io.BytesIO()
    code = segno.make(address, error="m")
    code.save(out, kind="svg", scale=scale, unit="px", xmldecl=False, svgns=True)
    return out.getvalue().decode()


def qr_text(address: str) -> str:
    """The code drawn with block characters, two rows of modules a line."""
    import segno

    out = io.StringIO()
    segno.make(address, error="m").terminal(out=out, compact=True)
    return out.getvalue().rstrip("\n")


def short_link(address: str) -> str:
    """An address as a person types it: without `http://`, which a browser adds itself
    (192.168.1.10:8000/t/abcd). Decision: `https://` stays -- a browser given the address
    alone may try http first, which that server does not answer."""
    return address.removeprefix("http://")


def link_html(address: str) -> str:
    """The short link, escaped, in parts (`.link` > `span`, each kept on one line by the
    page's style) with a break allowed only between them: after a dot of the host, before
    a `/` of the path -- never inside the last part, `/t/` and the code."""
    scheme, sep, rest = short_link(address).rpartition("://")
    host, slash, path = rest.partition("/")
    *named, last = (scheme + sep + host).split(".")
    parts = [*(f"{piece}." for piece in named), last]
    if slash:
        steps = re.findall(r"/[^/]*", slash + path)
        parts += [*steps[:-2], "".join(steps[-2:])]
    inner = "<wbr>".join(f"<span>{escape(part)}</span>" for part in parts if part)
    return f'<span class="link">{inner}</span>'


def sheet_code(address: str) -> str:
    """A team's QR code to `address`, with the address printed beside it to type when the
    camera will not read it: the SVG, then its `.link` (HTML for text.concours_html)."""
    return qr_svg(address) + link_html(address)


def sheet_codes(base: str, codes: list[tuple[str, str]]) -> dict[int, tuple[str, str]]:
    """Each table's two QR codes (sheet_code: the SVG and its link), to its teams' pages on
    the server at `base`, by table number: what text.concours_html.sheets prints on each
    sheet beside its team's name."""
    at = base.rstrip("/")
    return {
        n: (sheet_code(f"{at}/t/{one}"), sheet_code(f"{at}/t/{two}"))
        for n, (one, two) in enumerate(codes, start=1)
    }
