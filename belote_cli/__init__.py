"""belote: the command-line scorekeeper for Belote and Belote coinchée."""

__version__ = "0.1.0"
