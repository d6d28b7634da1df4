"""Hooks that exist only for testing the real app end to end; the app never needs them.

This package holds nothing but the hook's variable name; `autoplay` (Qt) is imported by
`ui.app.run` only when that variable is set.
"""

ENV_VAR = "YAHTZEE_DESKTOP_TEST_HOOK"
"""Holding a JSON object, it makes the app play itself (see `autoplay`)."""
