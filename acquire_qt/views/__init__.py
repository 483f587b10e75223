"""Qt views: the main window, the board scene, the tile rack and the docks."""
