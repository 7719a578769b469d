# Sourced by Scripts/migration-corpus.sh and Scripts/migration-fixture.sh: the records of what
# `dependence-migrate` printed, exited with and wrote on each shape, in
# Tests/Consumers/MigrationCorpus/Expected, against which every run is compared, so that a change
# to the command that is meant to change nothing (a restructuring) is proved to change nothing.
#
# With MIGRATION_RECORD=1 the scripts write the records instead of comparing, for a change of
# output that is meant: review `git diff Tests/Consumers/MigrationCorpus/Expected` before
# committing it.
#
# What differs from one checkout or run to another is written as a placeholder: the path of this
# checkout (<DEPENDENCE>), its package identity in product and package references and in the
# steps' quoted names (<identity>), the copy the command ran on (<PACKAGE>) and the temporary paths SwiftPM names in
# a manifest error. Expects $root, $work and the counters $passed and $failed of the sourcing
# script.

records="$root/Tests/Consumers/MigrationCorpus/Expected"
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"

# Writes standard input with the placeholders for $1, the folder the command ran on.
normalize_output() {
  sed -E -e "s|$1|<PACKAGE>|g" -e "s|$root|<DEPENDENCE>|g" \
    -e "s|package: \"$identity\"|package: \"<identity>\"|g" \
    -e "s|\`\"$identity\"\`|\`\"<identity>\"\`|g" \
    -e "s/\\($identity\\)( →|\$)/(<identity>)\\1/" \
    -e 's|\(compiled with: \[.*\]\)|(compiled with: …)|' \
    -e 's|/tmp/dependence-migrate-[0-9A-F-]+/[^ "]*|<TEMP>|g'
}

# Each file of folder $1 with the checksum of its text, placeholders written in.
normalized_snapshot() {
  (cd "$1" && find . -type f -not -path './.build/*' -not -name Package.resolved | sort) |
    while read -r file; do
      echo "$(normalize_output "$1" <"$1/$file" | md5sum | cut -d' ' -f1)  $file"
    done
}

# Compares the run of the command on case $1 — its exit status $2, folder $3 as it left it, and
# its output in file $4 — with the record of that case; counts a failure, with the difference,
# when they differ. With MIGRATION_RECORD=1, writes the record instead.
compare_record() {
  local name="$1" status="$2" folder="$3" output="$4" actual="$work/record-$1"
  {
    echo "exit status $status"
    normalize_output "$folder" <"$output"
    echo "-- files after the run"
    normalized_snapshot "$folder"
  } >"$actual"
  if [ "${MIGRATION_RECORD:-}" = 1 ]; then
    mkdir -p "$records"
    cp "$actual" "$records/$name.txt"
    echo "RECORDED $name"
  elif ! diff -u "$records/$name.txt" "$actual" >"$actual.diff" 2>&1; then
    failed=$((failed + 1))
    echo "FAIL $name: the command's output or what it wrote differs from its record"
    head -40 "$actual.diff" | sed 's/^/    /'
  else
    passed=$((passed + 1))
    echo "PASS $name: output, exit status and files as recorded"
  fi
}
