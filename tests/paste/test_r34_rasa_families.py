"""Clue families the never-seen batch 5840-5851 (conversational-AI and chatbot frameworks: Rasa, rasa_core, ParlAI)
exposed, each read from real text.

- A conversational-AI framework named by a post with no other clue (ParlAI, ChatterBot, DeepPavlov, Botpress, Snips
  NLU, Rasa's packages, deepset's Haystack packages) makes a report about that framework's user
  (report.other_framework_named), as the graph-ML libraries do; Rasa, a word of Malay and Indonesian too, only as
  the package or its command, Haystack only as a package or an import.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/facebookresearch/ParlAI/issues/2607 (dev 5851), the whole stored issue
PARLAI_2607 = """# packages mis during start installation

salama4 · description · 2020-04-30
**Bug description**
when i start to install parlai using the recommended steps i.e:
`git clone https://github.com/facebookresearch/ParlAI.git ~/ParlAI
cd ~/ParlAI; python setup.py develop`
and then run:
`pip check`
i found many packages versions uninstalled correctly

salama4 · comment · 2020-04-30
i found solution but it doesn't solve the underlying issue
solution is:
`pip install parlai`

stephenroller · comment · 2020-05-02
Create a new virtual env?"""

# https://github.com/RasaHQ/rasa/issues/9891 (dev 5841), the template's answers without the title
RASA_9891 = """### Rasa Open Source version

2.8

### What happened?

I can not install rasa in my computer.

### Command / Request

```shell
pip install rasa
```"""


def test_a_chatbot_framework_named_alone_makes_a_report() -> None:
    for text in (PARLAI_2607, RASA_9891):
        assert fact(text, "report.other_framework_named") is True, text
        found = raised(text)
        assert not found & {"apple-silicon", "intel-mac", "not-a-mac", "torch-missing", "import-failed",
                            "tensorflow-missing"}, (text, found)


def test_chatbot_framework_family() -> None:
    for text in ("cd ParlAI; python setup.py develop fails",
                 "parlai interactive -mf zoo:blender/blender_90M/model crashes",
                 "pip install chatterbot fails on spacy",
                 "ChatterBot's trainer raises an error",
                 "pip install deeppavlov",
                 "python -m deeppavlov install config.json",
                 "DeepPavlov fails to build its model",
                 "pip install farm-haystack[all]",
                 "from haystack.nodes import FARMReader",
                 "import haystack",
                 "pip install snips-nlu",
                 "Botpress NLU does not start",
                 "I am trying to install `rasa_core` but I get this error",
                 "Rasa NLU version: 0.12.3 with rasa_nlu[spacy]",
                 "pip install rasa-x --extra-index-url https://pypi.rasa.com/simple",
                 "Rasa SDK Version  :         3.2.0",
                 "Rasa Version      :         3.2.6",
                 "pip3 install -I rasa",
                 "pip install -U rasa[full]",
                 "Collecting rasa",
                 "(from rasa==2.5.0->-r requirements.txt (line 1))",
                 "rasa~=1.1.0 (from rasa-x)",
                 "Using cached rasa-1.10.2-py3-none-any.whl (510 kB)",
                 "rasa train fails with an illegal hardware instruction",
                 "I am installing rasa in a venv",
                 "from rasa.core.agent import Agent",
                 "rasa --version prints nothing",
                 "Rasa 3.0 installation failure on Python 3.6.4, 3.8.2 and 3.9.1 with virtualenv",
                 "Rasa X version (if used & relevant): 0.33.2"):
        assert fact(text, "report.other_framework_named") is True, text


def test_words_that_name_no_chatbot_framework() -> None:
    for text in ("Saya rasa ini bug",
                 "the rasa of Indian aesthetics",
                 "rasa",
                 "a needle in a haystack",
                 "I got it from haystack",
                 "the rasa-ptbr-boilerplate repository",
                 "rasamalaysia.com has the recipe",
                 "Saya rasa 2.5 kg cukup"):
        assert fact(text, "report.other_framework_named") is None, text


def test_a_chatbot_user_naming_torch_is_still_torchs() -> None:
    text = "ParlAI on my M1 with torch 2.1: blender never uses mps"
    assert fact(text, "torch.named") is True
    assert fact(text, "report.other_framework_named") is True
