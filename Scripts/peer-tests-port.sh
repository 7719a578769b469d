#!/usr/bin/env bash
# Ports the peers' own tests of what this package also offers into the consumer fixture, test
# bodies unchanged, read from the local package mirror:
#
#  - swift-clocks 1.1.1's clock tests, each class set up as the testing guide says: a
#    `@MainActor` `DependenceTestCase` whose `scheduling` is deterministic (SwiftClocksPortTests)
#    or Swift's own (SwiftClocksPortConcurrentTests);
#  - swift-dependencies 1.17.1's `FireAndForgetTests`, as their users wrote them: a plain
#    `XCTestCase` and a Swift Testing test (SwiftDependenciesPortTests).
#
# Only imports and class declarations change; what the tests use from swift-concurrency-extras
# comes from Scripts/Fixtures/PeerTestsPortSupport.swift. The files go to
# Tests/Consumers/Tests/*Port*/ (ignored by git); Tests/Consumers/Package.swift declares those
# targets when the folders exist. Stops at the first error.
#
#   Scripts/peer-tests-port.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mirrors="${SWIFT_PACKAGES_MIRROR:-/opt/swift-packages}/pointfreeco"

# Writes $3 of $1 (a mirror) at version $2 into target $4, through the sed program $5.
port() {
  local mirror="$1" version="$2" path="$3" folder="$root/Tests/Consumers/Tests/$4" program="$5"
  git -C "$mirror" show "$version:$path" | sed -E "$program" >"$folder/$(basename "$path")"
}

# Empties target $1's folder and gives it the support file.
prepare() {
  local folder="$root/Tests/Consumers/Tests/$1"
  rm -rf "$folder"
  mkdir -p "$folder"
  cp "$root/Scripts/Fixtures/PeerTestsPortSupport.swift" "$folder/"
}

clocks_files=(TestClocksTests.swift ImmediateClockTests.swift UnimplementedClockTests.swift)
clocks_program='
  s/^( *)import Clocks$/\1import DependenceTesting/
  /^ *import ConcurrencyExtras$/d
  s/^( *)final class ([A-Za-z]+): XCTestCase(, @unchecked Sendable)? \{$/\1@MainActor final class \2: DependenceTestCase\3 {\n\1  override var scheduling: TestScheduling { portScheduling }\n/'
for target in SwiftClocksPortTests SwiftClocksPortConcurrentTests; do
  prepare "$target"
  for file in "${clocks_files[@]}"; do
    port "$mirrors/swift-clocks.git" 1.1.1 "Tests/ClocksTests/$file" "$target" "$clocks_program"
    if ! grep -q "DependenceTestCase" "$root/Tests/Consumers/Tests/$target/$file"; then
      echo "peer-tests-port: no XCTestCase class found in $file" >&2
      exit 1
    fi
  done
done

prepare SwiftDependenciesPortTests
port "$mirrors/swift-dependencies.git" 1.17.1 Tests/DependenciesTests/FireAndForgetTests.swift \
  SwiftDependenciesPortTests '
  s/^( *)import Dependencies$/\1import DependenceTesting/
  /^ *import ConcurrencyExtras$/d'
if ! grep -q "import DependenceTesting" "$root/Tests/Consumers/Tests/SwiftDependenciesPortTests/FireAndForgetTests.swift"; then
  echo "peer-tests-port: FireAndForgetTests.swift no longer imports Dependencies" >&2
  exit 1
fi
echo "Ported ${#clocks_files[@]} files of swift-clocks 1.1.1 and FireAndForgetTests.swift of swift-dependencies 1.17.1 into Tests/Consumers/Tests."
