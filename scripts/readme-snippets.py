#!/usr/bin/env python3
"""Turns the Swift code blocks of Markdown files into a scratch package, so they are compiled
(and run) as a user would: scripts/check-package-use calls this.

In each file, a ```swift block whose first line is `// swift-tools-version` is the package
manifest (exactly one, in README.md); its `.package(url: …, from: …)` is pointed at --url.
Every other ```swift block becomes an executable target of its own (`Snippet<N>`), its code the
target's main.swift (or Snippet.swift when it declares `@main`). HTML comments on the lines
just above a block say how to run it:
    <!-- run: ARGS -->             run it with these arguments (may repeat; default: once, no arguments)
    <!-- compile-only: REASON -->  build it, never run it (a window, a server)
Writes <out>/Package.swift, <out>/CodeBlocks/…, and <out>/snippets.txt: one line per run,
"target|file:line|arguments (- for compile-only)|files the code writes by `URL(fileURLWithPath: "…")`".
"""
import argparse
import os
import re
import sys

FENCE = re.compile(r"^```(\w*)\s*$")
# The README's stand-in for the URL of a user's copy of Limner (it has no public home); the
# manifest must use exactly this, and the check replaces it with a tagged local clone.
PLACEHOLDER_URL = "https://example.com/your-copy-of/Limner.git"


def blocks(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and m.group(1):
            language, start = m.group(1), i
            j = i + 1
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            if j == len(lines):
                sys.exit(f"{path}:{start + 1}: unterminated code block")
            notes, k = [], start - 1
            while k >= 0 and lines[k].startswith("<!--"):
                notes.insert(0, lines[k])
                k -= 1
            yield language, start + 1, "\n".join(lines[start + 1:j]) + "\n", notes
            i = j + 1
        else:
            i += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--url", required=True, help="what the manifest's Limner URL becomes")
    parser.add_argument("--version", required=True, help="the version the manifest must name")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    manifest, snippets = None, []
    for path in args.files:
        for language, line, code, notes in blocks(path):
            if language != "swift":
                continue
            where = f"{os.path.relpath(path)}:{line}"
            if code.startswith("// swift-tools-version"):
                if manifest:
                    sys.exit(f"{where}: a second package manifest")
                manifest = (where, code)
                continue
            runs, compile_only = [], False
            for note in notes:
                m = re.match(r"<!--\s*(run|compile-only):?\s*(.*?)\s*-->$", note)
                if not m:
                    continue
                if m.group(1) == "run":
                    runs.append(m.group(2))
                else:
                    compile_only = True
            writes = re.findall(r'URL\(fileURLWithPath: "([^"]+)"\)', code)
            snippets.append((where, code, None if compile_only else (runs or [""]), writes))
    if not manifest:
        sys.exit("no package manifest (a ```swift block starting with // swift-tools-version)")

    where, code = manifest
    pattern = re.compile(r'\.package\(url: "([^"]+)", from: "([^"]+)"\)')
    found = pattern.findall(code)
    if len(found) != 1:
        sys.exit(f"{where}: expected one .package(url: …, from: …) line, found {len(found)}")
    if found[0][0] != PLACEHOLDER_URL:
        sys.exit(f"{where}: the manifest's Limner URL is {found[0][0]}; the README's one placeholder is {PLACEHOLDER_URL}")
    if found[0][1] != args.version:
        sys.exit(f"{where}: the manifest depends on {found[0][1]}, the release is {args.version}")
    code = pattern.sub(f'.package(url: "{args.url}", from: "{args.version}")', code)
    products = ", ".join(f'.product(name: "{p}", package: "Limner")' for p in ("Limner", "LimnerCLI", "LimnerPlayer"))
    code += "\n// Added by scripts/readme-snippets.py: one executable per code block of the documentation.\npackage.targets += [\n"
    os.makedirs(os.path.join(args.out, "CodeBlocks"), exist_ok=True)
    table = []
    for n, (where, snippet, runs, writes) in enumerate(snippets, start=1):
        name = f"Snippet{n}"
        directory = os.path.join(args.out, "CodeBlocks", name)
        os.makedirs(directory, exist_ok=True)
        filename = "Snippet.swift" if re.search(r"^@main\b", snippet, re.M) else "main.swift"
        with open(os.path.join(directory, filename), "w", encoding="utf-8") as f:
            f.write(f"// {where}\n{snippet}")
        code += f'    .executableTarget(name: "{name}", dependencies: [{products}], path: "CodeBlocks/{name}"),\n'
        for run in (runs if runs is not None else ["-"]):
            table.append("|".join([name, where, run if run else "", " ".join(writes)]))
    code += "]\n"
    with open(os.path.join(args.out, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(code)
    with open(os.path.join(args.out, "snippets.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(table) + "\n")
    print(f"{len(snippets)} code blocks → {args.out}/CodeBlocks; manifest from {manifest[0]}")


if __name__ == "__main__":
    main()
