"""Asking for a hand at the table: the questions and their order (questions), a hand's
facts collected from options, a line and answers (collect), points as numbers or cards
(piles), the deals that are not played hands (deals), the conversation (terminal), and
what the command line gave (given). Imports the core and text only."""
