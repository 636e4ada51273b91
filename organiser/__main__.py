import sys

from organiser.main import main

sys.exit(main())
