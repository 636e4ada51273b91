"""The timing models, one per ``Profile.timing`` value, behind one interface."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine_ref.timing_models.base import TimingModel
from engine_ref.timing_models.interrupt_reaction import InterruptReaction
from engine_ref.timing_models.six_step import SixStepWindow

if TYPE_CHECKING:
    from engine_ref.engine import Engine

MODELS: dict[str, Callable[[Engine], TimingModel]] = {
    SixStepWindow.name: SixStepWindow,
    InterruptReaction.name: InterruptReaction,
}


def timing_model(name: str, g: Engine) -> TimingModel:
    """The timing model a profile names (``window6`` or ``interrupt-reaction``)."""
    try:
        return MODELS[name](g)
    except KeyError:
        raise ValueError(f"unknown timing model {name!r}; known: {', '.join(MODELS)}") from None


__all__ = ["MODELS", "InterruptReaction", "SixStepWindow", "TimingModel", "timing_model"]
