"""What every feature shares: settings, background workers and Qt translations.

Uses core, storage and Qt only; imports no other ui package.
"""
