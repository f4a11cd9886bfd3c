"""The refusal of storage: a file the feuille cannot be read from or written to."""

from __future__ import annotations

import errno
import re

from belote_cli.core.errors import Refusal, RuleError


class StorageError(Refusal):
    """A file the feuille cannot be read from or written to. `key` names a sentence of the
    catalog, as every refusal does."""


class WouldDrop(StorageError):
    """A save would drop what a hand-edited file holds and belote does not keep (comments,
    unknown keys): refused until the user agrees (storage.files.update's `drop`)."""


class NoFile(StorageError):
    """No file at the path named: a feuille to start, not a broken one."""


class Conflict(StorageError):
    """Another belote changed or removed the file meanwhile, so that this change no longer
    fits: nothing was written, and the file as it is now may be read again."""


class Changed(Conflict):
    """Another belote changed the file meanwhile (it is still there): what this change was
    asked about is not what the file holds now."""


class TooBig(StorageError):
    """A file past what belote reads (its bytes, its values, a key's parts): refused before
    it is parsed; a write that would pass the same limit is refused (storage.proof)."""


# The system's errors said in the user's language (strerror is the C library's English):
# the usual ones by name, any other by its errno name.
_SAID = frozenset(
    {"ENOENT", "EACCES", "EPERM", "ENOSPC", "EDQUOT", "EROFS", "EISDIR", "ENOTDIR", "EEXIST"}
    | {"EIO", "ENAMETOOLONG", "ELOOP", "EBUSY", "EMFILE", "ENFILE", "EFBIG", "EINVAL", "EBADF"}
)


def system(error: OSError | int) -> RuleError:
    """What went wrong with a file, as a catalog sentence: os_enoent, os_eacces…"""
    number = error if isinstance(error, int) else error.errno
    name = errno.errorcode.get(number or 0, "")
    if name in _SAID:
        return RuleError(f"os_{name.lower()}")
    return RuleError("os_other", code=name or number)


def toml_problem(error: BaseException) -> RuleError:
    """Where a TOML document breaks, as a catalog sentence (tomllib says what it expected in
    English only; the place is what a reader needs to open the file at)."""
    if isinstance(error, UnicodeDecodeError):
        return RuleError("toml_not_utf8", at=error.start)
    if isinstance(error, RecursionError | MemoryError):
        return RuleError("toml_too_deep")
    found = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
    if found:
        return RuleError("toml_at", line=int(found.group(1)), column=int(found.group(2)))
    return RuleError("toml_at_end")
