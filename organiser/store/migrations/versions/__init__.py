"""One module per schema revision, numbered 0001, 0002, ... (revision ids are the numbers)."""
