"""The GPU probe: the script run in the target, its runner and history."""
