import sys

from macml_doctor.cli import main

sys.exit(main())
