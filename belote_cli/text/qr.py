"""QR codes (segno, imported here only): as SVG for a page, as text for a terminal."""

from __future__ import annotations

import io


def qr_svg(address: str) -> str:
    """The code as an SVG element: segno's own markup, no text of ours inside."""
    import segno

    out = io.BytesIO()
    segno.make(address, error="m").save(out, kind="svg", scale=4, xmldecl=False, svgns=True)
    return out.getvalue().decode()


def qr_text(address: str) -> str:
    """The code drawn with block characters, two rows of modules a line."""
    import segno

    out = io.StringIO()
    segno.make(address, error="m").terminal(out=out, compact=True)
    return out.getvalue().rstrip("\n")
