"""Entry point of the frozen app: the same launcher as the ``organiser`` command."""

import sys

from organiser.main import main

if __name__ == "__main__":
    sys.exit(main())
