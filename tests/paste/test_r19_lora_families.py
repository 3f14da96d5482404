# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 3120-3133 (LoRA and fine-tuning trainers on Macs) exposed, each read from real
text.

DeepSpeed's accelerator log 'Setting ds_accelerator to mps (auto detect)' is printed only when its auto-detection
reached torch's MPS allocator (torch.mps.current_allocated_memory() worked), so MPS works on that Mac; a program's
filter list that quotes the line, and the cpu or cuda lines of other machines, say nothing of MPS.
"""

from __future__ import annotations

from typing import Any

import pytest
from pasted import ids, read

from macml_doctor.errors import InputError

# https://github.com/hf-lin/ChatMusician/issues/10
CHATMUSICIAN_10 = """(ml) petergreis@MacBook-Pro-M1-Max-2021 ChatMusician % ./model/train/scripts/train.sh datasets m-a-p/ChatMusician-Base
[2024-03-29 21:11:10,773] [INFO] [real_accelerator.py:191:get_accelerator] Setting ds_accelerator to mps (auto detect)
[2024-03-29 21:11:12,870] torch.distributed.elastic.multiprocessing.redirects: [WARNING] NOTE: Redirects are currently not supported in Windows or MacOs.
[2024-03-29 21:11:14,403] [WARNING] [runner.py:202:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only.
"""
# https://github.com/kyegomez/zeta/blob/master/zeta/utils/disable_logging.py (a filter list quoting the line)
ZETA_FILTER = """    class CustomFilter(logging.Filter):
        def filter(self, record):
            unwanted_logs = [
                "Setting ds_accelerator to mps (auto detect)",
                (
                    "NOTE: Redirects are currently not supported in Windows or"
                    " MacOs."
                ),
            ]
            return not any(log in record.getMessage() for log in unwanted_logs)
"""
# https://github.com/Open-Reasoner-Zero/Open-Reasoner-Zero/issues/73 (a Linux GPU machine)
ORZ_73 = """(pid=38582) [2025-05-10 22:11:01,397] [WARNING] [real_accelerator.py:194:get_accelerator] Setting accelerator to CPU. If you have GPU or other accelerator, we were unable to detect it. [repeated 14x across cluster]
(pid=38582) [2025-05-10 22:11:01,398] [INFO] [real_accelerator.py:239:get_accelerator] Setting ds_accelerator to cpu (auto detect) [repeated 14x across cluster]
"""
# https://github.com/deepspeedai/DeepSpeed/issues/6636 (no CUDA installed, DeepSpeed 0.14's log still says cuda)
DEEPSPEED_6636 = """  [2024-10-17 08:56:34,510] [INFO] [real_accelerator.py:191:get_accelerator] Setting ds_accelerator to cuda (auto detect)
"""


def test_deepspeed_auto_detecting_mps_is_mps_available() -> None:
    facts, _ = read(CHATMUSICIAN_10)
    assert facts["torch.mps_available"] is True
    assert {"apple-silicon", "mps-available"} <= ids(CHATMUSICIAN_10)
    assert not {"not-a-mac", "mps-unavailable", "cuda-available"} & ids(CHATMUSICIAN_10)


def test_the_line_alone_wrapped_or_quoted_still_reads() -> None:
    line = "[2024-03-29 21:11:10,773] [INFO] [real_accelerator.py:191:get_accelerator] Setting ds_accelerator to mps (auto detect)\n"
    assert "mps-available" in ids(line)
    wrapped = "[2024-03-29 21:11:10,773] [INFO] [real_accelerator.py:191:get_accelerator]\nSetting ds_accelerator to mps (auto\ndetect)\n"
    assert "mps-available" in ids(wrapped)
    assert "mps-available" in ids("> " + line)


def test_a_filter_list_quoting_the_line_is_not_mps() -> None:
    facts, _ = read(ZETA_FILTER)
    assert "torch.mps_available" not in facts
    assert "mps-available" not in ids(ZETA_FILTER)


def _facts(text: str) -> dict[str, Any]:
    try:
        facts, _ = read(text)
    except InputError:  # nothing in it is read as a report at all
        return {}
    return facts


@pytest.mark.parametrize("text", [ORZ_73, DEEPSPEED_6636])
def test_other_accelerators_say_nothing_of_mps(text: str) -> None:
    facts = _facts(text)
    assert "torch.mps_available" not in facts
    assert "torch.cuda_available" not in facts
