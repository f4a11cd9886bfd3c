"""One module per command or family of commands, each a thin flow: options → core →
storage → text. Imported lazily by belote_cli.cli when its command runs."""
