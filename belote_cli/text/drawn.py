"""The sheet and its chart as drawn, exported as one HTML or SVG file that needs nothing
else: Rich's own export, with templates of ours where Rich's load a font from the web.

The font is the reader's own monospace (no @font-face, no URL): Rich's SVG template fetches
Fira Code from a CDN, which an offline reader never gets. The HTML's lines are as high as a
full block (█ is 1.25 em tall in DejaVu Sans Mono) and kept as drawn
(`white-space: pre`): rows of blocks meet as a terminal's cells do, where at the browser's
default line height (about 1.16 em) each row overlaps the one above, and the sheet's two bars
fuse into one black rectangle. Box-drawing lines (│) still join from row to row."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

MONOSPACE = "Menlo, 'DejaVu Sans Mono', Consolas, 'Liberation Mono', 'Courier New', monospace"
ASPECT = 0.6  # a character's width over its height in those fonts
LINE_HEIGHT = 1.25  # a full block's height: rows of █ meet, never overlap

# Rich's CONSOLE_HTML_FORMAT, its font and line height given.
HTML_FORMAT = """\
<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8">
<title>belote</title>
<style>
{stylesheet}
body {{
    color: {foreground};
    background-color: {background};
}}
pre {{
    font-family: MONOSPACE;
    line-height: LINE_HEIGHT;
    white-space: pre;
}}
</style>
</head>
<body>
    <pre><code style="font-family:inherit">{code}</code></pre>
</body>
</html>
""".replace("MONOSPACE", MONOSPACE).replace("LINE_HEIGHT", str(LINE_HEIGHT))

# Rich's CONSOLE_SVG_FORMAT without its comment's link and its @font-face (Fira Code from
# cdnjs), the font a local one.
SVG_FORMAT = """\
<svg class="rich-terminal" viewBox="0 0 {width} {height}" xmlns="http://www.w3.org/2000/svg">
    <style>
    .{unique_id}-matrix {{
        font-family: MONOSPACE;
        font-size: {char_height}px;
        line-height: {line_height}px;
        font-variant-east-asian: full-width;
    }}

    .{unique_id}-title {{
        font-size: 18px;
        font-weight: bold;
        font-family: arial, sans-serif;
    }}

    {styles}
    </style>

    <defs>
    <clipPath id="{unique_id}-clip-terminal">
      <rect x="0" y="0" width="{terminal_width}" height="{terminal_height}" />
    </clipPath>
    {lines}
    </defs>

    {chrome}
    <g transform="translate({terminal_x}, {terminal_y})" \
clip-path="url(#{unique_id}-clip-terminal)">
    {backgrounds}
    <g class="{unique_id}-matrix">
    {matrix}
    </g>
    </g>
</svg>
""".replace("MONOSPACE", MONOSPACE)


def to_html(console: Console) -> str:
    """What `console` recorded, as a web page."""
    return console.export_html(inline_styles=True, code_format=HTML_FORMAT)


def to_svg(console: Console, title: str) -> str:
    """What `console` recorded, as an image in a terminal's window."""
    return console.export_svg(title=title, code_format=SVG_FORMAT, font_aspect_ratio=ASPECT)
