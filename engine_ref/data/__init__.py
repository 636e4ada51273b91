"""Data files of the rules engine (the rule citation catalogue)."""
