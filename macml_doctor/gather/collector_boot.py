# macml-doctor: start the collector in the target interpreter, run by path from an empty folder.
#
# Parses on Python 2.7 and 3.x alike, so that a too-old interpreter answers instead of a SyntaxError.
# The first line it prints says the interpreter started; a target that exits before the collector's
# result (an import that calls os._exit) is then told apart from a program that is not a Python.
# Its own folder (the doctor's package) leaves sys.path before anything else is imported.
import os
import sys

HERE = os.path.realpath(os.path.dirname(os.path.abspath(__file__)))
sys.path[:] = [p for p in sys.path if os.path.realpath(p or os.curdir) != HERE]
sys.stdout.write('{"collector_started": 1}\n')
sys.stdout.flush()
if sys.version_info < (3, 8):
    sys.stdout.write('{"too_old": "%d.%d.%d"}\n' % tuple(sys.version_info[:3]))
else:
    import runpy

    runpy.run_path(sys.argv[1], run_name="__main__")
