"""The verbs: check, fix, setup (probe and history live in probe/)."""
