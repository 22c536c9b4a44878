#!/usr/bin/env bash
# Every end-to-end script, two at a time, each on an X server of its own: they spend most of
# their time waiting for the app to settle between real inputs, so two lanes take little more
# than the longer one. Each lane's output is printed whole once both are done, so a failure
# reads as it does when a script runs alone.
#   Tests/e2e/all.sh .build/release/snapnav .build/release/snapnav-map-example
set -uo pipefail
cd "$(dirname "$0")/../.."
BINARY=${1:-.build/release/snapnav}
EXAMPLE=${2:-.build/release/snapnav-map-example}

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# lane NAME SCRIPT ARGUMENT [SCRIPT ARGUMENT...]: runs the scripts one after another, each
# given its argument, into NAME's log; the lane's status is how many of them failed.
lane() {
    local name=$1 failed=0
    shift
    while [ "$#" -ge 2 ]; do
        "Tests/e2e/$1" "$2" >>"$logs/$name" 2>&1 || failed=$((failed + 1))
        shift 2
    done
    return "$failed"
}

# The two lanes take about the same time: the interaction scripts in one, the starter's, the
# tools' (whose GIF export is the heaviest work) and the folder of exports' in the other.
lane interaction run.sh "$BINARY" links.sh "$BINARY" serve.sh "$BINARY" &
first=$!
lane prototype prototype.sh "$BINARY" tools.sh "$BINARY" example.sh "$EXAMPLE" folder.sh "$BINARY" &
second=$!
wait "$first"
first_failed=$?
wait "$second"
second_failed=$?

for name in interaction prototype; do
    echo "── e2e lane: $name"
    cat "$logs/$name"
done
failed=$((first_failed + second_failed))
echo "e2e scripts: $failed failed"
[ "$failed" -eq 0 ]
