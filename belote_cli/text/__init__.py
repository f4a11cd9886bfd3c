"""Words and pictures: what players type (words, parse), what they read (catalog, explain,
sheet) and the documents scripts read (export). Imports the core only."""
