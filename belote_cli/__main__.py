from belote_cli.entry import main

main()
