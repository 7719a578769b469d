#!/usr/bin/env bash
# Times the consumer fixture's search debounce as N parameterized deterministic cases, all in
# flight at once, with and without a hop to the global executor, alternately (ABAB…): the same
# test source, `SharedManyParallelCasesTests/searchDebounces`, whose plain `@Sendable async`
# endpoint runs on the main actor in AppTests (Xcode 26's defaults make it nonsending) and hops
# to the global executor in PlainAppTests. SPEC: the hop's suite within 2x the time of the one
# without.
#
#   Scripts/parallel-hop-cost.sh [cases] [rounds]      (default: 20000 cases, 2 rounds)
#
# Builds the fixture (debug, the shared build folder) first and stops at the first build error;
# stops at the first run that does not finish or records an issue.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/build-folder.sh
cases="${1:-20000}"
rounds="${2:-2}"
flags=(-c debug --package-path Tests/Consumers --scratch-path "$(build_folder debug)"
  --disable-build-manifest-caching)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests "${flags[@]}" > "$log" 2>&1; then
  grep -E "error:" "$log" || tail -20 "$log"
  echo "The fixture's debug build failed: nothing was run." >&2
  exit 1
fi
tests="$(swift build --show-bin-path "${flags[@]}")/ConsumersPackageTests.xctest"

declare -A total=([AppTests]=0 [PlainAppTests]=0)
for round in $(seq 1 "$rounds"); do
  for module in AppTests PlainAppTests; do
    start=$(date +%s%N)
    DEPENDENCE_CASES="$cases" timeout 1200 "$tests" --testing-library swift-testing \
      --filter "^$module.SharedManyParallelCasesTests/searchDebounces" > "$log" 2>&1 || true
    elapsed=$((($(date +%s%N) - start) / 1000000))
    if ! grep -qE "with $cases test cases passed" "$log"; then
      echo "$module, round $round: the run did not pass"
      grep -E "recorded an issue" "$log" | head -3 || tail -5 "$log"
      exit 1
    fi
    total[$module]=$((total[$module] + elapsed))
    printf '%-14s round %d: %6.1f s\n' "$module" "$round" "$(echo "$elapsed / 1000" | bc -l)"
  done
done
printf 'With the hop / without: %.2f (%d cases, %d rounds each)\n' \
  "$(echo "${total[PlainAppTests]} / ${total[AppTests]}" | bc -l)" "$cases" "$rounds"
