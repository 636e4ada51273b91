"""engine_ref: a rules-reference engine a judge steps through to settle timing disputes."""

__version__ = "0.1.0"
