"""Maester: tournament organiser for A Game of Thrones: The Card Game."""

__version__ = "0.1.0"
