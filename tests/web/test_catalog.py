"""The Korean catalogs are complete (no empty or fuzzy translation) and their compiled .mo files
match the .po files they were compiled from (so a fresh machine needs no gettext)."""

from __future__ import annotations

import ast
import gettext
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = [
    ROOT / "config" / "locale" / "ko" / "LC_MESSAGES" / "django.po",
    ROOT / "social" / "locale" / "ko" / "LC_MESSAGES" / "django.po",
    ROOT / "reviews" / "locale" / "ko" / "LC_MESSAGES" / "django.po",
    ROOT / "clubs" / "locale" / "ko" / "LC_MESSAGES" / "django.po",
    ROOT / "leagues" / "locale" / "ko" / "LC_MESSAGES" / "django.po",
]
FIELD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) (".*")$')


def po_entries(path: Path) -> list[dict]:
    """The entries of a .po file: {msgctxt?, msgid, msgid_plural?, msgstr or msgstr[n], fuzzy}."""
    entries = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        entry: dict = {"fuzzy": False}
        field = None
        for line in block.strip().splitlines():
            if line.startswith("#,") and "fuzzy" in line:
                entry["fuzzy"] = True
            if line.startswith("#"):
                continue
            match = FIELD.match(line)
            if match:
                field = match.group(1)
                entry[field] = ast.literal_eval(match.group(2))
            elif line.startswith('"') and field:
                entry[field] += ast.literal_eval(line)
        if "msgid" in entry:
            entries.append(entry)
    return entries


def translations(entry: dict) -> list[str]:
    return [value for key, value in entry.items() if key.startswith("msgstr")]


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_msgid_has_a_korean_translation(path):
    entries = [e for e in po_entries(path) if e["msgid"]]  # the header has an empty msgid
    assert len(entries) > 50
    empty = [e["msgid"] for e in entries if not all(t.strip() for t in translations(e))]
    fuzzy = [e["msgid"] for e in entries if e["fuzzy"]]
    assert empty == [] and fuzzy == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_compiled_catalog_matches_its_source(path):
    with path.with_suffix(".mo").open("rb") as compiled:
        catalog = gettext.GNUTranslations(compiled)
    stale = []
    for entry in po_entries(path):
        if not entry["msgid"]:
            continue
        context = entry.get("msgctxt")
        if "msgid_plural" in entry:
            found = (
                catalog.npgettext(context, entry["msgid"], entry["msgid_plural"], 1)
                if context
                else catalog.ngettext(entry["msgid"], entry["msgid_plural"], 1)
            )
            wanted = entry["msgstr[0]"]
        else:
            found = (
                catalog.pgettext(context, entry["msgid"])
                if context
                else catalog.gettext(entry["msgid"])
            )
            wanted = entry["msgstr"]
        if found != wanted:
            stale.append(entry["msgid"])
    assert stale == [], "recompile: python manage.py compilemessages (needs gettext's msgfmt)"


def test_placeholders_survive_translation():
    """A translation uses only the %(name)s placeholders its English has (else % would fail)."""
    name = re.compile(r"%\((\w+)\)")
    wrong = []
    for path in CATALOGS:
        for entry in po_entries(path):
            english = set(name.findall(entry["msgid"] + entry.get("msgid_plural", "")))
            for text in translations(entry):
                if not set(name.findall(text)) <= english:
                    wrong.append(entry["msgid"])
    assert wrong == []
