"""The knowledge base: loading and evaluating checks/ and fixes/ data."""
