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


def sheet_codes(base: str, codes: list[tuple[str, str]]) -> dict[int, tuple[str, str]]:
    """Each table's two QR codes (SVG), to its teams' pages on the server at `base`, by
    table number: what text.concours_html.sheets prints on each half of a sheet."""
    at = base.rstrip("/")
    return {
        n: (qr_svg(f"{at}/t/{one}"), qr_svg(f"{at}/t/{two}"))
        for n, (one, two) in enumerate(codes, start=1)
    }
