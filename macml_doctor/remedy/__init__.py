"""Remedies: recipes, the pure planner, profile edits."""
