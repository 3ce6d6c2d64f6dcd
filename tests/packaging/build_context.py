"""The image's build context as a directory: the checkout less what .dockerignore leaves out.

Patterns follow Docker's rules: relative to the root, `*` and `?` stay within one path segment,
`**` spans any number of directories, and a matched directory takes its whole tree with it.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path


def segment_regex(segment: str) -> str:
    """One path segment of a pattern as a regular expression."""
    regex = ""
    index = 0
    while index < len(segment):
        char = segment[index]
        if char == "*":
            regex += "[^/]*"
        elif char == "?":
            regex += "[^/]"
        elif char == "[" and "]" in segment[index + 1 :]:
            end = segment.index("]", index + 1)
            regex += f"[{segment[index + 1 : end]}]"  # a class, ranges and `^` as in regex
            index = end
        else:
            regex += re.escape(char)
        index += 1
    return regex


def pattern_regex(pattern: str) -> re.Pattern[str]:
    """A .dockerignore pattern as a regular expression over paths relative to the root."""
    parts = [part for part in pattern.strip("/").split("/") if part not in ("", ".")]
    regex = ""
    for position, part in enumerate(parts):
        last = position == len(parts) - 1
        if part == "**":
            regex += ".*" if last else "(?:[^/]+/)*"
        else:
            regex += segment_regex(part) + ("" if last else "/")
    return re.compile(regex + r"\Z")


def ignore_patterns(root: Path) -> list[re.Pattern[str]]:
    """The patterns of the root's .dockerignore (exceptions, `!pattern`, are not used here)."""
    lines = (root / ".dockerignore").read_text().splitlines()
    patterns = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    exceptions = [pattern for pattern in patterns if pattern.startswith("!")]
    assert not exceptions, f".dockerignore exceptions are not read here: {exceptions}"
    return [pattern_regex(pattern) for pattern in patterns]


def copy_build_context(root: Path, target: Path) -> Path:
    """Copy what `docker build` would send from `root` into `target`; returns `target`."""
    patterns = ignore_patterns(root)

    def ignored(relative: str) -> bool:
        return any(pattern.match(relative) for pattern in patterns)

    for directory, subdirectories, files in os.walk(root):
        relative_directory = Path(directory).relative_to(root).as_posix()
        prefix = "" if relative_directory == "." else relative_directory + "/"
        subdirectories[:] = [name for name in subdirectories if not ignored(prefix + name)]
        (target / prefix).mkdir(parents=True, exist_ok=True)
        for name in files:
            if not ignored(prefix + name):
                shutil.copy2(Path(directory) / name, target / prefix / name)
    return target
