#!/usr/bin/env bash
# Ports swift-clocks 1.1.1's own clock tests into the consumer fixture, test bodies unchanged,
# each class set up as the testing guide says: a `@MainActor` `DependenceTestCase` whose
# `scheduling` is deterministic (SwiftClocksPortTests) or Swift's own
# (SwiftClocksPortConcurrentTests). The tests are read from the local package mirror and written
# to Tests/Consumers/Tests/SwiftClocksPort*/ (ignored by git); Tests/Consumers/Package.swift
# declares those targets when the folders exist. Only the imports and the class declarations
# change. Stops at the first error.
#
#   Scripts/swift-clocks-port.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mirror="${SWIFT_PACKAGES_MIRROR:-/opt/swift-packages}/pointfreeco/swift-clocks.git"
version=1.1.1
files=(TestClocksTests.swift ImmediateClockTests.swift UnimplementedClockTests.swift)

for target in SwiftClocksPortTests SwiftClocksPortConcurrentTests; do
  folder="$root/Tests/Consumers/Tests/$target"
  rm -rf "$folder"
  mkdir -p "$folder"
  cp "$root/Scripts/Fixtures/SwiftClocksPortSupport.swift" "$folder/"
  for file in "${files[@]}"; do
    git -C "$mirror" show "$version:Tests/ClocksTests/$file" |
      sed -E \
        -e 's/^( *)import Clocks$/\1import DependenceTesting/' \
        -e '/^ *import ConcurrencyExtras$/d' \
        -e 's/^( *)final class ([A-Za-z]+): XCTestCase(, @unchecked Sendable)? \{$/\1@MainActor final class \2: DependenceTestCase\3 {\n\1  override var scheduling: TestScheduling { portScheduling }\n/' \
        >"$folder/$file"
    if ! grep -q "DependenceTestCase" "$folder/$file"; then
      echo "swift-clocks-port: no XCTestCase class found in $file" >&2
      exit 1
    fi
  done
done
echo "Ported ${#files[@]} files of swift-clocks $version into Tests/Consumers/Tests/SwiftClocksPort*."
