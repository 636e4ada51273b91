"""The desktop window (PySide6). The only package that imports Qt."""
