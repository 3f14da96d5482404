# ruff: noqa: E501, W291  (real pasted lines are kept whole)
"""Clue families the never-seen batch 4540-4551 (R users running TensorFlow, Keras and torch on Macs: install_tensorflow(),
install_keras(), reticulate's py_config and py_last_error, sessionInfo(), R torch's Lantern) exposed, each read from real
text.

- R's own platform, an arm64 one ('Platform: aarch64-apple-darwin20', sessioninfo's 'system aarch64, darwin20'): arm64 R
  runs only on Apple silicon; a Python that reticulate ran in that session is arm64 too.
- A package in the arm64 R's library (R.framework/Versions/4.2-arm64, ~/Library/R/arm64/4.3): Apple silicon; reticulate's
  rpytools there run in an arm64 Python.
- An import reticulate made from R that raised: R's 'Error in py_module_import(module, convert = convert) :' with the
  exception, the tensorflow R package's 'Valid installation of TensorFlow not found … Python exception encountered:',
  and a py_last_error() traceback whose import chain runs through reticulate's rpytools/loader.py hooks.
- R's crash handler (' *** caught illegal operation ***', 'caught segfault') over an R traceback in reticulate's
  py_module_import: the import crashed the process.
- A build for an Apple-silicon chip that the writer uses ('I am using MacOS M2 build.'): the writer's machine, not a
  target.
"""

from __future__ import annotations

from pasted import raised

# https://github.com/rstudio/tensorflow/issues/564 (dev 4540)
TF_564 = r"""# Installation Issue Mac M1- includes full diagnostic outputs as requested

jonnations · description · 2023-04-03
Thank you in advance for looking into this! I am stumped. 

2020 Mac M1 running Ventura 13.3
I have tried all the methods outlined below, and I still can't get tensorflow to work. 
I confirmed that I have a proper R version installed.

```R.version$arch```
```
[1] "aarch64"
```
**I tried this several times**

*Many installation issues are resolved by running the following in a **fresh R session** (you can restart R in Rstudio with Ctrl+Shift+F10) :*
```R
# install the development version of packages, in case the
# issue is already fixed but not on CRAN yet.
install.packages("remotes")
remotes::install_github(sprintf("rstudio/%s", c("reticulate", "tensorflow", "keras")))
reticulate::miniconda_uninstall() # start with a blank slate
reticulate::install_miniconda()
keras::install_keras()
```

**Diagnostic Info and Outputs**

*If the above installation failed, please gather some diagnostic info:*

```reticulate::py_config()```
```
python:         /Users/Dicrostonyx/miniforge3/bin/python3
libpython:      /Users/Dicrostonyx/miniforge3/lib/libpython3.9.dylib
pythonhome:     /Users/Dicrostonyx/miniforge3:/Users/Dicrostonyx/miniforge3
version:        3.9.12 | packaged by conda-forge | (main, Mar 24 2022, 23:25:14)  [Clang 12.0.1 ]
numpy:          /Users/Dicrostonyx/miniforge3/lib/python3.9/site-packages/numpy

[turn 0 by jonnations, continued]
```reticulate::import("tensorflow")```
```
Error in py_module_import(module, convert = convert) : 
  TypeError: Unable to convert function return value to a Python type! The signature was
	() -> handle
Run `reticulate::py_last_error()` for details.
```

```reticulate::py_last_error()```
```
── Python Exception Message ───────────────────────────────────────────────────────
Traceback (most recent call last):
  File "/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/reticulate/python/rpytools/loader.py", line 119, in _find_and_load_hook
    return _run_hook(name, _hook)
  File "/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/reticulate/python/rpytools/loader.py", line 93, in _run_hook
    module = hook()
  File "/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/reticulate/python/rpytools/loader.py", line 117, in _hook
    return _find_and_load(name, import_)
  File "/Users/Dicrostonyx/miniforge3/lib/python3.9/site-packages/tensorflow/__init__.py", line 37, in <module>
    from tensorflow.python.tools import module_util as _module_util
  File "/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/reticulate/python/rpytools/loader.py", line 119, in _find_and_load_hook
    return _run_hook(name, _hook)
"""
# https://github.com/rstudio/tensorflow/issues/527 (dev 4544)
TF_527 = r"""# Installation Issue

[turn 0 by ginxyang, continued]
```
** installing vignettes
** testing if installed package can be loaded from temporary location
** testing if installed package can be loaded from final location
** testing if installed package keeps a record of temporary installation path
* DONE (keras)

* Miniconda has been successfully installed at "~/Library/r-miniconda".
[1] "/Users/misosoup/Library/r-miniconda"

> keras::install_keras()
+ . /Users/misosoup/Library/r-miniconda/bin/activate
+ conda activate '/Users/misosoup/Library/r-miniconda/envs/r-reticulate'
+ '/Users/misosoup/Library/r-miniconda/envs/r-reticulate/bin/python' -m pip install --upgrade --ignore-installed 'tensorflow==2.8.*' 'tensorflow-hub' 'scipy' 'requests' 'Pillow' 'h5py' 'pandas' 'pydot'
Collecting tensorflow==2.8.*
  Using cached tensorflow-2.8.0-cp38-cp38-macosx_10_14_x86_64.whl (217.4 MB)
Collecting tensorflow-hub
  Using cached tensorflow_hub-0.12.0-py2.py3-none-any.whl (108 kB)
Collecting scipy
  Using cached scipy-1.8.0-cp38-cp38-macosx_12_0_universal2.macosx_10_9_x86_64.whl (55.3 MB)
Collecting requests
  Using cached requests-2.27.1-py2.py3-none-any.whl (63 kB)
Collecting Pillow
  Using cached Pillow-9.1.0-cp38-cp38-macosx_10_9_x86_64.whl (3.1 MB)
Collecting h5py
  Using cached h5py-3.6.0-cp38-cp38-macosx_10_9_x86_64.whl (3.1 MB)
Collecting pandas
  Using cached pandas-1.4.2-cp38-cp38-macosx_10_9_x86_64.whl (11.0 MB)
Collecting pydot

t-kalinowski · comment · 2022-04-15
Thanks, I didn't see that you had edited the original post. 

It looks like you're running R under rosetta, which the pre-built Tensorflow wheels are not compatible with. 

The easiest solution is to install and use the arm64 version of R. [Link](https://cloud.r-project.org/bin/macosx/big-sur-arm64/base/R-4.1.3-arm64.pkg)

ginxyang · comment · 2022-04-16
Awesome, issue resolved. Thank you so much for your help!

jcutlerbiostats · comment · 2022-07-25
I'm having the same problem. I'm on a MacBook M1 I bought this year, so it's not and old computer. I tried fixing the problem by running this:

remotes::install_github(sprintf("rstudio/%s", c("reticulate", "tensorflow", "keras")))
reticulate::miniconda_uninstall() # start with a blank slate
reticulate::install_miniconda()
keras::install_keras()

Everything installed fine. I then tried running dataset_mnist() and got the following error (in R, not in RStudio):

> library(keras)
> mnist <- dataset_mnist()

 *** caught illegal operation ***
address 0x12dcd06d9, cause 'illegal opcode'

Traceback:
 1: py_module_import(module, convert = convert)
 2: import(module)
 3: doTryCatch(return(expr), name, parentenv, handler)
 4: tryCatchOne(expr, names, parentenv, handlers[[1L]])
 5: tryCatchList(expr, classes, parentenv, handlers)
 6: tryCatch(import(module), error = clear_error_handler())
 7: py_resolve_module_proxy(x)
"""
# https://github.com/rstudio/keras3/issues/313 (dev 4549)
KERAS_313 = r"""# R Session Aborted when executing any Keras function

hokage555 · description · 2018-03-08
Hi,

I have R version 3.4.3 on Mac OS 10.11.6 (El Capitan) installed. I installed Keras by executing:
```
install.packages("keras")
install_keras()
```

However, I was prompted the following error message: 
> Error: Prerequisites for installing TensorFlow not available.
> 
> Execute the following at a terminal to install the prerequisites:
> 
> $ sudo /usr/bin/easy_install pip
> $ sudo /usr/local/bin/pip install --upgrade virtualenv

Hence, I executed both lines in the Mac Terminal. While doing so a warning message popped up stating:
> The directory '/Users/xxx/Library/Caches/pip/http' or its parent directory is not owned by the current user and the cache has been disabled. Please check the permissions and owner of that directory. If executing pip with sudo, you may want sudo's -H flag

Nevertheless, both commands seemed to run through successful. Afterwards I executed install_keras() again and everything seemed to install correctly. 

A new R session was started and after loading the Keras library and executing: 
`imdb = dataset_imdb(num_words = 10000)`
I got a warning message, which said:

> FutureWarning: Conversion of the second argument of issubdtype from ‘float’ to ‘np.floating’ is depreciated…

Furthermore, the R session encountered a fatal error and R restarted.
> R session Aborted, R encountered a fatal error. The session was terminated

jjallaire · comment · 2018-06-15
Newer version of TF require newer processors. The error you are seeing
typically occurs when running TF on an older machine. Try installing an
older version of TF e.g. with install_tensorflow(version = "1.4")

On Thu, Jun 14, 2018 at 9:19 AM gyl89 <notifications@github.com> wrote:

> I got the same issue. At first, I though it was because of the
> installation containing some warnings (the install_tensorflow function
> looks for executable of python in usr/bin while this folder only contained
> an old version of python for me. I had to redefine a new function
> install_tensorflow where I force the python folder to be different). Now
> that the installation is perfectly fine, R still crashes after I try any
> tensorflow command. Here is the traceback:
> ``*** caught illegal operation ***
> address 0x114e2bacb, cause 'illegal opcode'
>
> Traceback:
> 1: .Call(_reticulate_py_module_import, module, convert)
> 2: py_module_import(module, convert = convert)
> 3: import(module)
> 4: doTryCatch(return(expr), name, parentenv, handler)
> 5: tryCatchOne(expr, names, parentenv, handlers[[1L]])
> 6: tryCatchList(expr, classes, parentenv, handlers)
> 7: tryCatch(import(module), error = clear_error_handler())
> 8: py_resolve_module_proxy(x)
> 9: $.python.builtin.module(tf, Session)
> 10: tf$Session
"""
# https://github.com/t-kalinowski/deep-learning-with-r-code/issues/10 (dev 4550)
DLWR_10 = r"""# Tensor Type error with keras3 package but not keras

jonbry · description · 2024-03-11
I have been getting a tensor type error message when building the model (`model <- keras_model_sequenial()`) with the keras3 package, but not when it's run with keras. I'm not sure what causes the issue, but I have been able to replicate the fix multiple times when it comes up. Anecdotally, it appears to happen the first time I run the code since opening Rstudio. Here's the error message from the Reuters example:
```R
Error in py_call_impl(callable, call_args$unnamed, call_args$named) : 
  TypeError: Inputs to a layer should be tensors. Got '<keras.src.engine.sequential.Sequential object at 0x30bd7e320>' (of type <class 'keras.src.engine.sequential.Sequential'>) as input for layer 'dense_2’.

── Python Exception Message ──────────────────
Traceback (most recent call last):
  File "/Users/<user_account>/.virtualenvs/r-tensorflow/lib/python3.10/site-packages/keras/src/utils/traceback_utils.py", line 70, in error_handler
    raise e.with_traceback(filtered_tb) from None
  File "/Users/<user_account>/.virtualenvs/r-tensorflow/lib/python3.10/site-packages/keras/src/engine/input_spec.py", line 213, in assert_input_compatibility
    raise TypeError(

jonbry · comment · 2024-03-12
Here's the session and package info:

```─ Session info ──────────────────────────────
 setting  value
 version  R version 4.3.2 (2023-10-31)
 os       macOS Sonoma 14.4
 system   aarch64, darwin20
 ui       RStudio
 language (EN)
 collate  en_US.UTF-8
 ctype    en_US.UTF-8
 tz       America/New_York
 date     2024-03-12
 rstudio  2023.12.0+369 Ocean Storm (desktop)
 pandoc   NA

─ Packages ──────────────────────────────────
 package     * version     date (UTC) lib source
 base64enc     0.1-3       2015-07-28 [1] CRAN (R 4.3.0)
 cli           3.6.2       2023-12-11 [1] CRAN (R 4.3.1)
 generics      0.1.3       2022-07-05 [1] CRAN (R 4.3.0)
 glue          1.7.0       2024-01-09 [1] CRAN (R 4.3.1)
 here          1.0.1       2020-12-13 [1] CRAN (R 4.3.0)
 jsonlite      1.8.8       2023-12-04 [1] CRAN (R 4.3.1)
 keras3      * 0.1.0       2024-02-17 [1] CRAN (R 4.3.1)
 lattice       0.21-9      2023-10-01 [1] CRAN (R 4.3.2)
 lifecycle     1.0.4       2023-11-07 [1] CRAN (R 4.3.1)
 magrittr      2.0.3       2022-03-30 [1] CRAN (R 4.3.0)
 Matrix        1.6-1.1     2023-09-18 [1] CRAN (R 4.3.2)
 png           0.1-8       2022-11-29 [1] CRAN (R 4.3.0)
 Rcpp          1.0.12      2024-01-09 [1] CRAN (R 4.3.1)
 reticulate    1.35.0      2024-01-31 [1] CRAN (R 4.3.1)
 rlang         1.1.3       2024-01-10 [1] CRAN (R 4.3.1)
"""
# https://github.com/rstudio/tensorflow/issues/562 (dev 4551)
TF_562 = r"""# Installation Issue

weixiaokuan11 · description · 2023-03-28
I am using MacOS M2 build. 
By using the approaches provided in this thread. I can install tensorflow and it seems to be working but it(keras) cannot be used to fit the model. The codes and errors are as the below. I have been researching this for a while and cannot find a solution.  Can someone share some insights into this issue? Thank you.
-Xiaokuan

```
library(keras)

mnist <- dataset_mnist()
x_train <- mnist$train$x
y_train <- mnist$train$y
x_test <- mnist$test$x
y_test <- mnist$test$y

x_train <- array_reshape(x_train, c(nrow(x_train), 784))
x_test <- array_reshape(x_test, c(nrow(x_test), 784))

x_train <- x_train / 255
x_test <- x_test / 255

y_train <- to_categorical(y_train, 10)
y_test <- to_categorical(y_test, 10)

model <- keras_model_sequential() 
model %>% 
  layer_dense(units = 256, activation = 'relu', input_shape = c(784)) %>% 
  layer_dropout(rate = 0.4) %>% 
  layer_dense(units = 128, activation = 'relu') %>%
  layer_dropout(rate = 0.3) %>%
  layer_dense(units = 10, activation = 'softmax')

summary(model)

model %>% compile(
  loss = 'categorical_crossentropy',
  optimizer = optimizer_rmsprop(),
  metrics = c('accuracy')
)

history <- model %>% fit(
  x_train, y_train, 
  epochs = 30, batch_size = 128, 
  validation_split = 0.2
)

tensorflow::as_tensor("Hello World")
```
"""
# https://github.com/rstudio/tensorflow/issues/530 (dev 4541)
TF_530 = r"""# Unable to install tensor-flow in R-Studio on m1 mac

njtierney · comment · 2022-05-11
Wanted to add that I cannot install Tensorflow on an M1 mac at the moment, I'm not sure what has changed, as I used to be able to do this with no issues.

Here's my reprex + session info:

``` r
library(tensorflow)
install_tensorflow(envname = "greta-env")
#> Installing: tensorflow-deps==2.6
#> Error: one or more Python packages failed to install [error code 1]
```

<sup>Created on 2022-05-11 by the [reprex package](https://reprex.tidyverse.org) (v2.0.1)</sup>

<details style="margin-bottom:10px;">
<summary>
Session info
</summary>

``` r
sessioninfo::session_info()
#> ─ Session info ───────────────────────────────────────────────────────────────
#>  setting  value
#>  version  R version 4.2.0 (2022-04-22)
#>  os       macOS Big Sur 11.2.2
#>  system   aarch64, darwin20
#>  ui       X11
#>  language (EN)
#>  collate  en_AU.UTF-8
#>  ctype    en_AU.UTF-8
#>  tz       Australia/Perth
#>  date     2022-05-11
#>  pandoc   2.17.1.1 @ /Applications/RStudio.app/Contents/MacOS/quarto/bin/ (via rmarkdown)
#> 
#> ─ Packages ───────────────────────────────────────────────────────────────────
#>  package     * version    date (UTC) lib source
#>  base64enc     0.1-3      2015-07-28 [1] CRAN (R 4.2.0)
#>  cli           3.3.0      2022-04-25 [1] CRAN (R 4.2.0)
#>  digest        0.6.29     2021-12-01 [1] CRAN (R 4.2.0)
"""


# --- R's platform, an arm64 one -------------------------------------------------------------------------------------

def test_sessioninfo_system_aarch64_is_apple_silicon_and_its_reticulate_python_arm64() -> None:
    found = raised(DLWR_10)
    assert {"apple-silicon", "python-native-arm64"} <= found
    assert not found & {"intel-mac", "not-a-mac", "python-x86-on-arm", "import-failed", "tf-keras3-metal"}


def test_reprex_session_info_aarch64_is_apple_silicon() -> None:
    found = raised(TF_530)
    assert "apple-silicon" in found and "intel-mac" not in found


R_SESSION = """> sessionInfo()
R version 4.2.2 (2022-10-31)
Platform: {platform} (64-bit)
Running under: {os}

Matrix products: default
"""


def test_r_platform_family() -> None:
    for text in (R_SESSION.format(platform="aarch64-apple-darwin20", os="macOS Ventura 13.2"),
                 R_SESSION.format(platform="aarch64-apple-darwin23.4.0", os="macOS Sonoma 14.4"),
                 "> R.version\n               _                           \nplatform       aarch64-apple-darwin20      \narch           aarch64                     \nos             darwin20                    \n",
                 " setting  value\n version  R version 4.3.2 (2023-10-31)\n os       macOS Sonoma 14.4\n system   aarch64, darwin20\n ui       RStudio\n",
                 "#>  setting  value\n#>  version  R version 4.2.0 (2022-04-22)\n#>  os       macOS Big Sur 11.2.2\n#>  system   aarch64, darwin20\n"):
        found = raised(text)
        assert "apple-silicon" in found, text
        assert not found & {"intel-mac", "not-a-mac"}, text


def test_r_platform_near_misses() -> None:
    # an x86_64 R runs on an Intel Mac or under Rosetta: no chip either way
    x86 = raised(R_SESSION.format(platform="x86_64-apple-darwin17.0", os="macOS Big Sur 11.6.5"))
    assert not x86 & {"apple-silicon", "intel-mac"}
    sysinfo = raised(" setting  value\n version  R version 4.1.3 (2022-03-10)\n os       macOS Big Sur 11.6.5\n system   x86_64, darwin17.0\n")
    assert not sysinfo & {"apple-silicon", "intel-mac"}
    # R on an arm64 Linux
    linux = raised(R_SESSION.format(platform="aarch64-unknown-linux-gnu", os="Ubuntu 22.04.2 LTS"))
    assert "apple-silicon" not in linux
    # a build for that target is no R of the machine's
    assert "apple-silicon" not in raised("cargo build --release --target aarch64-apple-darwin\nerror: linker `cc` not found")


def test_arm64_r_without_a_python_it_ran_says_nothing_of_the_python() -> None:
    found = raised(R_SESSION.format(platform="aarch64-apple-darwin20", os="macOS Ventura 13.2"))
    assert "python-native-arm64" not in found


def test_arm64_r_refusing_an_x86_64_libpython_is_no_arm64_python() -> None:
    # https://github.com/rstudio/reticulate/issues/1019: an x86_64 Miniconda's libpython refused by arm64 R
    text = (" Error in py_initialize(config$python, config$libpython, config$pythonhome,  : \n"
            "  /Users/dipterix/Library/r-ravepy/ravepy-conda-env/lib/libpython3.9.dylib - dlopen(/Users/dipterix/Library/r-ravepy/ravepy-conda-env/lib/libpython3.9.dylib, 10): no suitable image found.  Did find:\n"
            "\t/Users/dipterix/Library/r-ravepy/ravepy-conda-env/lib/libpython3.9.dylib: mach-o, but wrong architecture\n\n"
            "Error in py_call_impl(callable, dots$args, dots$keywords) : \n\n"
            "> sessionInfo()\nR version 4.1.0 (2021-05-18)\nPlatform: aarch64-apple-darwin20 (64-bit)\nRunning under: macOS Big Sur 11.4\n")
    found = raised(text)
    assert "apple-silicon" in found
    assert "python-native-arm64" not in found


# --- the arm64 R's library ------------------------------------------------------------------------------------------

def test_rpytools_frames_in_the_arm64_r_library_are_an_arm64_python_on_apple_silicon() -> None:
    found = raised(TF_564)
    assert {"apple-silicon", "python-native-arm64", "import-failed"} <= found
    assert not found & {"intel-mac", "python-x86-on-arm", "import-crashed", "conda-x86-distribution"}


RPYTOOLS_FRAME = '  File "{root}/library/reticulate/python/rpytools/loader.py", line 39, in _import_hook\n    module = _import(\n'


def test_arm64_r_library_family() -> None:
    for root in ("/Library/Frameworks/R.framework/Versions/4.1-arm64/Resources", "/Users/me/Library/R/arm64/4.3"):
        found = raised("Traceback (most recent call last):\n" + RPYTOOLS_FRAME.format(root=root))
        assert {"apple-silicon", "python-native-arm64"} <= found, root
    # another package of the arm64 R: Apple silicon, no Python
    lantern = raised("Error in cpp_lantern_init(file.path(install_path(), \"lib\")): /Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/torch/lib/liblantern.dylib - dlopen(/Library/Frameworks/R.framework/Versions/4.2-arm64/Resources/library/torch/lib/liblantern.dylib, 0x000A): Library not loaded: '/opt/homebrew/opt/libomp/lib/libomp.dylib'")
    assert "apple-silicon" in lantern and "python-native-arm64" not in lantern


def test_intel_r_library_names_no_chip() -> None:
    # https://github.com/mlverse/torch/issues/420: CRAN's Intel R 4.0
    found = raised("Warning message:\nFailed to install Torch, manually run install_torch(). /Library/Frameworks/R.framework/Versions/4.0/Resources/library/torch/deps/liblantern.dylib - dlopen(/Library/Frameworks/R.framework/Versions/4.0/Resources/library/torch/deps/liblantern.dylib, 10): Symbol not found: __ZN2at10__lshift__ERKNS_6TensorEN3c106ScalarE\n")
    assert not found & {"apple-silicon", "python-native-arm64"}


# --- an import reticulate made that raised --------------------------------------------------------------------------

def test_r_import_error_family() -> None:
    same_line = ('> tf <- reticulate::import("tensorflow")\n'
                 "Error in py_module_import(module, convert = convert) : ImportError: dlopen(/Users/me/miniforge3/lib/python3.9/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): Library not loaded: @rpath/libtensorflow_framework.2.dylib\n")
    next_line = ('```reticulate::import("torch")```\n```\n'
                 "Error in py_module_import(module, convert = convert) : \n  OSError: dlopen(libc10.dylib, 6): image not found\n```\n")
    old_call = ('> import("tensorflow")\n'
                "Error in .Call(_reticulate_py_module_import, module, convert) : \n  AttributeError: module 'tensorflow.python' has no attribute 'pywrap_tensorflow'\n")
    tf_package = ("#> Error: Valid installation of TensorFlow not found.\n#> \n#> Python environments searched for 'tensorflow' package:\n"
                  "#>  /Users/nick/Library/r-miniconda-arm64/envs/r-reticulate/bin/python3.8\n#> \n#> Python exception encountered:\n"
                  "#>  ImportError: dlopen(/Users/nick/.virtualenvs/r-tensorflow/lib/python3.9/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): Library not loaded: @rpath/libtensorflow_framework.2.dylib\n")
    for text in (same_line, next_line, old_call, tf_package):
        assert "import-failed" in raised(text), text
    # the Metal plugin's own symbol (dev 318's text): the import failed for the plugin, which its finding names
    metal = tf_package.replace("ImportError: dlopen(/Users/nick/.virtualenvs/r-tensorflow/lib/python3.9/site-packages/tensorflow/python/_pywrap_tensorflow_internal.so, 6): Library not loaded: @rpath/libtensorflow_framework.2.dylib",
                               "NotFoundError: dlopen(/Users/nick/Library/r-miniconda-arm64/envs/r-reticulate/lib/python3.8/site-packages/tensorflow-plugins/libmetal_plugin.dylib, 6): Symbol not found: _OBJC_CLASS_$_MPSGraphCompilationDescriptor")
    assert "tf-metal-version-mismatch" in raised(metal)


def test_r_import_error_near_misses() -> None:
    # a call's error is no import (dev 4550's description alone)
    call = DLWR_10.split("jonbry · comment")[0]
    assert "import-failed" not in raised(call)
    # the framework itself missing is another finding's
    missing = ('> reticulate::import("tensorflow")\n'
               "Error in py_module_import(module, convert = convert) : \n  ModuleNotFoundError: No module named 'tensorflow'\n")
    assert "import-failed" not in raised(missing)
    # another module's import
    other = ('> pd <- reticulate::import("pandas")\n'
             "Error in py_module_import(module, convert = convert) : \n  ImportError: cannot import name 'x' from 'pandas'\n")
    assert "import-failed" not in raised(other)
    # the tensorflow R package's message without the exception it encountered
    assert "import-failed" not in raised("Error: Valid installation of TensorFlow not found.\n\nPython environments searched for 'tensorflow' package:\n /usr/bin/python3\n")


def test_rpytools_import_chain_cut_before_its_exception_is_a_failed_import() -> None:
    text = ("── Python Exception Message ──\nTraceback (most recent call last):\n"
            + RPYTOOLS_FRAME.format(root="/Library/Frameworks/R.framework/Versions/4.2/Resources")
            + '  File "/Users/me/miniconda3/lib/python3.9/site-packages/tensorflow/__init__.py", line 37, in <module>\n'
              "    from tensorflow.python.tools import module_util as _module_util\n")
    assert "import-failed" in raised(text)
    # a function's frame under the hook: a call failed, not the import
    call = ("Traceback (most recent call last):\n"
            '  File "/Users/me/miniconda3/lib/python3.9/site-packages/keras/utils/traceback_utils.py", line 70, in error_handler\n'
            "    raise e.with_traceback(filtered_tb) from None\n"
            + RPYTOOLS_FRAME.format(root="/Library/Frameworks/R.framework/Versions/4.2/Resources")
            + '  File "/Users/me/miniconda3/lib/python3.9/site-packages/tensorflow/__init__.py", line 37, in <module>\n')
    assert "import-failed" not in raised(call)


# --- R's crash handler ----------------------------------------------------------------------------------------------

def test_r_caught_illegal_operation_under_rosetta_is_an_x86_tensorflow_crashing() -> None:
    found = raised(TF_527)
    assert {"apple-silicon", "import-crashed", "tf-x86-build", "python-x86-on-arm"} <= found
    assert not found & {"intel-mac", "cpu-without-avx", "python-native-arm64"}


def test_r_caught_illegal_operation_on_an_old_intel_mac_is_missing_avx() -> None:
    found = raised(KERAS_313)
    assert {"intel-mac", "import-crashed", "cpu-without-avx"} <= found
    assert not found & {"apple-silicon", "python-x86-on-arm", "tf-x86-build"}


R_CRASH = """I'm on a MacBook M1.

> library(tensorflow)
> tf$constant("Hellow Tensorflow")

 {stars}caught {what}{stars}
address 0x120170489, cause '{cause}'

Traceback:
 1: py_module_import(module, convert = convert)
 2: import(module)
 3: doTryCatch(return(expr), name, parentenv, handler)
"""


def test_r_crash_handler_family() -> None:
    for stars in ("*** ", ""):  # a rendered copy drops the stars (Markdown's emphasis)
        ill = raised(R_CRASH.format(stars=stars, what="illegal operation", cause="illegal opcode").replace("caught illegal operation ", "caught illegal operation"))
        assert {"import-crashed", "tf-x86-build"} <= ill, stars
    seg = raised(R_CRASH.format(stars="*** ", what="segfault", cause="memory not mapped"))
    assert "import-crashed" in seg
    bus = raised(R_CRASH.format(stars="*** ", what="bus error", cause="non-existent physical address"))
    assert "import-crashed" in bus


def test_r_crash_handler_near_misses() -> None:
    # a segfault in R code that imports nothing: no import crashed
    fit = R_CRASH.format(stars="*** ", what="segfault", cause="memory not mapped").replace(
        " 1: py_module_import(module, convert = convert)\n 2: import(module)\n", " 1: .Call(C_fit_model, x, y)\n 2: fit(model)\n")
    assert "import-crashed" not in raised(fit)


# --- a build for Apple silicon the writer uses ----------------------------------------------------------------------

def test_using_an_m2_build_is_the_writers_apple_silicon() -> None:
    found = raised(TF_562)
    assert "apple-silicon" in found and "intel-mac" not in found


def test_using_an_apple_silicon_build_family() -> None:
    for text in ("I'm running the Apple Silicon build of Ollama and it crashes.", "We use the M1 build.",
                 "I am using MacOS M2 build."):
        assert "apple-silicon" in raised(text), text


def test_builds_not_used_stay_targets() -> None:
    for text in ("Is there an M2 build?", "I downloaded the M1 build.", "I am not using the M1 build.",
                 "I would like to use the M1 build."):
        assert "apple-silicon" not in raised(text), text
    # an Intel build runs on both kinds of Mac
    assert not raised("I am using the Intel build.") & {"intel-mac", "apple-silicon"}
