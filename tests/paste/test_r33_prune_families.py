# ruff: noqa: E501  (real pasted lines are kept whole)
"""Clue families the never-seen batch 5740-5751 (model compression, pruning, sparsity and quantization toolkits:
Torch-Pruning, Brevitas, nupic.torch, NNCF, SparseZoo, Neural Compressor) exposed, each read from real text.

- A traceback frame of a script under /content, Google Colab's working folder at its Linux VM's root, is Linux's.
- A site-packages path whose start the writer elided ('.../.local/lib/python3.10/site-packages/brevitas/…') still
  names the Python's minor version.
- A model printed by PyTorch ('Conv2d(3, 64, kernel_size=(7, 7), stride=(2, 2), …)') makes the report one about torch.
- An issue template's example in a field's label ('4. ML framework version(s) [e.g. torch 1.7.1]:') is not the
  person's torch.
"""

from __future__ import annotations

from pasted import fact, raised

# https://github.com/VainF/Torch-Pruning/issues/455 (dev 5741), the traceback of the description
TP_455 = r"""I applied pruning with a --pruning_ratio of 0.5 to the "meta-llama/Llama-2-7b-hf" model.
```
Traceback (most recent call last):
  File "/content/Torch-Pruning/examples/LLMs/prune_llm.py", line 410, in <module>
    main()
  File "/content/Torch-Pruning/torch_pruning/dependency.py", line 799, in _trace
    module2node, o.grad_fn, gradfn2module, reused, visited=visited)
                 ^^^^^^^^^
AttributeError: 'tuple' object has no attribute 'grad_fn'
```"""

# https://github.com/Xilinx/logicnets/issues/40 (dev 5744), the end of the stored traceback
LOGICNETS_40 = r"""Traceback (most recent call last):
  File ".../logicnets/examples/jet_substructure/[neq2lut.py](https://neq2lut.py/)", line 116, in <module>
    model = JetSubstructureNeqModel(model_cfg)
  File ".../.local/lib/python3.10/site-packages/brevitas/nn/quant_[activation.py](https://activation.py/)", line 78, in init
    QuantNLAL.init(
  File ".../.local/lib/python3.10/site-packages/brevitas/nn/quant_[layer.py](https://layer.py/)", line 36, in init
    QuantNonLinearActMixin.init(self, act_impl, passthro"""

# https://github.com/VainF/Torch-Pruning/issues/189 (dev 5743), the start of the description
TP_189 = """作者您好，感谢您的剪枝工作，目前我想用您的库对我在huggingface上的detr模型的backbone部分进行剪枝，出现了这样的错误
`FeatureListNet(
  (conv1): Conv2d(3, 64, kernel_size=(7, 7), stride=(2, 2), padding=(3, 3), bias=False)
  (bn1): BatchNorm2d(64, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True)
  (act1): ReLU(inplace=True)"""

# https://github.com/neuralmagic/sparsezoo/issues/333 (dev 5749), the environment block of the template
SPARSEZOO_333 = """**Environment**
Include all relevant environment information:
1. OS [e.g. Ubuntu 18.04]: macOS Ventura Version 13.4
2. Python version [e.g. 3.8]:
3. SparseZoo version or commit hash [e.g. 0.1.0, `f7245c8`]:
4. ML framework version(s) [e.g. torch 1.7.1]:
5. Other Python package versions [e.g. SparseML, DeepSparse, numpy, ONNX]:
6. Other relevant environment information [e.g. hardware, CUDA version]:"""


def test_a_traceback_under_colabs_content_is_linux() -> None:
    assert fact(TP_455, "host.os") == "Linux"
    found = raised(TP_455)
    assert "not-a-mac" in found and "python-too-old" not in found


def test_colab_content_family() -> None:
    for text in ('  File "/content/drive/MyDrive/project/train.py", line 12, in <module>',
                 'File "/content/train.py", line 3, in main',
                 'Traceback (most recent call last):\n  File "/content/a/b/c/d/run.py", line 1, in <module>',
                 "I copied the weights to /content/drive/MyDrive/checkpoints/model.pt",
                 "cd /content/gdrive/My Drive/yolo",
                 "the csv is in /content/sample_data/california_housing_train.csv"):
        assert fact(text, "host.os") == "Linux", text


def test_content_paths_that_are_not_colab() -> None:
    for text in ('  File "/Users/me/content/train.py", line 12, in <module>',
                 '  File "./content/train.py", line 12, in <module>',
                 "see https://example.com/content/train.py for the script",
                 "/var/www/wp-content/plugins/x.py is served",
                 "cp /content/train.py here"):
        assert fact(text, "host.os") != "Linux", text


def test_an_elided_site_packages_path_names_the_python() -> None:
    assert fact(LOGICNETS_40, "python.version") == "3.10"
    found = raised(LOGICNETS_40)  # a report now, with no error-level finding in it
    assert found and "python-too-old" not in found and "import-failed" not in found


def test_elided_site_packages_family() -> None:
    for text, python in (('  File ".../.local/lib/python3.10/site-packages/brevitas/nn/quant_layer.py", line 36, in init', "3.10"),
                         ('File "…/lib/python3.9/site-packages/torch/__init__.py", line 229, in <module>', "3.9"),
                         (".../envs/myenv/lib/python3.11/site-packages/numpy/core/__init__.py:24: UserWarning: x", "3.11"),
                         ("....../miniconda3/lib/python3.8/site-packages/torch/functional.py:504: UserWarning: y", "3.8"),
                         ("loaded from .../lib/python3.12/site-packages/transformers-4.40.0.dist-info", "3.12")):
        assert fact(text, "python.version") == python, text


def test_paths_that_name_no_python_by_elision() -> None:
    for text in ('  File "../lib/python3.10/site-packages/brevitas/nn/quant_layer.py", line 36',
                 "and so on... /lib/python3.10/site-packages/x/",
                 "it is under .../lib/pythonX.Y/site-packages/torch/",
                 "the wheel goes to .../lib/python3.10/site-packages"):
        assert fact(text, "python.version") is None, text


def test_a_printed_torch_model_makes_a_report_about_torch() -> None:
    assert fact(TP_189, "torch.named") is True
    found = raised(TP_189)
    assert "apple-silicon" not in found and "intel-mac" not in found and "not-a-mac" not in found


def test_torch_module_repr_family() -> None:
    for text in ("(conv1): Conv2d(3, 64, kernel_size=(7, 7), stride=(2, 2), padding=(3, 3), bias=False)",
                 "(0): ConvTranspose2d(56, 28, kernel_size=(2, 2), stride=(2, 2))",
                 "(conv): Conv1d(80, 512, kernel_size=(5,), stride=(1,), padding=(2,))",
                 "(bn1): BatchNorm2d(64, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True)",
                 "(proj): Linear(in_features=56, out_features=56, bias=True)",
                 "(norm): LayerNorm((56,), eps=1e-05, elementwise_affine=True)"):
        assert fact(text, "torch.named") is True, text


def test_layers_that_are_no_printed_torch_model() -> None:
    for text in ('x = Conv2D(32, kernel_size=(3, 3), activation="relu")(inputs)',
                 "Conv2D(3, 64, kernel_size=[7, 7], stride=[2, 2], padding=3)",
                 "layer = Dense(units=64, activation='relu')",
                 "Linear(in_features, out_features)"):
        assert fact(text, "torch.named") is None, text


def test_a_templates_example_is_not_the_torch() -> None:
    assert fact(SPARSEZOO_333, "torch.version") is None
    found = raised(SPARSEZOO_333)
    assert "torch-outdated" not in found and "apple-silicon" not in found


def test_template_example_family() -> None:
    for text in ("4. ML framework version(s) [e.g. torch 1.7.1]:",
                 "- ML framework version(s) (e.g. torch 1.7.1):",
                 "ML framework version(s) [e.g. torch 1.7.1]: ",
                 "4. ML framework version(s) [e.g. torch 1.7.1]:\n5. Other Python package versions [e.g. SparseML, DeepSparse, numpy, ONNX]:"):
        assert fact(text, "torch.version") is None, text


def test_the_answer_after_a_templates_example_is_read() -> None:
    for text, torch in (("4. ML framework version(s) [e.g. torch 1.7.1]: torch 2.0.1", "2.0.1"),
                        ("ML framework version(s) (e.g. torch 1.7.1): torch 1.12.0", "1.12.0"),
                        ("#- PyTorch Version (e.g., 2.5): 2.6.0", "2.6.0"),
                        ("- PyTorch version (e.g., 1.0): 1.13.1", "1.13.1"),
                        ("I have torch 1.7.1 installed, e.g. for the tests", "1.7.1")):
        assert fact(text, "torch.version") == torch, text


# https://github.com/VainF/Torch-Pruning/issues/519 (dev 5740), the description's first lines
TP_519 = """# DependencyGraph Architectural Incompatibility with Transformers CausalLM and MistralForCausalLM Models

## Issue Overview
The `DependencyGraph.build_dependency()` method exhibits systematic incompatibility with Hugging Face Transformers causal language model architectures due to fundamental differences in computational graph construction patterns and input/output tensor handling semantics."""


def test_a_transformers_torch_model_class_makes_a_report_about_torch() -> None:
    assert fact(TP_519, "torch.named") is True
    found = raised(TP_519)
    assert found and not found & {"apple-silicon", "intel-mac", "not-a-mac", "import-failed", "torch-missing"}


def test_transformers_torch_model_class_family() -> None:
    for text in ('model = DetrForObjectDetection.from_pretrained("facebook/detr-resnet-50")',
                 "pruning a LlamaForCausalLM fails",
                 "from transformers import BertForSequenceClassification",
                 "transformers.T5ForConditionalGeneration.from_pretrained('t5-small')",
                 "Wav2Vec2ForCTC raises on the MPS device"):
        assert fact(text, "torch.named") is True, text


def test_model_classes_that_are_no_torch_module() -> None:
    for text in ("model = AutoModelForCausalLM.from_pretrained('TheBloke/Llama-2-7B-GGML')",
                 "from transformers import TFBertForSequenceClassification",
                 "FlaxBertForSequenceClassification.from_pretrained('bert-base-uncased')",
                 "ORTModelForCausalLM.from_pretrained(model_id, export=True)",
                 "OVModelForCausalLM runs it on OpenVINO",
                 "test_generate_half_prec_18_test_hf_internal_testing_tiny_random_BloomForCausalLM PASSED"):
        assert fact(text, "torch.named") is None, text
