# ruff: noqa: E501  (real pasted lines are kept whole)
"""The lead's families of the twenty-second round: a macOS release before 11 decides the kind of Mac for certain, and
weaker readings of the same answer no longer lower it.

- A title naming a Mac where something failed, over a description dated before Apple silicon (title_mac_in_dated_thread,
  batch 3940-3951), reads the kind of Mac only, at the title's certainty; a release before 11 named in the same report
  (in the title or a field) then says it for certain, as it did before that rule.
- An Intel CPU read from weaker text (a /Users path in a post dated between the Developer Transition Kit and the first
  M1 Macs on sale: possibly Intel) beside a macOS before 11 is as certain as the release.
"""

from __future__ import annotations

from macml_doctor import check


def _certainty(text: str, ident: str) -> str | None:
    return next((f.certainty for f in check(text=text).findings if f.id == ident), None)


# https://github.com/automl/auto-sklearn/issues/400 (dev 2832)
AUTOSKLEARN_400 = """Problems installing the dependencies for auto-sklearn on MacOS High Sierra 10.13.2.

shyamalschandra · description · 2017-12-23
I tried the following command form shell and many of the dependencies were not found for MacOS High Sierra:
"""

# https://github.com/aristocratos/bashtop/issues/152 (dev 3502): a 2020-06-25 post, between the Developer Transition
# Kit and the first M1 Macs on sale, so the title alone says 'possibly Intel'; its field's macOS 10.15.5 says more.
BASHTOP_152 = """# [BUG] Install instructions do not work on macOS

brianbrownton · description · 2020-06-25
**Info (please complete the following information):**
 - (OSX/FreeBSD) Os release version: 10.15.5
"""

# https://github.com/tensorflow/tensorflow/issues/41838 (dev 4068)
TF_41838 = """# Segmentation fault: 11

dipendra009 · description · 2020-07-28
**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Mac OS X 10.14.6
- TensorFlow version (or github SHA if from source): 2.3.0

```
python3 tensorflow/lite/python/tflite_convert.py --output_file=model-float.lite --output_format=TFLITE --inference_type=FLOAT --inference_input_type=FLOAT --input_shape="1,224,224,3" --input_array="serving_default_input_1" --output_array="StatefulPartitionedCall" --mean_value=0 --std_dev_value=1 --saved_model_dir=/Users/z004njq/Projects/save_models/mobilenetv4-exp-1004-export/ --experimental_converter=True
```

```
2020-07-28 13:29:05.763703: I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN)to use the following CPU instructions in performance-critical operations:  AVX2 FMA
```
"""


def test_a_dated_title_with_an_old_release_is_certainly_an_intel_mac() -> None:
    assert _certainty(AUTOSKLEARN_400, "intel-mac") == "certain"


def test_a_dated_title_does_not_lower_the_release_in_a_field() -> None:
    assert _certainty(BASHTOP_152, "intel-mac") == "likely"  # the field's own certainty, not the title's 'possible'


def test_the_title_alone_still_reads_the_kind_of_mac() -> None:
    title_only = BASHTOP_152.split("**Info")[0].replace("2020-06-25", "2019-06-25")
    assert _certainty(title_only, "intel-mac") == "likely"


def test_a_dated_users_path_beside_an_old_release_is_certain() -> None:
    assert _certainty(TF_41838, "intel-mac") == "certain"


def test_a_dated_users_path_alone_stays_hedged() -> None:
    alone = TF_41838.replace(": Mac OS X 10.14.6", ": Mac OS X")
    assert _certainty(alone, "intel-mac") != "certain"
