from belote_cli.console import main

main()
