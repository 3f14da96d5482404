"""Schemas of the knowledge base (``checks/*.toml``) and a validator that names every problem.

A schema says, per file: the top-level keys, the arrays of tables (``[[row]]``) and tables of tables
(``[finding.<id>]``) with their keys and types. Types include PEP 440 ``spec`` (a specifier set),
``version`` and PEP 508 ``marker``, so a typo in a version table is caught here rather than by a
check that silently never matches. Unknown keys are errors: in TOML a key written after an array of
tables lands in its last row, which this catches. Knowledge rows must cite a ``source``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from packaging.markers import InvalidMarker, Marker
from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

# key -> (type, required). Types: str int float number bool list[str] spec version marker date (ISO).
Fields = Mapping[str, "tuple[str, bool]"]


@dataclass(frozen=True)
class Schema:
    name: str
    top: Fields = field(default_factory=dict)
    arrays: Mapping[str, Fields] = field(default_factory=dict)
    tables: Mapping[str, Fields] = field(default_factory=dict)  # one table: [name]
    maps: Mapping[str, Fields] = field(default_factory=dict)  # a table of tables: [name.<id>]
    schema_key: bool = True


R, OPT = True, False  # required, optional
SEVERITIES = ("ok", "info", "warning", "error")
AREAS = ("platform", "python", "packages", "torch", "tensorflow", "other", "probe", "doctor")

SCHEMAS: dict[str, Schema] = {
    "findings": Schema("findings/1", maps={"finding": {
        "area": ("area", R), "severity": ("severity", R), "title": ("str", R),
        "why": ("str", OPT)}}),
    "distributions": Schema("distributions/1", top={"checked": ("date", R)}, arrays={"rule": {
        "name": ("str", R), "path_contains": ("list[str]", OPT), "banner_contains": ("list[str]", OPT),
        "conda": ("bool", OPT), "os": ("str", OPT), "built_for_the_shell": ("bool", OPT)}}),
    "torch_mps": Schema("torch_mps/1", top={
        "checked": ("date", R), "default_macos_floor": ("version", R), "default_macos_floor_source": ("str", R),
        "last_x86_64_macos_torch": ("version", R), "last_x86_64_macos_torch_source": ("str", R),
        "outdated_below": ("version", R), "outdated_reason": ("str", R), "outdated_source": ("str", R),
        "fallback_env": ("str", R), "fallback_source": ("str", R),
        "cuda_driver_too_old_text": ("str", R), "cuda_driver_too_old_source": ("str", R),
        "bfloat16_from": ("version", R), "bfloat16_macos": ("version", R), "bfloat16_source": ("str", R)},
        arrays={"macos_floor": {"torch": ("spec", R), "macos": ("version|none", R), "source": ("str", R)},
                "wheel_floor": {"torch": ("spec", R), "macos": ("version", R), "source": ("str", R)}}),
    "tensorflow_metal": Schema("tensorflow_metal/1", top={
        "checked": ("date", R), "metal_requires_tensorflow": ("bool", R),
        "metal_requires_tensorflow_source": ("str", R), "empty_macos_package": ("spec", R),
        "empty_macos_package_source": ("str", R), "newest_paired_tensorflow": ("version", R),
        "macos_package_deprecated_from": ("version", R),
        "macos_package_source": ("str", R), "last_x86_64_macos_tensorflow": ("version", R),
        "last_x86_64_macos_tensorflow_source": ("str", R), "arm64_plain_tensorflow_from": ("version", R),
        "arm64_plain_tensorflow_source": ("str", R), "last_x86_64_macos_line_first_tag": ("date", R),
        "last_x86_64_macos_line_first_tag_source": ("str", R)},
        arrays={
            "pair": {"tensorflow": ("spec", R), "metal": ("spec", R), "label": ("str", R), "macos": ("version", R),
                     "pip": ("list[str]", R), "x86_64": ("bool", R),
                     "source": ("str", R)},
            "known_bad": {"tensorflow": ("spec", R), "metal": ("spec", R), "what": ("str", R),
                          "confirmed": ("bool", R), "source": ("str", R)}},
        tables={
            "keras_legacy_optimizer": {"keras": ("spec", R), "message": ("str", R), "source": ("str", R)},
            "keras3_metal": {"tensorflow": ("spec", R), "keras": ("spec", R), "legacy_env": ("str", R),
                             "default_keras3_from": ("version", R), "default_keras3_source": ("str", R),
                             "source": ("str", R)}}),
    "jax_metal": Schema("jax_metal/1", top={"checked": ("date", R), "source": ("str", R), "compat_env": ("str", R)},
                        arrays={"row": {"metal": ("spec", R), "macos": ("version", R),
                                        "loader_macos": ("version", R), "jaxlib": ("spec", R),
                                        "jax": ("spec|==jaxlib", R), "source": ("str", R)}}),
    "mlx": Schema("mlx/1", top={"checked": ("date", R), "macos_floor": ("version", R), "python": ("spec", R),
                                "machine": ("str", R), "metal_package": ("str", R), "source": ("str", R)},
                  arrays={"row": {"mlx": ("spec", R), "macos": ("version", R), "python": ("spec", R),
                                  "needs_metal_package": ("bool", R), "source": ("str", R)}}),
    "numpy_abi": Schema("numpy_abi/1", top={"checked": ("date", R), "abi_text": ("str", R),
                                            "abi_text_source": ("str", R), "numpy_pin": ("str", R),
                                            "last_numpy_1": ("version", R), "last_numpy_1_source": ("str", R)},
                        arrays={"rule": {"package": ("str", R), "version": ("spec", R), "numpy": ("spec", R),
                                         "fix": ("str", R), "source": ("str", R)}}),
    "python_support": Schema("python_support/1", top={"checked": ("date", R), "marker": ("marker", R)},
                             arrays={"row": {"framework": ("str", R), "version": ("spec", R), "machine": ("str", OPT),
                                             "python_min": ("version", R), "python_max": ("version", R),
                                             "latest": ("bool", OPT), "source": ("str", R)},
                                     "first_wheels": {"framework": ("str", R), "platform": ("str", R),
                                                      "since": ("version", R), "firsts": ("list[str]", R),
                                                      "source": ("str", R)}},
                             tables={"coremltools_torch_tested": {"release": ("version", R), "torch": ("version", R),
                                                                  "source": ("str", R)}}),
    "cuda_wheels": Schema("cuda_wheels/1", top={"checked": ("date", R), "cpu_index": ("str", R),
                                                 "cpu_source": ("str", R)},
                          arrays={"index": {"tag": ("str", R), "cuda": ("version", R), "url": ("str", R),
                                            "min_driver": ("version", R), "source": ("str", R)}}),
    "arch_scan": Schema("arch_scan/1", top={"checked": ("date", R), "max_files": ("int", R),
                                            "time_budget_s": ("number", R), "source": ("str", R)},
                        arrays={"package": {"name": ("str", R), "folders": ("list[str]", R)}}),
    "module_packages": Schema("module_packages/1", top={"checked": ("date", R), "source": ("str", R)},
                              arrays={"package": {"name": ("str", R), "modules": ("list[str]", R),
                                                  "wheel": ("str", R), "conda": ("str", OPT)}}),
    "freshness": Schema("freshness/1", top={"checked": ("date", R), "source": ("str", R)},
                        arrays={"newest": {"project": ("str", R), "version": ("version", R)}}),
    "symptoms": Schema("symptoms/1", top={"tensorflow_first_macos_arm64": ("version", OPT),
                                          "tensorflow_first_macos_arm64_source": ("str", OPT)},
                       maps={"symptom": {"finding": ("str", R), "severity": ("severity", OPT),
                                         "premises": ("list[str]", OPT), "source": ("str", R)}},
                       arrays={"root_cause": {"finding": ("str", R), "causes": ("list[str]", R),
                                              "source": ("str", R)}}),
    "clues": Schema("clues/1", arrays={"clue": {
        "id": ("str", R), "pattern": ("str", R), "before": ("str", OPT), "not_before": ("str", OPT),
        "not_before_guard": ("str", OPT), "symptom": ("str", OPT), "facts": ("list[str]", OPT),
        "evaluator": ("str", OPT), "rank": ("str", R), "certainty": ("str", R), "source": ("str", R)}},
        tables={"sentence": {"topics": ("list[str]", R), "target": ("str", R), "negated": ("str", R),
                             "generic": ("str", R), "foretold": ("str", R), "first_person": ("str", R),
                             "alternatives": ("str", R), "both": ("str", R), "artefact": ("str", R),
                             "several": ("str", R), "elsewhere": ("str", R),
                             "owner": ("str", R), "contrast": ("str", R), "asked": ("str", R),
                             "missing": ("str", R), "reply": ("str", R), "per_kind": ("str", R),
                             "away_before": ("str", R), "away_after": ("str", R),
                             "running_own": ("str", R), "os_pair": ("str", R), "unsupported": ("str", R),
                             "works_on": ("str", R), "hedged_on": ("str", R), "hedged": ("str", R),
                             "kinds": ("str", R), "example_after": ("str", R), "example_before": ("str", R),
                             "advice": ("str", R), "source": ("str", R)},
                "wanted": {"before": ("str", R), "clause": ("str", R), "after": ("str", R), "support": ("str", R),
                           "source": ("str", R)},
                "guards": {"told_output": ("str", R), "source": ("str", R)}}),
    "history": Schema("history/1", top={
        "apple_silicon_first_macos": ("version", R), "apple_silicon_first_macos_source": ("str", R),
        "intel_last_macos": ("version", R), "intel_last_macos_source": ("str", R),
        "wheel_tags_flattened_from_macos": ("version", R), "wheel_tags_flattened_from_macos_source": ("str", R),
        "avx_in_every_mac_from_macos": ("version", R), "avx_in_every_mac_from_macos_source": ("str", R),
        "compat_macos": ("version", R), "compat_macos_source": ("str", R),
        "python_first_arm64": ("version", R), "python_first_arm64_source": ("str", R),
        "conda_python38_first_arm64": ("version", R), "conda_python38_first_arm64_source": ("str", R),
        "tensorflow_macos_first": ("version", R), "tensorflow_macos_first_source": ("str", R),
        "tensorflow_macos_alpha": ("version", R), "tensorflow_macos_alpha_source": ("str", R),
        "last_intel_only_year": ("int", R), "last_intel_only_year_source": ("str", R),
        "first_apple_silicon_only_year": ("int", R), "newest_model_year": ("int", R),
        "first_apple_silicon_only_year_source": ("str", R),
        "last_intel_mac_core_generation": ("int", R), "last_intel_mac_core_generation_source": ("str", R),
        "first_apple_silicon_mac_date": ("str", R), "first_apple_silicon_mac_date_source": ("str", R),
        "first_apple_silicon_retail_date": ("str", R), "first_apple_silicon_retail_date_source": ("str", R),
        "first_github_arm64_macos_runner_date": ("str", R), "first_github_arm64_macos_runner_date_source": ("str", R),
        "mps_in_x86_64_process_means_intel": ("bool", R), "mps_in_x86_64_process_means_intel_source": ("str", R),
        "mlx_metal_means_apple_silicon": ("bool", R), "mlx_metal_means_apple_silicon_source": ("str", R),
        "cuda_torch_means_not_mac": ("bool", R), "cuda_torch_means_not_mac_source": ("str", R)},
        arrays={"darwin_kernel": {"kernel": ("int", R), "macos": ("version", R)},
                "darwin_kernel_minor": {"kernel": ("str", R), "macos": ("version", R)},
                "macos_name": {"name": ("str", R), "macos": ("version", R), "korean": ("list[str]", OPT)},
                "mac_model": {"family": ("str", R), "first_apple_silicon": ("int", OPT)},
                "libsystem_function": {"name": ("str", R), "macos": ("version", R)},
                "unlinked_framework": {"prefix": ("str", R), "framework": ("str", R)}},
        tables={"darwin_kernel_source": {"source": ("str", R)}, "darwin_kernel_minor_source": {"source": ("str", R)},
                "libsystem_function_source": {"source": ("str", R)},
                "unlinked_framework_source": {"source": ("str", R)},
                "macos_names_source": {"source": ("str", R)},
                "mac_model_source": {"source": ("str", R)},
                "github_runner": {"arm64": ("list[str]", R), "x86_64": ("list[str]", R), "home": ("str", R),
                                  "latest_moved_to_arm64": ("list[str]", R), "source": ("str", R)}}),
    "probe": Schema("probe/1", tables={
        "slow": {"matmul_fraction": ("number", R), "matmul_fraction_cuda_fp32": ("number", OPT),
                 "bandwidth_fraction": ("number", R), "source": ("str", R)},
        "invalid": {"max_fraction": ("number", R), "max_spread": ("number", R), "source": ("str", R)},
        "speedup": {"min_ok": ("number", R), "source": ("str", R)},
        "noise": {"speedup_floor": ("number", R), "rate_floor": ("number", R), "source": ("str", R)}}),
    "chips": Schema("", schema_key=False, arrays={
        "chip": {"name": ("str", R), "brand_string": ("str", R), "brand_string_observed": ("bool", OPT),
                 "cpu_p_cores": ("int", OPT), "cpu_e_cores": ("int", OPT), "cpu_super_cores": ("int", OPT),
                 "gpu_cores": ("int", R), "gpu_clock_ghz": ("number", OPT), "fp32_tflops": ("number", OPT),
                 "fp16_tflops": ("number", OPT), "mem_bandwidth_gbs": ("number", OPT), "max_memory_gb": ("int", OPT),
                 "neural_engine_tops": ("number", OPT), "tflops_basis": ("str", OPT), "source": ("str", R),
                 "confirmed": ("bool", R), "notes": ("str", OPT)},
        "cuda_gpu": {"name": ("str", R), "device_name_match": ("str", R), "sms": ("int", OPT),
                     "fp32_tflops": ("number", OPT), "tf32_tflops_dense": ("number", OPT),
                     "fp16_tflops_dense": ("number", OPT), "bf16_tflops_dense": ("number", OPT),
                     "mem_bandwidth_gbs": ("number", OPT), "memory_gb": ("int", OPT), "source": ("str", R),
                     "confirmed": ("bool", R), "notes": ("str", OPT)}}),
}


def _type_error(kind: str, value: Any) -> str | None:
    """None when value has the type; else what is wrong."""
    for alt in kind.split("|"):
        if _one_type(alt, value) is None:
            return None
    return _one_type(kind.split("|")[0], value)


def _one_type(kind: str, value: Any) -> str | None:
    simple = {"str": str, "int": int, "float": float, "bool": bool}
    if kind in simple:
        ok = isinstance(value, simple[kind]) and not (kind == "int" and isinstance(value, bool))
        return None if ok else f"must be {kind}, not {type(value).__name__}"
    if kind == "number":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return None if ok else f"must be a number, not {type(value).__name__}"
    if kind == "list[str]":
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return None if ok else "must be a list of strings"
    if kind in ("severity", "area"):
        allowed = SEVERITIES if kind == "severity" else AREAS
        return None if value in allowed else f"must be one of {', '.join(allowed)}"
    if not isinstance(value, str):
        return f"must be a string ({kind}), not {type(value).__name__}"
    try:
        if kind == "spec":
            SpecifierSet(value)
        elif kind == "version":
            Version(value)
        elif kind == "marker":
            Marker(value)
        elif kind == "date":
            date.fromisoformat(value)
        elif value != kind:  # a literal such as "none" or "==jaxlib"
            return f"must be {kind!r}"
    except (InvalidSpecifier, InvalidVersion, InvalidMarker, ValueError) as exc:
        return f"is not a valid {kind}: {exc}"
    return None


def _check_fields(where: str, data: Mapping[str, Any], fields: Fields, errors: list[str]) -> None:
    for key, value in data.items():
        if key not in fields:
            errors.append(f"{where}: unknown key {key!r}")
            continue
        problem = _type_error(fields[key][0], value)
        if problem:
            errors.append(f"{where}.{key} {problem}")
    for key, (_, required) in fields.items():
        if required and key not in data:
            errors.append(f"{where}: missing required key {key!r}")


def validate(name: str, data: Mapping[str, Any]) -> list[str]:
    """Every problem of checks/<name>.toml against its schema (empty when valid)."""
    schema = SCHEMAS.get(name)
    if schema is None:
        return [f"checks/{name}.toml: no schema (add one to macml_doctor/kb/schema.py)"]
    errors: list[str] = []
    where = f"checks/{name}.toml"
    top = dict(schema.top)
    if schema.schema_key:
        top["schema"] = (schema.name, True)
    scalars = {k: v for k, v in data.items()
               if k not in schema.arrays and k not in schema.tables and k not in schema.maps}
    _check_fields(where, scalars, top, errors)
    for array, fields in schema.arrays.items():
        rows = data.get(array)
        if not isinstance(rows, list) or not rows or not all(isinstance(r, Mapping) for r in rows):
            errors.append(f"{where}: [[{array}]] must be a non-empty array of tables")
            continue
        for i, row in enumerate(rows):
            _check_fields(f"{where} [[{array}]] #{i + 1}", row, fields, errors)
    for table, fields in schema.tables.items():
        value = data.get(table)
        if not isinstance(value, Mapping):
            errors.append(f"{where}: [{table}] is missing")
            continue
        _check_fields(f"{where} [{table}]", value, fields, errors)
    for group, fields in schema.maps.items():
        entries = data.get(group)
        if not isinstance(entries, Mapping) or not entries:
            errors.append(f"{where}: [{group}.<id>] tables are missing")
            continue
        for ident, entry in entries.items():
            if not isinstance(entry, Mapping):
                errors.append(f"{where} [{group}.{ident}] must be a table")
                continue
            _check_fields(f"{where} [{group}.{ident}]", entry, fields, errors)
    return errors

