"""Languages and help: every sentence in every language, every help, no English for a
French user."""
