"""Checks: pure functions from Facts to Findings, one module per area."""
