# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5500-5511 (causal-inference, uplift and econometrics libraries on Macs:
linearmodels, CausalML, pgmpy) exposed, each read from real text.

- macOS's per-user temporary folder (/private/var/folders/<2>/<id>/T/…) or a home folder under /Users/<name>/, in a
  post dated before the first Apple-silicon Mac, names an Intel Mac, as a Mac named in words there does.
- A causal-inference or econometrics library named (DoWhy, EconML, CausalML, CausalNex, pgmpy, causal-learn, Tigramite,
  linearmodels, lifelines) makes a report about that library's user, not text with nothing in it.
"""

from __future__ import annotations

from pasted import fact, ids, raised, read

# https://github.com/pgmpy/pgmpy/issues/653 (dev 5508), the last stored comment, cut after the path
PGMPY_653 = r"""# Error during installation

ghost · comment · 2016-02-29
@ankurankan

``` bash
1 error generated.
/private/var/folders/dh/cyj9qhyj271945lvydyv5yr80000gn/T/easy_install-663Sfz/numpy-1.11.0rc1/numpy/core/src/npymath/npy_math.c"""

# https://github.com/pgmpy/pgmpy/issues/1228 (dev 5505), a line of its description
PGMPY_1228_LINE = "New python executable in /Users/lienmichiels/.virtualenvs/test-pgmpy-0.10.1/bin/python3.7"

# https://github.com/pgmpy/pgmpy/issues/1055 (dev 5506), the description's error and sentence
PGMPY_1055 = r"""# ImportError: No module named 'pgmpy'

nagaraja993 · description · 2019-01-23
ImportError Traceback (most recent call last)
in ()
1 # Defining the network structure
----> 2 from pgmpy.models import BayesianModel

ImportError: No module named 'pgmpy'

I installed the pgmpy using the command conda install -c ankurankan pgmpy making sure I have all the requirements still I am getting the error"""


def _post(body: str, date: str = "2016-02-29", kind: str = "comment") -> str:
    return f"# Installing fails\n\nsomeone · {kind} · {date}\n{body}"


def test_a_macos_temp_folder_in_a_dated_post_is_an_intel_mac() -> None:
    assert "intel-mac" in ids(PGMPY_653)
    assert fact(PGMPY_653, "host.arm64_capable") == 0


def test_macos_only_paths_in_dated_posts_family() -> None:
    for body in ("  copying x -> /var/folders/xc/4yyt4rhx2r9dxqbt64tn4s2c0000gp/T/pip-wheel-p1fditlt",
                 "cwd: /private/var/folders/54/4kkg30g93bn1nqsz25r0qkfw0000gq/T/pip-install-hjz2ribq/causalml/",
                 "> /private/var/folders/mn/nf34qzvd11v3kd023kzyvzm00000gn/C/cache",
                 PGMPY_1228_LINE,
                 "  File \"/Users/chenjie/testenv2/lib/python3.8/site-packages/pomdp_py/__init__.py\", line 4"):
        for kind in ("comment", "description"):
            text = _post(body, "2019-10-28", kind)
            assert "intel-mac" in ids(text), text
            assert "apple-silicon" not in ids(text), text


def test_a_later_post_or_one_speaking_of_apple_silicon_is_not_an_intel_mac() -> None:
    later = _post("/private/var/folders/xc/4yyt4rhx2r9dxqbt64tn4s2c0000gp/T/pip-req-build-2up0xl7h/setup.py", "2022-05-18")
    assert "intel-mac" not in ids(later)
    assert fact(later, "host.os") == "Darwin"
    m1 = _post("On the DTK: /Users/me/.virtualenvs/x/bin/python", "2020-07-01")
    assert "intel-mac" not in ids(m1)
    users_later = _post("/Users/me/miniforge3/envs/x/bin/python", "2021-03-02")
    assert "intel-mac" not in ids(users_later)


def test_paths_that_are_not_a_macs_stay_unread() -> None:
    for body in ("/var/folders/short/T/x", "/tmp/pip-install-3i5__aj4/x", "/home/users/me/x", "C:\\Users\\me\\x"):
        assert "intel-mac" not in raised(_post(body)), body


def test_a_causal_library_named_alone_is_a_report() -> None:
    facts, _ = read(PGMPY_1055)
    assert facts.get("report.other_framework_named") is True
    found = ids(PGMPY_1055)
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "import-failed", "torch-missing", "tensorflow-missing"}


def test_causal_library_family() -> None:
    for text in ("import dowhy fails", "from econml.dml import LinearDML", "pip install causalml[tf]",
                 "CausalNex will not install", "No module named 'causallearn'", "pip install causal-learn",
                 "from tigramite import data_processing", "pip install linearmodels", "from lifelines import KaplanMeierFitter",
                 "EconML on my machine", "DoWhy errors"):
        assert fact(text, "report.other_framework_named") is True, text


def test_plain_words_name_no_causal_library() -> None:
    for text in ("a causal model of the data", "linear models are fine", "my lifeline", "causal learning is hard",
                 "pgmpyx", "hello world"):
        assert fact(text, "report.other_framework_named") is None, text
