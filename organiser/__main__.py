import sys

from organiser.main import main

if __name__ == "__main__":
    sys.exit(main())
