"""Telling a hand at the table: options, a line, the questions, the terminal."""
