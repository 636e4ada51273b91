"""The tournament domain as plain data and functions: no Qt, no database."""
