"""Scoring (R1-R15): the rules and their worked examples, through the core and the
command line."""
