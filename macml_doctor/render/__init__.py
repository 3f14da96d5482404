"""Renderers: Report -> text (rich, flutter-doctor-like), json (the envelope), markdown (issue-ready)."""
