# Sourced by the scripts that build separate packages against this one (consumer-harness.sh,
# scheduling-stress.sh, issue-reporting-fixture.sh, migration-fixture.sh): the build folder of
# a configuration, which all of them share, so that swift-syntax is built once per folder and
# configuration.
#
# Debug builds go to .build, where the README's commands have built swift-syntax already (CI
# builds a separate package there in 36 seconds, against 173 in an empty folder); release builds
# to .build-consumers, with CI's release build of this package. A folder shared by several root
# packages needs --disable-build-manifest-caching on every command: SwiftPM would otherwise reuse
# the build plan of the package built there last. Tests/Consumers/Package.swift also needs
# --manifest-cache none: it lists the targets whose folders exist, which SwiftPM's shared manifest
# cache, keyed by the manifest's text, would otherwise answer from a run where they did not.

# Prints the build folder of configuration $1 (debug or release) under this package's root.
build_folder() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  if [ "$1" = debug ]; then echo "$root/.build"; else echo "$root/.build-consumers"; fi
}
