#!/usr/bin/env bash
# MLX with its CUDA backend on the device tool's nvidia-h200 machine (issue 14), which reaches no registry.
# The mlx-cuda-13 wheel (90 MB) does not fit one call beside the checkout (64 MiB in all; the tree's 7,700 files
# are 17 MB, 41 MiB on disk, and a 45 MB half was refused), so it travels in four parts (`split -b 22500000`):
# the first call carries .mlxa (part aa + the small mlx wheel), the next two .mlxc and .mlxd (parts ab, ac), each
# copied to /tmp/mlxparts (kept while the machine stays warm, 30 s between calls); the last call carries .mlxb
# (part ad + SHA256) and runs this script, which joins the parts, checks the hash and installs both wheels into
# /tmp/site. mlx-cuda-13's needs (nvidia-cublas 13,
# nvidia-cuda-nvrtc 13, nvidia-cuda-runtime 13, nvidia-cudnn-cu13 9, nvidia-cufft 12, nvidia-cusolver 12,
# nvidia-nccl-cu13: `unzip -p mlx_cuda_13-*.whl '*/METADATA' | grep Requires-Dist`) are already in the image's
# venv; libmlx.so finds them through its RPATH $ORIGIN/../../nvidia/..., so /tmp/site/nvidia links to the venv's.
# A .pth file in the venv puts /tmp/site on python3's path, for the doctor's child processes too.
set -u
parts=/tmp/mlxparts
wheel=/tmp/mlx_cuda_13-0.32.4-py3-none-manylinux_2_35_x86_64.whl
for p in aa ab ac; do
  [ -f "$parts/mlxcuda.part.$p" ] || { echo "mlx: part $p missing in $parts (machine not warm from the earlier calls)"; exit 3; }
done
cat "$parts"/mlxcuda.part.a[abc] .mlxb/mlxcuda.part.ad > "$wheel"
(cd /tmp && sha256sum -c "$OLDPWD/.mlxb/SHA256") || exit 4
python3 -m pip --version || exit 5
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site "$wheel" "$parts"/mlx-0.32.4-*.whl || exit 6
venv_nvidia=$(python3 -c 'import nvidia; print(list(nvidia.__path__)[0])')
ln -sfn "$venv_nvidia" /tmp/site/nvidia
echo /tmp/site > "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/zz-mlx-tmp.pth"
python3 - <<'PY'
import time
import mlx.core as mx
print("mlx", mx.__version__, "default device", mx.default_device(), "gpu available", mx.is_available(mx.gpu))
print("device_info", dict(mx.device_info()) if hasattr(mx, "device_info") else None)
a = mx.random.normal((4096, 4096))
mx.eval(a)
t = time.perf_counter()
b = a @ a
mx.eval(b)
print("first 4096 product %.3f s; finite %s" % (time.perf_counter() - t, bool(mx.all(mx.isfinite(b)).item())))
PY
