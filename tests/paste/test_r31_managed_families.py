# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5520-5530 (managed and locked-down Python installs: no admin rights, permission
denied on a system site-packages, --user installs, an externally managed Python, TLS errors while installing)
exposed, each read from real text.

- A package's folder or file quoted as the end of a macOS site path ('Permission denied:
  '/Library/Python/2.7/site-packages/enum'', distutils' 'could not create '…/site-packages/pdfminer'') names the
  interpreter that was to write there, as a path going on into the package did.
- The Mac named as where what the writer ran failed ('… gives an error on macOS:', 'pip install fails on Mac OS X')
  in a post dated before the first Apple-silicon Mac is an Intel Mac; not a Mac where it worked, a negated or
  conditional failure, nor an undated text.
- pip's network error naming the wheel it was fetching ('Max retries exceeded with url: /packages/…/torch-2.8.0-cp313-
  none-macosx_11_0_arm64.whl.metadata', a retry warning) names the interpreter's
  platform, architecture and CPython minor, as a 'Downloading' line does; a wheel URL given to pip (no index
  '/packages/' path, no '.whl.metadata') is not read.
"""

from __future__ import annotations

from pasted import fact, ids, raised

# https://github.com/InstaPy/instapy-quickstart/issues/110 (dev 5527)
INSTAPY_QS_110 = r"""# ERROR: Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/urllib3-1.25.7.dist-info' Consider using the `--user` option or check the

ItsJolly · description · 2019-11-23
ERROR: Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/urllib3-1.25.7.dist-info'
Consider using the `--user` option or check the permissions."""

# https://github.com/InstaPy/InstaPy/issues/4472 (dev 5528)
INSTAPY_4472 = r"""# Error on Mac

67490294 · description · 2019-05-24
ERROR: Could not install packages due to an EnvironmentError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/enum'
Consider using the `--user` option or check the permissions."""

# https://github.com/euske/pdfminer/issues/170 (dev 5529), the description
PDFMINER_170 = r"""# Installation on macOS

mbigras · description · 2017-02-20
Following the [installation instructions](https://github.com/euske/pdfminer#how-to-install) in the README.md gives an error on macOS:

```
python setup.py install
.
.
.
running install_lib
creating /Library/Python/2.7/site-packages/pdfminer
error: could not create '/Library/Python/2.7/site-packages/pdfminer': Permission denied
```"""

# https://github.com/setiastro/setiastrosuitepro/issues/9 (dev 5524), the description
SETIASTRO_9 = r"""# PyTorch backend install fails due to SSL certificate error

mburge · description · 2025-10-03
On an all current MacOs silicon system I am getting an SSL certificate error when I try to install the PyTorch backend.

`ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='files.pythonhosted.org', port=443): Max retries exceeded with url: /packages/04/6e/650bb7f28f771af0cb791b02348db8b7f5f64f40f6829ee82aa6ce99aabe/torch-2.8.0-cp313-none-macosx_11_0_arm64.whl.metadata (Caused by SSLError(SSLCertVerificationError('“default.ssl.fastly.net” certificate name does not match input')))`"""


def _dated(body: str, date: str = "2018-03-01") -> str:
    return f"# Install problem\n\nsomeone · description · {date}\n{body}\n"


def test_a_quoted_package_path_in_a_macos_site_names_the_python() -> None:
    assert fact(INSTAPY_QS_110, "python.version") == "2.7"
    assert fact(INSTAPY_QS_110, "host.os") == "Darwin"
    assert "python-too-old" in ids(INSTAPY_QS_110)
    assert "python-too-old" in ids(INSTAPY_4472) and "intel-mac" in ids(INSTAPY_4472)
    assert fact(PDFMINER_170, "python.version") == "2.7"


def test_quoted_package_path_family() -> None:
    for text, version in (
            ("OSError: [Errno 13] Permission denied: '/Library/Python/2.7/site-packages/numpy'", "2.7"),
            ('error: could not create "/Library/Python/2.7/site-packages/legit": Permission denied', "2.7"),
            ("PermissionError: [Errno 13] Permission denied: '/Library/Python/3.9/site-packages/torch-2.0.1.dist-info'", "3.9"),
            ("[Errno 13] Permission denied: '/Users/me/Library/Python/3.11/lib/python/site-packages/six.py'", "3.11"),
            ("Permission denied: ‘/Library/Python/3.8/site-packages/certifi’", "3.8")):
        assert fact(text, "python.version") == version, text


def test_a_site_folder_quoted_alone_or_unquoted_is_no_interpreter() -> None:
    for text in ("PermissionError: [Errno 13] Permission denied: '/Users/floriankrause/Library/Python/3.12/lib/python/site-packages'",
                 "export PYTHONPATH='/Library/Python/2.7/site-packages'",
                 "export PYTHONPATH=/Library/Python/2.7/site-packages/mypkg"):
        assert fact(text, "python.version") is None, text


def test_a_failure_on_the_mac_in_a_dated_post_names_an_intel_mac() -> None:
    assert "intel-mac" in ids(PDFMINER_170)
    assert fact(PDFMINER_170, "host.arm64_capable") == 0


def test_failure_on_the_mac_family() -> None:
    for body in ("Following the instructions gives an error on macOS:",
                 "pip install fails on Mac OS X with this:",
                 "The build crashed on macOS.",
                 "Running it errors out on macOS",
                 "The installer failed to build on OS X",
                 "Importing it throws an exception on Mac",
                 "It fails on macOS when I run the tests."):
        assert "intel-mac" in ids(_dated(body)), body


def test_a_mac_where_it_worked_a_negated_or_later_or_undated_failure_is_not_read() -> None:
    for body in ("It fails on Linux but works on macOS.",
                 "It does not fail on macOS.",
                 "It doesn't crash on macOS.",
                 "If it fails on macOS, reinstall.",
                 # https://github.com/deepchem/deepchem/issues/1469 (dev 2438), a commenter setting two machines apart
                 "This worked for me on Ubuntu albeit it failed on Mac:",
                 "It works on Linux, but it crashes on macOS.",
                 # https://github.com/alteryx/evalml/pull/1233 (dev 2827), how the tests behave, not what happened
                 "Local tests do fail on Mac when `libomp` isn't installed.",
                 "The build fails on macOS if Xcode is missing.",
                 # one more platform where it fails (tests/paste/test_r22_blas_families.py)
                 "The build fails on OS X as well.",
                 "It crashes on macOS too."):
        assert "intel-mac" not in raised(_dated(body)), body
    assert "intel-mac" not in raised(_dated("Following the instructions gives an error on macOS:", "2023-03-01"))
    assert "intel-mac" not in raised("Following the instructions gives an error on macOS:")


def test_a_wheel_in_pips_fetch_error_names_the_interpreter() -> None:
    assert fact(SETIASTRO_9, "python.machine") == "arm64"
    assert fact(SETIASTRO_9, "python.version") == "3.13"
    found = ids(SETIASTRO_9)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert "python-too-new" not in found and "torch-outdated" not in found


def test_fetch_error_wheel_family() -> None:
    for text, machine, version in (
            ("WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self signed certificate in certificate chain (_ssl.c:1006)'))': /packages/aa/bb/numpy-1.26.4-cp311-cp311-macosx_11_0_arm64.whl", "arm64", "3.11"),
            ("HTTPSConnectionPool(host='artifactory.example.com', port=443): Max retries exceeded with url: /artifactory/api/pypi/pypi-remote/packages/packages/cc/torch-2.2.0-cp311-none-macosx_10_9_x86_64.whl.metadata (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)')))", "x86_64", "3.11"),
            ("HTTPSConnectionPool(host='nexus.corp.local', port=443): Max retries exceeded with url: /repository/pypi/packages/x/coremltools-7.0-cp310-none-macosx_11_0_arm64.whl (Caused by ProxyError('Cannot connect to proxy.'))", "arm64", "3.10")):
        assert fact(text, "python.machine") == machine, text
        assert fact(text, "python.version") == version, text
        assert fact(text, "host.os") == "Darwin", text


def test_an_index_page_or_a_linux_wheel_in_a_fetch_error_names_no_mac() -> None:
    for text in ("HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/torch/ (Caused by SSLError('x'))",
                 "Max retries exceeded with url: /packages/x/torch-2.2.0-cp311-cp311-manylinux1_x86_64.whl (Caused by ProxyError('x'))",
                 # a wheel URL given to pip is fetched whatever it is for (test_r19_serve_families)
                 "ERROR: HTTP error 404 while getting https://github.com/abetlen/llama-cpp-python/releases/download/v0.3.1/llama_cpp_python-0.3.1-cp311-cp311-macosx_15_0_arm64.whl",
                 "HTTPSConnectionPool(host='github.com', port=443): Max retries exceeded with url: /abetlen/llama-cpp-python/releases/download/v0.3.1/llama_cpp_python-0.3.1-cp311-cp311-macosx_15_0_arm64.whl (Caused by SSLError('x'))"):
        assert fact(text, "host.os") is None, text
        assert fact(text, "python.machine") is None, text
