"""Use cases: one transaction each, audited. The window and the command line both call these."""
