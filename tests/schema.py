"""Validate a JSON document the doctor printed against the schema it ships (`macml-doctor schema`)."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import jsonschema

from macml_doctor.render import json_out

KINDS = {"report", "environments", "list", "explain", "history", "fix-plan"}


@lru_cache(maxsize=1)
def _validators() -> dict[str, jsonschema.protocols.Validator]:
    schema = json.loads(json_out.schema_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    out = {}
    for kind in KINDS:
        ref = {"$ref": f"#/$defs/{kind.replace('-', '_')}", "$defs": schema["$defs"]}
        out[kind] = cls(ref, format_checker=cls.FORMAT_CHECKER)
    out["any"] = cls(schema, format_checker=cls.FORMAT_CHECKER)
    return out


def validate(doc: Any) -> Any:
    """Raise jsonschema.ValidationError unless ``doc`` is one of the documents the schema describes; return it."""
    validators = _validators()
    validators["any"].validate(doc)
    kind = doc.get("kind", "report")
    assert kind in KINDS, kind
    validators[kind].validate(doc)  # the precise error of its own kind, not anyOf's summary
    return doc
