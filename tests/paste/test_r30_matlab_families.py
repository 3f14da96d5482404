# ruff: noqa: E501, W291, W293  (real pasted lines are kept whole, their trailing spaces too)
"""Clue families the never-seen batch 5360-5370 (MATLAB, Wolfram, Excel/xlwings and LabVIEW-side tools calling Python
or its ML packages on Macs) exposed, each read from real text.

- An issue template's hint that ends a line holding only a field's label (a heading, a bold label, or a few words over
  their answer: '#### Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)') is the form's
  example, not the person's answer: its Python 3.7 is no Python in use.
- The platform joined to the Python by a slash ('on Mac/Python 3.7.1and 3.8.3', 'on Win10/Python 3.7.1'), as a title
  names a setup, is that machine and its Python, not a list of platforms.
- Keras named as where a model went ('I have created onnx file from the matlab. Now i imported the file in keras.'),
  no other framework named, is a report about Keras, not text with no clue at all; ONNX, a format, stays unnamed.
"""

from __future__ import annotations

from pasted import fact, ids, raised, read

# https://github.com/xlwings/xlwings/issues/1919 (dev 5362)
XLWINGS_1919 = r"""# Issue with getting xlwings addin to install on M1 Mac

muditgoyal · description · 2022-05-19
#### OS (e.g. Windows 10 or macOS Sierra)
macOS Monterey 12.2.1

#### Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)
0.27.7, Excel 16.61, Python 3.10.4
#### Describe your issue (incl. Traceback!)
I used pip to install xlwings, and manually had to install the xlwings Excel add in, since that kept throwing a file not found error, but am not able to use the Run Main command, even when using xlwings quickstart to create a sample set of files. It keeps telling me to run xlwings runpython install, which I've done now many times, but it still does not work. Tried re-starting and all many, many times.

```python
# Your traceback here
$ xlwings addin install
FileNotFoundError(2, 'No such file or directory')

```

fzumstein · comment · 2022-05-19
Unfortunately, I haven't been able to get my hands on an M1 yet, but I've heard from others who have used it successfully (although they may have used the standalone setup without the add-in).

Maybe someone who is also using an M1 can chime in (although not sure if it's really related...)

muditgoyal · comment · 2022-05-23
Main problem is, I can't get runpython to work. I've installed it via the terminal a few times, checked that the path for xlwings and python are the same, but it is still not able to run the code in a excel workbook I created via the quickstart command..."""

# https://github.com/xlwings/xlwings/issues/1343 (dev 5364)
XLWINGS_1343 = r"""# Error with pip install xlwings on Mac/Python 3.7.1and 3.8.3

fzumstein · comment · 2020-06-27
xlwings depends on psutil and unfortunately, they don't provide pre-compiled binary wheels. You may not have X code command line tools installed which are required to compile psutil from scratch. I'll try to take it up with them one day to upload the wheels.

PercyCheng · comment · 2020-06-27
Yep, you're right. I haven't installed X code. I'll try to install it and try again. Cheers!"""

# https://github.com/onnx/tensorflow-onnx/issues/769 (dev 5366)
TF_ONNX_769 = r"""# "onnx2keras" is not working.

anamika06jain · description · 2020-01-11
I have a trained model in matlab. I have created onnx file from the matlab. Now i imported the file in keras. 

for exporting the onnx file from matlab i have used
          
    net1 = squeezenet;
     exportONNXNetwork(net1,'sq.onnx')

 and for importing onnx file in keras i have used
       
     import onnx
     from onnx2keras import onnx_to_keras

    # Load ONNX model
    onnx_model = onnx.load('sq.onnx')

    # Call the converter (input - is the main model input name, can be different for your model) 
    k_model = onnx_to_keras(onnx_model, ['input'])

I am getting the  error."""


def test_xlwings_template_hint_is_not_the_python_in_use() -> None:
    assert fact(XLWINGS_1919, "python.version") == "3.10.4"
    found = ids(XLWINGS_1919)
    assert "apple-silicon" in found
    assert "python-too-old" not in found and "python-x86-on-arm" not in found


def test_hint_ending_a_label_line_family() -> None:
    for text in (
        "#### Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)\n0.27.7, Excel 16.61, Python 3.10.4",
        "Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)\n0.27.7, Excel 16.61, Python 3.10.4",
        "**Versions of xlwings, Excel and Python (e.g. 0.11.8, Office 365, Python 3.7)**\nPython 3.10.4",
        "- **Python version (e.g. Office 365, Python 3.7)**\nPython 3.10.4",
        "## Python version (e.g. Office 365, Python 3.7)\n\nPython 3.10.4",
    ):
        assert fact(text, "python.version") == "3.10.4", text
        assert "python-too-old" not in raised(text), text


def test_hint_in_a_sentence_or_a_title_stays_read() -> None:
    for text in (
        "I tried these versions (e.g. Office 365, Python 3.7)\nand it failed on macOS 12",
        "We support many versions (e.g. Office 365, Python 3.7)\nIt failed on macOS 12",
        "# Broken on old setups (e.g. Office 365, Python 3.7)\nIt failed on macOS 12",
        "Broken on old setups. See (e.g. Office 365, Python 3.7)\nIt failed on macOS 12",
    ):
        assert fact(text, "python.version") == "3.7", text


def test_platform_slash_python_in_a_title_is_the_setup() -> None:
    facts, _ = read(XLWINGS_1343)
    assert facts["python.version"] == "3.7.1"
    assert facts["host.os"] == "Darwin"
    found = ids(XLWINGS_1343)
    assert "python-too-old" in found
    assert "not-a-mac" not in found and "apple-silicon" not in found


def test_platform_slash_python_family() -> None:
    for text, version, system in (
        ("Error with pip install xlwings on Win10/Python 3.7.1", "3.7.1", "Windows"),
        ("pip install fails on macOS / Python 3.8.5", "3.8.5", "Darwin"),
        ("Error on Ubuntu 20.04/Python 3.7", "3.7", "Linux"),
        ("Mac/Python 3.6", "3.6", None),
    ):
        facts, _ = read(text)
        assert facts.get("python.version") == version, text
        assert facts.get("host.os") == system, text


def test_platform_lists_ranges_and_paths_are_not_a_setup() -> None:
    for text in ("works on Mac/Linux", "tested on Mac / Linux with pip"):
        assert fact(text, "host.os") is None, text
    assert fact("fails on Mac/Python 3.7 - 3.9", "python.version") is None
    assert fact("see /usr/lib/python3.7 on Mac", "python.version") is None


def test_keras_named_alone_is_a_report() -> None:
    facts, _ = read(TF_ONNX_769)
    assert facts.get("report.other_framework_named") is True
    found = ids(TF_ONNX_769)
    assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "tensorflow-missing", "import-failed"}


def test_keras_named_family() -> None:
    for text in ("Now i imported the file in keras.", "Keras fails to load the model", "from keras.models import load_model"):
        assert fact(text, "report.other_framework_named") is True, text


def test_converters_and_plain_text_name_no_framework() -> None:
    for text in ("the onnx2keras converter", "onnx_tf fails", "import onnx", "I exported an ONNX model from MATLAB", "hello world"):
        assert fact(text, "report.other_framework_named") is None, text
