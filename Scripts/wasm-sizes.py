#!/usr/bin/env python3
"""What a WebAssembly module's bytes are spent on, twiggy-style: every function's
code size from the code section, named from the name section, grouped by the
Swift module and type its mangled name belongs to.

    swift run crossfade engine showcase --keep-names    # prints the module's path
    python3 Scripts/wasm-sizes.py PATH [--top 40] [--group module|type]

A module with names is `WasmEngineBuilder.build(variant, keepingNames: true)`:
linked without --strip-all and optimised with `wasm-opt -Oz -g` (the same code).
"""
import re
import sys
from collections import defaultdict


def leb(data, offset):
    result = shift = 0
    while True:
        byte = data[offset]
        offset += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return result, offset


def sections(data):
    assert data[:4] == b"\0asm", "not a WebAssembly module"
    offset = 8
    while offset < len(data):
        kind = data[offset]
        size, offset = leb(data, offset + 1)
        yield kind, offset, size
        offset += size


def read(path):
    data = open(path, "rb").read()
    imported = 0
    bodies = []
    names = {}
    sizes = {}
    for kind, start, size in sections(data):
        if kind == 2:  # imports: functions among them come first in the index space
            count, offset = leb(data, start)
            for _ in range(count):
                for _ in range(2):
                    length, offset = leb(data, offset)
                    offset += length
                what = data[offset]
                offset += 1
                if what == 0:
                    _, offset = leb(data, offset)
                    imported += 1
                elif what == 1:
                    offset += 1
                    flags, offset = leb(data, offset)
                    _, offset = leb(data, offset)
                    if flags & 1:
                        _, offset = leb(data, offset)
                elif what == 2:
                    flags, offset = leb(data, offset)
                    _, offset = leb(data, offset)
                    if flags & 1:
                        _, offset = leb(data, offset)
                else:
                    offset += 2
        elif kind == 10:
            count, offset = leb(data, start)
            for _ in range(count):
                body, offset = leb(data, offset)
                bodies.append(body)
                offset += body
        elif kind == 0:
            length, offset = leb(data, start)
            name = data[offset:offset + length].decode()
            offset += length
            if name != "name":
                sizes["custom:" + name] = size
                continue
            end = start + size
            while offset < end:
                sub = data[offset]
                subsize, offset = leb(data, offset + 1)
                if sub == 1:
                    count, inner = leb(data, offset)
                    for _ in range(count):
                        index, inner = leb(data, inner)
                        length, inner = leb(data, inner)
                        names[index] = data[inner:inner + length].decode(errors="replace")
                        inner += length
                offset += subsize
        else:
            sizes[{1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export",
                   8: "start", 9: "element", 11: "data", 12: "datacount"}.get(kind, str(kind))] = size
    functions = [(names.get(imported + i, f"func[{imported + i}]"), body) for i, body in enumerate(bodies)]
    return len(data), functions, sizes


MODULES = ["CrossfadeMotion", "CrossfadeInput", "CrossfadeScene", "CrossfadeInteractions", "CrossfadeHost", "CrossfadeEngineABI"]


def owner(name, group):
    """The Swift module (or the module and first type) a mangled symbol belongs to."""
    if not (name.startswith("$s") or name.startswith("$e")):
        return "C runtime / libc" if not name.startswith("swift_") else "Swift runtime"
    match = re.match(r"\$[se](\d+)([A-Za-z_]\w*?)", name)
    if not match:
        return "Swift (other)"
    length = int(match.group(1))
    module = name[2 + len(match.group(1)):2 + len(match.group(1)) + length]
    if module == "s":
        return "Swift stdlib"
    label = module if module in MODULES else ("Swift stdlib" if module.startswith("Swift") else module)
    if group == "type":
        rest = name[2 + len(match.group(1)) + length:]
        inner = re.match(r"(\d+)([A-Za-z_]\w*)", rest)
        if inner:
            label += "." + inner.group(2)[:int(inner.group(1))]
    return label


def main():
    args = sys.argv[1:]
    path = args[0]
    top = int(args[args.index("--top") + 1]) if "--top" in args else 30
    group = args[args.index("--group") + 1] if "--group" in args else "module"
    total, functions, sizes = read(path)
    code = sum(body for _, body in functions)
    print(f"{path}: {total:,} bytes; code {code:,} in {len(functions):,} functions; " +
          ", ".join(f"{k} {v:,}" for k, v in sorted(sizes.items(), key=lambda kv: -kv[1]) if v > 1000))
    groups = defaultdict(lambda: [0, 0])
    for name, body in functions:
        key = owner(name, group)
        groups[key][0] += body
        groups[key][1] += 1
    print(f"\nby {group}:")
    for key, (size, count) in sorted(groups.items(), key=lambda kv: -kv[1][0])[:top]:
        print(f"  {size:>9,}  {100 * size / code:5.1f}%  {count:>5} functions  {key}")
    print(f"\nlargest functions:")
    for name, body in sorted(functions, key=lambda f: -f[1])[:top]:
        print(f"  {body:>9,}  {name[:150]}")


if __name__ == "__main__":
    main()
