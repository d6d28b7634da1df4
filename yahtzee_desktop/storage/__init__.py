"""Where the app keeps things on disk: the autosave journal and saved games."""
