"""PDF documents built with reportlab from plain data. No Qt, no database."""
