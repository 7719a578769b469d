# Sourced by Scripts/migration-corpus.sh, whose header says what each shape must do: the manifest
# shapes of Tests/Consumers/MigrationCorpus/Manifests, two at a time. Uses that script's variables
# and Scripts/MigrationCorpus/checks.sh; sets $manifests_time.

# Checks the manifest shape in folder $1, on a copy; prints a line per check.
manifest_shape() {
  local shape="$1" name copy expect before status said says twice left
  name="$(basename "$shape")"
  copy="$work/manifests/$name"
  copy_shape "$shape" "$copy"
  expect=movable
  if [ -f "$shape/EXPECT" ]; then expect="$(tr -d '[:space:]' <"$shape/EXPECT")"; fi
  case "$expect" in
    movable | refused | unmovable) ;;
    *) check "$name: EXPECT" "it says '$expect', not movable, refused or unmovable" "$shape/EXPECT"; return ;;
  esac

  if ! swift package dump-package --package-path "$copy" >/dev/null 2>"$log"; then
    check "$name: loads as written" "$(first_error "$log")" "$log"
    return
  fi
  check "$name: loads as written" ok

  before="$(snapshot "$copy")"
  status="$(run_migrate "$copy")"
  compare_record "manifest-$name" "$status" "$copy" "$out"
  if [ "$expect" != movable ]; then
    # Refused before any edit, its record holds why; unmovable, it prints the edits to make.
    if [ "$expect" = refused ]; then
      said="Nothing was written" says="says why"
    else
      said='(^|[[:space:]/])Package\.swift:[0-9]+: .*→' says="prints the edits to make"
    fi
    if [ "$status" -eq 0 ]; then
      check "$name: $expect" "the command exited 0 on a shape it cannot move" "$out"
    elif [ "$(snapshot "$copy")" != "$before" ]; then
      check "$name: $expect" "it exited $status but changed files" "$out"
    elif ! grep -qE "$said" "$out"; then
      check "$name: $expect" "it exited $status, changed no file, but printed nothing matching '$said'" "$out"
    else
      check "$name: $expect: exits $status, changes no byte, $says" ok
    fi
    return
  fi

  if [ "$status" -ne 0 ]; then
    check "$name: the move" "the command exited $status" "$out"
    return
  fi
  if ! swift package dump-package --package-path "$copy" >"$copy.json" 2>"$log"; then
    { echo "-- the command's output:"; cat "$out"; echo "-- loading the moved manifest:"; cat "$log"; } >"$copy.both"
    check "$name: the move" "the moved manifest does not load: $(first_error "$log")" "$copy.both"
    return
  fi
  # A product named twice in one target (one through a helper, one the move added): SwiftPM
  # warns on every build. A shape's DUPLICATES file lists those it accepts, `target: product`
  # with why after ` # ` (a product appended under `#if os(Linux)`, which the command cannot
  # weigh against the list it grows).
  twice="$(jq -r '.targets[] | .name as $target | [.dependencies[] | .product? | select(. != null) | .[0]]
    | group_by(.)[] | select(length > 1) | "\($target): \(.[0])"' "$copy.json" |
    grep -vxF -f <(if [ -f "$shape/DUPLICATES" ]; then sed 's/ # .*//' "$shape/DUPLICATES"; fi) || true)"
  if [ -n "$twice" ]; then
    check "$name: the move" "a target names a product twice: $(echo $twice)" "$out"
    return
  fi
  left="$(for manifest in "$copy"/Package.swift "$copy"/Package@swift-*.swift; do
    if [ -f "$manifest" ]; then peer_names "$manifest"; fi
  done)"
  if [ -n "$left" ]; then
    check "$name: the move" "the moved manifest still names a peer: $(echo "$left" | head -3 | tr '\n' ' ')" "$out"
    return
  fi
  check "$name: the move: exits 0, loads, names neither swift-dependencies nor swift-clocks" ok

  check_second_run "$name" "$copy"
}

# Two shapes at a time, each in a subshell with its own logs (a shape's checks are manifest loads,
# each a compile on one core), their lines printed and counted in the shapes' order. A subshell
# that stopped before its last line counts as a failure.
echo "== manifest shapes (Tests/Consumers/MigrationCorpus/Manifests)"
step=$SECONDS
mkdir -p "$work/manifests"
running=0
for shape in "$corpus"/Manifests/*/; do
  name="$(basename "$shape")"
  (
    log="$work/manifests/$name.log" out="$work/manifests/$name.out"
    manifest_shape "$shape"
    echo END
  ) >"$work/manifests/$name.lines" 2>&1 &
  running=$((running + 1))
  if [ "$running" -ge 2 ]; then wait -n || true; running=$((running - 1)); fi
done
wait
for shape in "$corpus"/Manifests/*/; do
  name="$(basename "$shape")"
  lines="$work/manifests/$name.lines"
  grep -vxF END "$lines" || true
  passed=$((passed + $(grep -c "^PASS " "$lines" || true)))
  failed=$((failed + $(grep -c "^FAIL " "$lines" || true)))
  if [ "$(tail -1 "$lines")" != END ]; then
    check "$name" "its checks stopped before the last one" "$lines"
  fi
done
manifests_time=$((SECONDS - step))
