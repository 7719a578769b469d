# Sourced by Scripts/migration-fixture.sh: what the command leaves alone, an unparsable file, a
# package that lists this one by path, a package without swift-dependencies. Uses that script's
# variables and checks.

# A file it cannot parse is left alone, with a message.
broken="$work/broken"
copy_before "$broken"
printf 'func unfinished( {\n' >"$broken/Sources/Todo/Broken.swift"
status=0
"$migrate" --dependence-path "$root" "$broken" >"$log" 2>&1 || status=$?
compare_record "guide-fixture-unparsable-file" "$status" "$broken" "$log"
if [ "$(cat "$broken/Sources/Todo/Broken.swift")" != "func unfinished( {" ]; then
  check "an unparsable file" "it was changed"
elif ! grep -qE "^Sources/Todo/Broken.swift: left alone: " "$log"; then
  check "an unparsable file" "the report does not say it was left alone"
else
  check "an unparsable file is left alone, with a message" ok
fi

# A package that already lists this one by a local path whose last component is not
# `dependence` (a checkout folder, as CI's clone is): run without --dependence-path, the command
# keeps that line, names the products by its identity, and adds no second line for this package.
listed="$work/listed"
copy_before "$listed"
sed -i "s|^  dependencies: \[|  dependencies: [\n    .package(path: \"$root\"),|" "$listed/Package.swift"
status=0
"$migrate" "$listed" >"$log" 2>&1 || status=$?
compare_record "guide-fixture-listed-by-path" "$status" "$listed" "$log"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
if ! grep -qF ".package(path: \"$root\")" "$listed/Package.swift"; then
  check "a package that lists this one by path" "the line was not kept: $(grep -m1 "error\|left" "$log")"
elif grep -qF "Aemi-Studio/dependence" "$listed/Package.swift"; then
  check "a package that lists this one by path" "a second line for this package was added"
elif ! grep -qF "package: \"$identity\")" "$listed/Package.swift"; then
  check "a package that lists this one by path" "the products do not name the package \"$identity\""
else
  check "a package that lists this one by path keeps that line, and no other" ok
fi

# A package that does not use swift-dependencies is not touched.
plain="$work/plain"
mkdir -p "$plain/Sources/Plain"
printf '// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: "Plain", targets: [.target(name: "Plain")])\n' >"$plain/Package.swift"
printf 'import Foundation\n\nlet greeting = "hello"\n' >"$plain/Sources/Plain/Plain.swift"
plain_before="$(snapshot "$plain")"
status=0
"$migrate" "$plain" >"$log" 2>&1 || status=$?
compare_record "no-swift-dependencies" "$status" "$plain" "$log"
if [ "$(snapshot "$plain")" != "$plain_before" ]; then
  check "a package without swift-dependencies" "it was changed"
elif ! grep -qF "Nothing to migrate" "$log"; then
  check "a package without swift-dependencies" "the report does not say there is nothing to migrate"
else
  check "a package without swift-dependencies is not touched, and the report says so" ok
fi
