#!/usr/bin/env bash
# Compiles the Swift snippets of the README and the DocC articles in a consumer package that
# depends on this one by path, each module twice — as SwiftPM builds a target, and with Xcode
# 26's defaults (app modules: `.defaultIsolation(MainActor.self)`,
# NonisolatedNonsendingByDefault, InferIsolatedConformances; test modules: the last two) — and
# runs the snippets that are tests.
#
# Each ```swift block is preceded by an HTML comment that says how it is checked:
#   <!-- snippet: app NAME -->             a file of library module NAME (the app a reader writes);
#   <!-- snippet: tests NAME of APP -->    a file of test module NAME, whose `import MyApp`
#                                          imports APP;
#   <!-- snippet: manifest -->             a Package.swift: loaded with this package's line
#                                          pointing at this checkout;
#   <!-- snippet: skip: REASON -->         not compiled (a fragment of a snippet above, say).
# A block without one fails the check. What a reader adds around a snippet — the types an
# article takes as given — lives in Scripts/Snippets/NAME/*.swift and joins module NAME. In
# the Xcode 26 copy of the package each module is named NAME_Xcode26, and imports of the app
# modules are renamed to match.
#
# The package is written to .build-snippets-package (ignored by git) and built in the debug
# build folder the other fixtures share (Scripts/build-folder.sh), so swift-syntax is built once.
# Stops at the first error; prints a line per module and exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/Scripts/build-folder.sh"
package="$root/.build-snippets-package"
rm -rf "$package"
mkdir -p "$package"

python3 - "$root" "$package" <<'PYTHON'
import glob, json, os, re, sys
root, package = sys.argv[1], sys.argv[2]
docs = ["README.md"] + sorted(glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
fence = re.compile(r"(?:<!-- snippet: (.*?) -->\n)?```swift\n(.*?)```", re.S)
apps, tests, manifests, errors = {}, {}, [], []
for doc in docs:
    path = os.path.join(root, doc)
    text = open(path).read()
    name = os.path.relpath(path, root)
    for number, match in enumerate(fence.finditer(text), 1):
        directive, code = match.group(1), match.group(2)
        where = f"{name}, Swift snippet {number}"
        if directive is None:
            errors.append(f"{where} says not how it is checked: add <!-- snippet: … --> before it")
        elif directive.startswith("skip:"):
            continue
        elif directive == "manifest":
            manifests.append((where, code))
        elif m := re.fullmatch(r"app (\w+)", directive):
            apps.setdefault(m.group(1), []).append((where, code))
        elif m := re.fullmatch(r"tests (\w+) of (\w+)", directive):
            tests.setdefault(m.group(1), {"app": m.group(2), "files": []})["files"].append((where, code))
        else:
            errors.append(f"{where}: unknown directive '{directive}'")
if errors:
    print("\n".join(errors), file=sys.stderr)
    sys.exit(1)

settings = {"": [], "_Xcode26": [
    ".defaultIsolation(MainActor.self)",
    '.enableUpcomingFeature("NonisolatedNonsendingByDefault")',
    '.enableUpcomingFeature("InferIsolatedConformances")']}
targets = []
def write(module, files, suffix, app=None):
    folder = os.path.join(package, "Sources", module + suffix)
    os.makedirs(folder)
    for index, (where, code) in enumerate(files, 1):
        if app:  # A test snippet imports the reader's app as MyApp.
            code = re.sub(r"\bimport MyApp\b", f"import {app}", code)
        for app_module in apps:
            code = re.sub(rf"\bimport {app_module}\b", f"import {app_module}{suffix}", code)
        with open(os.path.join(folder, f"Snippet{index}.swift"), "w") as file:
            file.write(f"// {where}\n{code}")
    for glue in sorted(glob.glob(os.path.join(root, "Scripts/Snippets", module, "*.swift"))):
        code = open(glue).read()
        for app_module in apps:
            code = re.sub(rf"\bimport {app_module}\b", f"import {app_module}{suffix}", code)
        with open(os.path.join(folder, "Glue" + os.path.basename(glue)), "w") as file:
            file.write(code)
for suffix, flags in settings.items():
    swift = "[" + ", ".join(flags) + "]"
    products = '.product(name: "DependenceMacros", package: dependence), .product(name: "DependenceTesting", package: dependence)'
    for module in sorted(glob.glob(os.path.join(root, "Scripts/Snippets/*"))):
        apps.setdefault(os.path.basename(module), [])
    for module, files in apps.items():
        write(module, files, suffix)
        targets.append(f'.target(name: "{module}{suffix}", dependencies: [{products}], path: "Sources/{module}{suffix}", swiftSettings: {swift})')
    for module, spec in tests.items():
        write(module, spec["files"], suffix, app=spec["app"])
        # Xcode 26 makes the main actor the default isolation of app targets, not test targets.
        test_swift = "[" + ", ".join(f for f in flags if "defaultIsolation" not in f) + "]"
        targets.append(f'.testTarget(name: "{module}{suffix}", dependencies: ["{spec["app"]}{suffix}", {products}], path: "Sources/{module}{suffix}", swiftSettings: {test_swift})')
joined = ",\n    ".join(targets)
with open(os.path.join(package, "Package.swift"), "w") as file:
    file.write(f'''// swift-tools-version: 6.2
// Written by Scripts/snippet-check.sh: the documentation's snippets, in both compile settings.
import PackageDescription
let dependence = "{os.path.basename(root).lower()}"
let package = Package(
  name: "Snippets",
  platforms: [.macOS(.v26), .iOS(.v26)],
  dependencies: [.package(path: "{root}")],
  targets: [
    {joined}
  ],
  swiftLanguageModes: [.v6]
)
''')
for index, (where, code) in enumerate(manifests, 1):
    folder = os.path.join(package, "Manifests", str(index))
    os.makedirs(folder)
    code = re.sub(r'\.package\(url: "[^"]*/dependence\.git"[^)]*\)', f'.package(path: "{root}")', code)
    code = code.replace('package: "dependence"', f'package: "{os.path.basename(root).lower()}"')
    with open(os.path.join(folder, "Package.swift"), "w") as file:
        file.write(code)
    with open(os.path.join(folder, "SNIPPET"), "w") as file:
        file.write(where)
json.dump({"tests": sorted(m + s for m in tests for s in settings)},
          open(os.path.join(package, "modules.json"), "w"))
PYTHON

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
failed=0
for manifest in "$package"/Manifests/*/; do
  [ -d "$manifest" ] || continue
  if swift package dump-package --package-path "$manifest" > "$log" 2>&1; then
    echo "PASS manifest: $(cat "$manifest/SNIPPET")"
  else
    echo "FAIL manifest: $(cat "$manifest/SNIPPET")"; grep -E "error" "$log" | head -5; failed=1
  fi
done
flags=(--package-path "$package" --scratch-path "$(build_folder debug)" --disable-build-manifest-caching)
if ! swift build --build-tests "${flags[@]}" > "$log" 2>&1; then
  grep -E "error:" "$log" | sort -u | head -40 || tail -20 "$log"
  echo "FAIL the snippets do not compile: nothing was run." >&2
  exit 1
fi
echo "PASS every snippet compiles, in both settings"
filter=$(python3 -c 'import json,sys; print("|".join("^" + m + r"\." for m in json.load(open(sys.argv[1]))["tests"]))' "$package/modules.json")
if swift test --skip-build "${flags[@]}" --filter "$filter" > "$log" 2>&1; then
  echo "PASS the snippets' tests: $(grep -hE "Test run with|Executed [0-9]+ tests" "$log" | tail -2 | tr '\n' ' ')"
else
  echo "FAIL the snippets' tests"; grep -E "✘|error:|failed" "$log" | head -20; failed=1
fi
[ "$failed" = 0 ]
