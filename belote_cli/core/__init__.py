"""The scoring core (R1-R11): cards, the facts of a hand, declarations, one hand's score and
a game. Pure functions over frozen data, the standard library only: no files, no terminal."""
