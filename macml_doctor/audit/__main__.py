"""``python -m macml_doctor.audit``: the knowledge audit's command line."""

import sys

from macml_doctor.audit.tables import main

sys.exit(main())
