#!/usr/bin/env python3
"""thread_ok.py URL [URL ...]: may this thread's text join the corpus's dev part as a never-seen case?

OK      the thread hashes to dev/ and no case (dev, test, fixtures) holds it: take it
TEST    the thread hashes to the frozen test/ part: skip it (never read it further)
HELD    a case already holds this thread (same URL, or the same GitHub number as issue or pull): skip it

The split rule is tests/test_corpus.py's: sha1 of the URL without '#…' and trailing '/', first hex digit 0-5 = test.
"""
import hashlib
import re
import subprocess
import sys
from pathlib import Path

import tomllib

# The main checkout (where every landed case is), from any worktree of it: the folder of git's common directory.
MAIN = Path(subprocess.run(["git", "rev-parse", "--path-format=absolute", "--git-common-dir"], capture_output=True,
                           text=True, check=True, cwd=Path(__file__).parent).stdout.strip()).parent


def norm(url: str) -> str:
    return url.split("#")[0].rstrip("/")


def key(url: str) -> str:
    u = norm(url).lower().replace("://www.", "://").split("?")[0]
    m = re.match(r"https?://github\.com/([^/]+/[^/]+)/(?:issues|pull|discussions)/(\d+)", u)
    return f"gh:{m.group(1)}#{m.group(2)}" if m else u


def held() -> dict[str, str]:
    out: dict[str, str] = {}
    for part in ("dev", "test"):
        for case in (MAIN / "tests/corpus" / part).iterdir():
            lab = case / "label.toml"
            if lab.is_file():
                where = f"{part}/{case.name}" if part == "dev" else "test part"
                out.setdefault(key(tomllib.loads(lab.read_text())["source"]), where)
    fx = MAIN / "tests/fixtures/reports"
    for f in fx.iterdir():
        if f.is_file():
            for u in re.findall(r"https?://[^\s)>`'\"\]]+", f.read_text(errors="replace")):
                out.setdefault(key(u), f"fixtures/{f.name}")
    return out


def main() -> None:
    h = held()
    for url in sys.argv[1:]:
        u = norm(url)
        if key(u) in h:
            print(f"HELD  {u}  ({h[key(u)]})")
        elif hashlib.sha1(u.encode()).hexdigest()[0] in "012345":
            print(f"TEST  {u}")
        else:
            print(f"OK    {u}")


if __name__ == "__main__":
    main()
