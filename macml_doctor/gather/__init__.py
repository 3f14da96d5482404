"""Gathering facts from a live target: the collector, framework children, Mach-O and macOS parsers."""
