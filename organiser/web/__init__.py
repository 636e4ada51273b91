"""The local event server: the event on the players' phones over the venue's network.

An outer layer beside the window and the command line: it reads and writes through
:mod:`organiser.services` only (never the store, never Qt). ``app`` builds the ASGI
application (Starlette), ``pages`` the HTML, ``messages`` every sentence a player reads,
``limiter`` the bounds on guessing codes, ``server`` runs it all with uvicorn in the
background (the window) or in the foreground (``organiser serve``).
"""
