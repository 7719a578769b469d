#!/usr/bin/env bash
# Profiles ExampleStressApp in a release build: cold-start wall time and peak memory over several
# runs, then the `--bench` lines (ns/op, median of 5 timed runs each), in one report.
#
#   Scripts/stress-profile.sh [cold-start-runs]     (default: 5)
#
# Wall time is measured around each run in nanoseconds; peak RSS comes from GNU time
# (/usr/bin/time) and is not reported when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
log="$(mktemp -d)"
trap 'rm -rf "$log"' EXIT

build_start=$(date +%s.%N)
swift build -c release --product ExampleStressApp >"$log/build.txt" 2>&1 || {
  cat "$log/build.txt"
  exit 1
}
build_end=$(date +%s.%N)
app="$(swift build -c release --show-bin-path)/ExampleStressApp"

gnu_time=""
if /usr/bin/time -f "%e" true >/dev/null 2>&1; then gnu_time=/usr/bin/time; fi

# Runs the app with the given arguments; prints "<wall seconds> <peak RSS KiB or ->".
measure() {
  local start end rss="-"
  start=$(date +%s%N)
  if [ -n "$gnu_time" ]; then
    "$gnu_time" -f "%M" -o "$log/time.txt" "$app" "$@" >"$log/out.txt"
    rss=$(tail -1 "$log/time.txt")
  else
    "$app" "$@" >"$log/out.txt"
  fi
  end=$(date +%s%N)
  echo "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }') $rss"
}

mib() { [ "$1" = "-" ] && echo "n/a" || awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }

echo "ExampleStressApp stress profile"
echo "  host:    $(uname -srm), $(nproc 2>/dev/null || echo "?") cores"
echo "  swift:   $(swift --version 2>/dev/null | head -1)"
echo "  build:   release, $(awk -v a="$build_start" -v b="$build_end" 'BEGIN { printf "%.1f", b - a }') s"
[ -z "$gnu_time" ] && echo "  note:    /usr/bin/time not found; peak memory is not measured"
echo
echo "Cold start: one 20-service walk, then one under 8 nested overrides ($runs runs)"
walls=()
peak=0
for i in $(seq 1 "$runs"); do
  read -r wall rss < <(measure)
  walls+=("$wall")
  [ "$rss" != "-" ] && [ "$rss" -gt "$peak" ] && peak="$rss"
  printf "  run %-3s %7.4f s wall   %s peak RSS\n" "$i:" "$wall" "$(mib "$rss")"
done
median=$(printf "%s\n" "${walls[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
printf "  median  %7.4f s wall   %s max peak RSS\n" "$median" "$(mib "${gnu_time:+$peak}${gnu_time:--}")"
echo "  output:  $(tail -1 "$log/out.txt")"
echo
echo "Benchmarks (--bench)"
read -r wall rss < <(measure --bench)
sed 's/^/  /' "$log/out.txt"
printf "  total   %6.2f s wall   %s peak RSS\n" "$wall" "$(mib "$rss")"
