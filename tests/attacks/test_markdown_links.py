"""Attack: words from a report shown in the Markdown report become links, images or emphasis on GitHub.

The Markdown is rendered by cmark-gfm, GitHub's own renderer (the `cmarkgfm` binding): whatever a report puts in a
summary, a fix title or the interpreter's path must render as the same words, with no link and no image."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from pathlib import Path

import cmarkgfm
from cmarkgfm.cmark import Options

from macml_doctor import pipeline
from macml_doctor.facts import load_snapshot
from macml_doctor.render import markdown

SNAPSHOT = Path(__file__).resolve().parents[1] / "fixtures" / "snapshots" / "tf218-metal110-m2max.json"
HOSTILE = ("[click](https://evil.example/a) ![pixel](http://evil.example/p.png) www.evil.example "
           "<img src=x onerror=alert(1)> *bold* _it_ ~~gone~~ `code` &#x5B;e&#x5D;(http://e.example) # | x |")


def test_hostile_words_render_as_the_same_words_without_links_or_images() -> None:
    doc = json.loads(SNAPSHOT.read_text())
    doc["target"]["reason"] = "a report from /Users/eve/[x](https://evil.example)/bin/python"
    report = pipeline.diagnose(load_snapshot(doc))
    fixed = next(f for f in report.findings if f.remedy is not None)
    hostile = replace(fixed, summary=HOSTILE, remedy=replace(fixed.remedy, title=HOSTILE))
    report = replace(report, findings=(hostile, *report.findings))
    # UNSAFE keeps raw HTML as GitHub does (its sanitiser then keeps <img> and <a>, so they must never form).
    page = cmarkgfm.github_flavored_markdown_to_html(markdown.render(report), options=Options.CMARK_OPT_UNSAFE)
    visible = page[: page.index("All facts")]
    for markup in ("<a ", "<img", "<em>bold", "<em>it", "<del>", "<code>code"):
        assert markup not in visible, markup
    words = html.unescape(re.sub(r"<[^>]+>", "", visible))
    assert words.count(HOSTILE) == 2  # the summary and the fix title, each shown as written
    assert "/Users/eve/[x](https://evil.example)/bin/python" in words
