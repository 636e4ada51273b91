"""The Rules desk's GUI tests use the fixtures of tests/ui/conftest.py (modal guard,
synchronous tasks)."""
