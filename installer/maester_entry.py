"""Entry point of the frozen app: the same launcher as the ``organiser`` command."""

import multiprocessing
import sys

from organiser.main import main

if __name__ == "__main__":
    # started as the window's helper process (organiser.ui.helper_process), the bundle runs
    # that instead of Maester
    multiprocessing.freeze_support()
    sys.exit(main())
