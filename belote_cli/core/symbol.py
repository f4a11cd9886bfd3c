"""The core's enumerations, hashed as what they are: one object each."""

from enum import Enum


class Symbol(Enum):
    """An Enum whose members are hashed by identity, in C. Enum's own __hash__ is Python
    code (the hash of the name), and reading 2,000 saved games hashes members millions of
    times. A member is equal to itself only, so identity is the same equality."""

    __hash__ = object.__hash__
