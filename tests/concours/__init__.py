"""The concours (R14): teams, draws, results, rankings, its pages, a table played hand
by hand."""
