"""Win chances: a column in the players panel and the story of the game (issue 16)."""
