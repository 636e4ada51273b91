"""Errors a judge can cause with a scenario file or a decision: clear messages, no traceback."""

from __future__ import annotations


class EngineError(Exception):
    """Base of the engine's user-facing errors."""


class ScenarioError(EngineError):
    """The scenario file is malformed or names something unknown."""


class IllegalDecision(EngineError):
    """A decision that is not among the legal options at this point."""
