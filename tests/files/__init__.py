"""Nothing lost: feuilles and concours on disk, the games index, concurrent writers,
hostile files and environments."""
