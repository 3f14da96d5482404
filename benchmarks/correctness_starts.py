"""Study: how far the probe's correctness check sits from its tolerance over many random starts.

The check trains the same fp32 CNN for a few SGD steps twice and compares losses and weights (probe/script.py,
TOLERANCE). On a machine without an accelerator it compares fp32 with float64 on the CPU. This study runs that
comparison (TensorFlow's, the code the probe runs) from many random starts of the same net, once with the biases as
the probe starts them (uniform in +-1/sqrt(fan-in)) and once with the biases at zero (as Keras, JAX's usual
initialisers and MLX's convolutions start them), and prints the distribution of each start's largest relative
weight difference. ``--he`` draws the kernels He-normal instead of as PyTorch does.

    .venv-with-tensorflow/bin/python benchmarks/correctness_starts.py --starts 300 [--he]
"""

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "macml_doctor" / "probe"))

import script  # the probe's own code


def he_scaled(np, seed, params):
    """The kernels drawn He-normal instead (std sqrt(2/fan-in), 2.4x PyTorch's), the biases kept."""
    out = []
    for i, (w, b) in enumerate(params):
        fan_in = int(np.prod(w.shape[:-1]))
        out.append((script.np_normal(np, seed + 50 + i, w.shape, (2.0 / fan_in) ** 0.5), b))
    return out


def largest_difference(tf, np, seed, zero_bias, he):
    params = script.cnn_params(np, seed, script.CORRECTNESS_WIDTHS)
    if he:
        params = he_scaled(np, seed, params)
    weights = [a * 0 if zero_bias and a.ndim == 1 else a for pair in params for a in pair]
    start = (weights, script.np_normal(np, seed + 1000, (8, 32, 32, 3)), script.np_labels(np, seed + 1001, 8))
    return script.tf_correctness(tf, None, start)["param_rel_diff"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=100)
    parser.add_argument("--he", action="store_true", help="He-normal kernels instead of PyTorch's uniform ones")
    args = parser.parse_args()
    import numpy as np
    import tensorflow as tf

    for zero_bias in (False, True):
        diffs = [largest_difference(tf, np, seed, zero_bias, args.he) for seed in range(args.starts)]
        over = sum(d > script.TOLERANCE for d in diffs)
        tenth = sum(d > script.TOLERANCE / 10 for d in diffs)
        kind = "zero" if zero_bias else "nonzero"
        kind += " (He kernels)" if args.he else ""
        print(f"biases {kind:7} starts {len(diffs)}  median {statistics.median(diffs):.2e}  99th percentile "
              f"{statistics.quantiles(diffs, n=100)[-1]:.2e}  largest {max(diffs):.2e}  over a tenth of the "
              f"tolerance: {tenth}  over the tolerance ({script.TOLERANCE:.0e}): {over}", flush=True)


if __name__ == "__main__":
    main()
