"""JSON as belote writes it for scripts and people alike (`--json`, `export --format json`):
names as they are, not escaped to \\u codes, indented."""

from __future__ import annotations

import json


def json_text(doc: object) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=2)
