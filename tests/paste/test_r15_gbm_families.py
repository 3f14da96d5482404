# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 2250-2261 (gradient boosting on Macs: xgboost, lightgbm, catboost, libomp)
exposed, each read from real text.

An IDE's 'Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)' on a line that names the call that
died ('when calling lgb.train') is a run that crashed after its imports, not an import; an import commented out in the
code above it ('# import torch') ran nothing.
"""

from __future__ import annotations

from pasted import ids, read

# https://github.com/autogluon/autogluon/issues/1442 (MacBook Pro 16-inch 2019, Intel Core i7, Big Sur 11.6)
AUTOGLUON_1442 = """[MacOS] Segmentation Fault on LightGBM w/ Torch

MacOS segmentation faults if torch is imported before LightGBM and LightGBM trains:

```
import torch
import lightgbm
lightgbm.train(...)  # <--- Segmentation Fault
```

OS Details:

```
macOS Big Sur
Version 11.6

MacBook Pro (16-inch, 2019)
Processor: 2.6 GHz 6-Core Intel Core i7
Memory: 16 GB 2667 MHz DDR4
```

```
import numpy as np
data = np.random.rand(50_000, 10)
label = np.random.randint(2, size=50_000)
test_data = np.random.rand(50_000, 10)

# This import order works:
# import lightgbm as lgb
# import torch

# This import order fails on MacOS when calling lgb.train: Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
import torch
import lightgbm as lgb

train_data = lgb.Dataset(data, label=label)
print('\\nStarting Train')
model = lgb.train({}, train_data)
print('Training Finished')
```
"""


def test_signal_line_naming_the_call_that_died_is_no_import_crash() -> None:
    _, symptoms = read(AUTOGLUON_1442)
    assert "import-died" not in symptoms
    found = ids(AUTOGLUON_1442)
    assert "import-crashed" not in found
    assert "intel-mac" in found and "apple-silicon" not in found


def test_commented_out_import_above_a_signal_line_ran_nothing() -> None:
    # the same thread's lines: the imports under '# This import order works:' are commented out
    text = """# This import order works:
# import lightgbm as lgb
# import torch

Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
"""
    _, symptoms = read(text)
    assert "import-died" not in symptoms


def test_signal_line_just_after_a_real_import_is_still_an_import_death() -> None:
    # https://github.com/pyg-team/pytorch_geometric/issues/5553 (Apple M1): the family the signal reader was made for
    text = """`import torch_geometric as tg`

I get the error

> `Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)
> `
"""
    _, symptoms = read(text)
    assert "import-died" in symptoms
